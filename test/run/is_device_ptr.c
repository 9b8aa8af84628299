// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// is_device_ptr (OpenMP 5.2 5.4.7): memory from omp_target_alloc used in
// regions as it is, beside mapped arrays, read-only and written, in loop,
// teams and one-thread regions.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

static int failed;

static void
expect(const char *what, int i, double got, double want)
{
	if (!failed && got != want) {
		printf("FAIL: %s[%d] = %g, expected %g\n", what, i, got, want);
		failed = 1;
	}
}

int
main(void)
{
	const int n = 10007, rows = 37, cols = 101;
	int dev = omp_get_default_device(), host = omp_get_initial_device();
	double *d = omp_target_alloc(n * sizeof *d, dev);
	double *e = omp_target_alloc(n * sizeof *e, dev);
	double *a = malloc(n * sizeof *a), *out = malloc(n * sizeof *out);
	double sum = 0;

	for (int i = 0; i < n; i++)
		a[i] = i;
	/* d = 2a, written through a device pointer from a mapped array */
#pragma omp target teams distribute parallel for is_device_ptr(d) map(to: a[0:n])
	for (int i = 0; i < n; i++)
		d[i] = 2 * a[i];
	/* e = d + 1: two device pointers, one read-only */
#pragma omp target teams distribute parallel for is_device_ptr(d, e)
	for (int i = 0; i < n; i++)
		e[i] = d[i] + 1;
	/* a reduction over device memory */
#pragma omp target teams distribute parallel for is_device_ptr(e) reduction(+: sum)
	for (int i = 0; i < n; i++)
		sum += e[i];
	expect("sum", 0, sum, (double)n * (n - 1) + n);
	/* a teams region with a nested parallel loop, rows of e */
#pragma omp target teams distribute is_device_ptr(e)
	for (int r = 0; r < rows; r++) {
#pragma omp parallel for
		for (int c = 0; c < cols; c++)
			e[r * cols + c] = -e[r * cols + c];
	}
	/* one thread */
#pragma omp target is_device_ptr(e)
	e[n - 1] = 42;

	omp_target_memcpy(out, e, n * sizeof *e, 0, 0, host, dev);
	for (int i = 0; i < n; i++)
		expect("e", i, out[i],
		       i == n - 1 ? 42 : i < rows * cols ? -(2.0 * i + 1) : 2.0 * i + 1);
	omp_target_free(d, dev);
	omp_target_free(e, dev);
	free(a);
	free(out);
	if (failed)
		return 1;
	printf("PASS\n");
	return 0;
}
