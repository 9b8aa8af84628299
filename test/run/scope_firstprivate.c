// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// scope with OpenMP 5.2's clauses in target regions, on the GPU and in the
// host fallback (whose host compiler takes scope with 5.1's clauses
// only): firstprivate copies start as the variable the construct names
// and leave it unchanged; allocate with a predefined allocator; private
// arrays the target region receives are each thread's own, in a scope
// and a single of a target parallel region and in a plain target region.
#include <omp.h>
#include <stdio.h>

#define N 256

int
main(void)
{
	int t = 7, bad = 0, arr[N], out[N];

	for (int i = 0; i < N; i++)
		arr[i] = -1;
#pragma omp target parallel num_threads(64) map(tofrom: bad)
	{
		int me = omp_get_thread_num();
		double local[2] = {me, 2.0 * me};
		int err = 0;
#pragma omp scope firstprivate(t, local)
		{
			t += me; /* each thread's copy */
			local[1] += 1;
			err += t != 7 + me || local[0] != me || local[1] != 2.0 * me + 1;
		}
		err += t != 7 || local[1] != 2.0 * me;
#pragma omp atomic
		bad += err;
	}
#pragma omp target parallel num_threads(32) map(tofrom: bad) map(to: arr)
	{
		int me = omp_get_thread_num(), err = arr[me] != -1;
#pragma omp barrier
#pragma omp scope private(arr) allocate(allocator(omp_low_lat_mem_alloc): arr)
		{
			for (int i = 0; i < N; i++)
				arr[i] = i * me;
			for (int i = 0; i < N; i++)
				err += arr[i] != i * me;
		}
#pragma omp single private(arr)
		{
			for (int i = 0; i < N; i++)
				arr[i] = 3 * i;
			for (int i = 0; i < N; i++)
				err += arr[i] != 3 * i;
		}
		err += arr[N - 1] != -1; /* the shared array is untouched */
#pragma omp atomic
		bad += err;
	}
#pragma omp target map(tofrom: bad, out) map(to: arr)
	{
		out[0] = arr[0];
#pragma omp scope private(arr)
		{
			for (int i = 0; i < N; i++)
				arr[i] = i + 1;
			for (int i = 1; i < N; i++)
				out[i] = arr[i - 1];
		}
		bad += arr[1] != -1;
	}
	for (int i = 1; i < N; i++)
		bad += out[i] != i;
	bad += out[0] != -1;
	printf("%s %d\n", bad ? "FAIL" : "PASS", bad);
	return bad != 0;
}
