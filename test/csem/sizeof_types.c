/* sizeof of every basic type in a region: the device must agree with the host
   ABI (LP64). */
#include <stdio.h>

int
main(void)
{
	long r[11];

#pragma omp target map(from: r)
	{
		r[0] = sizeof(char);
		r[1] = sizeof(short);
		r[2] = sizeof(int);
		r[3] = sizeof(long);
		r[4] = sizeof(long long);
		r[5] = sizeof(float);
		r[6] = sizeof(double);
		r[7] = sizeof(void *);
		r[8] = sizeof(_Bool);
		r[9] = sizeof(int (*)(void));
		r[10] = sizeof(unsigned long);
	}
	for (int i = 0; i < 11; i++)
		printf("r[%d] = %ld\n", i, r[i]);
	return 0;
}
