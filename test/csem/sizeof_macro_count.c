/* sizeof hidden in a macro: COUNT(x) of mapped arrays in a region body. */
#include <stdio.h>

#define COUNT(x) (sizeof(x) / sizeof((x)[0]))

int
main(void)
{
	double a[45];
	int b[10];
	long r[2];

#pragma omp target map(tofrom: a, b) map(from: r)
	{
		r[0] = COUNT(a);
		r[1] = COUNT(b);
	}
	printf("%ld %ld\n", r[0], r[1]);
	return 0;
}
