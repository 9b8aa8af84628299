/* Found only through OMP2CUDA_OMP_INCLUDE (test/lit/frontend_omp_include.c). */
#define O2C_FRONTEND_PROBE 42
