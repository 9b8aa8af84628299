/* A user's header that includes <omp.h> and uses its types beside the
 * struct that a kernel uses (the .cu file includes the whole header). */
#ifndef OMP_HEADER_H
#define OMP_HEADER_H
#include <omp.h>

typedef struct Grid {
	double *v;
	long n;
	double scale;
} Grid;

typedef struct Guarded {
	omp_lock_t lock;
	omp_sched_t kind;
	omp_allocator_handle_t where;
} Guarded;

double grid_sum(const Grid *g);
void guarded_init(Guarded *g, omp_sched_t kind);
#endif
