// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
// Declare target link variables omp2cuda cannot give the device are
// errors: one that is also declare target without link (OpenMP 5.2
// 7.8.1 gives a variable one or the other), and, as for other declare
// target variables, one that holds a pointer (its device copy would hold
// host addresses) and one in a firstprivate clause.

#define N 64

#pragma omp declare target
double both[N];
#pragma omp end declare target
// CHECK: diag_declare_target_link.c:[[@LINE+1]]:33: error: 'both' is in a declare target link clause and is also declare target without it
#pragma omp declare target link(both)

double *ptr;
struct vec { int n; double *v; } vec;
double fine[N];
#pragma omp declare target link(ptr, vec, fine)

void f(double *out)
{
	// CHECK: diag_declare_target_link.c:[[@LINE+3]]:22: error: declare target variable 'ptr' of type 'double *' holds a pointer: not supported yet
	// CHECK: diag_declare_target_link.c:[[@LINE+2]]:28: error: declare target variable 'vec' of type 'struct vec' holds a pointer: not supported yet
#pragma omp target map(from: out[0:N])
	out[0] = both[0] + *ptr + vec.n + fine[1];
	// CHECK: diag_declare_target_link.c:[[@LINE+1]]:33: error: firstprivate of declare target variable 'fine' is not supported yet
#pragma omp target firstprivate(fine) map(from: out[0:N])
	out[0] = fine[0];
}
