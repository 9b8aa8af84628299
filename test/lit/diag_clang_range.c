// RUN: %omp2cuda -c %s -o %t.o 2>&1 | FileCheck %s --strict-whitespace
// A warning of clang's is printed once, with its flag, the source line, the caret and '~' under
// its range, as clang prints it.

int
f(void)
{
	int a[4] = {0};
	int n = 0;

	// CHECK: diag_clang_range.c:[[@LINE+5]]:8: warning: incompatible pointer types initializing 'int *' with an expression of type 'int (*)[4]' [-Wincompatible-pointer-types]
	// CHECK-NEXT: {{^}}		int *p = &a;{{$}}
	// CHECK-NEXT: {{^}}		     ^   ~~{{$}}
#pragma omp target map(tofrom: a, n)
	{
		int *p = &a;
		n = p[0];
	}
	return n;
}
// CHECK-NOT: incompatible pointer type
