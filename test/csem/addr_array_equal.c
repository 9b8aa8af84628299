/* &a and a designate the same address (C11 6.5.3.2): equal after conversion to
   void *, for a mapped array and for a local one. */
#include <stdio.h>

int
main(void)
{
	float a[6];
	int r[3];

#pragma omp target map(tofrom: a) map(from: r)
	{
		float loc[3];
		r[0] = (void *)&a == (void *)a;
		r[1] = (void *)&loc == (void *)loc;
		r[2] = (void *)&a[0] == (void *)a;
	}
	printf("%d %d %d\n", r[0], r[1], r[2]);
	return 0;
}
