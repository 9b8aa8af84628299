// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// A pointer assumed aligned for vector loads (lowering/align.c) that is
// itself const (`S *const dst`, a parameter the kernel keeps as
// declared): the kernel states the assumption without assigning the
// pointer, which it could not.
typedef struct { float a, b, c, d; } S;

void add(S *const dst, const S *const src, int n)
{
	// CHECK-LABEL: o2c_aligned_const_pointers_{{[0-9]+}}(int n, S *const __restrict__ dst, const S *const __restrict__ src, O2cDone o2c_done)
	// CHECK-NEXT: {
	// CHECK-NEXT: (void)__builtin_assume_aligned(dst, 16); /* checked at launch */
	// CHECK-NEXT: (void)__builtin_assume_aligned(src, 16); /* checked at launch */
	#pragma omp target teams distribute parallel for map(tofrom: dst[0:n]) map(to: src[0:n])
	for (int i = 0; i < n; i++) {
		dst[i].a += src[i].a;
		dst[i].d += src[i].d;
	}
}
