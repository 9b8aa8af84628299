/* The <omp.h> the front end reads in place of the host compiler's under
 * OMP2CUDA_OMP_INCLUDE (test/lit/frontend_omp_include.c). */
#ifndef O2C_PROBE_OMP_H
#define O2C_PROBE_OMP_H 7
int omp_get_num_devices(void);
/* every OpenMP 5.0 <omp.h> has it; omp2cuda_omp.h declares routines taking it */
typedef struct omp_depend_t { char opaque[8]; } omp_depend_t;
#endif
