/* Compound assignment computes in the common type and converts back (C11
   6.5.16.2): int *= 1.5 truncates, unsigned char += 300 wraps. */
#include <stdio.h>

int
main(void)
{
	long r[5];

#pragma omp target map(from: r)
	{
		int i = 5;
		unsigned char uc = 10;
		short s = 100;
		float f = 0.5f;
		i *= 1.5;
		uc += 300;
		s /= 0.3;
		f += 1e-9;
		r[0] = i;
		r[1] = uc;
		r[2] = s;
		r[3] = f == 0.5f;
		r[4] = (i -= 10u) > 0;
	}
	for (int i = 0; i < 5; i++)
		printf("r[%d] = %ld\n", i, r[i]);
	return 0;
}
