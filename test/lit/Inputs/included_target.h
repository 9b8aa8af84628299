/* A header with a target region (diag_included.c) and a host construct. */
#ifndef INCLUDED_TARGET_H
#define INCLUDED_TARGET_H
static inline void
scale(double *a, int n)
{
	// CHECK: included_target.h:[[@LINE+1]]:1: error: '#pragma omp target teams distribute parallel for' in an included file is not supported yet: omp2cuda translates the target regions of the main file only
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
