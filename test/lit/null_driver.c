// The staging ring's set-up, with a driver that does nothing
// (tools/bench/nullcuda.c, built as test/unit/nullcuda/libcuda.so.1): the
// ring's memory and threads are made from cuInit on and page-locked once the
// first context exists; a program that opens the driver but never a context
// exits at once (the set-up thread, waiting for a context, is told to stop).
// RUN: %omp2cuda -O2 %s -o %t
// RUN: env LD_LIBRARY_PATH=%unit/nullcuda OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 timeout 20 %t count 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: env LD_LIBRARY_PATH=%unit/nullcuda OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 timeout 20 %t map 2>&1 | FileCheck %s --check-prefix=MAP
// RUN: env LD_LIBRARY_PATH=%unit/nullcuda OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 OMP2CUDA_TRANSFER=pageable timeout 20 %t map 2>&1 | FileCheck %s --check-prefix=PAGEABLE

// COUNT: devices 1
// COUNT-NOT: staging
// COUNT: exit

// MAP-NOT: pageable while the staging ring was set up
// MAP: staging ring ready: 4 x 8 MiB and {{[0-9]+}} threads made in {{.*}} ms beside the context's start, page-locked in {{.*}} ms after it
// MAP: exit

// PAGEABLE-NOT: staging ring
// PAGEABLE: exit
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int
main(int argc, char **argv)
{
	if (argc > 1 && strcmp(argv[1], "count") == 0) {
		printf("devices %d\n", omp_get_num_devices());
	} else {
		size_t n = (size_t)64 << 20;
		char *a = malloc(n);
		int x = 0;

		if (!a)
			return 1;
		memset(a, 1, n);
#pragma omp target map(tofrom: x)
		x++;
		sleep(1); /* the ring is ready by now */
#pragma omp target enter data map(to: a[0:n])
#pragma omp target exit data map(from: a[0:n])
		free(a);
	}
	printf("exit\n");
	fflush(stdout);
	return 0;
}
