/* Struct layout in a region: padding, alignment, offsetof and a flexible array
   member are the host ABI's. */
#include <stddef.h>
#include <stdio.h>

struct s {
	char c;
	double d;
	short h;
};
struct flex {
	int n;
	long v[];
};

int
main(void)
{
	long r[5];

#pragma omp target map(from: r)
	{
		r[0] = sizeof(struct s);
		r[1] = offsetof(struct s, d);
		r[2] = offsetof(struct s, h);
		r[3] = sizeof(struct flex);
		r[4] = _Alignof(struct s);
	}
	for (int i = 0; i < 5; i++)
		printf("r[%d] = %ld\n", i, r[i]);
	return 0;
}
