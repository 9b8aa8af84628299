/* A float compared with a double literal converts to double: 0.1f != 0.1; a
   double stored in a float rounds. */
#include <stdio.h>

int
main(void)
{
	double r[4];

#pragma omp target map(from: r)
	{
		float f = 0.1;
		r[0] = f == 0.1;
		r[1] = f == 0.1f;
		r[2] = f;
		r[3] = (float)1e40 > 1e39;
	}
	for (int i = 0; i < 4; i++)
		printf("r[%d] = %.17g\n", i, r[i]);
	return 0;
}
