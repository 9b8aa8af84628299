/* A union with a bit-field member, initialized in a region. */
#include <stdio.h>

union flags {
	unsigned all;
	struct {
		unsigned a : 4;
		unsigned b : 4;
	} f;
	unsigned bits : 12;
};

int
main(void)
{
	unsigned r[2];

#pragma omp target map(from: r)
	{
		union flags u = {.bits = 0xabc};
		r[0] = u.f.a;
		r[1] = u.f.b;
	}
	printf("%x %x\n", r[0], r[1]);
	return 0;
}
