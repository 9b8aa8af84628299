/* Usual arithmetic conversions (C11 6.3.1.8): int with unsigned int converts to
   unsigned, so -1 < 1u is false and -7 / 2u is a large quotient. */
#include <stdio.h>

int
main(void)
{
	int m = -1, n = -7;
	unsigned u = 1, two = 2;
	unsigned long r[5];

#pragma omp target map(from: r)
	{
		r[0] = m < u;
		r[1] = n / two;
		r[2] = n % two;
		r[3] = m + u;
		r[4] = -1 < 1u;
	}
	for (int i = 0; i < 5; i++)
		printf("r[%d] = %lu\n", i, r[i]);
	return 0;
}
