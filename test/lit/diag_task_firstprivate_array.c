// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// An array firstprivate in a task run in place in a target region that
// receives the array, where a _Pragma operator gives the task (the host
// fallback rewrites the directive's lines, which a macro's expansion
// does not hold), or in a taskloop (whose loop must follow the
// directive).

#define TASK _Pragma("omp task firstprivate(b)")

void f(void)
{
	int b[8] = {0};
#pragma omp target map(tofrom: b)
	{
		// CHECK: diag_task_firstprivate_array.c:[[@LINE+1]]:3: error: array 'b' firstprivate in a task that a _Pragma operator or a macro gives, in a target region that receives the array, is not supported yet: write the directive out
		TASK
		b[0] = 1;
	}
#pragma omp target map(tofrom: b)
	{
		// CHECK: diag_task_firstprivate_array.c:[[@LINE+1]]:1: error: array 'b' firstprivate in '#pragma omp taskloop', in a target region that receives the array, is not supported yet
#pragma omp taskloop firstprivate(b)
		for (int i = 0; i < 8; i++)
			b[i] = i;
	}
}
