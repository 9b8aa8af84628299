/* Integer with floating operands: 1 / 2 is integer division before the double
   multiplication; a float with a long converts to float. */
#include <stdio.h>

int
main(void)
{
	double r[5];

#pragma omp target map(from: r)
	{
		int i = 1, j = 2;
		long big = 16777217;
		float f = 1.0f;
		r[0] = i / j * 2.0;
		r[1] = 2.0 * i / j;
		r[2] = big + f;
		r[3] = (double)big + f;
		r[4] = 7 / 2 + 7 % 2 * 0.5;
	}
	for (int i = 0; i < 5; i++)
		printf("r[%d] = %.17g\n", i, r[i]);
	return 0;
}
