/* ~ of an unsigned char operates on the promoted int: ~(unsigned char)0 is -1,
   not 255, and compares unequal to an unsigned char of 255. */
#include <stdio.h>

int
main(void)
{
	unsigned char z = 0, f = 255;
	int r[4];

#pragma omp target map(from: r)
	{
		r[0] = ~z;
		r[1] = ~z == f;
		r[2] = (unsigned char)~z == f;
		r[3] = (z - 1) < 0;
	}
	for (int i = 0; i < 4; i++)
		printf("r[%d] = %d\n", i, r[i]);
	return 0;
}
