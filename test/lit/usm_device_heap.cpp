// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// RUN: %omp2cuda --emit-cuda -DNO_USM %s -o - | FileCheck %s --check-prefix=HEAP
// Device code's new, delete, malloc and free take the device's own heap.
// Under unified_shared_memory they are refused, located at the first of
// them, until kernels that allocate run there (runtime/usm.c); without
// the requirement they compile.
#include <stdlib.h>
#ifndef NO_USM
#pragma omp requires unified_shared_memory
#endif

struct Cell {
	int v;
};

int
main()
{
	int got = 0;
#pragma omp target map(from: got)
	{
		// CHECK: :[[@LINE+1]]:13: error: allocation on the device heap (malloc, free, new or delete in device code) in a program that requires unified_shared_memory is not supported yet
		Cell *c = new Cell{3};
		int *p = (int *)malloc(sizeof(int));
		*p = c->v;
		got = *p;
		free(p);
		delete c;
	}
	// HEAP: new Cell{3};
	// HEAP: malloc(sizeof(int));
	return got != 3;
}
