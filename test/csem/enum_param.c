/* An int passed where a declare target function takes an enum, and an enum
   returned as int. */
#include <stdio.h>

enum op { ADD, SUB, MUL };

#pragma omp declare target
static int
apply(enum op o, int a, int b)
{
	switch (o) {
	case ADD:
		return a + b;
	case SUB:
		return a - b;
	default:
		return a * b;
	}
}
#pragma omp end declare target

int
main(void)
{
	int r[3];

#pragma omp target map(from: r)
	for (int k = 0; k < 3; k++)
		r[k] = apply(k, 6, 3);
	printf("%d %d %d\n", r[0], r[1], r[2]);
	return 0;
}
