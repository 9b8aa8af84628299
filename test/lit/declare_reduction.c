// A declared reduction (OpenMP 5.2 5.5.11) in a kernel's reduction
// clause: the .cu file prints its combiner and initializer as a struct's
// device functions, each private copy starts at o2c_initializer(omp_orig),
// and omp2cuda_udr.h's o2c_reduce overload for a struct combines the
// copies; without an initializer a copy starts at zero; a function the
// combiner calls is compiled for the device, a macro it or the
// initializer expands defined in the .cu file.  The host fallback names
// the reduction as written.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN

// CHECK: #include "omp2cuda_udr.h" /* declared reductions */
// CHECK: #define NO_INDEX (-1)
#define NO_INDEX (-1)

struct MinIdx {
	float v;
	int i;
};
typedef struct {
	double re, im;
} Cplx;

#pragma omp declare reduction(minidx : struct MinIdx : omp_out = omp_in.v < omp_out.v ? omp_in : omp_out) initializer(omp_priv = (struct MinIdx){1e30f, NO_INDEX})
#pragma omp declare reduction(csum : Cplx : omp_out.re += omp_in.re, omp_out.im += omp_in.im)

static Cplx
add(Cplx x, Cplx y)
{
	return (Cplx){x.re + y.re, x.im + y.im};
}
#pragma omp declare reduction(cadd : Cplx : omp_out = add(omp_out, omp_in))

// CHECK: __device__ static Cplx
// CHECK-NEXT: add(Cplx x, Cplx y)
// CHECK: /* {{.*}}declare_reduction.c:[[@LINE-12]]: #pragma omp declare reduction(minidx : struct MinIdx : ...) */
// CHECK-NEXT: namespace {
// CHECK-NEXT: struct o2c_udr_0 {
// CHECK-NEXT: static __device__ void
// CHECK-NEXT: o2c_combiner(struct MinIdx &omp_out, struct MinIdx &omp_in)
// CHECK: #line [[@LINE-17]]
// CHECK-NEXT: omp_out = omp_in.v < omp_out.v ? omp_in : omp_out;
// CHECK: o2c_initializer(const struct MinIdx &omp_orig)
// CHECK: struct MinIdx omp_priv = (struct MinIdx){1e30f, NO_INDEX};
// CHECK: return omp_priv;
// CHECK: struct o2c_udr_1 {
// CHECK: omp_out.re += omp_in.re, omp_out.im += omp_in.im;
// CHECK: Cplx omp_priv;
// CHECK-NEXT: memset(&omp_priv, 0, sizeof omp_priv);
// CHECK: struct o2c_udr_2 {
// CHECK: omp_out = add(omp_out, omp_in);

float
lowest(const float *a, int n, int *at, Cplx *sum)
{
	struct MinIdx m = {1e30f, -1};
	Cplx s = {0, 0};

	// CHECK-LABEL: o2c_declare_reduction_{{[0-9]+}}(
	// CHECK-SAME: struct MinIdx *o2c_ref_m
	// CHECK-SAME: Cplx *o2c_ref_s
	// CHECK: struct MinIdx m = o2c_udr_0::o2c_initializer(*o2c_ref_m);
	// CHECK-NEXT: Cplx s = o2c_udr_1::o2c_initializer(*o2c_ref_s);
	// CHECK: o2c_reduce<o2c_udr_0>(o2c_ref_m, m);
	// CHECK-NEXT: o2c_reduce<o2c_udr_1>(o2c_ref_s, s);
	// EXPLAIN: m: reduction(minidx), declared at line {{[0-9]+}}, by reference: its combiner (o2c_udr_0) combines a warp's copies over shuffles, a block's in thread 0, and that into the variable under a lock
	// EXPLAIN-NEXT: s: reduction(csum), declared at line {{[0-9]+}}, by reference
	// HOST: #pragma omp declare reduction(minidx
	// HOST: #pragma omp parallel for reduction(minidx: m) reduction(csum: s)
#pragma omp target teams distribute parallel for map(to: a[0:n]) reduction(minidx : m) reduction(csum : s)
	for (int i = 0; i < n; i++) {
		if (a[i] < m.v) {
			m.v = a[i];
			m.i = i;
		}
		s.re += a[i];
	}
	Cplx t = {0, 0};
	// CHECK-LABEL: o2c_declare_reduction_{{[0-9]+}}(
	// CHECK: o2c_reduce<o2c_udr_2>(o2c_ref_t, t);
#pragma omp target teams distribute parallel for map(to: a[0:n]) reduction(cadd : t)
	for (int i = 0; i < n; i++)
		t.im += a[i];
	*at = m.i;
	sum->re = s.re;
	sum->im = t.im;
	return m.v;
}

// A parallel for nested in target teams distribute reduces into a team
// variable each thread holds: the block's copies combined, every thread
// given the result.
void
rows(const double *x, int r, int n, Cplx *out)
{
	// CHECK-LABEL: o2c_declare_reduction_{{[0-9]+}}(
	// CHECK: Cplx p = o2c_udr_1::o2c_initializer(*o2c_ref_p);
	// CHECK: o2c_reduce_block_lanes<o2c_udr_1>(o2c_ref_p, p);
#pragma omp target teams distribute map(to: x[0:r * n]) map(from: out[0:r])
	for (int i = 0; i < r; i++) {
		Cplx p = {0, 0};
#pragma omp parallel for reduction(csum : p)
		for (int j = 0; j < n; j++)
			p.re += x[i * n + j];
		out[i] = p;
	}
}

#pragma omp declare reduction(dmax : double : omp_out = omp_in > omp_out ? omp_in : omp_out) initializer(omp_priv = -1e300)

// Short loops of a team on a warp reduce a scalar each lane holds.
void
row_max(const double *x, int r, double *out)
{
	// CHECK-LABEL: o2c_declare_reduction_{{[0-9]+}}(
	// CHECK: o2c_reduce_lanes<o2c_udr_3>(o2c_ref_p, p);
#pragma omp target teams distribute map(to: x[0:r * 16]) map(from: out[0:r])
	for (int i = 0; i < r; i++) {
		double p = -1.0;
#pragma omp parallel for reduction(dmax : p)
		for (int j = 0; j < 16; j++)
			if (x[i * 16 + j] > p)
				p = x[i * 16 + j];
		out[i] = p;
	}
}
