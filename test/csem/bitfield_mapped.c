/* A mapped array of structs with bit-fields, written in a parallel loop. */
#include <stdio.h>

struct packed {
	unsigned lo : 4;
	unsigned hi : 4;
	int neg : 6;
};

int
main(void)
{
	struct packed p[8];

#pragma omp target teams distribute parallel for map(from: p)
	for (int i = 0; i < 8; i++) {
		p[i].lo = i;
		p[i].hi = 15 - i;
		p[i].neg = -i;
	}
	for (int i = 0; i < 8; i++)
		printf("%u %u %d\n", p[i].lo, p[i].hi, p[i].neg);
	return 0;
}
