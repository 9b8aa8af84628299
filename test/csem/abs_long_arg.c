/* abs of a long converts it to int: abs(-5000000000L) is abs(-705032704);
   labs and llabs keep the width. */
#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	long r[4];
	long big = -5000000000L;

#pragma omp target map(from: r)
	{
		r[0] = abs(-5000000000L);
		r[1] = abs(big);
		r[2] = labs(big);
		r[3] = llabs(-6000000000LL);
	}
	for (int i = 0; i < 4; i++)
		printf("r[%d] = %ld\n", i, r[i]);
	return 0;
}
