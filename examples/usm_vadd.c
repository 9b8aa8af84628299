/* Vector add, written twice: with -DUSM the program requires
 * unified_shared_memory and maps nothing (the kernel reads and writes
 * the malloc'ed arrays where they are: page-locked host memory, over the
 * host link; docs/usm.md); without it, explicit maps copy them to device
 * memory and back.  Run both under the ledger (--profile) and compare
 * GPU-total time:
 *
 *   omp2cuda -O2 --profile examples/usm_vadd.c -o vadd
 *   omp2cuda -O2 --profile -DUSM examples/usm_vadd.c -o vadd_usm
 *   ./vadd 100000000 10; ./vadd_usm 100000000 10
 *
 * Arguments: the length (default 2^26) and the number of repetitions
 * of the kernel (default 1).  Prints PASS when c = a + b everywhere. */
#include <stdio.h>
#include <stdlib.h>

#ifdef USM
#pragma omp requires unified_shared_memory
#endif

int
main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 1L << 26;
	int reps = argc > 2 ? atoi(argv[2]) : 1, bad = 0;
	float *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b), *c = malloc(n * sizeof *c);

	if (!a || !b || !c)
		return 1;
	for (long i = 0; i < n; i++) {
		a[i] = (float)i;
		b[i] = (float)(2 * (i % 1000));
	}
#ifdef USM
	for (int r = 0; r < reps; r++) {
#pragma omp target teams distribute parallel for
		for (long i = 0; i < n; i++)
			c[i] = a[i] + b[i];
	}
#else
#pragma omp target data map(to: a[0:n], b[0:n]) map(from: c[0:n])
	for (int r = 0; r < reps; r++) {
#pragma omp target teams distribute parallel for
		for (long i = 0; i < n; i++)
			c[i] = a[i] + b[i];
	}
#endif
	for (long i = 0; i < n; i++)
		bad |= c[i] != (float)i + (float)(2 * (i % 1000));
	printf("%s\n", bad ? "FAIL" : "PASS");
	free(a);
	free(b);
	free(c);
	return bad;
}
