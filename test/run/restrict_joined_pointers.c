// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// CHECK: PASS
// One pointer value that may point into either of two mapped arrays (a
// ?:, a local variable assigned one or the other, a ?: passed to a
// function), written through: a write through it may be read through
// either array's own name in the same iteration, so neither array's
// parameter is __restrict__ (nvcc would keep the loaded value across the
// store).  Arrays only read through such a pointer keep it.
// CUDA: o2c_restrict_joined_pointers_{{[0-9]+}}(int *p, int *q, int *__restrict__ out,
// CUDA: o2c_restrict_joined_pointers_{{[0-9]+}}(int *p, int *q, int *__restrict__ out,
// CUDA: o2c_restrict_joined_pointers_{{[0-9]+}}(int *p, int *q, int *__restrict__ out,
// CUDA: o2c_restrict_joined_pointers_{{[0-9]+}}(const int *__restrict__ p, const int *__restrict__ q, int *__restrict__ out,
#include <stdio.h>

#define N 4096

int p[N], q[N], out[N];

static void
put(int *w, int i, int v)
{
	w[i] = v;
}

static int
pick(void)
{
#pragma omp target teams distribute parallel for map(tofrom: p, q) map(from: out)
	for (int i = 0; i < N; i++) {
		int *w = (i & 1) ? p : q, acc = 0;
		for (int k = 0; k < 4; k++) {
			w[i] = i + k;
			acc += q[i] + p[i];
		}
		out[i] = acc;
	}
	int bad = 0;
	for (int i = 0; i < N; i++)
		bad += out[i] != 4 * i + 6 - 4;
	return bad;
}

static int
branch(void)
{
#pragma omp target teams distribute parallel for map(tofrom: p, q) map(from: out)
	for (int i = 0; i < N; i++) {
		int *w, acc = 0;
		if (i % 3)
			w = p;
		else
			w = q;
		for (int k = 0; k < 4; k++) {
			w[i] = 2 * k;
			acc += p[i] - q[i];
		}
		out[i] = i % 3 ? acc + 4 * (-1) : -acc + 4 * (-1);
	}
	int bad = 0;
	for (int i = 0; i < N; i++)
		bad += out[i] != 12;
	return bad;
}

static int
callee(void)
{
#pragma omp target teams distribute parallel for map(tofrom: p, q) map(from: out)
	for (int i = 0; i < N; i++) {
		int acc = 0;
		for (int k = 0; k < 4; k++) {
			put(i & 1 ? p : q, i, k);
			acc += p[i] + q[i];
		}
		out[i] = acc;
	}
	int bad = 0;
	for (int i = 0; i < N; i++)
		bad += out[i] != 6 - 4;
	return bad;
}

static int
reads(void)
{
#pragma omp target teams distribute parallel for map(to: p, q) map(from: out)
	for (int i = 0; i < N; i++) {
		const int *w = (i & 1) ? p : q;
		out[i] = w[i] + p[i];
	}
	int bad = 0;
	for (int i = 0; i < N; i++)
		bad += out[i] != 2 * -1;
	return bad;
}

int
main(void)
{
	int bad = 0;
	for (int i = 0; i < N; i++)
		p[i] = q[i] = -1;
	bad += pick();
	for (int i = 0; i < N; i++)
		p[i] = q[i] = -1;
	bad += branch();
	for (int i = 0; i < N; i++)
		p[i] = q[i] = -1;
	bad += callee();
	for (int i = 0; i < N; i++)
		p[i] = q[i] = -1;
	bad += reads();
	printf("%s %d\n", bad ? "FAIL" : "PASS", bad);
	return bad != 0;
}
