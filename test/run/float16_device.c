// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// RUN: %omp2cuda -x c++ -O2 %s -o %t.cxx && %run %t.cxx | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=C
// RUN: %omp2cuda -x c++ --emit-cuda %s -o - | FileCheck %s --check-prefix=CXX
// E2E-PASS[%t.cxx]:
// CHECK: PASS
//
// _Float16 in device code computes as the host compiler computes it: gcc's
// C keeps the value of an operation on _Float16 values in float until it
// is stored (excess precision), g++ rounds each operation to _Float16.
// The same function runs in the kernels and on the host, and every bit of
// its results must agree: arrays of _Float16 and of a struct of two,
// operations with _Float16, int, float and double operands, compound
// assignments, increments, comparisons, conversions to int, a _Float16
// argument and result, a firstprivate _Float16 and a mapped one, and
// _Float16 values a team shares across its parallel regions.
// C: #define O2C_F16_EXCESS 1
// C: #include "omp2cuda_f16.h"
// C: #define _Float16 o2c_f16
// CXX: #define O2C_F16_EXCESS 0
#include <stdio.h>
#include <omp.h>
#include <string.h>

typedef _Float16 half;
struct pair {
	half x, y;
};

#define N 2000

#pragma omp declare target
static half
scaled(half v, half k)
{
	return v * k + (half)0.25f;
}

static void
body(int i, const half *a, const half *b, half s, half *c, float *f, double *d, int *n,
     struct pair *p)
{
	half t = a[i] * b[i] + s;
	c[i] = t * t - a[i] / (half)3;
	f[i] = a[i] * a[i] + b[i] * 0.5f;
	d[i] = a[i] * 1.5 - b[i];
	n[i] = (int)(a[i] * 2 + 1) + (a[i] > b[i]) + (t <= 0.5f);
	p[i].x = -t;
	p[i].y = scaled(b[i], (half)(i % 7));
	c[i] += 1;
	c[i] *= b[i];
	if (a[i] < 0)
		c[i]++;
	else
		--c[i];
}
#pragma omp end declare target

static int
differ(const void *x, const void *y, size_t bytes)
{
	return memcmp(x, y, bytes) != 0;
}

int
main(void)
{
	static half a[N], b[N], c[N], c2[N], team[8], team2[8];
	static float f[N], f2[N];
	static double d[N], d2[N];
	static int n[N], n2[N];
	static struct pair p[N], p2[N];
	half s = (half)0.1f, m = (half)1.5f;
	int bad = 0;

	for (int i = 0; i < N; i++) {
		a[i] = (half)(i * 0.37f - 300);
		b[i] = (half)(1.0f / (i + 1) + (i % 11));
	}
#pragma omp target teams distribute parallel for map(to: a, b) map(from: c, f, d, n, p) firstprivate(s)
	for (int i = 0; i < N; i++)
		body(i, a, b, s, c, f, d, n, p);
	for (int i = 0; i < N; i++)
		body(i, a, b, s, c2, f2, d2, n2, p2);
#pragma omp target map(tofrom: m) map(to: a)
	for (int i = 0; i < 40; i++)
		m = m * (half)1.0625f + a[i] / 64;
	half m2 = (half)1.5f;
	for (int i = 0; i < 40; i++)
		m2 = m2 * (half)1.0625f + a[i] / 64;
#pragma omp target teams num_teams(8) thread_limit(64) map(to: a) map(from: team)
	{
		half acc = (half)0;
#pragma omp parallel num_threads(64)
		{
#pragma omp single
			for (int k = 0; k < 64; k++)
				acc += a[omp_get_team_num() * 64 + k] / 8;
		}
		team[omp_get_team_num()] = acc;
	}
	for (int t = 0; t < 8; t++) {
		half acc = (half)0;
		for (int k = 0; k < 64; k++)
			acc += a[t * 64 + k] / 8;
		team2[t] = acc;
	}
	bad += differ(c, c2, sizeof c) + differ(f, f2, sizeof f) + differ(d, d2, sizeof d);
	bad += differ(n, n2, sizeof n) + differ(p, p2, sizeof p) + differ(&m, &m2, sizeof m);
	bad += differ(team, team2, sizeof team);
	printf("%s (%d differ)\n", bad ? "FAIL" : "PASS", bad);
	return bad != 0;
}
