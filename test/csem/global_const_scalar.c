/* A file-scope const double and a static int array read in a region without a
   map clause (implicitly mapped or declare target as omp2cuda decides). */
#include <stdio.h>

const double half = 0.5;
static int weights[4] = {1, 2, 3, 4};

int
main(void)
{
	double r[1];

#pragma omp target map(from: r) map(to: weights)
	{
		double s = 0;
		for (int i = 0; i < 4; i++)
			s += weights[i] * half;
		r[0] = s;
	}
	printf("%g\n", r[0]);
	return 0;
}
