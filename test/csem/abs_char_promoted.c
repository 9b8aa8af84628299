/* abs of a char or short operand: promoted to int, so the sizes of the results
   are sizeof(int). */
#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	long r[4];
	signed char c = -128;

#pragma omp target map(from: r)
	{
		short s = -32768;
		r[0] = abs(c);
		r[1] = abs(s);
		r[2] = sizeof(abs(c));
		r[3] = sizeof(labs(c));
	}
	for (int i = 0; i < 4; i++)
		printf("r[%d] = %ld\n", i, r[i]);
	return 0;
}
