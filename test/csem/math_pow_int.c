/* pow of int arguments (C11 7.12): the int converts to double, also
   mixed with a float. */
#include <math.h>
#include <stdio.h>

int
main(void)
{
	double r[2];
	int n = 2;
	float x = 2.1f;

#pragma omp target map(from: r)
	{
		r[0] = pow(n, 10);
		r[1] = pow(x, n);
	}
	for (int i = 0; i < 2; i++)
		printf("r[%d] = %.13g\n", i, r[i]);
	return 0;
}
