/* An old-style (K&R) definition called from a region: its parameters get the
   default argument promotions (a float argument arrives as double). */
#include <stdio.h>

#pragma omp declare target
static double
mix(a, b, c)
int a;
double b;
char c;
{
	return a * b + c;
}
#pragma omp end declare target

int
main(void)
{
	double r[1];

#pragma omp target map(from: r)
	r[0] = mix(2, 1.25, 'A');
	printf("%g\n", r[0]);
	return 0;
}
