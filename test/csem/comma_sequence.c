/* The comma operator's value is its right operand, after the left one's side
   effects; && and || short-circuit. */
#include <stdio.h>

int
main(void)
{
	int r[4];

#pragma omp target map(from: r)
	{
		int a = 1, b = 2, c;
		c = (a += 5, b * a);
		r[0] = c;
		r[1] = (a = 0) && (b = 9);
		r[2] = b;
		r[3] = (a || (b = 7)) + b;
	}
	for (int i = 0; i < 4; i++)
		printf("%d ", r[i]);
	printf("\n");
	return 0;
}
