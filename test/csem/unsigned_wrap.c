/* Unsigned arithmetic wraps modulo 2^N (C11 6.2.5p9), at every width. */
#include <stdio.h>

int
main(void)
{
	unsigned long long r[6];
	unsigned base = 4000000000u;

#pragma omp target map(from: r)
	{
		unsigned zero = 0;
		unsigned long long big = 18446744073709551615ull;
		r[0] = zero - 1;
		r[1] = base + base;
		r[2] = base * 3u;
		r[3] = big + 2;
		r[4] = (unsigned short)(zero - 2);
		r[5] = (unsigned char)(base);
	}
	for (int i = 0; i < 6; i++)
		printf("r[%d] = %llu\n", i, r[i]);
	return 0;
}
