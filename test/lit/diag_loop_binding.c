// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
// A loop construct omp2cuda does not compile yet: bound to the thread,
// with private copies.

void
f(int n, double *a)
{
#pragma omp target teams map(tofrom: a[0:n])
	{
		double t = 0;
		// CHECK: diag_loop_binding.c:[[@LINE+1]]:1: error: '#pragma omp loop bind(thread)' with private or lastprivate is not supported yet
#pragma omp loop bind(thread) private(t)
		for (int i = 0; i < 4; i++) {
			t = i;
			a[i] = t;
		}
	}
}
