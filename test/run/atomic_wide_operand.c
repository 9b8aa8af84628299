// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED OMP_NUM_THREADS=4 %t | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// CHECK: PASS
//
// An atomic update whose operand has a floating type wider than x's: C
// computes x op e in e's type and converts the result to x's (int x;
// x += 1.5 is (int)(x + 1.5), -40 becoming -38; float x; x += 0.1 rounds
// x + 0.1 in double), not x op (type of x)e.  Every update here moves x
// the same way whatever the order, so the result is the host's, serially.
// CUDA: auto o2c_e = (1.5); do { o2c_now = (int)(o2c_old + o2c_e); } while (!o2c_atomic_replace(o2c_p, &o2c_old, o2c_now));
// CUDA: o2c_atomic_update<O2C_RED_ADD>(o2c_ref_dx, (double)(1.0f));
#include <stdio.h>

int
main(void)
{
	int ix = -40, half_x = 1 << 20, cap = 5, n = 300;
	float fx = 0;
	double dx = 1;
	long long lx = 7;

#pragma omp target teams distribute parallel for map(tofrom: ix, half_x, fx, dx, lx, cap)
	for (int i = 0; i < n; i++) {
		int old;
#pragma omp atomic
		ix += 1.5;
#pragma omp atomic
		fx += 0.1;
#pragma omp atomic update
		half_x = half_x * 0.75;
#pragma omp atomic
		dx += 1.0f;
#pragma omp atomic update
		lx = lx + 2;
#pragma omp atomic capture
		old = cap += 0.75;
		(void)old;
	}
	int ix2 = -40, half2 = 1 << 20, cap2 = 5;
	float fx2 = 0;
	for (int i = 0; i < n; i++) {
		ix2 += 1.5;
		fx2 += 0.1;
		half2 = half2 * 0.75;
		cap2 += 0.75;
	}
	int bad = (ix != ix2) + (fx != fx2) + (half_x != half2) + (dx != 1 + n) + (lx != 7 + 2 * n) +
	          (cap != cap2);
	printf("%s (%d wrong: %d %d, %.9g %.9g, %d %d)\n", bad ? "FAIL" : "PASS", bad, ix, ix2, fx, fx2,
	       half_x, half2);
	return bad != 0;
}
