/* & of members and elements of a mapped array of structs: offsets between
   them are the host layout's. */
#include <stdio.h>

struct cell {
	int id;
	double w;
};

int
main(void)
{
	struct cell c[4];
	long r[3];

#pragma omp target map(tofrom: c) map(from: r)
	{
		r[0] = (char *)&c[2].w - (char *)&c[0];
		r[1] = &c[3] - &c[1];
		double *pw = &c[1].w;
		*pw = 2.5;
		r[2] = (long)(c[1].w * 2);
	}
	printf("%ld %ld %ld %g\n", r[0], r[1], r[2], c[1].w);
	return 0;
}
