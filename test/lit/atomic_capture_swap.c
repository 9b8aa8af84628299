// '#pragma omp atomic capture' {v = x; x = e;} (OpenMP 5.2 15.8.4) is one
// exchange of x's bits; {v = x; x = e < x ? e : x;} without the compare
// clause, which gcc and clang take, is the compare construct it is
// written as; a swap whose new value reads x otherwise is an error.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: not %omp2cuda --emit-cuda -DBAD %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD

void
f(int *flag, float *best, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: flag[0:8], best[0:1])
	for (int i = 0; i < n; i++) {
		int was;
		float t, term = i * 0.5f;
		// CHECK: was = o2c_atomic_exchange(&(flag[i % 8]), (int)(1)); /* #pragma omp atomic */
#pragma omp atomic capture
		{
			was = flag[i % 8];
			flag[i % 8] = 1;
		}
		// CHECK: o2c_atomic_compare<O2C_CMP_GT>(&(best[0]), o2c_e, o2c_e, &o2c_old, &o2c_now); t = o2c_old;
#pragma omp atomic capture
		{
			t = best[0];
			best[0] = term < best[0] ? term : best[0];
		}
#ifdef BAD
		// BAD: atomic_capture_swap.c:[[@LINE+1]]:1: error: this form of '#pragma omp atomic capture' is not supported yet
#pragma omp atomic capture
		{
			was = flag[0];
			flag[0] = flag[0] / 2;
		}
#endif
		(void)was;
		(void)t;
	}
}
