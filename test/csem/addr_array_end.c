/* The array-end idiom: *(&v + 1) - v is the element count of v. */
#include <stdio.h>

int
main(void)
{
	int v[17];
	long r[2];

#pragma omp target map(tofrom: v) map(from: r)
	{
		r[0] = *(&v + 1) - v;
		r[1] = (char *)(&v + 1) - (char *)&v;
	}
	printf("%ld %ld\n", r[0], r[1]);
	return 0;
}
