/* Shifts promote their left operand: an unsigned char shifted past 8 bits keeps
   its bits, and the result type is the promoted left operand's. */
#include <stdio.h>

int
main(void)
{
	unsigned char c = 0x81;
	long r[5];

#pragma omp target map(from: r)
	{
		r[0] = c << 1;
		r[1] = c << 24 >> 24;
		r[2] = sizeof(c << 1);
		r[3] = 1u << 31 >> 31;
		r[4] = (long)(1ull << 40);
	}
	for (int i = 0; i < 5; i++)
		printf("r[%d] = %ld\n", i, r[i]);
	return 0;
}
