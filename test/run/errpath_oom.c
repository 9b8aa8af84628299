// RUN: %omp2cuda -O2 %s -o %t
// RUN: %if gpu %{ not %run %t 2>&1 | FileCheck %s --check-prefixes=REGION,INTACT %} %else %{ %run %t 2>&1 | FileCheck %s --check-prefixes=HOST,INTACT %}
// RUN: %if gpu %{ not %run %t enter 2>&1 | FileCheck %s --check-prefixes=ENTER,INTACT %} %else %{ %run %t enter 2>&1 | FileCheck %s --check-prefixes=HOST,INTACT %}
// RUN: %if gpu %{ not %run env OMP2CUDA_TEARDOWN=full OMP2CUDA_TRANSFER=pin %t 2>&1 | FileCheck %s --check-prefixes=REGION,INTACT %} %else %{ true %}
// E2E-FAIL: errpath_oom\.c:[0-9]+:1: error: out of device memory: cannot map 'big\[0:len\]' \(549755813888 bytes\).*host data intact
// E2E-FAIL[enter]: errpath_oom\.c:[0-9]+:1: error: out of device memory: cannot map 'big\[0:len\]'.*host data intact
// E2E-FAIL[OMP2CUDA_TEARDOWN=full OMP2CUDA_TRANSFER=pin]: out of device memory: cannot map 'big\[0:len\]'.*host data intact
//
// Device out of memory on a map: a section of 512 GiB (reserved with
// mmap, never touched) is more than any GPU holds.  The runtime reports
// it under the construct's source location, naming the list item and
// its size, and exits with status 1 before anything is copied: the
// allocation comes before any copy in, and after an error nothing is
// copied back.  The program checks that last part itself: its atexit
// handler, registered before the first construct, runs after the
// runtime's own exit handler (registered when the GPU is opened), and
// finds the array that a target data construct maps tofrom around the
// failing map, whose device copy a kernel has overwritten, as the host
// left it.  In the host fallback (no GPU) nothing is allocated and the
// program passes.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define N 4096

static int a[N];

static void
check_host(void)
{
	for (int i = 0; i < N; i++) {
		if (a[i] != i) {
			fprintf(stderr, "host data CHANGED: a[%d] = %d\n", i, a[i]);
			return;
		}
	}
	fprintf(stderr, "host data intact\n");
}

int
main(int argc, char **argv)
{
	const int enter = argc > 1 && !strcmp(argv[1], "enter");
	size_t len = (size_t)512 << 30;
	char *big = mmap(NULL, len, PROT_READ | PROT_WRITE,
	                 MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);

	if (big == MAP_FAILED) {
		perror("errpath_oom: mmap of 512 GiB (MAP_NORESERVE)");
		return 1;
	}
	for (int i = 0; i < N; i++)
		a[i] = i;
	atexit(check_host);
#pragma omp target data map(tofrom: a)
	{
#pragma omp target teams distribute parallel for
		for (int i = 0; i < N; i++)
			a[i] = omp_is_initial_device() ? a[i] : -1;
		if (enter) {
// ENTER: errpath_oom.c:[[@LINE+1]]:1: error: out of device memory: cannot map 'big[0:len]' (549755813888 bytes)
#pragma omp target enter data map(alloc: big[0:len])
#pragma omp target exit data map(delete: big[0:len])
		} else {
// REGION: errpath_oom.c:[[@LINE+1]]:1: error: out of device memory: cannot map 'big[0:len]' (549755813888 bytes)
#pragma omp target map(tofrom: big[0:len])
			big[len - 1] = 1;
		}
	}
	if (!enter && big[len - 1] != 1) {
		printf("FAIL: the region did not run\n");
		return 1;
	}
	// HOST: PASS
	printf("PASS\n");
	fflush(stdout);
	return 0;
}
// INTACT: host data intact
