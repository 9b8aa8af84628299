// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// RUN: %omp2cuda -O2 -DOUT_OF_RANGE %s -o %t.range && env OMP_TARGET_OFFLOAD=MANDATORY not %t.range 2>&1 | FileCheck --check-prefix=RANGE %s
// RUN: env OMP_TARGET_OFFLOAD=DEFAULT %t.range | FileCheck %s
// CHECK: PASS
// RANGE: device_clause.c:{{[0-9]+}}:1: error: device number {{[0-9]+}} is out of range
// E2E-FAIL[%t.range]: device_clause\.c:[0-9]+:1: error: device number [0-9]+ is out of range
// The device clause (OpenMP 5.2 13.2) on target regions and data constructs:
// data mapped on the first and the last device (two GPUs on a machine that
// has two; the same one, or the host, elsewhere), computed on the first,
// carried to the last with target update between them, computed there.  A
// device number past the host's is an error naming the construct, except
// where there is no GPU and offload is not mandatory: then, as under
// OMP_TARGET_OFFLOAD=DISABLED (OpenMP 5.2 21.2.8), no device but the host
// exists and the construct runs there (this machine's second RUN of
// %t.range; the GPU machine's E2E-FAIL line keeps the error).
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

static void
out_of_range(double *a, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) device(omp_get_num_devices() + 1)
	for (int i = 0; i < n; i++)
		a[i] = 0;
}

/* a = a * s + t on device dev, where a is present */
static void
scale(double *a, int n, double s, double t, int dev)
{
#pragma omp target teams distribute parallel for device(dev)
	for (int i = 0; i < n; i++)
		a[i] = a[i] * s + t;
}

int
main(void)
{
	const int n = 100003;
	int ndev = omp_get_num_devices();
	int first = 0, last = ndev - 1; /* with no GPU: the host, 0 and -1 */
	double *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);

#ifdef OUT_OF_RANGE
	out_of_range(a, n);
#endif
	for (int i = 0; i < n; i++) {
		a[i] = i;
		b[i] = -1;
	}
#pragma omp target data map(to: a[0:n]) device(first)
#pragma omp target data map(alloc: b[0:n]) device(last)
	{
		scale(a, n, 2, 1, first); /* a = 2i + 1 on the first */
#pragma omp target update from(a[0:n]) device(first)
		for (int i = 0; i < n; i++)
			b[i] = a[i];
#pragma omp target update to(b[0:n]) device(last)
		scale(b, n, 3, 0, last); /* b = 6i + 3 on the last */
#pragma omp target update from(b[0:n]) device(last)
		for (int i = 0; i < n; i++)
			expect("b from the last device", i, b[i], 6.0 * i + 3);
		/* the first device's copy of a stayed there */
		scale(a, n, 1, 1, first);
#pragma omp target update from(a[0:n]) device(first)
		for (int i = 0; i < n; i++)
			expect("a from the first device", i, a[i], 2.0 * i + 2);
	}

	/* enter and exit data on the last device, a region on the default */
	omp_set_default_device(last);
#pragma omp target enter data map(to: b[0:n]) device(last)
#pragma omp target teams distribute parallel for
	for (int i = 0; i < n; i++)
		b[i] = -b[i];
#pragma omp target exit data map(from: b[0:n]) device(last)
	for (int i = 0; i < n; i++)
		expect("b after exit data", i, b[i], -(6.0 * i + 3));

	/* the host by number */
	{
		int initial = -1;
#pragma omp target map(from: initial) device(omp_get_initial_device())
		initial = omp_is_initial_device();
		expect("omp_is_initial_device() on device(omp_get_initial_device())", 0, initial, 1);
	}
	free(a);
	free(b);
	if (failed)
		return 1;
	printf("PASS\n");
	return 0;
}
