/* _Static_assert and _Alignas in a region and in a declare target function. */
#include <stdio.h>

#pragma omp declare target
static long
aligned_size(void)
{
	_Alignas(16) char buf[3];
	_Static_assert(sizeof(int) == 4, "int is 4 bytes");
	return (long)sizeof buf + ((unsigned long)buf % 16 == 0);
}
#pragma omp end declare target

int
main(void)
{
	long r[1];

#pragma omp target map(from: r)
	r[0] = aligned_size();
	printf("%ld\n", r[0]);
	return 0;
}
