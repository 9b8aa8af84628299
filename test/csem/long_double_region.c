/* long double in a region: gcc's host build computes in x87 extended precision;
   1 + 2^-60 is representable there and not in double. */
#include <stdio.h>

int
main(void)
{
	long r[2];

#pragma omp target map(from: r)
	{
		long double one = 1.0L, tiny = 1.0L / (1LL << 60);
		r[0] = (one + tiny) > one;
		r[1] = sizeof(long double);
	}
	printf("%ld %ld\n", r[0], r[1]);
	return 0;
}
