// RUN: not %omp2cuda %s 2>&1 | FileCheck %s
// The reduction of a split target teams and its distribute parallel for
// is one reduction: another operator for the same variable is an error.

double
f(const double *a, int n)
{
	double s = 0;
#pragma omp target teams reduction(+: s) map(to: a[0:n])
// CHECK: :[[@LINE+1]]:50: error: reduction of 's' here and at line 9 with another operator or list item is not supported
#pragma omp distribute parallel for reduction(*: s)
	for (int i = 0; i < n; i++)
		s *= a[i];
	return s;
}
