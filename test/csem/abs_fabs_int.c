/* fabs of integer and float arguments converts them to double; labs of a double
   truncates it to long first. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	double r[4];
	int n = -3;
	float f = -0.1f;

#pragma omp target map(from: r)
	{
		r[0] = fabs(n);
		r[1] = fabs(f);
		r[2] = labs(-7.9);
		r[3] = fabsf(-0.1);
	}
	for (int i = 0; i < 4; i++)
		printf("r[%d] = %.17g\n", i, r[i]);
	return 0;
}
