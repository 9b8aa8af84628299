// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// clang 16 (validating OpenMP 5.1) takes in_reduction on target alone, not
// on its combined forms: its error, with its location, before omp2cuda
// reads the directive.

void f(int n, const double *a)
{
	double s = 0;

#pragma omp taskgroup task_reduction(+: s)
	{
		// CHECK: diag_in_reduction_clang.c:[[@LINE+1]]:50: error: unexpected OpenMP clause 'in_reduction' in directive '#pragma omp target teams distribute parallel for'
#pragma omp target teams distribute parallel for in_reduction(+: s) map(to: a[0:n])
		for (int i = 0; i < n; i++)
			s += a[i];
		// CHECK: diag_in_reduction_clang.c:[[@LINE+1]]:33: error: unexpected OpenMP clause 'in_reduction' in directive '#pragma omp target parallel for'
#pragma omp target parallel for in_reduction(+: s) map(to: a[0:n])
		for (int i = 0; i < n; i++)
			s += a[i];
		// CHECK: diag_in_reduction_clang.c:[[@LINE+1]]:26: error: unexpected OpenMP clause 'in_reduction' in directive '#pragma omp target teams'
#pragma omp target teams in_reduction(+: s)
		s += 1;
		// CHECK: diag_in_reduction_clang.c:[[@LINE+1]]:29: error: unexpected OpenMP clause 'in_reduction' in directive '#pragma omp target parallel'
#pragma omp target parallel in_reduction(+: s)
		s += 1;
		// the list item is the target task's copy: it cannot be mapped too
		// CHECK: diag_in_reduction_clang.c:[[@LINE+1]]:51: error: reduction variable cannot be in a map clause in '#pragma omp target' directive
#pragma omp target in_reduction(+: s) map(tofrom: s)
		s += 1;
	}
}
