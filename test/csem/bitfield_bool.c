/* _Bool bit-fields and a bit-field of enum type: stored values convert as for
   the declared type. */
#include <stdio.h>

enum lvl { LOW, MID, HIGH };

struct st {
	_Bool on : 1;
	unsigned lvl : 2;
};

int
main(void)
{
	int r[3];

#pragma omp target map(from: r)
	{
		struct st s;
		s.on = 4;
		s.lvl = HIGH;
		r[0] = s.on;
		r[1] = s.lvl;
		s.lvl = s.lvl + 2;
		r[2] = s.lvl;
	}
	printf("%d %d %d\n", r[0], r[1], r[2]);
	return 0;
}
