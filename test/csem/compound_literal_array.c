/* Compound literals of array type in a region: an lvalue array whose elements
   not named are zero. */
#include <stdio.h>

int
main(void)
{
	int r[4];

#pragma omp target map(from: r)
	{
		int *p = (int[]){1, 2, 3};
		r[0] = p[1];
		r[1] = (int[5]){[2] = 9}[2];
		r[2] = (int[5]){[2] = 9}[4];
		r[3] = sizeof((int[]){1, 2, 3}) / sizeof(int);
	}
	for (int i = 0; i < 4; i++)
		printf("r[%d] = %d\n", i, r[i]);
	return 0;
}
