/* A user struct typedef named dim3 in a region. */
#include <stdio.h>

typedef struct {
	int w, h, d;
} dim3;

int
main(void)
{
	int r[1];

#pragma omp target map(from: r)
	{
		dim3 box = {2, 3, 4};
		r[0] = box.w * box.h * box.d;
	}
	printf("%d\n", r[0]);
	return 0;
}
