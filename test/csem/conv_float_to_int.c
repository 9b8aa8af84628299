/* Floating to integer conversion truncates toward zero (C11 6.3.1.4); integer to
   narrower unsigned reduces modulo 2^N. */
#include <stdio.h>

int
main(void)
{
	long r[6];
	double v = 2.9;

#pragma omp target map(from: r)
	{
		r[0] = (int)v;
		r[1] = (int)-v;
		r[2] = (unsigned char)300;
		r[3] = (long)(-2.5f);
		r[4] = (short)70000;
		r[5] = (int)(0.1 * 3 * 10);
	}
	for (int i = 0; i < 6; i++)
		printf("r[%d] = %ld\n", i, r[i]);
	return 0;
}
