// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CU
// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// A reduction by + or * of a C complex variable (OpenMP 5.2 5.5.5) is a
// declared reduction of omp2cuda_ccomplex.h's operator
// (frontend/declare_reductions.c): its copies start at 0 (zeroed) or 1,
// its combiner computes as the header does, and --explain says so.
#include <complex.h>

// CU: #include "omp2cuda_ccomplex.h"
// CU: struct o2c_udr_[[ADD:[0-9]+]] {
// CU: o2c_combiner(double _Complex &omp_out, double _Complex &omp_in)
// CU: omp_out = o2c_cx(omp_out) + o2c_cx(omp_in);
// CU: memset(&omp_priv, 0, sizeof omp_priv);
// CU: struct o2c_udr_[[MUL:[0-9]+]] {
// CU: o2c_combiner(float _Complex &omp_out, float _Complex &omp_in)
// CU: omp_out = o2c_cx(omp_out) * o2c_cx(omp_in);
// CU: float _Complex omp_priv = o2c_cmake<float>(1, 0);
// CU: o2c_reduce<o2c_udr_[[ADD]]>(o2c_ref_s, s);
// CU: o2c_reduce<o2c_udr_[[MUL]]>(o2c_ref_p, p);
// EXPLAIN: s: reduction(-), of a complex type (omp2cuda_ccomplex.h's operator), by reference
// EXPLAIN: p: reduction(*), of a complex type (omp2cuda_ccomplex.h's operator), by reference

void
f(const double complex *a, double complex *out, float complex *pout, int n)
{
	double complex s = 0;
	float complex p = 1;
#pragma omp target teams distribute parallel for map(to: a[0:n]) reduction(-: s) reduction(*: p)
	for (int i = 0; i < n; i++) {
		s -= a[i];
		p *= (float complex)a[i];
	}
	*out = s;
	*pout = p;
}
