/* The type of an integer constant is the first of its list that can hold it
   (C11 6.4.4.1): 2147483648 is long, 0x80000000 is unsigned int. */
#include <stdio.h>

int
main(void)
{
	long r[8];

#pragma omp target map(from: r)
	{
		r[0] = sizeof(2147483647);
		r[1] = sizeof(2147483648);
		r[2] = sizeof(0x80000000);
		r[3] = sizeof(0xFFFFFFFF + 1);
		r[4] = 0xFFFFFFFF + 1;
		r[5] = -2147483648 < 0;
		r[6] = -0x80000000 < 0;
		r[7] = sizeof(1.0f) * 10 + sizeof(1.0);
	}
	for (int i = 0; i < 8; i++)
		printf("r[%d] = %ld\n", i, r[i]);
	return 0;
}
