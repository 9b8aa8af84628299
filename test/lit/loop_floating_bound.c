// A loop of a target region whose bound has a floating type (clang takes
// it; gcc says "invalid controlling predicate"): a located error before
// any other compiler runs, not gcc's error about the host fallback.
// RUN: not %omp2cuda -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
double
sum(double n, const double *x)
{
	double s = 0;
// CHECK: loop_floating_bound.c:[[@LINE+2]]:2: error: the loop's bound 'n' has floating type 'double': OpenMP's canonical loop form compares the loop variable with an integer or pointer bound (OpenMP 5.2 4.4.1); convert it
#pragma omp target teams distribute parallel for reduction(+: s) map(to: x[0:1000])
	for (int i = 0; i < n; ++i)
		s += x[i];
	return s;
}
