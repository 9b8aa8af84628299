/* long with unsigned int: long (64-bit) can hold every unsigned int, so the
   comparison is signed; long with unsigned long converts to unsigned long. */
#include <stdio.h>

int
main(void)
{
	long m = -1;
	unsigned u = 1;
	unsigned long ul = 1;
	long r[4];

#pragma omp target map(from: r)
	{
		r[0] = m < u;
		r[1] = m < ul;
		r[2] = -1L < 1u;
		r[3] = sizeof(m + u);
	}
	for (int i = 0; i < 4; i++)
		printf("r[%d] = %ld\n", i, r[i]);
	return 0;
}
