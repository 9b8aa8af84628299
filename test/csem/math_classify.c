/* The classification macros of <math.h> on float and double: nonzero results are
   printed as truth values (their exact nonzero value is the library's). */
#include <math.h>
#include <stdio.h>

int
main(void)
{
	int r[8];
	double z = 0.0;

#pragma omp target map(from: r)
	{
		double inf = 1.0 / z, nan = z / z;
		float fin = 1.0f / (float)z;
		r[0] = !!isnan(nan);
		r[1] = !!isinf(inf);
		r[2] = !!isinf(fin);
		r[3] = !!isfinite(inf);
		r[4] = !!signbit(-z);
		r[5] = !!isnormal(1e-310);
		r[6] = fpclassify(1e-310) == FP_SUBNORMAL;
		r[7] = nan != nan;
	}
	for (int i = 0; i < 8; i++)
		printf("r[%d] = %d\n", i, r[i]);
	return 0;
}
