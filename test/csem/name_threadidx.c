/* A local variable named threadIdx in a region. */
#include <stdio.h>

int
main(void)
{
	int r[1];

#pragma omp target map(from: r)
	{
		int threadIdx = 41;
		r[0] = threadIdx + 1;
	}
	printf("%d\n", r[0]);
	return 0;
}
