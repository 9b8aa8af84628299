/* Unsigned bit-fields wrap modulo their width; signed ones hold their range
   (gcc stores an out-of-range value by truncation: 15 in int:4 is -1). */
#include <stdio.h>

struct bits {
	unsigned a : 3;
	int b : 4;
	unsigned c : 1;
};

int
main(void)
{
	int r[5];

#pragma omp target map(from: r)
	{
		struct bits x = {0, 0, 0};
		x.a = 9;
		x.b = 15;
		x.c = 3;
		r[0] = x.a;
		r[1] = x.b;
		r[2] = x.c;
		x.a += 7;
		r[3] = x.a;
		r[4] = sizeof(struct bits);
	}
	for (int i = 0; i < 5; i++)
		printf("r[%d] = %d\n", i, r[i]);
	return 0;
}
