/* fma rounds once (C11 7.12.13.1), of float arguments in double; fmaf in float. */
#include <math.h>
#include <stdio.h>

int
main(void)
{
	double r[3];
	float a = 0.1f, b = 10.0f, c = -1.0f;

#pragma omp target map(from: r)
	{
		r[0] = fma(a, b, c);
		r[1] = fma(0.1, 10.0, -1.0);
		r[2] = fmaf(a, b, c);
	}
	for (int i = 0; i < 3; i++)
		printf("r[%d] = %.17g\n", i, r[i]);
	return 0;
}
