/* static and const file-scope objects used in a region: a static const scalar,
   a const table, a static (declare target) counter. */
#include <stdio.h>

static const int scale = 3;
#pragma omp declare target
static const double coef[3] = {0.5, 0.25, 0.125};
static int counter = 10;
#pragma omp end declare target

int
main(void)
{
	double r[2];

#pragma omp target map(from: r)
	{
		counter += scale;
		r[0] = coef[0] + coef[1] * scale + coef[2];
		r[1] = counter;
	}
	printf("%g %g\n", r[0], r[1]);
	return 0;
}
