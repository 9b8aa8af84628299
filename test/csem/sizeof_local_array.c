/* sizeof of an array declared in the region, and of a string literal (the
   terminating zero counts). */
#include <stdio.h>

int
main(void)
{
	long r[4];

#pragma omp target map(from: r)
	{
		short loc[7];
		char str[] = "hello";
		r[0] = sizeof loc;
		r[1] = sizeof str;
		r[2] = sizeof("abc");
		r[3] = sizeof loc / sizeof *loc;
	}
	for (int i = 0; i < 4; i++)
		printf("r[%d] = %ld\n", i, r[i]);
	return 0;
}
