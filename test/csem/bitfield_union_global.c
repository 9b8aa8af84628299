/* A declare target file-scope union whose first member is a bit-field, with an
   initializer (a Csmith find: nvcc fails on it). */
#include <stdio.h>

union u0 {
	signed f0 : 20;
	short f1;
};

#pragma omp declare target
static union u0 g = {0x53B31};
#pragma omp end declare target

int
main(void)
{
	int r[2];

#pragma omp target map(from: r)
	{
		r[0] = g.f0;
		g.f1 = -2;
		r[1] = g.f0 & 0xffff;
	}
	printf("%d %d\n", r[0], r[1]);
	return 0;
}
