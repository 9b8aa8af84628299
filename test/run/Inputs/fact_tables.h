/* Tables a header defines for device code (header_tables.c and .cpp):
 * static arrays with constant initializers in a declare target directive
 * that only an OpenMP compile reads, as HeCBench's lci-cuda/tables.h
 * writes them, and a table the host code of the test writes. */
#ifdef _OPENMP
#pragma omp declare target
#endif
static double fact_table[] = {
	1.0, 1.0, 2.0, 6.0, 24.0, 120.0, 720.0, 5040.0, 40320.0, 362880.0,
};
#ifdef _OPENMP
#pragma omp end declare target
#endif

#ifdef _OPENMP
#pragma omp declare target
#endif
static double double_fact_table[] = {
	1.0, 1.0, 2.0, 3.0, 8.0, 15.0, 48.0, 105.0, 384.0, 945.0,
	3840.0, 10395.0, 46080.0, 135135.0, 645120.0, 2027025.0, 10321920.0, 34459425.0,
};
#ifdef _OPENMP
#pragma omp end declare target
#endif

#pragma omp declare target
int scale_table[4] = {1, 2, 3, 4};
#pragma omp end declare target
