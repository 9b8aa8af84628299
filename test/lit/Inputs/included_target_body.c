/* A .c file with a target region that included_regions.c includes; its
 * own #include "..." is found beside it. */
#include "included_two.h"

static const char *
twice(int *x)
{
	#pragma omp target data map(tofrom: x[0:1])
	{
		// CHECK: /* {{.*}}included_target_body.c:[[@LINE+1]]: #pragma omp target */
#pragma omp target
		x[0] *= INCLUDED_TWO;
	}
	return strrchr(__FILE__, '/') ? strrchr(__FILE__, '/') + 1 : __FILE__;
}
