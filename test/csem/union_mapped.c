/* A mapped union: written through one member in the region, read through another
   on the host. */
#include <stdio.h>

union du {
	double d;
	unsigned long long bits;
	int half[2];
};

int
main(void)
{
	union du v[2];

#pragma omp target map(from: v)
	{
		v[0].d = -2.0;
		v[1].half[0] = 1;
		v[1].half[1] = -1;
	}
	printf("%#llx %#llx\n", v[0].bits, v[1].bits);
	return 0;
}
