/* Arguments convert to the prototype's parameter types (C11 6.5.2.2p7): a
   double passed to an int parameter truncates, an int to a float rounds. */
#include <stdio.h>

#pragma omp declare target
static double
take(int i, float f, unsigned char c)
{
	return i + f + c;
}
#pragma omp end declare target

int
main(void)
{
	double r[2];

#pragma omp target map(from: r)
	{
		r[0] = take(2.9, 16777217, 257);
		r[1] = take(-1.5, 0.1, -1);
	}
	printf("%.17g %.17g\n", r[0], r[1]);
	return 0;
}
