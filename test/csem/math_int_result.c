/* A math function's double result assigned to an int truncates; the int
   argument of pow converts to double and the result is exact. */
#include <math.h>
#include <stdio.h>

int
main(void)
{
	long r[4];
	double y = 2.999999;

#pragma omp target map(from: r)
	{
		r[0] = floor(y);
		r[1] = sqrt(y * y);
		r[2] = pow(2.0, 40.0);
		r[3] = (int)(exp(y) * 1000);
	}
	for (int i = 0; i < 4; i++)
		printf("r[%d] = %ld\n", i, r[i]);
	return 0;
}
