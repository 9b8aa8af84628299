/* Arrays of arrays: row-major layout, a row decays to a pointer to its first
   element, sizeof of a row and of an element. */
#include <stdio.h>

int
main(void)
{
	int m[3][4];
	long r[4];

#pragma omp target map(from: m, r)
	{
		for (int i = 0; i < 3; i++)
			for (int j = 0; j < 4; j++)
				m[i][j] = 10 * i + j;
		int *second = m[1];
		r[0] = second[5];
		r[1] = sizeof m[1];
		r[2] = sizeof m[1][1];
		r[3] = *(*(m + 2) + 1);
	}
	for (int i = 0; i < 4; i++)
		printf("r[%d] = %ld\n", i, r[i]);
	printf("%d %d\n", m[2][3], m[0][1]);
	return 0;
}
