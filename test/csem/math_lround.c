/* lround, llround, lrint and ilogb return integers: halfway cases round away
   from zero (lround) or to even (lrint, default rounding mode). */
#include <math.h>
#include <stdio.h>

int
main(void)
{
	long r[6];
	float f = 2.5f;

#pragma omp target map(from: r)
	{
		r[0] = lround(f);
		r[1] = lround(-2.5);
		r[2] = llround(1e12 + 0.5);
		r[3] = lrint(2.5);
		r[4] = lrint(3.5f);
		r[5] = ilogb(1000.0);
	}
	for (int i = 0; i < 6; i++)
		printf("r[%d] = %ld\n", i, r[i]);
	return 0;
}
