// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// Uses of variably modified types in a target region whose meaning the
// kernel's pointer to the scalars cannot keep: errors before nvcc runs.

#include <stddef.h>

size_t
f(int n, double (*a)[n], double (*p)[n])
{
	size_t s = 0;

#pragma omp target map(tofrom: s)
	{
		// CHECK: :[[@LINE+1]]:8: error: operator '+' on a pointer to a variable-length array in a target region is not supported yet
		s = (a + 1)[0][0];
		// CHECK: :[[@LINE+1]]:10: error: operator '&' on a pointer to a variable-length array in a target region is not supported yet
		s += *(&a[1])[0];
		// CHECK: :[[@LINE+1]]:3: error: operator '=' on a pointer to a variable-length array in a target region is not supported yet
		p = a;
		// CHECK: :[[@LINE+1]]:8: error: 'a', a pointer to a variable-length array, subscripted as index[pointer] in a target region: not supported yet
		s += 1[a][0];
		// CHECK: :[[@LINE+1]]:10: error: a cast to a variably modified type in a target region is not supported
		s += (*(double (*)[n])p)[0];
		// CHECK: :[[@LINE+1]]:8: error: sizeof of a variable-length array whose operand computes something
		s += sizeof(a[s++]);
	}
	return s;
}
