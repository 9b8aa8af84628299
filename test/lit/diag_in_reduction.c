// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// in_reduction on target (OpenMP 5.2 5.5.10) that omp2cuda rejects and
// clang accepts.  A variable of the function must be a task reduction of
// a construct around the target construct: neither clang nor gcc checks,
// and libgomp crashes at run time without one.

#pragma omp declare target
double g;
#pragma omp end declare target

void f(int n, double *p)
{
	double s = 0, t = 0, arr[4] = {0};

#pragma omp taskgroup task_reduction(+: s, arr[0:2]) task_reduction(+: p[0:2], g)
	{
		// CHECK: diag_in_reduction.c:[[@LINE+1]]:36: error: in_reduction of 'arr[0:2]' is not supported yet: only variables, named whole
#pragma omp target in_reduction(+: arr[0:2])
		arr[0] += 1;
		// CHECK: diag_in_reduction.c:[[@LINE+1]]:36: error: in_reduction of 'p[0:2]' is not supported yet: only variables, named whole
#pragma omp target in_reduction(+: p[0:2])
		p[0] += 1;
		// CHECK: diag_in_reduction.c:[[@LINE+1]]:36: error: in_reduction of declare target variable 'g' is not supported yet
#pragma omp target in_reduction(+: g)
		g += 1;
		// s is one, t is not
		// CHECK-NOT: :[[@LINE+2]]:36: error
		// CHECK: diag_in_reduction.c:[[@LINE+1]]:39: error: in_reduction of 't', but no taskgroup with task_reduction(+: t), nor reduction with the task modifier, encloses the construct (OpenMP 5.2 5.5.10)
#pragma omp target in_reduction(+: s, t)
		s += t;
	}
	// after the taskgroup
	// CHECK: diag_in_reduction.c:[[@LINE+1]]:36: error: in_reduction of 's', but no taskgroup
#pragma omp target in_reduction(+: s)
	s += 1;
	// reduction without the task modifier makes no task reduction
#pragma omp parallel reduction(+: s)
	{
		// CHECK: diag_in_reduction.c:[[@LINE+1]]:36: error: in_reduction of 's', but no taskgroup
#pragma omp target in_reduction(+: s)
		s += 1;
	}
	// a taskgroup of another s
#pragma omp taskgroup task_reduction(+: s)
	{
		double s = 2;
		// CHECK: diag_in_reduction.c:[[@LINE+1]]:36: error: in_reduction of 's', but no taskgroup
#pragma omp target in_reduction(+: s)
		s += 1;
		p[1] = s;
	}
}
