/* String literals in a region: indexing, their type char[N], and a char array
   initialized without room for the terminator. */
#include <stdio.h>

int
main(void)
{
	long r[5];

#pragma omp target map(from: r)
	{
		char exact[4] = "abcd";
		const char *p = "xyz";
		r[0] = "hello"[1];
		r[1] = sizeof exact;
		r[2] = exact[3];
		r[3] = p[2] - 'x';
		r[4] = sizeof("a" "bc");
	}
	for (int i = 0; i < 5; i++)
		printf("r[%d] = %ld\n", i, r[i]);
	return 0;
}
