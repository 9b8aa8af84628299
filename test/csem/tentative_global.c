/* Tentative definitions of a file-scope object (int g; int g;) made declare
   target, zero-initialized. */
#include <stdio.h>

#pragma omp declare target
int g;
int g;
int h[4];
#pragma omp end declare target

int
main(void)
{
	int r[2];

#pragma omp target map(from: r)
	{
		g += 3;
		r[0] = g;
		r[1] = h[2];
	}
	printf("%d %d\n", r[0], r[1]);
	return 0;
}
