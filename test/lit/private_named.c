// The copies a construct nested in a kernel region declares: those of its
// private and firstprivate items its code names, found in the AST
// (frontend/private_uses.c): a name used only through a macro counts, a
// name only in a comment does not.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
#include <omp.h>

#define MINE tmp

int
main(void)
{
	int a[64];
#pragma omp target teams map(from: a)
	{
		int tmp = 0, unused = 0;
#pragma omp parallel private(tmp, unused)
		{
			/* unused in a comment */
			MINE = omp_get_thread_num();
			a[MINE % 64] = MINE;
		}
	}
	return a[0];
}
// CHECK: #pragma omp parallel private(tmp, unused)
// CHECK-NOT: int unused; /* private */
// CHECK: int tmp; /* private */
// CHECK-NOT: int unused; /* private */
// CHECK: o2c_kernel_done
