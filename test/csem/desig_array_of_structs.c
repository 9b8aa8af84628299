/* Array-of-struct designators ([1].y = 5) and brace elision in a region. */
#include <stdio.h>

struct p {
	int x, y;
};

int
main(void)
{
	int r[6];

#pragma omp target map(from: r)
	{
		struct p a[3] = {[1].y = 5, [0] = {1, 2}, 7, 8};
		for (int i = 0; i < 3; i++) {
			r[2 * i] = a[i].x;
			r[2 * i + 1] = a[i].y;
		}
	}
	for (int i = 0; i < 6; i++)
		printf("%d ", r[i]);
	printf("\n");
	return 0;
}
