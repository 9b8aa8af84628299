/* Plain char is signed on this ABI: 200 stored in a char reads back as -56, and
   compares below zero; unsigned char and signed char are distinct. */
#include <stdio.h>

int
main(void)
{
	int r[6];
	char in = (char)200;

#pragma omp target map(from: r)
	{
		char c = (char)200;
		signed char s = -1;
		unsigned char u = s;
		r[0] = c;
		r[1] = c < 0;
		r[2] = in;
		r[3] = u;
		r[4] = s == u;
		r[5] = (char)(c + 100);
	}
	for (int i = 0; i < 6; i++)
		printf("r[%d] = %d\n", i, r[i]);
	return 0;
}
