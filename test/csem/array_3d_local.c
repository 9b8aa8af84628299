/* A 3-D array declared in the region, initialized by a nested initializer with
   elided braces. */
#include <stdio.h>

int
main(void)
{
	int r[4];

#pragma omp target map(from: r)
	{
		int c[2][2][3] = {1, 2, 3, 4, 5, 6, {{7}, {8, 9}}};
		r[0] = c[0][1][2];
		r[1] = c[1][0][0];
		r[2] = c[1][1][1];
		r[3] = c[1][0][2];
	}
	for (int i = 0; i < 4; i++)
		printf("r[%d] = %d\n", i, r[i]);
	return 0;
}
