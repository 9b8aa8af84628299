/* Conversion to _Bool yields 0 or 1 (C11 6.3.1.2): 2, 0.5 and a pointer all give
   1; _Bool arithmetic promotes to int. */
#include <stdio.h>

int
main(void)
{
	int r[5];

#pragma omp target map(from: r)
	{
		_Bool a = 2, b = 0.5, c = 0.0;
		int x;
		_Bool d = &x;
		r[0] = a;
		r[1] = b;
		r[2] = c;
		r[3] = d;
		r[4] = a + b + d;
	}
	for (int i = 0; i < 5; i++)
		printf("r[%d] = %d\n", i, r[i]);
	return 0;
}
