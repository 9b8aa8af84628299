/* bool from <stdbool.h> (a macro for _Bool): a mapped bool array and bool
   conversion of nonzero values. */
#include <stdbool.h>
#include <stdio.h>

int
main(void)
{
	bool up[8];

#pragma omp target map(from: up)
	for (int i = 0; i < 8; i++)
		up[i] = i & 2;
	for (int i = 0; i < 8; i++)
		printf("%d", up[i]);
	printf(" %d\n", (int)sizeof up);
	return 0;
}
