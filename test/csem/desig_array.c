/* Array designators: [3] = 7, ranges continue after a designator, a later
   designator overrides. */
#include <stdio.h>

int
main(void)
{
	int r[6];

#pragma omp target map(from: r)
	{
		int a[6] = {[3] = 7, 8, [1] = 2, [3] = 5};
		for (int i = 0; i < 6; i++)
			r[i] = a[i];
	}
	for (int i = 0; i < 6; i++)
		printf("%d ", r[i]);
	printf("\n");
	return 0;
}
