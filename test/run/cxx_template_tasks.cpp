// RUN: %omp2cuda++ -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Directives of function templates that the host file keeps as pragmas
// before the runtime's call (taskwait, flush, barrier): each
// instantiation's branch holds both statements.  A tree's passes as a
// tree code writes them, tasks per child and a taskwait, one template
// for two element types, and a target region between two taskwaits.
#include <cstdio>

template <typename T>
static T
sum_tree(const T *v, int lo, int hi)
{
	if (hi - lo <= 4) {
		T s = 0;
		for (int i = lo; i < hi; i++)
			s += v[i];
		return s;
	}
	T left = 0, right = 0;
	int mid = lo + (hi - lo) / 2;
#pragma omp task shared(left)
	left = sum_tree(v, lo, mid);
#pragma omp task shared(right)
	right = sum_tree(v, mid, hi);
#pragma omp taskwait
	return left + right;
}

template <typename T>
static void
scale_then_count(T *a, int n, T by, int *done)
{
#pragma omp task shared(done)
	done[0] = 1;
#pragma omp taskwait
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] *= by;
#pragma omp flush
#pragma omp task shared(done)
	done[1] = 1;
#pragma omp taskwait
}

int
main(void)
{
	enum { N = 1000 };
	static float f[N];
	static double d[N];
	int done_f[2] = {0, 0}, done_d[2] = {0, 0};
	for (int i = 0; i < N; i++) {
		f[i] = (float)(i % 7);
		d[i] = 0.5 * (i % 11);
	}
	float sf = 0;
	double sd = 0;
#pragma omp parallel
#pragma omp single
	{
		sf = sum_tree(f, 0, N);
		sd = sum_tree(d, 0, N);
	}
	float wf = 0;
	double wd = 0;
	for (int i = 0; i < N; i++) {
		wf += f[i];
		wd += d[i];
	}
	scale_then_count(f, N, 2.0f, done_f);
	scale_then_count(d, N, 3.0, done_d);
	int bad = sf != wf || sd != wd || !done_f[0] || !done_f[1] || !done_d[0] || !done_d[1];
	for (int i = 0; i < N; i++)
		bad |= f[i] != 2.0f * (float)(i % 7) || d[i] != 3.0 * (0.5 * (i % 11));
	printf(bad ? "FAIL sums %g/%g %g/%g\n" : "PASS\n", (double)sf, (double)wf, sd, wd);
	return bad;
}
