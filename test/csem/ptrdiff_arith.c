/* Pointer arithmetic scales by the pointee's size; differences have type
   ptrdiff_t; a pointer to one past the end compares greater. */
#include <stddef.h>
#include <stdio.h>

int
main(void)
{
	long r[4];

#pragma omp target map(from: r)
	{
		double d[10];
		double *p = d + 3, *end = d + 10;
		r[0] = end - p;
		r[1] = (char *)end - (char *)p;
		r[2] = sizeof(end - p) == sizeof(ptrdiff_t);
		r[3] = end > p;
	}
	for (int i = 0; i < 4; i++)
		printf("r[%d] = %ld\n", i, r[i]);
	return 0;
}
