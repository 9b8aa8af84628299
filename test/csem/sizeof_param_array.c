/* An array parameter is a pointer (C11 6.7.6.3p7): sizeof of it in a declare
   target function is sizeof(int *). */
#include <stdio.h>

#pragma omp declare target
static long
size_of_param(int a[10])
{
	return sizeof a;
}
#pragma omp end declare target

int
main(void)
{
	long r[2];

#pragma omp target map(from: r)
	{
		int loc[10];
		r[0] = size_of_param(loc);
		r[1] = sizeof loc;
	}
	printf("%ld %ld\n", r[0], r[1]);
	return 0;
}
