/* A 2-D array passed to a declare target function as int (*)[4] and as
   int m[][4]: rows step by 4 ints. */
#include <stdio.h>

#pragma omp declare target
static int
trace(int m[][4], int n)
{
	int t = 0;
	for (int i = 0; i < n; i++)
		t += m[i][i];
	return t;
}
static int
last(int (*m)[4])
{
	return m[3][3];
}
#pragma omp end declare target

int
main(void)
{
	int m[4][4], r[2];

	for (int i = 0; i < 16; i++)
		m[i / 4][i % 4] = i;
#pragma omp target map(to: m) map(from: r)
	{
		r[0] = trace(m, 4);
		r[1] = last(m);
	}
	printf("%d %d\n", r[0], r[1]);
	return 0;
}
