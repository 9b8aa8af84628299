/* What the entry points of target regions (target.c, chain.c) share with
 * the translation of a region's arguments into a kernel's parameters
 * (params.c) and with the launch of its kernel (launch.c).  Runtime-
 * private; every function here is called with the runtime's lock held
 * unless it says otherwise.
 */
#ifndef O2C_TARGET_H
#define O2C_TARGET_H

#include <stdint.h>

#include "geometry.h"
#include "internal.h"

enum { INLINE_ARGS = 16 };

/* One launch's parameters: the kernel's argument list as cuLaunchKernel
 * takes it, and what the runtime found out about the arguments while
 * translating them. */
typedef struct Params {
	void **p;                /* kernelParams: the address of each value */
	unsigned long long *dev; /* translated pointers */
	uintptr_t *home;         /* the present entry each pointer lies in */
	void *p_in[INLINE_ARGS + 6 + 2 * O2C_MAX_WINDOWS]; /* their storage for up to
	                            INLINE_ARGS arguments and divisors */
	unsigned long long dev_in[INLINE_ARGS];
	uintptr_t home_in[INLINE_ARGS];
	int alias;               /* a __restrict__ pointer shares its entry, or a
	                            pointer assumed aligned is not: launch the
	                            region's kernel_alias */
	int wait;                /* a pointer the user's code also holds (is_device_ptr,
	                            use_device_ptr): wait for the kernel, as code outside
	                            OpenMP may read what it writes at once */
	O2cDone done;            /* the kernel's parameter after the arguments (inflight.c) */
	int own;                 /* p's index after O2cDone and the divisors
	                            (O2cLaunch.divisors): where a chain's,
	                            batch's or steps kernel's own parameters go */
	int tile;                /* a tiled kernel's last: launched for its tiles */
	CUfunction f, f_alias;   /* the kernel and its kernel_alias */
	CUfunction f_narrow;     /* its kernel_narrow, or NULL */
	CUfunction f_lanes;      /* its kernel_lanes, or NULL */
	CUfunction f_flat;       /* its kernel_flat, or NULL */
	int lanes;               /* the launch runs f_lanes, a warp per iteration */
	int max_threads;         /* the most threads a block of either may have */
	int rows;                /* the kernel takes o2c_rows_bytes (O2C_ARG_ROWS) */
	const char *rows_name;   /* the argument whose rows it stages */
	unsigned long long rows_range; /* its mapped bytes from the pointer on */
	unsigned long long rows_bytes; /* o2c_rows_bytes: rows_range, or 0 */
	int table;               /* the kernel takes o2c_table_bytes (O2C_ARG_TABLE) */
	const char *table_name;  /* the argument it copies */
	unsigned long long table_range; /* its mapped bytes from the pointer on */
	unsigned long long table_before; /* its mapped bytes before the pointer */
	unsigned long long table_bytes; /* o2c_table_bytes: table_range, or 0 */
	unsigned long long windows[2 * O2C_MAX_WINDOWS]; /* per O2C_ARG_WINDOW
	                            argument: its mapped bytes before and from the pointer */
	int nwindows;
	unsigned shared;         /* the launch's dynamic shared memory */
} Params;

/* target.c: release the lock and exit with the error recorded. */
_Noreturn void o2c_fail_locked(const char *loc);
/* Lock the runtime and return GPU num with its context bound; or return
 * NULL with the lock released when the construct runs on the host, after
 * exiting if num names no device, or names a GPU that cannot be had under
 * OMP_TARGET_OFFLOAD=MANDATORY (*why says why it runs there). */
O2cDevice *o2c_target_begin(const char *loc, int num, const char **why);
/* Complete what must come before a construct on d (task.c); the lock
 * stays held. */
void o2c_target_prepare(O2cDevice *d, const char *loc, int flags, int deferred,
                        const O2cMap *maps, int nmaps, const O2cArg *args, int nargs, int update);

/* params.c: the kernel's parameters of args on d into pa (pa zeroed
 * first, pa->f.. filled by o2c_device_function); o2c_params_free frees
 * what it allocated. */
int o2c_params_make(O2cDevice *d, Params *pa, O2cMap *maps, int nmaps, O2cArg *args, int nargs,
                    const O2cLaunch *l);
void o2c_params_free(Params *pa);
/* The bytes from pointer argument a to the end of the mapped range that
 * holds it, and in *before (where not NULL) those before it; 0 and 0
 * where no mapped range holds it. */
unsigned long long o2c_params_mapped(O2cDevice *d, const O2cArg *a, unsigned long long *before);
/* batch.c: does every pointer argument the present table translates lie
 * in a mapped range (none a device address)?  And the launch of a batch
 * or of stencil steps (steps.c) for `iterations` of the host loop. */
int o2c_all_present(O2cDevice *d, const O2cArg *args, int nargs);
void o2c_launch_host_loop(O2cDevice *d, O2cRegion *r, const char *name, CUfunction f,
                          const O2cGeometry *g, Params *pa, unsigned long long iterations);

/* launch.c: the geometry of launch l of a kernel of at most max threads
 * per block on d (geometry.c, with the switches); the dynamic shared
 * memory of its rows and table (pa->shared); whether its kernel_lanes
 * runs (pa->lanes, g its geometry then). */
int o2c_launch_geometry(const O2cDevice *d, int max, const O2cLaunch *l, O2cGeometry *g);
int o2c_launch_shared(O2cDevice *d, O2cRegion *r, const O2cLaunch *l, const O2cGeometry *g,
                      Params *pa);
/* Why the kernel does not copy its table (O2C_ARG_TABLE) into shared
 * memory, by the switch, the kernel_alias and the table's mapped range
 * against O2C_TABLE_BYTES (whether it fits beside the rest is the
 * device's to say); NULL: nothing against it. */
const char *o2c_launch_table_why(const Params *pa);
void o2c_launch_lanes(const O2cDevice *d, const O2cLaunch *l, O2cGeometry *g, Params *pa);
/* grid_trial.c: for launch l of kernel f on g, a grid-stride loop whose
 * blocks the runtime chooses: g->blocks set to the grid the region keeps,
 * or to the one a trial launch times; the trial's number, or -1 where
 * none.  o2c_grid_trial_record records its start (end 0) just before the
 * launch and its end (1) just after. */
int o2c_grid_trial_begin(O2cDevice *d, O2cRegion *r, const O2cLaunch *l, const Params *pa,
                         CUfunction f, O2cGeometry *g);
void o2c_grid_trial_record(O2cDevice *d, O2cRegion *r, int slot, int end);
/* Launch the kernel without waiting (the lock held), with waiting (the
 * lock released), or as deferred target task t's (the lock released
 * after). */
void o2c_launch_now(O2cDevice *d, O2cRegion *r, const O2cLaunch *l, const O2cGeometry *g,
                    Params *pa);
void o2c_launch_wait(O2cDevice *d, O2cRegion *r, const O2cLaunch *l, const O2cGeometry *g,
                     Params *pa);
void o2c_launch_deferred(O2cDevice *d, O2cTask *t, O2cRegion *r, const O2cLaunch *l,
                         const O2cGeometry *g, Params *pa, O2cMap *maps, int nmaps);

#endif
