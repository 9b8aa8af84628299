/* remainder of int arguments (C11 7.12): the int converts to double, also
   mixed with a float. */
#include <math.h>
#include <stdio.h>

int
main(void)
{
	double r[2];
	int n = 7;
	float x = 7.5f;

#pragma omp target map(from: r)
	{
		r[0] = remainder(n, 3);
		r[1] = remainder(x, n);
	}
	for (int i = 0; i < 2; i++)
		printf("r[%d] = %.13g\n", i, r[i]);
	return 0;
}
