// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// The read-only analysis decides writes from the AST: an assignment or
// increment a macro gives writes its operands (no const), and an array the
// region only reads through macros stays const.

#define SWAP(a, b) do { double t_ = (a); (a) = (b); (b) = t_; } while (0)
#define ASSIGN =
#define INC(x) (x)++
#define SET(a, b) a = b
#define GET(a, i) (a)[i]

void
f(double *x, double *y, double *z, double *r, int *c, int n)
{
// CHECK-LABEL: __global__ void
// CHECK-NEXT: o2c_macro_write_const_{{[0-9]+}}(int n, double *__restrict__ x, double *__restrict__ y, double *__restrict__ z, const double *__restrict__ r, int *__restrict__ c,
#pragma omp target teams distribute parallel for map(tofrom: x[0:n], y[0:n], z[0:n], c[0:n]) map(to: r[0:n])
	for (int i = 0; i < n; i++) {
		SWAP(x[i], y[i]);
		z[i] ASSIGN GET(r, i);
		INC(c[i]);
		SET(z[i], z[i] + GET(r, i));
	}
}
