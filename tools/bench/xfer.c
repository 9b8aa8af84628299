/* xfer: what a map costs the host, by size, as the program sees it.
 *
 *   xfer [MAX_MIB [REPS]]
 *   xfer cold MIB
 *   xfer first MIB
 *   xfer memcpy MIB
 *   xfer repeat MIB STEPS
 *
 * For sizes from 1 MiB to MAX_MIB (default 256) by powers of 4, REPS
 * times (default 7, the first dropped): target enter data map(to:) of the
 * array (allocation, copy, page-locking in pin mode), target update to
 * and from of the whole mapped array, and target exit data map(from:)
 * (copy back, free).  Prints one line per size and operation with the min
 * and median wall time and the bandwidth of the min; the array is checked
 * after every round trip.  Built with omp2cuda and run under each
 * OMP2CUDA_TRANSFER mode, it measures runtime/transfer.c.
 *
 * "cold" times what a fresh process's first map of MIB MiB costs: the
 * first construct of the program (so the GPU's start-up, timed apart by
 * an empty target region, is not in it), then its copy back, then the
 * same for a second fresh array (what is cold in the process, not in
 * the array, is gone by then).  "first"
 * is the same map as the program's very first construct, the GPU's
 * start-up included in its time (run it under OMP2CUDA_PROFILE=events for
 * the copy alone, as the host waited for it).  "memcpy"
 * is the host's own copy bandwidth over MIB MiB with the OpenMP threads
 * (OMP_NUM_THREADS), the other bound a staged copy meets.  "repeat" is a
 * time loop over one lasting mapping of MIB MiB: STEPS times a target
 * update to, a kernel, a target update from; it prints the min and median
 * of each update over the second half of the steps (by then adaptive
 * page-locking has decided) and over the first three.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double
now(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec + ts.tv_nsec * 1e-9;
}

static int
cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

static void
report(const char *op, size_t bytes, double *t, int n)
{
	qsort(t, n, sizeof *t, cmp);
	printf("XFER op=%s mib=%zu min_ms=%.3f median_ms=%.3f gbps=%.2f\n", op, bytes >> 20,
	       t[0] * 1e3, t[n / 2] * 1e3, bytes / t[0] / 1e9);
}

/* A map of a fresh array (allocated, filled, never mapped before) and its
 * copy back after a kernel changed it, printed as <in>_enter_to (with the
 * GPU's start-up in its time: <in>_enter_to_with_startup, no bandwidth)
 * and <out>_exit_from. */
static int
fresh_map(size_t bytes, const char *in, const char *out, int with_startup)
{
	size_t n = bytes / sizeof(float);
	float *a = malloc(bytes);
	double t[2], t0;
	int bad = 0;

	if (!a)
		return 2;
	for (size_t i = 0; i < n; i++)
		a[i] = (float)(i % 4099);
	t0 = now();
#pragma omp target enter data map(to: a[0:n])
	t[0] = now() - t0;
#pragma omp target teams distribute parallel for
	for (size_t i = 0; i < n; i++)
		a[i] += 1;
	t0 = now();
#pragma omp target exit data map(from: a[0:n])
	t[1] = now() - t0;
	for (size_t i = 0; i < n; i++)
		bad += a[i] != (float)(i % 4099) + 1;
	free(a);
	if (with_startup)
		printf("XFER op=%s_enter_to_with_startup mib=%zu ms=%.3f\n", in, bytes >> 20, t[0] * 1e3);
	else
		printf("XFER op=%s_enter_to mib=%zu ms=%.3f gbps=%.2f\n", in, bytes >> 20, t[0] * 1e3,
		       bytes / t[0] / 1e9);
	printf("XFER op=%s_exit_from mib=%zu ms=%.3f gbps=%.2f\n", out, bytes >> 20, t[1] * 1e3,
	       bytes / t[1] / 1e9);
	printf("XFER verify=%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}

/* The first map of a fresh process, after the GPU's start-up (first: as
 * its very first construct), then a second fresh array's. */
static int
cold(size_t bytes, int first)
{
	double t0 = now();
	int bad;

	if (!first) {
#pragma omp target
		{
		}
		printf("XFER op=startup mib=%zu ms=%.3f\n", bytes >> 20, (now() - t0) * 1e3);
	}
	bad = fresh_map(bytes, first ? "first" : "cold", "cold", first);
	return fresh_map(bytes, "second", "second", 0) || bad;
}

static void
report_steps(const char *op, size_t bytes, double *t, int steps)
{
	double first[3];
	int h = steps / 2;

	for (int i = 0; i < 3; i++)
		first[i] = t[i];
	qsort(first, 3, sizeof *first, cmp);
	qsort(t + h, steps - h, sizeof *t, cmp);
	printf("XFER op=%s mib=%zu steps=%d first3_median_ms=%.3f first3_gbps=%.2f "
	       "late_min_ms=%.3f late_median_ms=%.3f late_gbps=%.2f\n",
	       op, bytes >> 20, steps, first[1] * 1e3, bytes / first[1] / 1e9, t[h] * 1e3,
	       t[h + (steps - h) / 2] * 1e3, bytes / t[h + (steps - h) / 2] / 1e9);
}

/* A time loop over one lasting mapping. */
static int
repeat(size_t bytes, int steps)
{
	size_t n = bytes / sizeof(float);
	float *a = malloc(bytes);
	double *up, *down, t0;
	int bad = 0;

	if (!a || steps < 6 || !(up = malloc(steps * sizeof *up)) ||
	    !(down = malloc(steps * sizeof *down)))
		return 2;
	for (size_t i = 0; i < n; i++)
		a[i] = (float)(i % 4099);
#pragma omp target data map(to: a[0:n])
	for (int s = 0; s < steps; s++) {
		a[s] += 1;
		t0 = now();
#pragma omp target update to(a[0:n])
		up[s] = now() - t0;
#pragma omp target teams distribute parallel for
		for (size_t i = 0; i < n; i++)
			a[i] += 1;
		t0 = now();
#pragma omp target update from(a[0:n])
		down[s] = now() - t0;
		a[s] -= 1;
	}
	for (size_t i = 0; i < n; i++)
		bad += a[i] != (float)(i % 4099) + (float)steps;
	report_steps("repeat_update_to", bytes, up, steps);
	report_steps("repeat_update_from", bytes, down, steps);
	printf("XFER verify=%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}

/* The host's copy bandwidth with the OpenMP threads, best of 7. */
static int
host_memcpy(size_t bytes)
{
	char *a = malloc(bytes), *b = malloc(bytes);
	double best = 1e30, t0;
	long parts = 64;

	if (!a || !b)
		return 2;
	memset(a, 1, bytes);
	memset(b, 2, bytes);
	for (int r = 0; r < 7; r++) {
		t0 = now();
#pragma omp parallel for schedule(static)
		for (long p = 0; p < parts; p++)
			memcpy(b + bytes / parts * p, a + bytes / parts * p, bytes / parts);
		if (now() - t0 < best)
			best = now() - t0;
	}
	printf("XFER op=host_memcpy mib=%zu min_ms=%.3f gbps=%.2f verify=%s\n", bytes >> 20,
	       best * 1e3, bytes / best / 1e9, memcmp(a, b, bytes) ? "FAIL" : "PASS");
	return 0;
}

int
main(int argc, char **argv)
{
	size_t max = (size_t)(argc > 1 ? atoi(argv[1]) : 256) << 20;
	int reps = argc > 2 ? atoi(argv[2]) : 7, bad = 0;
	const char *mode = getenv("OMP2CUDA_TRANSFER");

	if (argc > 2 && !strcmp(argv[1], "cold"))
		return cold((size_t)atoi(argv[2]) << 20, 0);
	if (argc > 2 && !strcmp(argv[1], "first"))
		return cold((size_t)atoi(argv[2]) << 20, 1);
	if (argc > 3 && !strcmp(argv[1], "repeat"))
		return repeat((size_t)atoi(argv[2]) << 20, atoi(argv[3]));
	if (argc > 2 && !strcmp(argv[1], "memcpy"))
		return host_memcpy((size_t)atoi(argv[2]) << 20);
	if (reps < 2 || max == 0)
		return 2;
	printf("# mode=%s threads=%s chunk=%s\n", mode ? mode : "auto",
	       getenv("OMP2CUDA_STAGE_THREADS") ? getenv("OMP2CUDA_STAGE_THREADS") : "default",
	       getenv("OMP2CUDA_STAGE_CHUNK") ? getenv("OMP2CUDA_STAGE_CHUNK") : "default");
	for (size_t bytes = (size_t)1 << 20; bytes <= max; bytes *= 4) {
		size_t n = bytes / sizeof(float);
		float *a = malloc(bytes);
		double t_in[64], t_up[64], t_down[64], t_out[64], t;
		int k = 0;

		if (!a)
			return 2;
		for (size_t i = 0; i < n; i++)
			a[i] = (float)(i % 4099);
		for (int r = 0; r < reps && k < 64; r++) {
			t = now();
#pragma omp target enter data map(to: a[0:n])
			t_in[k] = now() - t;
			t = now();
#pragma omp target update to(a[0:n])
			t_up[k] = now() - t;
#pragma omp target teams distribute parallel for
			for (size_t i = 0; i < n; i++)
				a[i] += 1;
			t = now();
#pragma omp target update from(a[0:n])
			t_down[k] = now() - t;
#pragma omp target teams distribute parallel for
			for (size_t i = 0; i < n; i++)
				a[i] -= 1;
			memset(a, 0, bytes / 2);
			t = now();
#pragma omp target exit data map(from: a[0:n])
			t_out[k] = now() - t;
			for (size_t i = 0; i < n; i++)
				bad += a[i] != (float)(i % 4099);
			if (r > 0)
				k++;
		}
		report("enter_to", bytes, t_in, k);
		report("update_to", bytes, t_up, k);
		report("update_from", bytes, t_down, k);
		report("exit_from", bytes, t_out, k);
		free(a);
	}
	printf("XFER verify=%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
