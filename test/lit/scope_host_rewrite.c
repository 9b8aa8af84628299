// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
// RUN: not %omp2cuda -DERRORS %s 2>&1 | FileCheck %s --check-prefix=ERR
// A scope with firstprivate or allocate (OpenMP 5.2) in a target region:
// the host fallback gets it written out with the clauses the host
// compiler takes, each thread's copies starting from what the construct
// names; private arrays the region receives are declared in the block.
#include <omp.h>

int
main(void)
{
	int t = 1, e = 0, arr[16] = {0};
#pragma omp target parallel map(tofrom: e) map(to: arr)
	{
		e += arr[0];
// CHECK: for (struct { __typeof__(t) *t; int once; } o2c_first = {&t, 1}; o2c_first.once; o2c_first.once = 0) _Pragma("omp scope nowait private(t)") for (int o2c_once = (__builtin_memcpy(&t, o2c_first.t, sizeof t), 1); o2c_once; o2c_once = 0)
#pragma omp scope firstprivate(t) nowait
		{
			t++;
		}
// CHECK: _Pragma("omp scope private(arr)")
// CHECK-NEXT: { int arr[16]; /* private(arr): each thread's */
#pragma omp scope private(arr) allocate(omp_low_lat_mem_alloc: arr)
		{
			arr[0] = t;
		}
#ifdef ERRORS
// ERR: :[[@LINE+1]]:36: error: private(arr) of an array the target region receives is supported on a nested 'parallel', 'single', 'masked' or 'scope' whose statement is a { } block, not yet here
#pragma omp for private(e) private(arr)
		for (int i = 0; i < 16; i++)
			arr[i] = i;
// ERR: :[[@LINE+1]]:32: error: firstprivate(arr) of an array the target region receives is not supported yet on '#pragma omp scope' nested in it
#pragma omp scope firstprivate(arr)
		{
			arr[1] = 2;
		}
#endif
	}
	return e;
}
