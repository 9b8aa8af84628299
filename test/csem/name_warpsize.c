/* A user variable named warpSize (a CUDA built-in) mapped into a region. */
#include <stdio.h>

int
main(void)
{
	int warpSize = 7;
	int r[1];

#pragma omp target map(from: r)
	r[0] = warpSize * 2;
	printf("%d\n", r[0]);
	return 0;
}
