// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// E2E-ENV: OMP2CUDA_TRANSFER=pageable
// E2E-ENV: OMP2CUDA_TRANSFER=stage OMP2CUDA_STAGE_CHUNK=1M OMP2CUDA_STAGE_MIN=4096
// E2E-ENV: OMP2CUDA_TRANSFER=pin OMP2CUDA_STAGE_CHUNK=1M OMP2CUDA_STAGE_MIN=4096
// E2E-ENV: OMP2CUDA_STAGE_THREADS=1
// E2E-ENV: OMP2CUDA_ELIDE=0
// E2E-ENV: OMP2CUDA_TEARDOWN=full OMP2CUDA_PROFILE=1
// E2E-ENV: OMP2CUDA_INIT=lazy
// Large maps, whatever way they reach the bus: sizes that are not a multiple
// of a chunk or a page, sections at odd offsets, target update of a
// sub-section of a long-lived mapping, a read-only map whose copy back may be
// left out next to one written through a second pointer into the same array.

#include <stdio.h>
#include <stdlib.h>

static int failed;

static void
check(const char *what, long i, double got, double want)
{
	if (got != want && failed++ < 10)
		printf("%s[%ld] = %g, want %g\n", what, i, got, want);
}

int
main(void)
{
	long n = 9 * (1L << 20) + 12345; /* floats: 36 MiB and a ragged tail */
	float *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
	double *c = malloc(n * sizeof *c);
	long lo = 1001, len = n - 3001;

	if (!a || !b || !c)
		return 2;
	for (long i = 0; i < n; i++) {
		a[i] = (float)(i % 1000);
		b[i] = -1;
		c[i] = 0.5 * (double)(i % 77);
	}

	/* A section at an odd offset, copied in and out of a target construct. */
#pragma omp target teams distribute parallel for map(to: a[lo:len]) map(tofrom: b[lo:len])
	for (long i = lo; i < lo + len; i++)
		b[i] = 2 * a[i];
	for (long i = 0; i < n; i++)
		check("b", i, b[i], i >= lo && i < lo + len ? 2 * (float)(i % 1000) : -1);

	/* tofrom, never written: the copy back may be left out; the host's
	 * values must survive either way. */
	double sum = 0;
#pragma omp target teams distribute parallel for map(tofrom: c[0:n]) reduction(+: sum)
	for (long i = 0; i < n; i++)
		sum += c[i];
	double want = 0;
	for (long i = 0; i < n; i++)
		want += 0.5 * (double)(i % 77);
	check("sum", 0, sum, want);

	/* The same array through two pointers: one read-only, one written.
	 * The write must come back. */
	float *lower = a, *upper = a + n / 2;
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (long i = 0; i < n / 2; i++)
		upper[i] = lower[i] + 1;
	for (long i = n / 2; i < 2 * (n / 2); i++)
		check("a", i, a[i], (float)((i - n / 2) % 1000) + 1);

	/* A long-lived mapping with updates of a sub-section in each direction. */
	for (long i = 0; i < n; i++)
		b[i] = (float)(i % 13);
#pragma omp target data map(tofrom: b[0:n])
	{
		for (long i = 5; i < 5 + (1L << 21); i++)
			b[i] = 100;
#pragma omp target update to(b[5:(1L << 21)])
#pragma omp target teams distribute parallel for
		for (long i = 0; i < n; i++)
			b[i] += 1;
#pragma omp target update from(b[n - 777:777])
		for (long i = n - 777; i < n; i++)
			check("b update", i, b[i], (float)(i % 13) + 1);
#pragma omp target teams distribute parallel for
		for (long i = 0; i < n; i++)
			b[i] *= 2;
	}
	for (long i = 0; i < n; i++)
		check("b data", i, b[i], 2 * ((i >= 5 && i < 5 + (1L << 21) ? 100 : (float)(i % 13)) + 1));

	printf("%s\n", failed ? "FAIL" : "PASS");
	free(a);
	free(b);
	free(c);
	return failed != 0;
}
