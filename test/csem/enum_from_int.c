/* An enum object takes an int value (C11 6.7.2.2): assignment, increment and
   arithmetic with an enum are int arithmetic. */
#include <stdio.h>

enum color { RED, GREEN, BLUE };

int
main(void)
{
	int r[4];
	int v = 2;

#pragma omp target map(from: r)
	{
		enum color e = v;
		r[0] = e;
		e = e + 1;
		r[1] = e;
		e++;
		r[2] = e;
		r[3] = BLUE * 10 + GREEN;
	}
	printf("%d %d %d %d\n", r[0], r[1], r[2], r[3]);
	return 0;
}
