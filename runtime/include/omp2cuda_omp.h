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

/* OpenMP 5.1 3.12 interoperability objects and routines, where the
 * host's <omp.h> has none (its omp_interop_none macro tells).  An
 * object is the runtime's (runtime/interop.c); the interop construct
 * is written out as its calls (frontend/interop.c). */
#ifndef omp_interop_none
typedef __INTPTR_TYPE__ omp_intptr_t;
typedef void *omp_interop_t;
#define omp_interop_none ((omp_interop_t)0)

typedef enum omp_interop_property_t {
	omp_ipr_fr_id = -1,
	omp_ipr_fr_name = -2,
	omp_ipr_vendor = -3,
	omp_ipr_vendor_name = -4,
	omp_ipr_device_num = -5,
	omp_ipr_platform = -6,
	omp_ipr_device = -7,
	omp_ipr_device_context = -8,
	omp_ipr_targetsync = -9,
	omp_ipr_first = -9
} omp_interop_property_t;

typedef enum omp_interop_rc_t {
	omp_irc_no_value = 1,
	omp_irc_success = 0,
	omp_irc_empty = -1,
	omp_irc_out_of_range = -2,
	omp_irc_type_int = -3,
	omp_irc_type_ptr = -4,
	omp_irc_type_str = -5,
	omp_irc_other = -6
} omp_interop_rc_t;

int omp_get_num_interop_properties(const omp_interop_t);
omp_intptr_t omp_get_interop_int(const omp_interop_t, omp_interop_property_t, int *);
void *omp_get_interop_ptr(const omp_interop_t, omp_interop_property_t, int *);
const char *omp_get_interop_str(const omp_interop_t, omp_interop_property_t, int *);
const char *omp_get_interop_name(const omp_interop_t, omp_interop_property_t);
const char *omp_get_interop_type_desc(const omp_interop_t, omp_interop_property_t);
const char *omp_get_interop_rc_desc(const omp_interop_t, omp_interop_rc_t);
#endif

#ifdef __cplusplus
}
#endif

#endif
