/* &a of a mapped array inside a parallel loop: each thread writes through the
   array's own address. */
#include <stdio.h>

int
main(void)
{
	double a[16][16];

#pragma omp target teams distribute parallel for map(tofrom: a)
	for (int i = 0; i < 256; i++) {
		double *flat = (double *)&a;
		flat[i] = i;
	}
	double sum = 0;
	for (int i = 0; i < 16; i++)
		for (int j = 0; j < 16; j++)
			sum += a[i][j];
	printf("%g\n", sum);
	return 0;
}
