/* reduce: the three reductions application codes write most (a double sum,
 * a float sum, an int maximum) over 2^25 elements held on the GPU by
 * target data, each REDUCE_REPS times, as omp2cuda compiles them; the
 * baseline is reduce_cuda.cu.  Its RESULT line suits bench.py --search:
 *
 *   omp2cuda -O3 reduce.c -o DIR/omp2cuda/reduce -lm
 *   nvcc -O3 -arch=sm_90 reduce_cuda.cu -o DIR/cuda/reduce
 *   bench.py --search DIR --compilers omp2cuda,cuda --baseline cuda --metric kernel_us
 */
#include "reduce.h"

int
main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1L << 25;
	double *x = malloc(n * sizeof *x), sx = 0;
	float *y = malloc(n * sizeof *y), sy = 0;
	int *k = malloc(n * sizeof *k), mk;

	if (!x || !y || !k || n < 1)
		return 2;
	reduce_fill(x, y, k, n);
	mk = k[0];
	double t0 = reduce_now_ms();
#pragma omp target data map(to: x[0:n], y[0:n], k[0:n])
	{
		for (int r = 0; r < REDUCE_REPS; r++) {
#pragma omp target teams distribute parallel for reduction(+: sx)
			for (long i = 0; i < n; i++)
				sx += x[i];
		}
		for (int r = 0; r < REDUCE_REPS; r++) {
			sy = 0;
#pragma omp target teams distribute parallel for reduction(+: sy)
			for (long i = 0; i < n; i++)
				sy += y[i];
		}
		for (int r = 0; r < REDUCE_REPS; r++) {
#pragma omp target teams distribute parallel for reduction(max: mk)
			for (long i = 0; i < n; i++)
				mk = k[i] > mk ? k[i] : mk;
		}
	}
	double ms = reduce_now_ms() - t0;
	int ok = reduce_check(x, y, k, n, sx, sy, mk);
	printf("RESULT app=reduce compiler=omp2cuda size=%ld verify=%s ref=computed wall_ms=%.3f\n", n,
	       ok ? "PASS" : "FAIL", ms);
	free(x);
	free(y);
	free(k);
	return !ok;
}
