/* Structs passed and returned by value from declare target functions, and
   assigned as wholes (arrays inside are copied). */
#include <stdio.h>

struct v3 {
	double c[3];
};

#pragma omp declare target
static struct v3
add(struct v3 a, struct v3 b)
{
	for (int i = 0; i < 3; i++)
		a.c[i] += b.c[i];
	return a;
}
#pragma omp end declare target

int
main(void)
{
	struct v3 x = {{1, 2, 3}}, out;

#pragma omp target map(to: x) map(from: out)
	{
		struct v3 y = x;
		y.c[0] = 10;
		out = add(x, y);
	}
	printf("%g %g %g %g\n", out.c[0], out.c[1], out.c[2], x.c[0]);
	return 0;
}
