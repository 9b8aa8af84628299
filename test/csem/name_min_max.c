/* User functions named min and max (CUDA has overloaded built-ins of those
   names), called with mixed argument types: C converts to the parameters. */
#include <stdio.h>

#pragma omp declare target
static int
min(int a, int b)
{
	return a < b ? a : b;
}
static double
max(double a, double b)
{
	return a > b ? a : b;
}
#pragma omp end declare target

int
main(void)
{
	double r[3];

#pragma omp target map(from: r)
	{
		r[0] = min(3.9, 7);
		r[1] = max(2, 3);
		r[2] = min(-1, 5u);
	}
	printf("%g %g %g\n", r[0], r[1], r[2]);
	return 0;
}
