/* A character constant has type int in C (C11 6.4.4.4p10): sizeof('a') is
   sizeof(int), and a multi-character constant is an int value. */
#include <stdio.h>

int
main(void)
{
	long r[5];

#pragma omp target map(from: r)
	{
		r[0] = sizeof('a');
		r[1] = sizeof 'a';
		r[2] = sizeof('a' + 'b');
		r[3] = '\377';
		r[4] = sizeof(char);
	}
	for (int i = 0; i < 5; i++)
		printf("r[%d] = %ld\n", i, r[i]);
	return 0;
}
