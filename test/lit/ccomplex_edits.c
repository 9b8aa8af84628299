// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// C's complex numbers in device code (frontend/complex.c): the .cu file
// includes omp2cuda_ccomplex.h, a complex operand of + - * / == ! and
// unary - becomes o2c_cx(e), the left operand of a compound assignment
// o2c_cxl(e), a conversion to or from a complex type o2c_cto_*, an
// imaginary constant o2c_cmake, and a <complex.h> call the header's
// o2c_<name>; real operands, I and the complex types stay as written.
#include <complex.h>

// CHECK: #include "omp2cuda_ccomplex.h" /* C's complex arithmetic for the device */
// CHECK-LABEL: __global__ void
// CHECK: z[i] = o2c_cx(o2c_cx(o2c_cx(z[i]) * o2c_cx(o2c_cto_d(w[i]))) / r[i]) + o2c_cx(o2c_cmake<double>(0, 0x1p+1));
// CHECK-NEXT: o2c_cxl(w[i]) *= o2c_cx(I);
// CHECK-NEXT: o2c_cxl(r[i]) += o2c_cx(z[i]);
// CHECK-NEXT: r[i] = o2c_cabs(z[i]) + (double)o2c_cto_real(w[i]) + (_Bool)o2c_cto_bool(z[i]);
// CHECK-NEXT: if (o2c_cto_bool(w[i]) && !o2c_cx(z[i]))
// CHECK-NEXT: z[i] = o2c_cx(-o2c_cx(o2c_conj(z[i]))) + (o2c_cx(z[i]) == r[i]);
// CHECK-NEXT: w[i] = o2c_cto_f(o2c_cx(CMPLX(r[i], 1)) + o2c_cx(o2c_cto_d(o2c_cexpf(w[i]))));

void
f(double complex *z, float complex *w, double *r, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: z[0:n], w[0:n], r[0:n])
	for (int i = 0; i < n; i++) {
		z[i] = z[i] * w[i] / r[i] + 2.0i;
		w[i] *= I;
		r[i] += z[i];
		r[i] = cabs(z[i]) + (double)w[i] + (_Bool)z[i];
		if (w[i] && !z[i])
			z[i] = -conj(z[i]) + (z[i] == r[i]);
		w[i] = CMPLX(r[i], 1) + cexpf(w[i]);
	}
}
