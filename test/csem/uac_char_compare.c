/* Comparisons after promotion: a signed char of -1 equals an int -1 but not an
   unsigned char 255; an unsigned int -1 equals 0xffffffff. */
#include <stdio.h>

int
main(void)
{
	int r[5];

#pragma omp target map(from: r)
	{
		signed char sc = -1;
		unsigned char uc = 255;
		unsigned int ui = -1;
		unsigned short us = -1;
		r[0] = sc == -1;
		r[1] = sc == uc;
		r[2] = ui == 0xffffffff;
		r[3] = us == -1;
		r[4] = us == 65535;
	}
	for (int i = 0; i < 5; i++)
		printf("%d ", r[i]);
	printf("\n");
	return 0;
}
