/* switch with fall-through and default in the middle, and goto, in a region. */
#include <stdio.h>

int
main(void)
{
	int r[6];

#pragma omp target map(from: r)
	{
		for (int k = 0; k < 5; k++) {
			int v = 0;
			switch (k) {
			case 0:
				v += 1;
			case 1:
				v += 10;
				break;
			default:
				v += 100;
			case 3:
				v += 1000;
			}
			r[k] = v;
		}
		int n = 0;
	again:
		if (++n < 4)
			goto again;
		r[5] = n;
	}
	for (int i = 0; i < 6; i++)
		printf("%d ", r[i]);
	printf("\n");
	return 0;
}
