/* pow on float and double arguments (C11 7.12): a float converts to double,
   it does not select a float version; powf computes in float, also of a double
   argument.  Results print with 15 digits (a float computation shows, an ulp
   of the library's accuracy does not). */
#include <math.h>
#include <stdio.h>

int
main(void)
{
	double r[4];
	float x = 2.1f;
	double y = 2.1;

#pragma omp target map(from: r)
	{
		r[0] = pow(x, 3);
		r[1] = pow(y, 3.0);
		r[2] = pow(2.1f, 3);
		r[3] = powf(y, 3.0);
	}
	for (int i = 0; i < 4; i++)
		printf(i == 3 ? "r[%d] = %.6g\n" : "r[%d] = %.13g\n", i, r[i]);
	return 0;
}
