/* Tables of header_declare_target.c: one in a declare target directive
 * that only an OpenMP compile reads (HeCBench lci-cuda/tables.h), one in
 * none. */
#ifdef _OPENMP
#pragma omp declare target
#endif
static double fact[] = {1.0, 1.0, 2.0, 6.0, 24.0};
#ifdef _OPENMP
#pragma omp end declare target
#endif

static double undeclared[] = {1.0, 2.0};
