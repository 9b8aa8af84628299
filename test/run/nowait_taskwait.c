// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// E2E-ENV: OMP2CUDA_TRANSFER=pageable
// E2E-ENV: OMP2CUDA_TRANSFER=pin OMP2CUDA_PROFILE=1
// CHECK: PASS
// nowait (OpenMP 5.2 13.8, 13.9) with taskwait (15.5), taskgroup (15.4)
// and a host task with depend: several regions of every kernel shape on
// independent arrays, and sections of one array, queued before the host
// reads anything; the host reads each result right after the construct
// that must complete it.  On a GPU the arrays are large and each kernel
// iterates, so a copy back made before its kernel ends, or one missing,
// leaves old values.  Unsigned arithmetic: the device and the host agree
// to the bit.

#include <stdio.h>
#include <stdlib.h>

#define N (1 << 21)
#define ROWS 512
#define REPS 40

static int failed;

static void
expect(const char *what, long i, unsigned got, unsigned want)
{
	if (!failed && got != want) {
		printf("FAIL: %s[%ld] = %u, expected %u\n", what, i, got, want);
		failed = 1;
	}
}

/* REPS steps of a linear congruential generator from x, salted. */
#pragma omp declare target
static unsigned
mix(unsigned x, unsigned salt)
{
	for (int k = 0; k < REPS; k++)
		x = x * 1103515245u + 12345u + salt;
	return x;
}
#pragma omp end declare target

static void
check(const char *what, const unsigned *v, long n, unsigned salt, unsigned from)
{
	for (long i = 0; i < n; i++)
		expect(what, i, v[i], mix(from + (unsigned)i, salt));
}

static void
fill(unsigned *v, long n, unsigned from)
{
	for (long i = 0; i < n; i++)
		v[i] = from + (unsigned)i;
}

/* Four regions of four shapes on four arrays, then taskwait. */
static void
independent(unsigned *a, unsigned *b, unsigned *c, unsigned *d)
{
	long n = N;
	int cols = N / ROWS;

	fill(a, n, 0);
	fill(b, n, 1);
	fill(c, n, 2);
	fill(d, 64, 3);
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) nowait
	for (long i = 0; i < n; i++)
		a[i] = mix(a[i], 1);
#pragma omp target parallel for map(tofrom: b[0:n]) nowait
	for (long i = 0; i < n; i++)
		b[i] = mix(b[i], 2);
#pragma omp target teams distribute map(tofrom: c[0:n]) nowait
	for (int r = 0; r < ROWS; r++) {
#pragma omp parallel for
		for (int k = 0; k < cols; k++)
			c[(long)r * cols + k] = mix(c[(long)r * cols + k], 3);
	}
#pragma omp target map(tofrom: d[0:64]) nowait
	for (int i = 0; i < 64; i++)
		d[i] = mix(d[i], 4);
#pragma omp taskwait
	check("a", a, n, 1, 0);
	check("b", b, n, 2, 1);
	check("c", c, n, 3, 2);
	check("d", d, 64, 4, 3);
}

/* Sections of one array, each its own mapping, in a taskgroup. */
static void
sections(unsigned *e)
{
	long m = N / 8;

	fill(e, N, 5);
#pragma omp taskgroup
	{
		for (int k = 0; k < 8; k++) {
			unsigned *s = e + k * m;
#pragma omp target teams distribute parallel for map(tofrom: s[0:m]) nowait
			for (long i = 0; i < m; i++)
				s[i] = mix(s[i], 6);
		}
	}
	check("e", e, N, 6, 5);
}

/* Inside a data region: the regions' maps are references only, the
 * deferred update brings the result, the host task reads it. */
static void
in_data_region(unsigned *a, unsigned *sum)
{
	long n = N;
	unsigned total = 0, want = 0;

	fill(a, n, 7);
#pragma omp target data map(to: a[0:n])
	{
#pragma omp target teams distribute parallel for nowait depend(out: a[0:n])
		for (long i = 0; i < n; i++)
			a[i] = mix(a[i], 8);
#pragma omp target update from(a[0:n]) nowait depend(inout: a[0:n])
#pragma omp task depend(in: a[0:n]) shared(total)
		for (long i = 0; i < n; i++)
			total += a[i];
#pragma omp taskwait
	}
	for (long i = 0; i < n; i++)
		want += mix(7 + (unsigned)i, 8);
	expect("sum of the host task", 0, total, want);
	check("a after update", a, n, 8, 7);
	*sum = total;
}

/* In a parallel region a nowait region is complete when the construct
 * ends: each thread reads its result at once. */
static void
in_parallel(unsigned *b)
{
	long m = N / 4;

	fill(b, N, 9);
#pragma omp parallel for num_threads(4)
	for (int t = 0; t < 4; t++) {
		unsigned *s = b + t * m;
#pragma omp target teams distribute parallel for map(tofrom: s[0:m]) nowait
		for (long i = 0; i < m; i++)
			s[i] = mix(s[i], 10);
		for (long i = 0; i < m; i += 4099)
			expect("b in the parallel region", t * m + i, s[i], mix(9 + (unsigned)(t * m + i), 10));
	}
	check("b", b, N, 10, 9);
}

int
main(void)
{
	unsigned *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b);
	unsigned *c = malloc(N * sizeof *c), *d = malloc(64 * sizeof *d), *e = malloc(N * sizeof *e);
	unsigned sum;

	if (!a || !b || !c || !d || !e)
		return 2;
	independent(a, b, c, d);
	sections(e);
	in_data_region(a, &sum);
	in_parallel(b);
	free(a);
	free(b);
	free(c);
	free(d);
	free(e);
	if (failed)
		return 1;
	printf("PASS\n");
	return 0;
}
