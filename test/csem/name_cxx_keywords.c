/* C identifiers that are C++ keywords (class, new, this, template, bool-less
   names) in a region. */
#include <stdio.h>

int
main(void)
{
	int r[1];

#pragma omp target map(from: r)
	{
		int class = 1, new = 2, this = 3, template = 4, delete = 5;
		r[0] = class + new + this + template + delete;
	}
	printf("%d\n", r[0]);
	return 0;
}
