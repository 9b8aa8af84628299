/* A bit-field narrower than int promotes to int (C11 6.3.1.1p2), even when
   unsigned: x.a - 5 is negative. */
#include <stdio.h>

struct bits {
	unsigned a : 3;
	unsigned long long w : 40;
};

int
main(void)
{
	long r[3];

#pragma omp target map(from: r)
	{
		struct bits x;
		x.a = 2;
		x.w = 1;
		r[0] = x.a - 5 < 0;
		r[1] = x.a - 5;
		r[2] = (long)(x.w << 39 >> 39);
	}
	for (int i = 0; i < 3; i++)
		printf("r[%d] = %ld\n", i, r[i]);
	return 0;
}
