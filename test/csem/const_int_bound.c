/* A const int is not a constant expression in C: int a[n] with const int n is
   a VLA (sizeof is evaluated at run time, but equals n ints). */
#include <stdio.h>

int
main(void)
{
	long r[2];

#pragma omp target map(from: r)
	{
		const int n = 6;
		int a[n];
		for (int i = 0; i < n; i++)
			a[i] = i;
		r[0] = sizeof a;
		r[1] = a[n - 1];
	}
	printf("%ld %ld\n", r[0], r[1]);
	return 0;
}
