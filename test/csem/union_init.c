/* Union initialization: the first member by default, another member by
   designator (C11 6.7.9p17). */
#include <stdio.h>

union num {
	int i;
	float f;
	char c[4];
};

int
main(void)
{
	int r[3];

#pragma omp target map(from: r)
	{
		union num a = {65};
		union num b = {.f = 1.0f};
		union num c = {.c = {1, 2}};
		r[0] = a.c[0];
		r[1] = b.i;
		r[2] = c.i;
	}
	printf("%d %#x %#x\n", r[0], r[1], r[2]);
	return 0;
}
