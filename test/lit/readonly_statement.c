// RUN: %omp2cuda --explain %s -o /dev/null | FileCheck %s
// A region whose statement is itself the write: read-only provenance looks
// at the statement, not only inside it (a[0] was declared const, and nvcc
// rejected the kernel).

void f(int n, double *a)
{
#pragma omp target map(tofrom: a[0:n])
	a[0] = 1;
	// CHECK: a: written by 'a[0] = 1' at [[@LINE-1]]:2; __restrict__
}
