// A default mapper applies to the members of its type of a mapped struct
// (beyond the struct's storage, which holds them) and to each element of
// a mapped array or constant section of structs.  A section of another
// length, and the members of elements, are located errors.
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
// RUN: not %omp2cuda --emit-host -DERRORS %s -o /dev/null 2>&1 | FileCheck --check-prefix=DIAG %s
struct Vec {
	int len;
	double *data;
};
#pragma omp declare mapper(Vec v) map(v, v.data[0:v.len])
struct Pair {
	Vec a;
	int k;
};

void f(Pair &p, Vec *vs, int n)
{
	// CHECK: .name = "p"},
	// CHECK-NEXT: .name = "p.a.data[0:p.a.len]"},
#pragma omp target map(tofrom: p)
	p.a.data[0] = p.k;
	// CHECK: .name = "vs[1:2]"},
	// CHECK-NEXT: .name = "vs[1].data[0:vs[1].len]"},
	// CHECK-NEXT: .name = "vs[2].data[0:vs[2].len]"},
#pragma omp target map(tofrom: vs[1:2])
	vs[1].data[0] = vs[2].data[0];
#ifdef ERRORS
	Pair ps[2];
	// DIAG: :[[@LINE+1]]:32: error: 'declare mapper' of the elements of 'vs[0:n]' is not supported yet: only of an array or a section of at most 64 elements, its bounds constants
#pragma omp target map(tofrom: vs[0:n])
	vs[0].len = 1;
	// DIAG: :[[@LINE+1]]:32: error: the elements of 'ps' have members whose types have a default 'declare mapper': mappers of the members of elements are not supported yet
#pragma omp target map(tofrom: ps)
	ps[0].k = 1;
#endif
}
