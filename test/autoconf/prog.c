/* A target region in a program configured by autoconf (configure.ac): it
 * uses what configure found. */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	int n = 1000;
	double sum = 0;
#ifdef HAVE_ALIGNED_ALLOC
	double *x = aligned_alloc(64, n * sizeof *x);
#else
	double *x = malloc(n * sizeof *x);
#endif

	if (!x)
		return 1;
	for (int i = 0; i < n; i++)
		x[i] = i;
#pragma omp target teams distribute parallel for map(to: x[0:n]) reduction(+: sum)
	for (int i = 0; i < n; i++)
		sum += x[i];
	free(x);
	printf("%s %g\n", sum == n * (n - 1) / 2.0 ? "PASS" : "FAIL", sum);
	return sum != n * (n - 1) / 2.0;
}
