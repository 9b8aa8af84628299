/* A variable-length array declared inside a region. */
#include <stdio.h>

int
main(void)
{
	int n = 5;
	long r[2];

#pragma omp target map(from: r)
	{
		int v[n];
		for (int i = 0; i < n; i++)
			v[i] = i * i;
		r[0] = v[n - 1];
		r[1] = sizeof v;
	}
	printf("%ld %ld\n", r[0], r[1]);
	return 0;
}
