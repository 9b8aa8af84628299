// RUN: not %omp2cuda %s 2>&1 | FileCheck %s
// omp_in_explicit_task is answered from the construct around each call:
// a call outside every task-making construct of a function other than
// main, and a use of the routine that is not a call, are errors.

#include <omp.h>

int
orphaned(void)
{
// CHECK: :[[@LINE+1]]:9: error: call to 'omp_in_explicit_task' outside the task, taskloop, parallel, teams and target constructs of its function is not supported
	return omp_in_explicit_task();
}

int (*routine(void))(void)
{
// CHECK: :[[@LINE+1]]:9: error: 'omp_in_explicit_task' other than called is not supported
	return omp_in_explicit_task;
}
