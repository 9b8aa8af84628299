/* Designated initializers out of declaration order (C11 6.7.9): members not
   named are zero. */
#include <stdio.h>

struct p3 {
	int x, y, z;
	double w;
};

int
main(void)
{
	double r[4];

#pragma omp target map(from: r)
	{
		struct p3 p = {.z = 3, .x = 1};
		r[0] = p.x;
		r[1] = p.y;
		r[2] = p.z;
		r[3] = p.w;
	}
	printf("%g %g %g %g\n", r[0], r[1], r[2], r[3]);
	return 0;
}
