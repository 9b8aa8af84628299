/* A file-scope object of an anonymous struct type, declare target. */
#include <stdio.h>

#pragma omp declare target
struct {
	int n;
	double v[3];
} params = {3, {1.0, 2.0, 4.0}};
#pragma omp end declare target

int
main(void)
{
	double r = 0;

#pragma omp target map(from: r)
	for (int i = 0; i < params.n; i++)
		r += params.v[i];
	printf("%g\n", r);
	return 0;
}
