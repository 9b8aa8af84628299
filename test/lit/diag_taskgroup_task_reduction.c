// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// Task reductions in device code that omp2cuda rejects: items are
// arithmetic scalars, with the operators of the device header; a task in
// a function joins a taskgroup of that function only.

#pragma omp declare reduction(mine: int: omp_out += omp_in) initializer(omp_priv = 0)

#pragma omp declare target
int g;
void add(int v);
int arr_sum(const int *a, int n);
#pragma omp end declare target

void f(int *a, int n)
{
	int s = 0, arr[4] = {0};
#pragma omp target map(tofrom: s, arr) map(to: a[0:n])
	{
		// CHECK: diag_taskgroup_task_reduction.c:[[@LINE+1]]:41: error: task_reduction of 'arr' in a target region is not supported yet: only arithmetic scalar variables, named whole
#pragma omp taskgroup task_reduction(+: arr)
		arr[0] += 1;
		// CHECK: diag_taskgroup_task_reduction.c:[[@LINE+1]]:23: error: task_reduction with the declared reduction 'mine' in a target region is not supported yet
#pragma omp taskgroup task_reduction(mine: s)
		s += 1;
		// CHECK: diag_taskgroup_task_reduction.c:[[@LINE+1]]:1: error: in_reduction of 's' without a taskgroup with task_reduction of it, nor a reduction(task, ...) of it, on a construct in the target region is not supported yet
#pragma omp task in_reduction(+: s)
		s += 1;
		add(1);
		s += arr_sum(a, n);
	}
}

#pragma omp declare target

void add(int v)
{
	// CHECK: diag_taskgroup_task_reduction.c:[[@LINE+1]]:1: error: in_reduction of 'g' in a function called from a target region without a taskgroup with task_reduction of it around the task in that function is not supported yet
#pragma omp task in_reduction(+: g)
	g += v;
}

int arr_sum(const int *a, int n)
{
	int s[2] = {0, 0};
	int t = 0;
	// CHECK: diag_taskgroup_task_reduction.c:[[@LINE+1]]:1: error: task_reduction of 's' in a function called from a target region is not supported yet: only scalar variables of arithmetic type
#pragma omp taskgroup task_reduction(+: s)
	for (int i = 0; i < n; i++) {
		// CHECK: diag_taskgroup_task_reduction.c:[[@LINE+1]]:1: error: 'allocate' on '#pragma omp task' in a function called from a target region is not supported yet
#pragma omp task private(t) allocate(t)
		s[0] += a[i] + (t = 1);
	}
	return s[0];
}
#pragma omp end declare target
