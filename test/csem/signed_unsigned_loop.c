/* A loop whose condition compares int with an unsigned size: i = -1 converts to
   a huge unsigned, so `i < n` is false from the start. */
#include <stdio.h>

int
main(void)
{
	int count[2] = {0, 0};
	unsigned n = 5;

#pragma omp target map(tofrom: count)
	{
		for (int i = -1; i < n; i++)
			count[0]++;
		for (int i = -1; i < (int)n; i++)
			count[1]++;
	}
	printf("%d %d\n", count[0], count[1]);
	return 0;
}
