/* remainder on float and double arguments (C11 7.12): a float converts to double,
   it does not select a float version; remainderf computes in float, also of a double
   argument.  Results print with 15 digits (a float computation shows, an ulp
   of the library's accuracy does not). */
#include <math.h>
#include <stdio.h>

int
main(void)
{
	double r[4];
	float x = 7.5f;
	double y = 7.5;

#pragma omp target map(from: r)
	{
		r[0] = remainder(x, 2);
		r[1] = remainder(y, 2.0);
		r[2] = remainder(7.5f, 2);
		r[3] = remainderf(y, 2.0);
	}
	for (int i = 0; i < 4; i++)
		printf(i == 3 ? "r[%d] = %.6g\n" : "r[%d] = %.13g\n", i, r[i]);
	return 0;
}
