// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A kernel uses a struct of a user's header that includes <omp.h> and
// declares things with the OpenMP API's types: the generated CUDA file
// includes the header, and its <omp.h> is omp2cuda's device one (the
// host's declares the API's routines as host functions).
#include "Inputs/omp_header.h"

#include <stdio.h>
#include <stdlib.h>

double
grid_sum(const Grid *g)
{
	double s = 0;
	for (long i = 0; i < g->n; i++)
		s += g->v[i];
	return s;
}

void
guarded_init(Guarded *g, omp_sched_t kind)
{
	omp_init_lock(&g->lock);
	g->kind = kind;
	g->where = omp_default_mem_alloc;
}

int
main(void)
{
	Grid g = {malloc(1000 * sizeof(double)), 1000, 0.5};
	Guarded gd;
	double *v = g.v;

	guarded_init(&gd, omp_sched_dynamic);
	for (long i = 0; i < g.n; i++)
		v[i] = (double)i;
#pragma omp target teams distribute parallel for map(tofrom: v[0:1000]) firstprivate(g)
	for (long i = 0; i < g.n; i++)
		v[i] = v[i] * g.scale + (double)omp_get_team_num() * 0;
	if (grid_sum(&g) != 0.5 * 999 * 1000 / 2 || gd.kind != omp_sched_dynamic) {
		printf("FAIL %g\n", grid_sum(&g));
		return 1;
	}
	omp_destroy_lock(&gd.lock);
	free(g.v);
	printf("PASS\n");
	return 0;
}
