// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// A region may call the C math library, functions defined in this file
// and other files' (their device versions); other library functions are
// rejected, as are arrays of structs holding pointers
// inside members and globals read by a function the region calls.
#include <math.h>
#include <stdio.h>

double external(double x);
int counter;

static double bump(double x) { return x + counter; }

struct vec { int n; double *data; };
struct wrap { struct vec in[1]; };

void f(int n, double *a, struct vec v)
{
	struct wrap vs[4] = {{{0}}};

	// another file's function: its device version is that file's (no error)
	// CHECK-NOT: 'external'
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = external(sqrt(a[i]));

	// printf is CUDA's; other C library functions are not
	// CHECK: diag_functions.c:[[@LINE+3]]:3: error: call to 'puts' in a target region is not supported yet: a library function device code does not have
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		puts(a[i] > 0 ? "+" : "-");

	// CHECK: diag_functions.c:[[@LINE+3]]:10: error: 'vs' of type 'struct wrap[4]' has a pointer inside member 'in': only pointer members of the struct and of the structs among its members are supported yet in target regions
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = vs[i % 4].in[0].n + v.n;

	// CHECK: diag_functions.c:12:43: error: file-scope or static variable 'counter' in a function called from a target region must be in a '#pragma omp declare target' directive
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = bump(a[i]);
}
