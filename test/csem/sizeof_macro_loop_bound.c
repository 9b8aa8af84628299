/* A combined loop whose bound is sizeof of the mapped array through a macro:
   it runs COUNT(a) iterations. */
#include <stdio.h>

#define COUNT(x) (sizeof(x) / sizeof((x)[0]))

int
main(void)
{
	int a[100];

	for (int i = 0; i < 100; i++)
		a[i] = -1;
#pragma omp target teams distribute parallel for map(tofrom: a)
	for (int i = 0; i < (int)COUNT(a); i++)
		a[i] = i;
	long sum = 0;
	for (int i = 0; i < 100; i++)
		sum += a[i];
	printf("sum %ld\n", sum);
	return 0;
}
