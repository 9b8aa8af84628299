/* sizeof of expressions: the operand's type after C's conversions, never
   evaluated (the ++ does not happen). */
#include <stdio.h>

int
main(void)
{
	long r[7];
	int k = 5;

#pragma omp target map(from: r) map(tofrom: k)
	{
		char c = 1;
		short s = 2;
		r[0] = sizeof c;
		r[1] = sizeof(c + c);
		r[2] = sizeof(-c);
		r[3] = sizeof(s * 2L);
		r[4] = sizeof(k++);
		r[5] = sizeof(c = 300);
		r[6] = sizeof(1 ? c : s);
	}
	for (int i = 0; i < 7; i++)
		printf("r[%d] = %ld\n", i, r[i]);
	printf("k = %d\n", k);
	return 0;
}
