/* launch: the host cost of a target region, against launch_cuda.cu.
 *
 *   launch [REGIONS [REPS]]
 *
 * Inside one target data construct, REGIONS (default 5000) target regions
 * of 256 iterations each (one block), REPS times (default 7, the first
 * dropped), each rep ending when the host sees the result (a target
 * update from, which waits for every kernel).  Prints the min and median
 * microseconds per region.  The same loop of raw cuLaunchKernel in
 * launch_cuda.cu, with cuCtxSynchronize after each or once per rep
 * (queued), gives what the runtime adds to a launch.
 *
 * The region is the whole body of its host loop, so by default the
 * loop's regions run as one chain (lowering/chains.c), one launch: run
 * it with OMP2CUDA_CHAINS=off (or build it with -fno-region-chains) for
 * the cost of a region launched on its own; with chains it gives a
 * chain's cost per iteration.
 */
#include <stdio.h>
#include <stdlib.h>
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

int
main(int argc, char **argv)
{
	int regions = argc > 1 ? atoi(argv[1]) : 5000, reps = argc > 2 ? atoi(argv[2]) : 7;
	int n = 256, k = 0;
	float *a = calloc(n, sizeof *a);
	double t[64];

	if (!a || regions < 1 || reps < 2 || reps > 64)
		return 2;
#pragma omp target data map(tofrom: a[0:n])
	for (int r = 0; r < reps; r++) {
		double t0 = now();
		for (int j = 0; j < regions; j++) {
#pragma omp target teams distribute parallel for
			for (int i = 0; i < n; i++)
				a[i] += 1;
		}
#pragma omp target update from(a[0:1])
		if (r > 0)
			t[k++] = (now() - t0) / regions;
	}
	qsort(t, k, sizeof *t, cmp);
	printf("LAUNCH impl=omp2cuda regions=%d min_us=%.3f median_us=%.3f verify=%s\n", regions,
	       t[0] * 1e6, t[k / 2] * 1e6, a[7] == (float)regions * reps ? "PASS" : "FAIL");
	free(a);
	return 0;
}
