/* log1p on float and double arguments (C11 7.12): a float converts to double,
   it does not select a float version; log1pf computes in float, also of a double
   argument.  Results print with 15 digits (a float computation shows, an ulp
   of the library's accuracy does not). */
#include <math.h>
#include <stdio.h>

int
main(void)
{
	double r[4];
	float x = 0.001f;
	double y = 0.001;

#pragma omp target map(from: r)
	{
		r[0] = log1p(x);
		r[1] = log1p(y);
		r[2] = log1p(0.001f);
		r[3] = log1pf(y);
	}
	for (int i = 0; i < 4; i++)
		printf(i == 3 ? "r[%d] = %.6g\n" : "r[%d] = %.13g\n", i, r[i]);
	return 0;
}
