/* Integer promotions (C11 6.3.1.1): unsigned char operands become int before the
   arithmetic, so sums and differences do not wrap at 8 bits. */
#include <stdio.h>

int
main(void)
{
	unsigned char a = 200, b = 100;
	long r[5];

#pragma omp target map(from: r)
	{
		unsigned char c = 250;
		r[0] = a + b;
		r[1] = b - a;
		r[2] = c * c;
		r[3] = (unsigned char)(a + b);
		r[4] = a + b > 255;
	}
	for (int i = 0; i < 5; i++)
		printf("r[%d] = %ld\n", i, r[i]);
	return 0;
}
