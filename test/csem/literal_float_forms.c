/* Floating constants: hexadecimal, suffixes f and L, exponent forms; an
   unsuffixed constant is double. */
#include <stdio.h>

int
main(void)
{
	double r[5];

#pragma omp target map(from: r)
	{
		r[0] = 0x1.8p1;
		r[1] = 1e-3f;
		r[2] = .5e1;
		r[3] = sizeof(0x1p0f);
		r[4] = 1 / 3.0f;
	}
	for (int i = 0; i < 5; i++)
		printf("r[%d] = %.17g\n", i, r[i]);
	return 0;
}
