/* & of a struct member that is an array: (int *)&s.m points at the member's
   elements, in a mapped struct. */
#include <stdio.h>

struct holder {
	int n;
	int m[5];
};

int
main(void)
{
	struct holder s = {0, {0}};

#pragma omp target map(tofrom: s)
	{
		int *p = (int *)&s.m;
		for (int k = 0; k < 5; k++)
			p[k] = 10 * k;
		s.n = *(&s.m + 1) - s.m;
	}
	printf("%d %d %d\n", s.n, s.m[1], s.m[4]);
	return 0;
}
