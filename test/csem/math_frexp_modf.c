/* frexp, modf and ldexp of float and int arguments: converted to double, with
   results through pointers. */
#include <math.h>
#include <stdio.h>

int
main(void)
{
	double r[6];
	int e[2];
	float x = 10.75f;

#pragma omp target map(from: r, e)
	{
		double ip;
		r[0] = frexp(x, &e[0]);
		r[1] = frexp(48.0, &e[1]);
		r[2] = modf(-3.25, &ip);
		r[3] = ip;
		r[4] = ldexp(x, 3);
		r[5] = scalbn(1.5, -2);
	}
	for (int i = 0; i < 6; i++)
		printf("r[%d] = %.17g\n", i, r[i]);
	printf("e = %d %d\n", e[0], e[1]);
	return 0;
}
