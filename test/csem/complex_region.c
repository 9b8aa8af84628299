/* C99 complex arithmetic in a region: _Complex double multiplication and the
   creal/cimag/cabs functions. */
#include <complex.h>
#include <stdio.h>

int
main(void)
{
	double r[3];

#pragma omp target map(from: r)
	{
		double _Complex z = 1.0 + 2.0 * I;
		double _Complex w = z * z;
		r[0] = creal(w);
		r[1] = cimag(w);
		r[2] = cabs(3.0 + 4.0 * I);
	}
	printf("%g %g %g\n", r[0], r[1], r[2]);
	return 0;
}
