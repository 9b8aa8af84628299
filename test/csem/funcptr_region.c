/* Calls through function pointers to declare target functions, chosen at run
   time in the region. */
#include <stdio.h>

#pragma omp declare target
static int
sq(int x)
{
	return x * x;
}
static int
neg(int x)
{
	return -x;
}
#pragma omp end declare target

int
main(void)
{
	int r[4];

#pragma omp target map(from: r)
	{
		int (*ops[2])(int) = {sq, neg};
		for (int k = 0; k < 4; k++)
			r[k] = ops[k & 1](k + 1);
	}
	printf("%d %d %d %d\n", r[0], r[1], r[2], r[3]);
	return 0;
}
