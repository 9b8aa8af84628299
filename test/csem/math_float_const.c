/* Constants of <math.h> and the float math of float functions: sqrtf(2) is a
   float, sqrt((float)2) a double of a float argument. */
#include <math.h>
#include <stdio.h>

int
main(void)
{
	double r[4];

#pragma omp target map(from: r)
	{
		float two = 2.0f;
		r[0] = sqrtf(two);
		r[1] = sqrt(two);
		r[2] = M_PI;
		r[3] = sinf(M_PI);
	}
	for (int i = 0; i < 4; i++)
		printf("r[%d] = %.9g\n", i, r[i]);
	return 0;
}
