/* Addresses of elements: differences of element pointers are element counts;
   a pointer to a row steps by a whole row. */
#include <stdio.h>

int
main(void)
{
	int m[3][4];
	long r[4];

#pragma omp target map(tofrom: m) map(from: r)
	{
		int (*row)[4] = &m[0];
		r[0] = &m[2][3] - &m[0][0];
		r[1] = (char *)&m[1] - (char *)&m[0];
		r[2] = (row + 2) - row;
		r[3] = &(*row)[2] - *row;
	}
	for (int i = 0; i < 4; i++)
		printf("r[%d] = %ld\n", i, r[i]);
	return 0;
}
