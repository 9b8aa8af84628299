/* A static inline declare target function and a macro with side effects
   evaluated once per use. */
#include <stdio.h>

#pragma omp declare target
static inline int
clamp(int v, int lo, int hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}
#pragma omp end declare target

int
main(void)
{
	int r[4];

#pragma omp target map(from: r)
	{
		int k = 0;
		r[0] = clamp(-5, 0, 10);
		r[1] = clamp(50, 0, 10);
		r[2] = clamp(k++, 0, 10);
		r[3] = k;
	}
	printf("%d %d %d %d\n", r[0], r[1], r[2], r[3]);
	return 0;
}
