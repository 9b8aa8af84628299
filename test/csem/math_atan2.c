/* atan2 on float and double arguments (C11 7.12): a float converts to double,
   it does not select a float version; atan2f computes in float, also of a double
   argument.  Results print with 15 digits (a float computation shows, an ulp
   of the library's accuracy does not). */
#include <math.h>
#include <stdio.h>

int
main(void)
{
	double r[4];
	float x = 0.5f;
	double y = 0.5;

#pragma omp target map(from: r)
	{
		r[0] = atan2(x, 2);
		r[1] = atan2(y, 2.0);
		r[2] = atan2(0.5f, 2);
		r[3] = atan2f(y, 2.0);
	}
	for (int i = 0; i < 4; i++)
		printf(i == 3 ? "r[%d] = %.6g\n" : "r[%d] = %.13g\n", i, r[i]);
	return 0;
}
