/* void * converts implicitly to any object pointer type in C (C11 6.3.2.3):
   int *q = vp, and in a call argument. */
#include <stdio.h>

#pragma omp declare target
static int
first(int *p)
{
	return p[0];
}
#pragma omp end declare target

int
main(void)
{
	int a[4] = {5, 6, 7, 8};
	int r[3];

#pragma omp target map(to: a) map(from: r)
	{
		void *vp = a;
		int *q = vp;
		double *unused = 0;
		(void)unused;
		r[0] = q[2];
		r[1] = first(vp);
		r[2] = *(int *)((char *)vp + sizeof(int));
	}
	printf("%d %d %d\n", r[0], r[1], r[2]);
	return 0;
}
