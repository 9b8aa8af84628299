/* OMP_TARGET_OFFLOAD=MANDATORY without a usable GPU: the first target
 * region must print
 *   omp2cuda: mandatory_test.c:12:9: error: OMP_TARGET_OFFLOAD=MANDATORY
 *   but no GPU is usable: <reason>
 * and exit with status 1, without running the host fallback.  On a
 * machine without libcuda.so.1 the reason is the dlopen error.  The test
 * sets the variable itself; lit checks stderr and the status.
 */
#include <stdio.h>
#include <stdlib.h>

#include "omp2cuda_rt.h"

static void
region_host(int n)
{
	printf("host fallback ran with n = %d\n", n);
	exit(2);
}

static O2cModule module = {NULL, 0, "mandatory_test.c", NULL, NULL, 0, 0};

int
main(void)
{
	static O2cRegion r = {&module, "region_kernel", "mandatory_test.c:12:9",
	                      (void (*)(void))region_host, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL};
	int n = 1;
	O2cArg args[] = {{&n, O2C_ARG_I32, -1, "n", 0}};
	O2cLaunch l = {1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0};

	setenv("OMP_TARGET_OFFLOAD", "MANDATORY", 1);
	o2c_register_module(&module);
	o2c_target(&r, NULL, 0, args, 1, &l);
	printf("o2c_target returned\n");
	return 3;
}
