/* asin of int arguments (C11 7.12): the int converts to double and the call is
   the double function's. */
#include <math.h>
#include <stdio.h>

int
main(void)
{
	double r[2];
	int n = 1;

#pragma omp target map(from: r)
	{
		r[0] = asin(n);
		r[1] = asin(1);
	}
	for (int i = 0; i < 2; i++)
		printf("r[%d] = %.13g\n", i, r[i]);
	return 0;
}
