/* The OpenMP routines the runtime defines (runtime/api.c), or the front
 * end answers, beyond what the
 * host compiler's <omp.h> may declare.  The generated host file reads it
 * through omp2cuda_rt.h; the front end reads it after the host's <omp.h>
 * (frontend/parse.c), so a program that includes <omp.h> may call them
 * in both.  Requires <omp.h> (omp_depend_t is the host compiler's).
 */
#ifndef OMP2CUDA_OMP_H
#define OMP2CUDA_OMP_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

int omp_target_memcpy_async(void *, const void *, size_t, size_t, size_t, int, int, int,
                            omp_depend_t *);
int omp_target_memcpy_rect_async(void *, const void *, size_t, int, const size_t *,
                                 const size_t *, const size_t *, const size_t *, const size_t *,
                                 int, int, int, omp_depend_t *);
void *omp_target_memset(void *, int, size_t, int);
void *omp_target_memset_async(void *, int, size_t, int, int, omp_depend_t *);
void *omp_get_mapped_ptr(const void *, int);
int omp_target_is_accessible(const void *, size_t, int);
/* answered where each call is written (frontend/explicit_task.c), which
 * replaces every call: no definition */
int omp_in_explicit_task(void);

#ifdef __cplusplus
}
#endif

#endif
