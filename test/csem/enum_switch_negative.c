/* A negative enumerator in a switch over an enum value computed from int. */
#include <stdio.h>

enum dir { BACK = -1, STAY = 0, FWD = 1 };

int
main(void)
{
	int r[3];

#pragma omp target map(from: r)
	for (int k = 0; k < 3; k++) {
		enum dir d = (enum dir)(k - 1);
		switch (d) {
		case BACK:
			r[k] = 100;
			break;
		case STAY:
			r[k] = 200;
			break;
		case FWD:
			r[k] = 300;
			break;
		}
	}
	printf("%d %d %d\n", r[0], r[1], r[2]);
	return 0;
}
