/* A [static 4] array parameter (C11 6.7.6.3p7) in a declare target function. */
#include <stdio.h>

#pragma omp declare target
static int
sum4(const int a[static 4])
{
	return a[0] + a[1] + a[2] + a[3];
}
#pragma omp end declare target

int
main(void)
{
	int v[4] = {1, 2, 3, 4};
	int r[1];

#pragma omp target map(to: v) map(from: r)
	r[0] = sum4(v);
	printf("%d\n", r[0]);
	return 0;
}
