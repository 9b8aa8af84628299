// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
// Map items of the members of an array of structs (OpenMP 5.2 5.8.3):
// only a section of one element's pointer member, rows[i].p[lo:len], is
// supported; other members, the pointer alone, two levels of pointers
// and pointers inside members are errors at the list item or the
// variable, and so is a firstprivate copy of such an array, whose
// members would hold host addresses.  (clang rejects sections of several
// elements, rows[0:2].v.)

struct row { int n; double *v; double **pp; };
struct outer { struct row in; int k; };

void f(int n, int i, struct row *rows, struct outer *outs, double *a)
{
	// CHECK: diag_struct_arrays.c:[[@LINE+1]]:39: error: map of member 'rows[i].n' is not supported yet: only sections of an element's pointer members, 'rows[i].p[lo:len]'
#pragma omp target enter data map(to: rows[i].n)
	// CHECK: diag_struct_arrays.c:[[@LINE+1]]:39: error: section of pointer member 'rows[i].v' must be one dimension with a length: 'rows[i].v[lo:len]'
#pragma omp target enter data map(to: rows[i].v)
	// CHECK: diag_struct_arrays.c:[[@LINE+1]]:39: error: map of 'rows[i].pp[0:n]' is not supported yet: the elements of 'rows[i].pp' hold pointers, which would keep host addresses on the device (two levels of pointers)
#pragma omp target enter data map(to: rows[i].pp[0:n])
}

struct row fixed[4];

void g(double *a)
{
	// CHECK: diag_struct_arrays.c:[[@LINE+1]]:33: error: firstprivate of 'fixed', an array of structs with pointer members, is not supported yet: map it
#pragma omp target firstprivate(fixed) map(from: a[0:1])
	a[0] = fixed[1].n;
	// CHECK: diag_struct_arrays.c:[[@LINE+1]]:38: error: defaultmap(firstprivate) of 'fixed', an array of structs with pointer members, is not supported yet: map it
#pragma omp target map(from: a[0:1]) defaultmap(firstprivate: aggregate)
	a[0] = fixed[1].n;
}
