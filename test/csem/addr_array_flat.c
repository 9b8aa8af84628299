/* (double *)&a of a mapped 2-D array: the address of the array itself, so a
   flat walk covers all of it. */
#include <stdio.h>

int
main(void)
{
	double a[4][8];

#pragma omp target map(tofrom: a)
	{
		double *flat = (double *)&a;
		for (int k = 0; k < 32; k++)
			flat[k] = k;
	}
	double sum = 0;
	for (int i = 0; i < 4; i++)
		for (int j = 0; j < 8; j++)
			sum += a[i][j];
	printf("%g %g\n", sum, a[3][7]);
	return 0;
}
