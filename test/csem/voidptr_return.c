/* A declare target function returning void *, assigned to a typed pointer
   without a cast. */
#include <stdio.h>

#pragma omp declare target
static void *
at(void *base, int bytes)
{
	return (char *)base + bytes;
}
#pragma omp end declare target

int
main(void)
{
	double d[4] = {1.5, 2.5, 3.5, 4.5};
	double r[2];

#pragma omp target map(to: d) map(from: r)
	{
		double *p = at(d, 2 * sizeof(double));
		r[0] = *p;
		const double *c = at(d, 8);
		r[1] = *c;
	}
	printf("%g %g\n", r[0], r[1]);
	return 0;
}
