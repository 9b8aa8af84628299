/* Nested designators: .a[2].y, mixed with positional initializers. */
#include <stdio.h>

struct in {
	int x, y;
};
struct out {
	int n;
	struct in a[3];
};

int
main(void)
{
	int r[5];

#pragma omp target map(from: r)
	{
		struct out o = {.a[2].y = 6, .n = 1, .a[0] = {2, 3}};
		r[0] = o.n;
		r[1] = o.a[0].x;
		r[2] = o.a[0].y;
		r[3] = o.a[2].y;
		r[4] = o.a[1].x;
	}
	for (int i = 0; i < 5; i++)
		printf("%d ", r[i]);
	printf("\n");
	return 0;
}
