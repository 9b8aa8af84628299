/* Compound literals of struct type: assigned, passed by value, with designators. */
#include <stdio.h>

struct pt {
	int x, y;
};

#pragma omp declare target
static int
dot(struct pt a, struct pt b)
{
	return a.x * b.x + a.y * b.y;
}
#pragma omp end declare target

int
main(void)
{
	int r[3];

#pragma omp target map(from: r)
	{
		struct pt p;
		p = (struct pt){.y = 4, .x = 3};
		r[0] = dot(p, (struct pt){1, 1});
		r[1] = (struct pt){5}.y;
		r[2] = dot((struct pt){.y = 2}, p);
	}
	printf("%d %d %d\n", r[0], r[1], r[2]);
	return 0;
}
