/* printf in a region: a char and a short promote to int, a float to double
   (default argument promotions, C11 6.5.2.2p6). */
#include <stdio.h>

int
main(void)
{
#pragma omp target
	{
		char c = 'A';
		short s = -2;
		float f = 1.25f;
		unsigned char u = 255;
		printf("%d %c %d %f %.17g %u %x\n", c, c, s, f, f, u, u);
	}
	return 0;
}
