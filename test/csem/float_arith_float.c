/* float op float stays float (FLT_EVAL_METHOD 0): 0.1f * 3 differs from 0.1 * 3
   and from 0.3f; a double operand makes it double. */
#include <stdio.h>

int
main(void)
{
	double r[5];

#pragma omp target map(from: r)
	{
		float f = 0.1f;
		r[0] = f * 3;
		r[1] = 0.1 * 3;
		r[2] = f * 3.0;
		r[3] = f * 3 == 0.3f;
		r[4] = 16777216.0f + 1.0f;
	}
	for (int i = 0; i < 5; i++)
		printf("r[%d] = %.17g\n", i, r[i]);
	return 0;
}
