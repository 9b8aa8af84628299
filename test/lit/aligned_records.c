// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// RUN: %omp2cuda --dump-after=lower %s | FileCheck %s --check-prefix=PLAN
// RUN: %omp2cuda -fno-aligned-records --emit-cuda %s -o - | FileCheck %s --check-prefix=OFF
// RUN: %omp2cuda -fno-aligned-records --explain %s | FileCheck %s --check-prefix=EXPLAIN-OFF
// Aligned records (issue 18, lowering/align.c): a pointer to a struct whose
// size is a multiple of 16 (8) bytes and whose alignment is less is assumed
// 16- (8-) byte aligned in the kernel and its narrow variant, so nvcc loads
// and stores whole elements as vectors; the host descriptor flags it for the
// runtime, which runs the _alias kernel (no assumption) where it is not.
// A kernel with such a pointer always has an _alias kernel, even with one
// pointer, whose __restrict__ needs no check (no O2C_ARG_RESTRICT then).

typedef struct { float x, y, z, q; } Body;    /* 16 bytes, align 4: 16 */
typedef struct { float re, im; } Cplx;        /* 8 bytes, align 4: 8 */
typedef struct { float x, y, z; } Vec3;       /* 12 bytes: none */
typedef struct { double a, b; } Pair;         /* 16 bytes, align 8: 16 */
typedef struct { char tag[16]; } Tag;         /* 16 bytes, align 1: 16 */

void
bodies(const Body *p, Body *f, int n)
{
	// CHECK-LABEL: o2c_aligned_records_{{[0-9]+}}(int n, const Body *__restrict__ p, Body *__restrict__ f, O2cDone o2c_done)
	// CHECK-NEXT: {
	// CHECK-NEXT: (void)__builtin_assume_aligned(p, 16); /* checked at launch */
	// CHECK-NEXT: (void)__builtin_assume_aligned(f, 16); /* checked at launch */
	// CHECK-LABEL: /* launched when pointer arguments share an allocation, one of them written through, or one is not aligned: no __restrict__, no alignment assumed */
	// CHECK-NEXT: extern "C" __global__ void
	// CHECK-NEXT: o2c_aligned_records_{{[0-9]+}}_alias(int n, const Body *p, Body *f, O2cDone o2c_done)
	// CHECK-NEXT: {
	// CHECK-NOT: assume_aligned
	// CHECK: o2c_kernel_done
	// CHECK-LABEL: /* launched when the trip count plus the grid's threads fits 32 bits{{.*}}: 32-bit iteration numbers */
	// CHECK-NEXT: extern "C" __global__ void
	// CHECK-NEXT: _narrow(int n, const Body *__restrict__ p, Body *__restrict__ f, O2cDone o2c_done)
	// CHECK-NEXT: {
	// CHECK-NEXT: (void)__builtin_assume_aligned(p, 16); /* checked at launch */
	// CHECK-NEXT: (void)__builtin_assume_aligned(f, 16); /* checked at launch */
	// HOST-LABEL: bodies(
	// HOST: {.value = (void *)&p, .type = O2C_ARG_PTR, .map = 0, .name = "p", .flags = O2C_ARG_RESTRICT | O2C_ARG_READONLY | O2C_ARG_ALIGN16},
	// HOST-NEXT: {.value = (void *)&f, .type = O2C_ARG_PTR, .map = 1, .name = "f", .flags = O2C_ARG_RESTRICT | O2C_ARG_ALIGN16},
	// EXPLAIN: aligned_records.c:[[@LINE+2]]:1: #pragma omp target teams distribute parallel for
	// EXPLAIN: aligned records: p (16), f (16) assumed aligned for vector loads of whole elements, checked at launch: otherwise o2c_aligned_records_{{[0-9]+}}_alias runs
#pragma omp target teams distribute parallel for map(to: p[0:n]) map(from: f[0:n])
	for (int i = 0; i < n; i++) {
		Body b = p[i];
		f[i] = (Body){b.q * b.x, b.q * b.y, b.q * b.z, 0.0f};
	}
}

void
kinds(Cplx *c, Vec3 *v, const Pair *d, Tag *t, int n)
{
	// The one-pointer-written case needs no alias check, but gets the kernel.
	// CHECK-LABEL: o2c_aligned_records_{{[0-9]+}}(int n, Cplx *__restrict__ c, O2cDone o2c_done)
	// CHECK-NEXT: {
	// CHECK-NEXT: (void)__builtin_assume_aligned(c, 8); /* checked at launch */
	// CHECK: _alias(int n, Cplx *c, O2cDone o2c_done)
	// HOST-LABEL: kinds(
	// HOST: {.value = (void *)&c, .type = O2C_ARG_PTR, .map = 0, .name = "c", .flags = O2C_ARG_ALIGN8},
	// EXPLAIN: aligned records: c (8) assumed aligned
#pragma omp target teams distribute parallel for map(tofrom: c[0:n])
	for (int i = 0; i < n; i++)
		c[i] = (Cplx){c[i].re * c[i].re - c[i].im * c[i].im, 2.0f * c[i].re * c[i].im};

	// Vec3 is 12 bytes: nothing assumed, and no explain line.
	// CHECK-LABEL: o2c_aligned_records_{{[0-9]+}}(int n, Vec3 *__restrict__ v, O2cDone o2c_done)
	// CHECK-NEXT: {
	// CHECK-NOT: assume_aligned
	// CHECK: o2c_kernel_done
	// EXPLAIN: aligned_records.c:[[@LINE+3]]:1: #pragma omp target teams distribute parallel for
	// EXPLAIN-NOT: aligned records
	// EXPLAIN: v: written by
#pragma omp target teams distribute parallel for map(tofrom: v[0:n])
	for (int i = 0; i < n; i++)
		v[i].x += v[i].y;

	// A record of doubles (align 8) and one of chars (align 1) are 16.
	// CHECK-LABEL: o2c_aligned_records_{{[0-9]+}}(int n, Tag *__restrict__ t, const Pair *__restrict__ d, O2cDone o2c_done)
	// CHECK-NEXT: {
	// CHECK-NEXT: (void)__builtin_assume_aligned(t, 16); /* checked at launch */
	// CHECK-NEXT: (void)__builtin_assume_aligned(d, 16); /* checked at launch */
	// PLAN: align: t (16), d (16) assumed aligned
	// EXPLAIN-OFF: aligned_records.c:[[@LINE+3]]:1: #pragma omp target teams distribute parallel for
	// EXPLAIN-OFF: aligned records: none assumed (-fno-aligned-records)
	// OFF-NOT: assume_aligned
#pragma omp target teams distribute parallel for map(to: d[0:n]) map(tofrom: t[0:n])
	for (int i = 0; i < n; i++)
		t[i].tag[0] = (char)(d[i].a + d[i].b);
}
