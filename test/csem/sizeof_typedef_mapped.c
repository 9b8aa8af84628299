/* sizeof of a mapped object whose type is an array typedef. */
#include <stdio.h>

typedef float mat3[3][3];

int
main(void)
{
	mat3 m;
	long r[2];

#pragma omp target map(tofrom: m) map(from: r)
	{
		r[0] = sizeof m;
		r[1] = sizeof m[0];
		m[2][2] = 1;
	}
	printf("%ld %ld\n", r[0], r[1]);
	return 0;
}
