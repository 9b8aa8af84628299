/* A function declared without a prototype (int f();) and defined with one:
   calls pass int arguments. */
#include <stdio.h>

#pragma omp declare target
int twice();
int
twice(int x)
{
	return 2 * x;
}
#pragma omp end declare target

int
main(void)
{
	int r[1];

#pragma omp target map(from: r)
	r[0] = twice(21);
	printf("%d\n", r[0]);
	return 0;
}
