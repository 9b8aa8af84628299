/* abs takes an int (C11 7.22.6.1): abs(-2.7) converts -2.7 to int (-2) first, so
   it is 2, not 2.7. */
#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	double r[3];
	double v = -2.7;

#pragma omp target map(from: r)
	{
		r[0] = abs(-2.7);
		r[1] = abs(v);
		r[2] = abs(-2.5f);
	}
	for (int i = 0; i < 3; i++)
		printf("r[%d] = %.17g\n", i, r[i]);
	return 0;
}
