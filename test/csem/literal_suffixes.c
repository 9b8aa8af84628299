/* Integer suffixes: 1u << 31 is unsigned, 10ull is 64-bit, octal and hex
   constants take unsigned types when they must. */
#include <stdio.h>

int
main(void)
{
	unsigned long long r[6];

#pragma omp target map(from: r)
	{
		r[0] = 1u << 31;
		r[1] = 10ull << 40;
		r[2] = 037777777777 + 1;
		r[3] = sizeof(037777777777);
		r[4] = -1u;
		r[5] = sizeof(1lu);
	}
	for (int i = 0; i < 6; i++)
		printf("r[%d] = %llu\n", i, r[i]);
	return 0;
}
