// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// A captured array used whole (sizeof a, &a) where a macro's definition
// spells it: the host fallback receives a pointer to its first element
// and cannot name the array there.  Written out, or as a macro argument,
// the same uses are right; so are an element's size and a local array's.

#define SIZE_A sizeof(a)
#define ADDR_G ((char *)&g)
#define COUNT(x) (sizeof(x) / sizeof((x)[0]))

void f(void)
{
	double a[100], g[4][4];
	long n = 0;

	// CHECK-NOT: diag_whole_array_macro.c:[[@LINE+1]]
#pragma omp target teams distribute parallel for map(tofrom: a)
	for (int i = 0; i < (int)(sizeof a / sizeof a[0]); i++)
		a[i] = i + COUNT(a);

#pragma omp target map(tofrom: a, g, n)
	{
		double t[3];
		n = SIZE_A + sizeof g[0] + sizeof(t) + sizeof(*a) + COUNT(g);
		// CHECK: diag_whole_array_macro.c:[[@LINE-1]]:7: error: array 'a' is used whole (its address, size or type) in a macro's definition: not supported yet, the host fallback receives a pointer to its first element; write the use out, or pass 'a' to the macro as an argument
		n += ADDR_G - (char *)g;
		// CHECK: diag_whole_array_macro.c:[[@LINE-1]]:8: error: array 'g' is used whole
	}
	// CHECK-NOT: error
}
