// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// The interop construct (OpenMP 5.1 2.15.1) with targetsync on the
// default device: init after a nowait target task it depends on, the
// object's properties (3.12) as the device they name, use and destroy
// with depend.  On the host (no GPU) init gives omp_interop_none, and
// the routines answer omp_irc_empty.  The target tasks' results show
// that every construct ran after the tasks it depends on.

#include <omp.h>
#include <stdio.h>
#include <string.h>

#define N 4096

static int failed;

static void
check(int ok, const char *what)
{
	if (!ok && !failed) {
		printf("FAIL: %s\n", what);
		failed = 1;
	}
}

int
main(void)
{
	static int a[N];
	int dev = omp_get_default_device(), rc = 0;
	int on_gpu = omp_get_num_devices() > 0 && !omp_is_initial_device();
	omp_interop_t obj = omp_interop_none;

#pragma omp target map(tofrom: on_gpu) device(dev)
	on_gpu = !omp_is_initial_device();
#pragma omp target teams distribute parallel for map(tofrom: a) device(dev) nowait depend(out: a)
	for (int i = 0; i < N; i++)
		a[i] = 3 * i;
#pragma omp interop init(targetsync: obj) device(dev) depend(inout: a)
	for (int i = 0; i < N; i++)
		check(a[i] == 3 * i, "the target task before init");
	if (on_gpu) {
		check(obj != omp_interop_none, "init on a GPU");
		check(omp_get_interop_int(obj, omp_ipr_device_num, &rc) == dev && rc == omp_irc_success,
		      "device_num");
		check(omp_get_interop_ptr(obj, omp_ipr_targetsync, &rc) != NULL && rc == omp_irc_success,
		      "targetsync");
		check(!strcmp(omp_get_interop_str(obj, omp_ipr_fr_name, &rc), "cuda_driver"), "fr_name");
		omp_get_interop_int(obj, omp_ipr_targetsync, &rc);
		check(rc == omp_irc_type_ptr, "targetsync as an int");
	} else {
		check(obj == omp_interop_none, "init on the host");
		omp_get_interop_int(obj, omp_ipr_device_num, &rc);
		check(rc == omp_irc_empty, "a property of omp_interop_none");
	}
	check(!strcmp(omp_get_interop_name(obj, omp_ipr_targetsync), "targetsync"), "name");
	check(omp_get_interop_rc_desc(obj, omp_irc_empty) != NULL, "rc_desc");
#pragma omp target teams distribute parallel for map(tofrom: a) device(dev) nowait depend(inout: a)
	for (int i = 0; i < N; i++)
		a[i] += 1;
#pragma omp interop use(obj) depend(inout: a)
	for (int i = 0; i < N; i++)
		check(a[i] == 3 * i + 1, "the target task before use");
#pragma omp target teams distribute parallel for map(tofrom: a) device(dev) nowait depend(inout: a)
	for (int i = 0; i < N; i++)
		a[i] *= 2;
#pragma omp interop destroy(obj) nowait depend(out: a)
	check(obj == omp_interop_none, "destroy");
	for (int i = 0; i < N; i++)
		check(a[i] == 2 * (3 * i + 1), "the target task before destroy");
	if (!failed)
		printf("PASS\n");
	return failed;
}
