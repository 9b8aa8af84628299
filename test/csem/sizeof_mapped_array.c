/* sizeof of a mapped fixed-size array in a region is the array's size, not a
   pointer's: the array keeps its type inside the region. */
#include <stdio.h>

int
main(void)
{
	double a[45];
	int b[3][10];
	long r[5];

#pragma omp target map(tofrom: a, b) map(from: r)
	{
		r[0] = sizeof a;
		r[1] = sizeof(b);
		r[2] = sizeof b[0];
		r[3] = sizeof a / sizeof a[0];
		r[4] = sizeof(*b);
	}
	for (int i = 0; i < 5; i++)
		printf("r[%d] = %ld\n", i, r[i]);
	return 0;
}
