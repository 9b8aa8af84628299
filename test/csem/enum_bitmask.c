/* Enum constants as bit masks: | of two enumerators is an int, stored back in
   an enum object. */
#include <stdio.h>

enum perm { READ = 1, WRITE = 2, EXEC = 4 };

int
main(void)
{
	int r[3];

#pragma omp target map(from: r)
	{
		enum perm p = READ | EXEC;
		r[0] = p;
		p |= WRITE;
		r[1] = p;
		r[2] = (p & ~WRITE) == (READ | EXEC);
	}
	printf("%d %d %d\n", r[0], r[1], r[2]);
	return 0;
}
