// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// Types declared inside a function that their file-scope copies cannot
// carry: a macro writes the declaration, the declaration refers to a
// variable, region code names the type through a macro, a loop's bounds
// (copied as text) name it.

#define DECLARE(name) struct name { int v; }
#define SIZE_OF_T sizeof(T)

int
f(int n)
{
	DECLARE(m) a = {1};
	typedef int row[n];
	typedef struct { int v; } T;
	row rw;
	T t = {2};
	int s = 0;

	rw[0] = 0;
	// CHECK-DAG: :[[@LINE-8]]:2: error: type 'm', declared inside a function and used in a target region: a macro writes its declaration; not supported yet
	// CHECK-DAG: :[[@LINE-8]]:18: error: type 'row', declared inside a function and used in a target region: its declaration refers to 'n', which the kernels cannot see; not supported
#pragma omp target map(tofrom: s) map(to: rw)
	s = a.v + rw[0];
	// CHECK-DAG: :[[@LINE+2]]:12: error: type 'T', declared inside a function, is named through a macro in a target region: not supported yet
#pragma omp target map(tofrom: s)
	s = t.v + SIZE_OF_T;
	// CHECK-DAG: :[[@LINE+2]]:34: error: type 'T', declared inside a function, in the bounds or step of a target region's loop: not supported yet
#pragma omp target teams distribute parallel for reduction(+: s)
	for (int i = 0; i < (int)sizeof(T); i++)
		s += t.v;
	return s;
}
