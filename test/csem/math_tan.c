/* tan on float and double arguments (C11 7.12): a float converts to double,
   it does not select a float version; tanf computes in float, also of a double
   argument.  Results print with 15 digits (a float computation shows, an ulp
   of the library's accuracy does not). */
#include <math.h>
#include <stdio.h>

int
main(void)
{
	double r[4];
	float x = 0.7f;
	double y = 0.7;

#pragma omp target map(from: r)
	{
		r[0] = tan(x);
		r[1] = tan(y);
		r[2] = tan(0.7f);
		r[3] = tanf(y);
	}
	for (int i = 0; i < 4; i++)
		printf(i == 3 ? "r[%d] = %.6g\n" : "r[%d] = %.13g\n", i, r[i]);
	return 0;
}
