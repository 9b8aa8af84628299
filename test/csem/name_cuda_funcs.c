/* User functions named like CUDA device functions (rsqrt, saturate, clamp)
   called with C's conversions. */
#include <stdio.h>

#pragma omp declare target
static double
rsqrt(double x)
{
	return 1 / x;
}
static int
saturate(int v)
{
	return v > 255 ? 255 : v;
}
#pragma omp end declare target

int
main(void)
{
	double r[2];

#pragma omp target map(from: r)
	{
		r[0] = rsqrt(4);
		r[1] = saturate(300.7);
	}
	printf("%g %g\n", r[0], r[1]);
	return 0;
}
