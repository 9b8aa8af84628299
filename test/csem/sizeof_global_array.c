/* sizeof of a file-scope array used in a region (declare target). */
#include <stdio.h>

#pragma omp declare target
double table[12];
int grid[4][5];
#pragma omp end declare target

int
main(void)
{
	long r[3];

#pragma omp target map(from: r)
	{
		r[0] = sizeof table;
		r[1] = sizeof grid / sizeof grid[0];
		r[2] = sizeof grid[0] / sizeof grid[0][0];
	}
	for (int i = 0; i < 3; i++)
		printf("r[%d] = %ld\n", i, r[i]);
	return 0;
}
