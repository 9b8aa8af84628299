/* A header with a target region (included_regions.c) and a host construct. */
#ifndef INCLUDED_TARGET_H
#define INCLUDED_TARGET_H
static inline void
scale(double *a, int n)
{
	// CHECK: /* {{.*}}included_target.h:[[@LINE+2]]: #pragma omp target teams distribute parallel for map(tofrom: a[0:n]) */
	// CHECK: #line [[@LINE+3]] "{{.*}}included_target.h"
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] *= 2;
}

static inline void
add_one(double *a, int n)
{
#pragma omp parallel for
	for (int i = 0; i < n; i++)
		a[i] += 1;
}
#endif
