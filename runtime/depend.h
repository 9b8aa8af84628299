/* The dependence table of a device's deferred target tasks (OpenMP 5.2
 * 15.9.5, the depend clause): for each storage location that a depend
 * item of a pending task names, the last task that writes it and the
 * tasks that read it since.
 *
 * A location is the address of its list item (an array section's: its
 * first element's), compared as a number, as libgomp compares them: two
 * items name the same location when they start at the same address.
 * in reads it; out and inout write it; mutexinoutset and inoutset
 * write it too here: ordering them as inout is one of the schedules the
 * spec allows (mutually exclusive, and no two of them at once).
 *
 * A pure data structure: tasks are opaque pointers, there is no CUDA and
 * no locking (the runtime calls it under its lock), so
 * test/unit/depend_test.c tests it on its own.
 */
#ifndef O2C_DEPEND_H
#define O2C_DEPEND_H

#include <stddef.h>
#include <stdint.h>

#include "omp2cuda_rt.h"

typedef struct O2cDepSlot {
	uintptr_t addr;       /* the location */
	const void *writer;   /* the last pending task that writes it, or NULL */
	const void **readers; /* pending tasks that read it since that one */
	size_t nreaders, capreaders;
} O2cDepSlot;

typedef struct O2cDeps {
	O2cDepSlot *v; /* sorted by addr */
	size_t n, cap;
	const void **wait; /* o2c_dep_add's answer */
	size_t nwait, capwait;
} O2cDeps;

int o2c_dep_add(O2cDeps *t, const void *task, const O2cDepend *deps, int ndeps);
void o2c_dep_done(O2cDeps *t, const void *task);
void o2c_dep_clear(O2cDeps *t);

#endif
