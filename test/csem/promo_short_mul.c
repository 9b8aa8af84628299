/* Integer promotions: unsigned short operands are promoted to (signed) int, so
   a product and a negation have type int. */
#include <stdio.h>

int
main(void)
{
	unsigned short s = 40000, t = 3;
	long r[4];

#pragma omp target map(from: r)
	{
		short neg = -30000;
		r[0] = s * t;
		r[1] = -s;
		r[2] = neg - s;
		r[3] = sizeof(s + t);
	}
	for (int i = 0; i < 4; i++)
		printf("r[%d] = %ld\n", i, r[i]);
	return 0;
}
