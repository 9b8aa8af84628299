/* A small program for the driver's tests: a[i] = SCALE * i on the device
 * (driver_preprocess.test); prints a[1] and a[3]. */
#include <stdio.h>

int
main(void)
{
	int a[4];

#pragma omp target map(from: a)
	for (int i = 0; i < 4; i++)
		a[i] = SCALE * i;
	printf("%d %d\n", a[1], a[3]);
	return 0;
}
