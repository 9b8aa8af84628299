/* memcpy and memset of <string.h> in a region. */
#include <stdio.h>
#include <string.h>

int
main(void)
{
	int a[6] = {1, 2, 3, 4, 5, 6}, b[6];

#pragma omp target map(to: a) map(from: b)
	{
		memset(b, 0, sizeof(int) * 6);
		memcpy(b + 1, a, 3 * sizeof(int));
	}
	for (int i = 0; i < 6; i++)
		printf("%d ", b[i]);
	printf("\n");
	return 0;
}
