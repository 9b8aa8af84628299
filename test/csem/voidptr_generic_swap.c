/* A byte-wise swap through void * parameters, called with int and double
   objects. */
#include <stdio.h>

#pragma omp declare target
static void
swap(void *a, void *b, int n)
{
	unsigned char *p = a, *q = b;
	for (int i = 0; i < n; i++) {
		unsigned char t = p[i];
		p[i] = q[i];
		q[i] = t;
	}
}
#pragma omp end declare target

int
main(void)
{
	double r[4];

#pragma omp target map(from: r)
	{
		int i = 1, j = 2;
		double x = 0.5, y = 0.25;
		swap(&i, &j, sizeof i);
		swap(&x, &y, sizeof x);
		r[0] = i;
		r[1] = j;
		r[2] = x;
		r[3] = y;
	}
	printf("%g %g %g %g\n", r[0], r[1], r[2], r[3]);
	return 0;
}
