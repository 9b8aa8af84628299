/* overhead: many small target regions, to measure what the ledger costs.
 *
 *   overhead [REGIONS]
 *
 * Inside one target data region, REGIONS (default 2000) kernels over 64 Ki
 * floats each, then 20 regions with their own maps (one H2D and one D2H copy
 * each).  Prints the suite's RESULT line; wall_ms is the time of the region
 * loops alone.  Built with omp2cuda and run with OMP2CUDA_PROFILE=0, 1 and
 * events (bench.py --env-ab), it gives the ledger's overhead per region;
 * with OMP2CUDA_CHAINS=off too, as the first loop is a chain otherwise
 * (lowering/chains.c: one launch). */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

int
main(int argc, char **argv)
{
	int n = 1 << 16, regions = argc > 1 ? atoi(argv[1]) : 2000;
	float *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b);
	double t0, t;
	int ok = 1;

	if (!a || !b || regions < 0)
		return 2;
	for (int i = 0; i < n; i++) {
		a[i] = (float)(i % 7);
		b[i] = 0;
	}
	/* Warm-up: context and module load outside the timed part. */
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(tofrom: b[0:n])
	for (int i = 0; i < n; i++)
		b[i] = 0;
	t0 = now_ms();
#pragma omp target data map(to: a[0:n]) map(tofrom: b[0:n])
	{
		for (int r = 0; r < regions; r++) {
#pragma omp target teams distribute parallel for
			for (int i = 0; i < n; i++)
				b[i] += a[i];
		}
	}
	for (int r = 0; r < 20; r++) {
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(tofrom: b[0:n])
		for (int i = 0; i < n; i++)
			b[i] -= a[i];
	}
	t = now_ms() - t0;
	for (int i = 0; i < n; i++)
		ok &= b[i] == (float)(regions - 20) * a[i];
	printf("RESULT app=overhead compiler=omp2cuda size=%d verify=%s wall_ms=%.3f\n", regions,
	       ok ? "PASS" : "FAIL", t);
	free(a);
	free(b);
	return ok ? 0 : 1;
}
