/* Qualified array parameters ([const], [restrict]) in a declare target function. */
#include <stdio.h>

#pragma omp declare target
static void
scale(int n, double a[const], const double b[restrict])
{
	for (int i = 0; i < n; i++)
		a[i] = 2 * b[i];
}
#pragma omp end declare target

int
main(void)
{
	double a[3], b[3] = {1, 2, 3};

#pragma omp target map(from: a) map(to: b)
	scale(3, a, b);
	printf("%g %g %g\n", a[0], a[1], a[2]);
	return 0;
}
