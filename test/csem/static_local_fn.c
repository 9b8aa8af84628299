/* A function-scope static in a declare target function keeps its value between
   calls within one region. */
#include <stdio.h>

#pragma omp declare target
static int
next(void)
{
	static int n = 100;
	return n++;
}
#pragma omp end declare target

int
main(void)
{
	int r[3];

#pragma omp target map(from: r)
	{
		r[0] = next();
		r[1] = next();
		r[2] = next();
	}
	printf("%d %d %d\n", r[0], r[1], r[2]);
	return 0;
}
