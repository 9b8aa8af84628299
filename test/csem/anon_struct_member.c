/* Anonymous struct and union members (C11 6.7.2.1p13) accessed in a region. */
#include <stdio.h>

struct shape {
	int kind;
	union {
		struct {
			int w, h;
		};
		int radius;
	};
};

int
main(void)
{
	int r[3];

#pragma omp target map(from: r)
	{
		struct shape s = {.kind = 1, .w = 3, .h = 4};
		r[0] = s.w * s.h;
		s.radius = 9;
		r[1] = s.w;
		r[2] = sizeof s;
	}
	printf("%d %d %d\n", r[0], r[1], r[2]);
	return 0;
}
