/* sizeof of a captured array: the region received a pointer and silently used its size */
#include <stdio.h>
int main(void)
{
	double a[100];
	int n = 0;
#pragma omp target teams distribute parallel for map(tofrom: a)
	for (int i = 0; i < (int)(sizeof a / sizeof a[0]); i++)
		a[i] = i;
#pragma omp target map(tofrom: a, n)
	n = sizeof(a);
	printf("%f %d\n", a[99], n);
	return 0;
}
