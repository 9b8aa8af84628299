/* sizeof of an array member of a mapped struct, and of an element of a mapped
   array of structs, in a region. */
#include <stdio.h>

struct rec {
	char tag[12];
	double v[5];
};

int
main(void)
{
	struct rec s, a[3];
	long r[4];

#pragma omp target map(tofrom: s, a) map(from: r)
	{
		r[0] = sizeof s.tag;
		r[1] = sizeof s.v / sizeof s.v[0];
		r[2] = sizeof a[1];
		r[3] = sizeof a;
	}
	for (int i = 0; i < 4; i++)
		printf("r[%d] = %ld\n", i, r[i]);
	return 0;
}
