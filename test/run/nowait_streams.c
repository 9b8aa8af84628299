// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// E2E-ENV: OMP2CUDA_STREAMS=1
// E2E-ENV: OMP2CUDA_STREAMS=2 OMP2CUDA_TRANSFER=pageable
// E2E-ENV: OMP2CUDA_STREAMS=32 OMP2CUDA_TRANSFER=pin OMP2CUDA_STAGE_MIN=4096
// CHECK: PASS
// Target tasks that may run at once (OpenMP 5.2 13.8 nowait, 15.9.5
// depend), as a program written for concurrent kernels has them:
// independent regions on separate arrays, more of them than the device
// has streams, with and without depend clauses; a chain out -> in -> in
// -> inout whose last step overwrites what the two readers read; a
// diamond whose join reads both branches; a region whose copies in go to
// new allocations while the kernel it depends on still runs.  Each kernel
// iterates a generator, so on a GPU a step run before the one it depends
// on, or a copy back made before its kernel ends, leaves other numbers.
// Unsigned arithmetic: the device and the host agree to the bit.

#include <stdio.h>
#include <stdlib.h>

#define N (1 << 20)
#define ARRAYS 6
#define REPS 32

static int failed;

static void
expect(const char *what, long i, unsigned got, unsigned want)
{
	if (!failed && got != want) {
		printf("FAIL: %s[%ld] = %u, expected %u\n", what, i, got, want);
		failed = 1;
	}
}

#pragma omp declare target
static unsigned
mix(unsigned x, unsigned salt)
{
	for (int k = 0; k < REPS; k++)
		x = x * 1664525u + 1013904223u + salt;
	return x;
}
#pragma omp end declare target

/* Six arrays, six regions, no dependence between them: then the same
 * with a depend clause each, on its own array. */
static void
independent(unsigned *v[ARRAYS])
{
	long n = N;

	for (int k = 0; k < ARRAYS; k++)
		for (long i = 0; i < n; i++)
			v[k][i] = (unsigned)(i + k);
	for (int k = 0; k < ARRAYS; k++) {
		unsigned *p = v[k];
		unsigned salt = (unsigned)k;
#pragma omp target teams distribute parallel for map(tofrom: p[0:n]) nowait
		for (long i = 0; i < n; i++)
			p[i] = mix(p[i], salt);
	}
#pragma omp taskwait
	for (int k = 0; k < ARRAYS; k++) {
		unsigned *p = v[k];
		unsigned salt = (unsigned)(10 + k);
#pragma omp target teams distribute parallel for map(tofrom: p[0:n]) nowait depend(out: p[0])
		for (long i = 0; i < n; i++)
			p[i] = mix(p[i], salt);
	}
#pragma omp taskwait
	for (int k = 0; k < ARRAYS; k++)
		for (long i = 0; i < n; i++)
			expect("independent", i, v[k][i],
			       mix(mix((unsigned)(i + k), (unsigned)k), (unsigned)(10 + k)));
}

/* out -> in -> in -> inout on a: the readers each write their own array,
 * the last step overwrites a from both; it must wait for both readers. */
static void
chain(unsigned *a, unsigned *b, unsigned *c)
{
	long n = N;

#pragma omp target data map(from: a[0:n], b[0:n], c[0:n])
	{
#pragma omp target teams distribute parallel for nowait depend(out: a[0:n])
		for (long i = 0; i < n; i++)
			a[i] = mix((unsigned)i, 1);
#pragma omp target teams distribute parallel for nowait depend(in: a[0:n]) depend(out: b[0:n])
		for (long i = 0; i < n; i++)
			b[i] = mix(a[i], 2);
#pragma omp target teams distribute parallel for nowait depend(in: a[0:n]) depend(out: c[0:n])
		for (long i = 0; i < n; i++)
			c[i] = mix(a[i], 3);
#pragma omp target teams distribute parallel for nowait depend(inout: a[0:n]) depend(in: b[0:n], c[0:n])
		for (long i = 0; i < n; i++)
			a[i] = b[i] ^ c[i];
#pragma omp taskwait
	}
	for (long i = 0; i < n; i++) {
		unsigned a0 = mix((unsigned)i, 1), b1 = mix(a0, 2), c1 = mix(a0, 3);
		expect("chain b", i, b[i], b1);
		expect("chain c", i, c[i], c1);
		expect("chain a", i, a[i], b1 ^ c1);
	}
}

/* x -> (y, z) -> w, and w read back by a deferred update that depends on
 * the join: items of one element each, as the storage locations that
 * stand for the arrays. */
static void
diamond(unsigned *x, unsigned *y, unsigned *z, unsigned *w)
{
	long n = N;

	for (long i = 0; i < n; i++)
		x[i] = (unsigned)(3 * i);
#pragma omp target data map(to: x[0:n]) map(alloc: y[0:n], z[0:n], w[0:n])
	{
#pragma omp target teams distribute parallel for nowait depend(inout: x[0])
		for (long i = 0; i < n; i++)
			x[i] = mix(x[i], 4);
#pragma omp target teams distribute parallel for nowait depend(in: x[0]) depend(out: y[0])
		for (long i = 0; i < n; i++)
			y[i] = mix(x[i], 5);
#pragma omp target teams distribute parallel for nowait depend(in: x[0]) depend(out: z[0])
		for (long i = 0; i < n; i++)
			z[i] = mix(x[i] + 1u, 6);
#pragma omp target teams distribute parallel for nowait depend(in: y[0], z[0]) depend(out: w[0])
		for (long i = 0; i < n; i++)
			w[i] = y[i] - z[i];
#pragma omp target update from(w[0:n]) nowait depend(in: w[0])
#pragma omp taskwait
	}
	for (long i = 0; i < n; i++) {
		unsigned x1 = mix((unsigned)(3 * i), 4);
		expect("diamond w", i, w[i], mix(x1, 5) - mix(x1 + 1u, 6));
	}
}

/* The second region's arrays are new allocations: their copies in need
 * not wait for the first kernel, its kernel must. */
static void
copies_beside(unsigned *a, unsigned *q, unsigned *r)
{
	long n = N;

	for (long i = 0; i < n; i++)
		q[i] = (unsigned)(7 * i);
#pragma omp target data map(tofrom: a[0:n])
	{
#pragma omp target teams distribute parallel for nowait depend(out: a[0:n])
		for (long i = 0; i < n; i++)
			a[i] = mix((unsigned)i, 7);
#pragma omp target teams distribute parallel for map(to: q[0:n]) map(from: r[0:n]) nowait depend(in: a[0:n])
		for (long i = 0; i < n; i++)
			r[i] = a[i] + q[i];
#pragma omp taskwait
	}
	for (long i = 0; i < n; i++)
		expect("copies beside r", i, r[i], mix((unsigned)i, 7) + (unsigned)(7 * i));
}

int
main(void)
{
	unsigned *v[ARRAYS];

	for (int k = 0; k < ARRAYS; k++)
		if (!(v[k] = malloc(N * sizeof *v[k])))
			return 2;
	independent(v);
	chain(v[0], v[1], v[2]);
	diamond(v[0], v[1], v[2], v[3]);
	copies_beside(v[0], v[1], v[2]);
	for (int k = 0; k < ARRAYS; k++)
		free(v[k]);
	if (failed)
		return 1;
	printf("PASS\n");
	return 0;
}
