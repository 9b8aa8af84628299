/* A user typedef named float2 (a CUDA built-in vector type) used in a region. */
#include <stdio.h>

typedef struct {
	float a, b;
} float2;

int
main(void)
{
	float r[2];

#pragma omp target map(from: r)
	{
		float2 v = {1.5f, 2.5f};
		r[0] = v.a + v.b;
		r[1] = sizeof(float2);
	}
	printf("%g %g\n", r[0], r[1]);
	return 0;
}
