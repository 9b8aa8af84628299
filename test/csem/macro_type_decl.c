/* A mapped array whose element type comes from a macro (#define REAL double). */
#include <stdio.h>

#define REAL double
#define N 8

int
main(void)
{
	REAL x[N];

#pragma omp target teams distribute parallel for map(from: x)
	for (int i = 0; i < N; i++)
		x[i] = i / 4.0;
	printf("%g %g\n", x[1], x[7]);
	return 0;
}
