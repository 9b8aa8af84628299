// RUN: %omp2cuda --explain %s | FileCheck %s
// RUN: %omp2cuda --explain -fno-ldg %s | FileCheck %s --check-prefix=NOLDG
// RUN: %omp2cuda --explain -fno-provenance %s | FileCheck %s --check-prefix=OFF
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// Read-only provenance, rule by rule: each pointer parameter's decision
// with its proof, or the reason it was rejected.
#include <math.h>

static void
scale_into(double *out, const double *in, int i)
{
	out[i] = 2 * in[i];
}

static double
peek(const double *p, int i)
{
	return p[i];
}

void
rules(int n, double *a, double *b, double *c, double *d, double *e, double *f, double *g)
{
	// CHECK: readonly.c:[[@LINE+1]]:1: #pragma omp target teams distribute parallel for
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
	for (int i = 0; i < n; i++)
		b[i] = a[i] + 1;
	// CHECK: b: written by 'b[i] = a[i] + 1' at [[@LINE-1]]:3; __restrict__
	// CHECK-NEXT: a: read-only: never written, always followed; const; const __restrict__ (non-coherent loads)
	// CHECK-NEXT: __restrict__ distinctness: checked at launch
	// NOLDG: a: read-only: never written, always followed; const; -fno-ldg
	// OFF: a: analysis off (-fno-provenance)
	// CUDA: (int n, double *__restrict__ b, const double *__restrict__ a, O2cDone o2c_done)
	// CUDA: _alias(int n, double *b, const double *a, O2cDone o2c_done)

	// A write through a derived pointer, and through a function's parameter.
#pragma omp target teams distribute parallel for map(tofrom: c[0:n], d[0:n], e[0:n])
	for (int i = 0; i < n; i++) {
		double *q = c + 1;
		q[i - 1] = peek(e, i);
		scale_into(d, e, i);
	}
	// CHECK: c: written by 'q[i - 1] = peek(e, i)' at [[@LINE-3]]:3; __restrict__
	// CHECK: e: read-only: never written, always followed; const; const __restrict__
	// CHECK: d: written by 'out[i] = 2 * in[i]' in 'scale_into' at 12:2; __restrict__

	// Escapes: stored to memory, passed to a library function; and a
	// read-only pointer that flows into a pointer to non-const.
#pragma omp target map(tofrom: f[0:n], g[0:n], a[0:n])
	{
		double whole, *alias = g, *slot[1];
		slot[0] = f;
		whole = modf(alias[0], a);
	}
	// CHECK: g: read-only, but not const: flows into 'alias' at [[@LINE-4]]:18
	// CHECK: f: no claim: stored to memory by 'slot[0] = f' at [[@LINE-4]]:3
	// CHECK: a: no claim: passed to library function 'modf' at [[@LINE-4]]:11
}

void
alone(int n, float *x)
{
	// With one pointer, nothing can alias it: no second kernel.
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
	for (int i = 0; i < n; i++)
		x[i] *= 2;
	// CHECK: x: written by 'x[i] *= 2' at [[@LINE-1]]:3; __restrict__
	// CHECK-NEXT: __restrict__ distinctness: one pointer parameter: nothing to alias
}

void
synchronized(int n, double *x, const double *y)
{
	// Threads that wait for one another (a team's barrier) communicate through memory:
	// __restrict__, a promise about one thread, would let nvcc move loads across the
	// barrier, so a written pointer gets none; a read-only one keeps const __restrict__.
#pragma omp target teams num_teams(4) map(tofrom: x[0:n]) map(to: y[0:n])
#pragma omp parallel
	{
		x[1] = y[0];
#pragma omp barrier
		x[0] += x[1];
	}
	// CHECK: x: written by {{.*}}; no __restrict__: the kernel's threads synchronize (barrier, single, critical), and __restrict__ would let nvcc move its loads across that
	// CHECK-NEXT: y: read-only: never written, always followed; const __restrict__ (non-coherent loads)
	// CUDA: o2c_readonly_[[#@LINE-9]](double *x, const double *__restrict__ y, O2cDone o2c_done)
}
