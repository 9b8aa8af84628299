/* Variables named blockDim and gridDim (CUDA built-ins) in a region. */
#include <stdio.h>

int
main(void)
{
	int blockDim = 3;
	int r[1];

#pragma omp target map(from: r)
	{
		int gridDim = 4;
		r[0] = blockDim * gridDim;
	}
	printf("%d\n", r[0]);
	return 0;
}
