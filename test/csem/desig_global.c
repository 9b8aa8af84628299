/* A file-scope declare target table with designated initializers, read in a
   region. */
#include <stdio.h>

#pragma omp declare target
static const int lut[8] = {[7] = 70, [2] = 20, [0] = 1};
#pragma omp end declare target

int
main(void)
{
	int r[8];

#pragma omp target map(from: r)
	for (int i = 0; i < 8; i++)
		r[i] = lut[i];
	for (int i = 0; i < 8; i++)
		printf("%d ", r[i]);
	printf("\n");
	return 0;
}
