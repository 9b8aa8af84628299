/* A VLA parameter in a declare target function: int m[][cols], indexed by two
   subscripts. */
#include <stdio.h>

#pragma omp declare target
static int
corner(int rows, int cols, int m[][cols])
{
	return m[rows - 1][cols - 1];
}
#pragma omp end declare target

int
main(void)
{
	int m[3][4];
	int r[1];

	for (int i = 0; i < 3; i++)
		for (int j = 0; j < 4; j++)
			m[i][j] = 10 * i + j;
#pragma omp target map(to: m) map(from: r)
	r[0] = corner(3, 4, m);
	printf("%d\n", r[0]);
	return 0;
}
