/* The conditional operator's result has the common type of its operands: a
   ternary of int and double is double, of int and unsigned is unsigned. */
#include <stdio.h>

int
main(void)
{
	double r[4];
	int t = 1;

#pragma omp target map(from: r)
	{
		r[0] = sizeof(t ? 1 : 2.0);
		r[1] = (t ? 3 : 2.5) / 2;
		r[2] = (t ? -1 : 1u) > 0;
		r[3] = sizeof(t ? (char)1 : (char)2);
	}
	for (int i = 0; i < 4; i++)
		printf("r[%d] = %.17g\n", i, r[i]);
	return 0;
}
