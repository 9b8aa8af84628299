/* sizeof of typedef names in a region: an array typedef, a struct typedef, a
   pointer typedef. */
#include <stdio.h>

typedef int vec8[8];
typedef struct {
	char tag;
	double v;
} item;
typedef item *itemp;

int
main(void)
{
	long r[4];

#pragma omp target map(from: r)
	{
		vec8 v;
		r[0] = sizeof(vec8);
		r[1] = sizeof v;
		r[2] = sizeof(item);
		r[3] = sizeof(itemp);
	}
	for (int i = 0; i < 4; i++)
		printf("r[%d] = %ld\n", i, r[i]);
	return 0;
}
