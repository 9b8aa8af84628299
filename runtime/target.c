/* The entry points: target regions and target data constructs.
 *
 * o2c_target maps (map.c), translates the arguments, launches the kernel
 * and unmaps; or, when no GPU is used, calls the host fallback
 * (fallback.c) with the same arguments and no mapping.  o2c_data_begin
 * and o2c_data_end map and unmap alone (OpenMP 5.2 13.5).  Each
 * construct runs on the device its device clause names, else on
 * default-device-var's (devnum.c says which numbers name what); a number
 * that names no device is an error naming the construct.
 *
 * Launch geometry (geometry.c): blocks and threads per block from the
 * clauses, the trip count and the device, smaller blocks for a small
 * trip count where the compiler allows it (OMP2CUDA_SMALL_TRIP).
 *
 * The kernel runs on the legacy default stream and the host goes on
 * without waiting for it: what comes later on that stream runs after it,
 * every copy to the host waits for it, and a fault is still reported
 * under the region that caused it (inflight.c).  With
 * OMP2CUDA_LAUNCH=sync, cuCtxSynchronize follows each kernel, the lock
 * released.  The lock is released while a host fallback runs.  A deferred
 * target task's kernel (nowait, task.c) is queued instead on the stream
 * task.c places it on, after the tasks its depend items name, and its
 * map exit kept for later; every construct first completes what task.c
 * says must come before it.
 *
 * Guarantees: every failure prints "omp2cuda: <loc>: error: ..." and
 * exits with status 1 with the lock released.
 */
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "geometry.h"
#include "internal.h"

/* Argument flags are bits of one int: each its own. */
_Static_assert((O2C_ARG_RESTRICT & O2C_ARG_DEVICE_PTR) == 0 &&
                       ((O2C_ARG_RESTRICT | O2C_ARG_DEVICE_PTR) & O2C_ARG_READONLY) == 0 &&
                       ((O2C_ARG_RESTRICT | O2C_ARG_DEVICE_PTR | O2C_ARG_READONLY |
                         O2C_ARG_DEVICE_VALUE) & O2C_ARG_ROWS) == 0 &&
                       ((O2C_ARG_RESTRICT | O2C_ARG_DEVICE_PTR | O2C_ARG_READONLY |
                         O2C_ARG_DEVICE_VALUE | O2C_ARG_ROWS | O2C_ARG_ALIGN8 |
                         O2C_ARG_ALIGN16) & O2C_ARG_TABLE) == 0 &&
                       ((O2C_ARG_RESTRICT | O2C_ARG_DEVICE_PTR | O2C_ARG_READONLY |
                         O2C_ARG_DEVICE_VALUE | O2C_ARG_ROWS | O2C_ARG_ALIGN8 |
                         O2C_ARG_ALIGN16 | O2C_ARG_TABLE) & O2C_ARG_WINDOW) == 0 &&
                       ((O2C_ARG_RESTRICT | O2C_ARG_DEVICE_PTR | O2C_ARG_READONLY |
                         O2C_ARG_DEVICE_VALUE | O2C_ARG_ROWS | O2C_ARG_ALIGN8 | O2C_ARG_ALIGN16 |
                         O2C_ARG_TABLE | O2C_ARG_WINDOW) & O2C_ARG_GLOBALS) == 0,
               "O2C_ARG_* flags overlap");

enum { INLINE_ARGS = 16 };

/* The most O2C_ARG_WINDOW arguments of a kernel (the compiler's
 * O2C_MAX_WINDOWS, lowering/plan.h). */
#define O2C_MAX_WINDOW_ARGS 4

/* The most bytes of a table a kernel copies (O2C_ARG_TABLE; the
 * compiler's O2C_TABLE_BYTES, lowering/plan.h). */
#define O2C_TABLE_MAX 16384ull

typedef struct Params {
	void **p;                /* kernelParams: the address of each value */
	unsigned long long *dev; /* translated pointers */
	uintptr_t *home;         /* the present entry each pointer lies in */
	void *p_in[INLINE_ARGS + 3 + 2 * O2C_MAX_WINDOW_ARGS]; /* their storage for up to
	                            INLINE_ARGS arguments */
	unsigned long long dev_in[INLINE_ARGS];
	uintptr_t home_in[INLINE_ARGS];
	int alias;               /* a __restrict__ pointer shares its entry, or a
	                            pointer assumed aligned is not: launch the
	                            region's kernel_alias */
	int wait;                /* a pointer the user's code also holds (is_device_ptr,
	                            use_device_ptr): wait for the kernel, as code outside
	                            OpenMP may read what it writes at once */
	O2cDone done;            /* the kernel's parameter after the arguments (inflight.c) */
	int tile;                /* a tiled kernel's last: launched for its tiles */
	CUfunction f, f_alias;   /* the kernel and its kernel_alias */
	CUfunction f_narrow;     /* its kernel_narrow, or NULL */
	CUfunction f_lanes;      /* its kernel_lanes, or NULL */
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
	unsigned long long windows[2 * O2C_MAX_WINDOW_ARGS]; /* per O2C_ARG_WINDOW
	                            argument: its mapped bytes before and from the pointer */
	int nwindows;
	unsigned shared;         /* the launch's dynamic shared memory */
} Params;

/* Why a construct runs on the host when its device number names it. */
static const char HOST_BY_NUMBER[] = "the device number is the host's";

static _Noreturn void
fail_locked(const char *loc)
{
	o2c_unlock();
	o2c_fail(loc);
}

/* Lock the runtime and return GPU num with its context bound; or return
 * NULL with the lock released when the construct runs on the host, after
 * exiting if num names no device, or names a GPU that cannot be had under
 * OMP_TARGET_OFFLOAD=MANDATORY. */
static O2cDevice *
begin(const char *loc, int num, const char **why)
{
	O2cDevice *d = NULL;
	char buf[256];
	int count, pick;

	o2c_lock();
	count = o2c_device_count(why);
	pick = o2c_device_pick(num, count, o2c_offload() == O2C_OFFLOAD_MANDATORY);
	if (pick == O2C_PICK_RANGE) {
		O2C_ERROR("%s", o2c_device_range(num, count, buf, sizeof buf));
		fail_locked(loc);
	}
	if (pick == O2C_PICK_HOST && count > 0)
		*why = HOST_BY_NUMBER;
	if (pick >= 0 && (d = o2c_device(pick, why))) {
		if (o2c_device_bind(d) || o2c_device_globals(d))
			fail_locked(loc);
		return d;
	}
	o2c_unlock();
	if (pick != O2C_PICK_HOST && o2c_offload() == O2C_OFFLOAD_MANDATORY) {
		O2C_ERROR("OMP_TARGET_OFFLOAD=MANDATORY but no GPU is usable: %s", *why);
		o2c_fail(loc);
	}
	return NULL;
}

static void
run_host(O2cRegion *r, O2cArg *args, int nargs, const O2cLaunch *l, const char *why)
{
	unsigned long long t = o2c_ledger_clock();

	o2c_note(r->loc, "host fallback (%s)", why);
	if (o2c_fallback_run(r, args, nargs, l))
		o2c_fail(r->loc);
	o2c_ledger_host_run(r->loc, why, t);
}

static void
host_fallback(O2cRegion *r, O2cArg *args, int nargs, const O2cLaunch *l, const char *why)
{
	char reason[512];

	if (o2c_offload() == O2C_OFFLOAD_DISABLED || why == HOST_BY_NUMBER)
		snprintf(reason, sizeof reason, "%s", why);
	else
		snprintf(reason, sizeof reason, "no GPU: %s", why);
	run_host(r, args, nargs, l, reason);
}

/* OpenMP 5.2 5.8.6: the device address of host pointer p, attached to
 * map item a->map (its section's device address minus the host offset,
 * which also covers sections that start after p) or, for -1, to the
 * mapped range that holds p.  Both are p's offset from the start of the
 * entry that holds the section (or p), added to the entry's device
 * address.  A pointer attached to a zero-length section that is not
 * present becomes NULL: the region may not dereference it.  One that no
 * mapped range holds keeps its value where the device reaches that
 * address: under a requires directive (usm.c), and, with no map item (a
 * firstprivate pointer, OpenMP 5.2 5.8.6), a device address
 * (omp_target_alloc); *unified then says so: its allocation is unknown,
 * so no __restrict__ claim holds for the kernel.  A host address the
 * device cannot reach is an error, not a fault in the kernel. */
static int
translate(O2cDevice *d, const O2cArg *a, O2cMap *maps, int nmaps, unsigned long long *out,
          uintptr_t *home, int *wait, int *unified)
{
	void *host = *(void **)a->value;
	uintptr_t p = (uintptr_t)host;
	O2cEntry *e;

	*out = 0;
	if (!p)
		return 0;
	if (a->flags & O2C_ARG_DEVICE_PTR) {
		/* the mapped range whose device memory holds it, if any: a
		 * window or __restrict__ pointer there shares its memory */
		*out = p;
		*wait = 1;
		*home = (e = o2c_present_find_dev(&d->present, p)) ? e->host : 0;
		return 0;
	}
	if (a->map >= nmaps || a->map < -1) {
		O2C_ERROR("internal error: pointer '%s' is attached to map item %d of %d", a->name,
		          a->map, nmaps);
		return -1;
	}
	e = o2c_present_find(&d->present, a->map >= 0 ? maps[a->map].host : host);
	*home = e ? e->host : 0;
	if (e) {
		*out = e->dev + (p - e->host);
		if (!(a->flags & O2C_ARG_READONLY))
			e->written = 1;
		*wait |= e->exposed || e->associated;
	}
	else if ((o2c_usm_flags() || a->map < 0) && o2c_usm_reaches(p)) {
		/* it keeps its value (OpenMP 5.1; usm.c); a device address in
		 * a mapped range has that range as its home */
		*out = p;
		*unified = 1;
		*wait = 1;
		*home = (e = o2c_present_find_dev(&d->present, p)) ? e->host : 0;
	} else if (a->map < 0 && (a->flags & O2C_ARG_VALUE_ONLY)) {
		*out = p; /* compared or stored, never followed */
	} else if (o2c_usm_flags() & O2C_REQUIRES_USM) {
		O2C_ERROR("pointer '%s' used in the target region points to host memory the GPU "
		          "cannot reach (not from malloc, static data or this thread's stack: "
		          "docs/usm.md)",
		          a->name);
		return -1;
	} else if (a->map < 0 || maps[a->map].bytes > 0) {
		O2C_ERROR("pointer '%s' used in the target region is not mapped on the device",
		          a->name);
		return -1;
	}
	return 0;
}

/* An O2C_ARG_DEVICE_VALUE argument: the bytes of its variable's device
 * copy, read into *out before the launch. */
static int
device_value(O2cDevice *d, const O2cArg *a, unsigned long long *out)
{
	static const size_t sizes[] = {1, 1, 2, 2, 4, 4, 8, 8};
	uintptr_t p = (uintptr_t)a->value;
	O2cEntry *e;

	*out = 0;
	if (a->type < O2C_ARG_I8 || a->type > O2C_ARG_U64) {
		O2C_ERROR("internal error: argument '%s' of type %d read from the device", a->name,
		          a->type);
		return -1;
	}
	if (!(e = o2c_present_find(&d->present, a->value))) {
		O2C_ERROR("internal error: '%s' is not present on the device", a->name);
		return -1;
	}
	return o2c_copy_out(out, e->dev + (p - e->host), sizes[a->type], 0);
}

/* Does a pointer declared __restrict__ lie in the same allocation as
 * another pointer argument?  Distinct allocations cannot overlap, and
 * pointer arithmetic cannot leave its allocation. */
static int
may_alias(const O2cArg *args, int nargs, const uintptr_t *home)
{
	for (int i = 0; i < nargs; i++) {
		if (!(args[i].flags & O2C_ARG_RESTRICT) || !home[i])
			continue;
		for (int j = 0; j < nargs; j++)
			if (j != i && args[j].type == O2C_ARG_PTR && home[j] == home[i])
				return 1;
	}
	return 0;
}

/* The alignment the kernel assumes of a pointer argument's device
 * address (O2C_ARG_ALIGN8, _ALIGN16), or 1. */
static unsigned long long
assumed_align(const O2cArg *a)
{
	return a->flags & O2C_ARG_ALIGN16 ? 16 : a->flags & O2C_ARG_ALIGN8 ? 8 : 1;
}

/* An O2C_ARG_ROWS, O2C_ARG_TABLE or O2C_ARG_WINDOW argument: the bytes
 * from the pointer to the end of the mapped range that holds it (device
 * memory of one allocation), which the kernel may copy, and in *before
 * (where not NULL) those from the range's start to the pointer; 0 (and 0)
 * for a device pointer, whose range the runtime does not know. */
static unsigned long long
mapped_range(O2cDevice *d, const O2cArg *a, unsigned long long *before)
{
	uintptr_t p = (uintptr_t)*(void **)a->value;
	O2cEntry *e;

	if (before)
		*before = 0;
	if (!p || (a->flags & O2C_ARG_DEVICE_PTR) || !(e = o2c_present_find(&d->present, (void *)p)) ||
	    p < e->host || p >= e->host + e->bytes)
		return 0;
	if (before)
		*before = p - e->host;
	return e->host + e->bytes - p;
}

/* Does pointer argument a, home its entry, lie in a declare target
 * variable's memory (runtime/globals.c) while the kernel also names such
 * variables (O2C_ARG_GLOBALS)? */
static int
in_named_global(O2cDevice *d, const O2cArg *a, uintptr_t home)
{
	O2cEntry *e;

	return (a->flags & O2C_ARG_GLOBALS) && home &&
	       (e = o2c_present_find(&d->present, (void *)home)) && e->global;
}

static pthread_once_t team_windows_once = PTHREAD_ONCE_INIT;
static int team_windows_on = 1;

static void
read_team_windows(void)
{
	static const char *const names[] = {"off", "on", NULL};

	team_windows_on = o2c_env_choice("OMP2CUDA_TEAM_WINDOWS", names, 1);
}

/* Each O2C_ARG_WINDOW argument's mapped bytes before and from the
 * pointer (pa->windows), or 0 and 0 where the runtime cannot vouch that
 * the kernel's window holds what memory holds: the pointer lies in no
 * mapped range, or another pointer argument lies in its allocation, or
 * OMP2CUDA_TEAM_WINDOWS=off. */
static int
window_ranges(O2cDevice *d, Params *pa, const O2cArg *args, int nargs)
{
	pthread_once(&team_windows_once, read_team_windows);
	for (int i = 0; i < nargs; i++) {
		unsigned long long *w = &pa->windows[2 * pa->nwindows];
		int alone = pa->home[i] != 0 && !in_named_global(d, &args[i], pa->home[i]);

		if (!(args[i].flags & O2C_ARG_WINDOW))
			continue;
		if (pa->nwindows == O2C_MAX_WINDOW_ARGS) {
			O2C_ERROR("internal error: more than %d window arguments", O2C_MAX_WINDOW_ARGS);
			return -1;
		}
		pa->nwindows++;
		for (int j = 0; j < nargs && alone; j++)
			alone = j == i || args[j].type != O2C_ARG_PTR || pa->home[j] != pa->home[i];
		w[0] = 0;
		w[1] = team_windows_on && alone ? mapped_range(d, &args[i], &w[0]) : 0;
	}
	return 0;
}

static int
make_params(O2cDevice *d, Params *pa, O2cMap *maps, int nmaps, O2cArg *args, int nargs,
            const O2cLaunch *l)
{
	int i, windows = 0, unified = 0;

	pa->nwindows = 0;
	if (o2c_usm_before_launch())
		return -1;
	if (nargs <= INLINE_ARGS) {
		pa->p = pa->p_in;
		pa->dev = pa->dev_in;
		pa->home = pa->home_in;
	} else {
		pa->p = malloc((size_t)(nargs + 3 + 2 * O2C_MAX_WINDOW_ARGS) * sizeof *pa->p);
		pa->dev = malloc((size_t)nargs * sizeof *pa->dev);
		pa->home = calloc((size_t)nargs, sizeof *pa->home);
	}
	if (!pa->p || !pa->dev || !pa->home) {
		O2C_ERROR("out of host memory");
		return -1;
	}
	for (i = 0; i < nargs; i++) {
		if (!args[i].value || args[i].type < O2C_ARG_I8 || args[i].type > O2C_ARG_RECORD) {
			O2C_ERROR("internal error: argument '%s' has type %d and value %p",
			          args[i].name, args[i].type, args[i].value);
			return -1;
		}
		pa->p[i] = args[i].value;
		if (args[i].flags & O2C_ARG_DEVICE_VALUE) {
			if (device_value(d, &args[i], &pa->dev[i]))
				return -1;
			pa->p[i] = &pa->dev[i];
		}
		if (args[i].type != O2C_ARG_PTR)
			continue;
		if (translate(d, &args[i], maps, nmaps, &pa->dev[i], &pa->home[i], &pa->wait,
		              &unified))
			return -1;
		if (unified)
			pa->alias = 1; /* host memory any other pointer may share: the _alias kernel */
		pa->p[i] = &pa->dev[i];
		if (pa->dev[i] % assumed_align(&args[i]))
			pa->alias = 1; /* not aligned as assumed: the _alias kernel */
		if (in_named_global(d, &args[i], pa->home[i]))
			pa->alias = 1; /* the kernel names its memory too: the _alias kernel */
		if (args[i].flags & O2C_ARG_ROWS) {
			pa->rows = 1;
			pa->rows_name = args[i].name;
			pa->rows_range = mapped_range(d, &args[i], NULL);
		}
		if (args[i].flags & O2C_ARG_TABLE) {
			pa->table = 1;
			pa->table_name = args[i].name;
			pa->table_range = mapped_range(d, &args[i], &pa->table_before);
		}
		windows |= (args[i].flags & O2C_ARG_WINDOW) != 0;
	}
	if (windows && window_ranges(d, pa, args, nargs))
		return -1;
	/* after the arguments: O2cDone, o2c_rows_bytes, o2c_table_bytes, a window's two,
	 * o2c_tile, as the kernel has them */
	i = nargs;
	pa->p[i++] = &pa->done;
	if (pa->rows)
		pa->p[i++] = &pa->rows_bytes;
	if (pa->table)
		pa->p[i++] = &pa->table_bytes;
	for (int k = 0; k < 2 * pa->nwindows; k++)
		pa->p[i++] = &pa->windows[k];
	if (l->tile_threads > 0)
		pa->p[i++] = &pa->tile;
	pa->alias = pa->alias || may_alias(args, nargs, pa->home);
	return 0;
}

static void
free_params(Params *pa)
{
	if (pa->p == pa->p_in)
		return;
	free(pa->p);
	free(pa->dev);
	free(pa->home);
}

static int
geometry(const O2cDevice *d, int max, const O2cLaunch *l, O2cGeometry *g)
{
	o2c_geometry_tiled(d->sms, d->threads_per_sm, max, o2c_small_trip_min(), o2c_tile_on(), l,
	                   g);
	return 0;
}

static pthread_once_t stage_rows_once = PTHREAD_ONCE_INIT;
static int stage_rows_on = 1;

static void
read_stage_rows(void)
{
	static const char *const names[] = {"off", "on", NULL};

	stage_rows_on = o2c_env_choice("OMP2CUDA_STAGE_ROWS", names, 1);
}

/* OMP2CUDA_STAGE_ROWS: on (default), or off, so that one binary is
 * measured both ways (bench.py --env-ab). */
static int
o2c_stage_rows(void)
{
	pthread_once(&stage_rows_once, read_stage_rows);
	return stage_rows_on;
}

/* The rows a kernel stages (O2C_ARG_ROWS): each block takes row_bytes
 * per thread of dynamic shared memory, where the kernel may have that
 * much (o2c_device_shared raises its limit up to what the device lets a
 * block opt in to); else, or under OMP2CUDA_STAGE_ROWS=off, or when the
 * kernel_alias runs, none, and the kernel reads global memory. */
static int
stage_rows(O2cDevice *d, O2cRegion *r, const O2cLaunch *l, const O2cGeometry *g, Params *pa)
{
	unsigned long long bytes = (unsigned long long)l->row_bytes * g->threads;
	const char *no = NULL;
	int fits;

	pa->rows_bytes = 0;
	pa->shared = 0;
	if (!pa->rows)
		return 0;
	if (!o2c_stage_rows())
		no = "OMP2CUDA_STAGE_ROWS=off";
	else if (pa->alias && pa->f_alias)
		no = "pointer arguments share an allocation or are not aligned: the kernel without "
		     "__restrict__ runs";
	else if (l->row_bytes <= 0)
		no = "the row length is not positive";
	else if (!pa->rows_range)
		no = "the pointer lies in no mapped range";
	else if ((fits = o2c_device_shared(d, r, bytes)) < 0)
		return -1;
	else if (!fits)
		no = "more shared memory than a block may have";
	if (no) {
		o2c_note(r->loc, "kernel %s: rows of '%s' not staged: %s", r->kernel, pa->rows_name, no);
		return 0;
	}
	pa->rows_bytes = pa->rows_range;
	pa->shared = (unsigned)bytes;
	o2c_note(r->loc, "kernel %s: rows of '%s' staged, %llu bytes of shared memory per block",
	         r->kernel, pa->rows_name, bytes);
	return 0;
}

/* A kernel_lanes runs, a warp per iteration, where the loop leaves the
 * GPU mostly idle (geometry.c) and the kernel_alias need not: g becomes
 * its geometry. */
static void
inner_lanes(const O2cDevice *d, const O2cLaunch *l, O2cGeometry *g, Params *pa)
{
	pa->lanes = pa->f_lanes && !(pa->alias && pa->f_alias) && o2c_inner_lanes_on() &&
	            o2c_lanes_geometry(d->sms, d->threads_per_sm, pa->max_threads,
	                               o2c_small_trip_min(), l, g);
}

static pthread_once_t stage_tables_once = PTHREAD_ONCE_INIT;
static int stage_tables_on = 1;

static void
read_stage_tables(void)
{
	static const char *const names[] = {"off", "on", NULL};

	stage_tables_on = o2c_env_choice("OMP2CUDA_STAGE_TABLES", names, 1);
}

/* OMP2CUDA_STAGE_TABLES: on (default), or off, so that one binary is
 * measured both ways (bench.py --env-ab). */
static int
o2c_stage_tables(void)
{
	pthread_once(&stage_tables_once, read_stage_tables);
	return stage_tables_on;
}

/* The table a kernel copies (O2C_ARG_TABLE): its mapped range, after the
 * block's rows (16-byte aligned), where the pointer is where the range
 * starts (every element the kernel may read lies in the copy), it is at
 * most O2C_TABLE_MAX and the kernel may have that much dynamic shared
 * memory; else none, and the kernel reads global memory. */
static int
stage_table(O2cDevice *d, O2cRegion *r, Params *pa)
{
	unsigned long long at = (pa->shared + 15ull) / 16 * 16, bytes = at + pa->table_range;
	const char *no = NULL;
	int fits;

	pa->table_bytes = 0;
	if (!pa->table)
		return 0;
	if (!o2c_stage_tables())
		no = "OMP2CUDA_STAGE_TABLES=off";
	else if (pa->alias && pa->f_alias)
		no = "pointer arguments share an allocation or are not aligned: the kernel without "
		     "__restrict__ runs";
	else if (!pa->table_range)
		no = "the pointer lies in no mapped range";
	else if (pa->table_before)
		no = "the pointer is not where its mapped range starts";
	else if (pa->table_range > O2C_TABLE_MAX)
		no = "more than 16 KiB from the pointer to the end of its mapped range";
	else if ((fits = o2c_device_shared(d, r, bytes)) < 0)
		return -1;
	else if (!fits)
		no = "more shared memory than a block may have";
	if (no) {
		o2c_note(r->loc, "kernel %s: '%s' not copied into shared memory: %s", r->kernel,
		         pa->table_name, no);
		return 0;
	}
	pa->table_bytes = pa->table_range;
	pa->shared = (unsigned)bytes;
	o2c_note(r->loc, "kernel %s: '%s' copied into shared memory, %llu bytes a block", r->kernel,
	         pa->table_name, pa->table_range);
	return 0;
}

/* Where the threads per block came from, for OMP2CUDA_VERBOSE (worked
 * out only when it prints). */
static const char *
threads_why(const O2cDevice *d, const O2cLaunch *l, const O2cGeometry *g, char *buf, size_t n)
{
	if (l->thread_limit > 0)
		return "thread_limit clause";
	if (g->tiled)
		return "a tile of the tiled loop";
	if (l->block > 0)
		return "the compiler's block size (a tune file)";
	if (l->team_warps > 0) {
		snprintf(buf, n, "teams on warps: %u a block, 32 threads each", g->threads / 32);
		return buf;
	}
	if (g->spread_from && o2c_verbose()) {
		snprintf(buf, n, "small trip count: %lld in %u-thread blocks would keep %lld of %d "
		         "multiprocessors busy",
		         l->trip, g->spread_from, l->trip / g->spread_from + (l->trip % g->spread_from != 0),
		         d->sms);
		return buf;
	}
	if (l->spread && !o2c_small_trip_min())
		return "default, OMP2CUDA_SMALL_TRIP=off";
	if (l->tile_threads > 0 && !o2c_tile_on())
		return "default, OMP2CUDA_TILE=off";
	return "default";
}

/* Queue the kernel on stream s (NULL: the legacy default stream), its
 * grid cut to the blocks that reside at once (geometry.c). */
static int
queue(O2cDevice *d, O2cRegion *r, const O2cLaunch *l, const O2cGeometry *g_in, Params *pa,
      CUstream s)
{
	CUfunction f = pa->f;
	const char *name = r->kernel;
	O2cGeometry fit = *g_in;
	const O2cGeometry *g = &fit;
	int resident;
	char why[160];

	if (pa->lanes) {
		f = pa->f_lanes;
		name = r->kernel_lanes;
	} else if (pa->alias && pa->f_alias) {
		f = pa->f_alias;
		name = r->kernel_alias;
	} else if (pa->f_narrow && o2c_narrow_on() && o2c_narrow_fits(l->trip, g)) {
		/* 32-bit iteration numbers: the trip count and the grid fit */
		f = pa->f_narrow;
		name = r->kernel_narrow;
	}
	if (o2c_resident_on() && l->num_teams <= 0) {
		o2c_device_resident(d, r, f, fit.threads, pa->shared, &resident);
		o2c_geometry_resident(d->sms, resident, l, &fit);
	}
	o2c_note(r->loc, "kernel %s on %s: %u blocks x %u threads (blocks: %s, threads: %s)%s",
	         name, d->name, g->blocks,
	         g->threads,
	         l->num_teams > 0 ? "num_teams clause" : "default",
	         threads_why(d, l, g, why, sizeof why),
	         s ? "; nowait: queued, completed at the next taskwait" : "");
	o2c_ledger_op_begin(s);
	if (CU_CALL(cuLaunchKernel, f, g->blocks, 1, 1, g->threads, 1, 1, pa->shared, s, pa->p,
	            NULL))
		return -1;
	o2c_ledger_op_end(s, O2C_OP_KERNEL, 0);
	return 0;
}

/* Launch without waiting (inflight.c), the lock held from numbering
 * the launch until it is launched, so that numbers follow the order on
 * the stream. */
static void
launch_async(O2cDevice *d, O2cRegion *r, const O2cLaunch *l, const O2cGeometry *g, Params *pa)
{
	o2c_inflight_mark(d, r->loc, r->kernel, &pa->done);
	if (queue(d, r, l, g, pa, NULL))
		fail_locked(r->loc);
	o2c_inflight_add(d, r->loc, r->kernel, &pa->done);
}

/* Launch and wait for the kernel (OMP2CUDA_LAUNCH=sync, or a kernel
 * the user's code may observe at once), the lock released. */
static void
launch_sync(O2cDevice *d, O2cRegion *r, const O2cLaunch *l, const O2cGeometry *g,
            Params *pa)
{
	CUresult e;

	if (queue(d, r, l, g, pa, NULL))
		o2c_fail(r->loc);
	e = CU_CALL(cuCtxSynchronize);
	if (e) {
		O2C_ERROR("kernel %s failed: %s", r->kernel, o2c_cu_describe(e));
		o2c_fail(r->loc);
	}
}

/* The kernel of deferred target task t: queued, its exit pending. */
static void
launch_deferred(O2cDevice *d, O2cTask *t, O2cRegion *r, const O2cLaunch *l,
                const O2cGeometry *g, Params *pa, O2cMap *maps, int nmaps)
{
	CUstream s;

	if (o2c_task_stream(d, t, &s) || queue(d, r, l, g, pa, s))
		fail_locked(r->loc);
	if (o2c_task_defer(d, t, r->kernel, 0, maps, nmaps))
		fail_locked(r->loc);
	o2c_unlock();
}

/* Complete what must come before a construct on d (task.c); the lock
 * stays held. */
static void
prepare(O2cDevice *d, const char *loc, int flags, int deferred, const O2cMap *maps, int nmaps,
        const O2cArg *args, int nargs, int update)
{
	const char *at = loc;

	if (o2c_task_prepare(d, flags, deferred, maps, nmaps, args, nargs, update, &at))
		fail_locked(at ? at : loc);
}

/* A deferred construct's task, before its map entry (task.c). */
static O2cTask *
task_begin(O2cDevice *d, const char *loc, const O2cDepend *deps, int ndeps, const O2cMap *maps,
           int nmaps, int update)
{
	O2cTask *t;
	const char *at;

	if (ndeps < 0 || (ndeps > 0 && !deps)) {
		O2C_ERROR("internal error: %d depend items at %p", ndeps, (const void *)deps);
		fail_locked(loc);
	}
	if (!(t = o2c_task_begin(d, loc, deps, ndeps, maps, nmaps, update, &at)))
		fail_locked(at ? at : loc);
	return t;
}

/* A construct that runs on the host: with depend, it first completes
 * every device's target tasks. */
static void
host_task(const char *loc, int flags)
{
	const char *at = loc;

	if (!(flags & O2C_DEPEND))
		return;
	o2c_lock();
	if (o2c_task_drain_all(NULL, &at))
		fail_locked(at ? at : loc);
	o2c_unlock();
}

void
o2c_target_task(int device, int flags, const O2cDepend *deps, int ndeps, O2cRegion *r,
                O2cMap *maps, int nmaps, O2cArg *args, int nargs, const O2cLaunch *launch_in)
{
	static const O2cLaunch dflt = {-1, 0, 0, 0, 0, 0, 0, 0, 0, 0};
	const O2cLaunch *l = launch_in ? launch_in : &dflt;
	int deferred = o2c_task_deferred(flags);
	O2cTask *t = NULL;
	const char *why;
	O2cDevice *d;
	Params pa = {0};
	O2cGeometry g;

	if (nmaps < 0 || nargs < 0) {
		O2C_ERROR("internal error: %d map items, %d arguments", nmaps, nargs);
		o2c_fail(r->loc);
	}
	d = begin(r->loc, device, &why);
	if (!d) {
		host_task(r->loc, flags);
		host_fallback(r, args, nargs, l, why);
		return;
	}
	prepare(d, r->loc, flags, deferred, maps, nmaps, args, nargs, 0);
	o2c_ledger_region_begin(r->loc, O2C_REGION_TARGET);
	if (deferred)
		t = task_begin(d, r->loc, deps, ndeps, maps, nmaps, 0);
	if (o2c_map_enter(d, maps, nmaps, 0) ||
	    o2c_device_function(d, r, &pa.f, &pa.f_alias, &pa.f_narrow, &pa.f_lanes,
	                        &pa.max_threads) ||
	    make_params(d, &pa, maps, nmaps, args, nargs, l) || geometry(d, pa.max_threads, l, &g) ||
	    stage_rows(d, r, l, &g, &pa) || stage_table(d, r, &pa))
		fail_locked(r->loc);
	inner_lanes(d, l, &g, &pa);
	pa.tile = g.tiled;
	if (deferred) {
		launch_deferred(d, t, r, l, &g, &pa, maps, nmaps);
		free_params(&pa);
		o2c_ledger_region_end();
		return;
	}
	if (o2c_launch_async() && !pa.wait) {
		launch_async(d, r, l, &g, &pa);
	} else {
		o2c_unlock();
		launch_sync(d, r, l, &g, &pa);
		o2c_lock();
	}
	free_params(&pa);
	if (o2c_map_exit(d, maps, nmaps))
		fail_locked(r->loc);
	o2c_unlock();
	o2c_ledger_region_end();
}

void
o2c_target_on(int device, O2cRegion *r, O2cMap *maps, int nmaps, O2cArg *args, int nargs,
              const O2cLaunch *launch)
{
	o2c_target_task(device, 0, NULL, 0, r, maps, nmaps, args, nargs, launch);
}

void
o2c_target(O2cRegion *r, O2cMap *maps, int nmaps, O2cArg *args, int nargs,
           const O2cLaunch *launch)
{
	o2c_target_task(o2c_default_device(), 0, NULL, 0, r, maps, nmaps, args, nargs, launch);
}

static pthread_once_t chains_once = PTHREAD_ONCE_INIT;
static int chains_on;

static void
read_chains(void)
{
	static const char *const names[] = {"off", "on", NULL};

	chains_on = o2c_env_choice("OMP2CUDA_CHAINS", names, 1);
}

/* The chain kernel `name` of region r on d (lock held, its arguments
 * packed in pa for a launch of geometry g): the function and the blocks
 * that reside at once, which a grid-wide barrier needs; 0 where it
 * cannot run. */
static int
chain_kernel(O2cDevice *d, const O2cRegion *r, const char *name, const O2cGeometry *g,
             const Params *pa, CUfunction *f, unsigned *blocks)
{
	CUmodule mod;
	int coop = 0, per_sm = 0;

	if (!name || !o2c_cu.cuLaunchCooperativeKernel || pa->alias || pa->wait || pa->rows ||
	    pa->table || pa->nwindows || pa->tile ||
	    o2c_cu.cuDeviceGetAttribute(&coop, CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH, d->dev) ||
	    !coop || o2c_device_module(d, r->module, &mod) ||
	    CU_CALL(cuModuleGetFunction, f, mod, name) ||
	    CU_CALL(cuOccupancyMaxActiveBlocksPerMultiprocessor, &per_sm, *f, (int)g->threads, 0) ||
	    per_sm <= 0)
		return 0;
	*blocks = g->blocks < (unsigned)per_sm * (unsigned)d->sms ? g->blocks
	                                                          : (unsigned)per_sm * (unsigned)d->sms;
	return 1;
}

/* A chain's blocks: as large as its kernel allows, where that still
 * gives half the multiprocessors a block.  Every block takes part in
 * each grid-wide barrier, whose cost grows with their number (a warp per
 * row over 3,000 rows, 32 iterations: 1.71 us an iteration in blocks of
 * 256 threads, 1.38 in blocks of 1,024; results/2026-11-26-h100-chains,
 * run 83). */
static void
chain_blocks(const O2cDevice *d, const Params *pa, O2cGeometry *g)
{
	unsigned long long need = (unsigned long long)g->blocks * g->threads;

	for (unsigned t = 1024; t > g->threads; t /= 2)
		if ((int)t <= pa->max_threads && (need + t - 1) / t >= (unsigned long long)d->sms / 2) {
			g->blocks = (unsigned)((need + t - 1) / t);
			g->threads = t;
			return;
		}
}

unsigned long long
o2c_target_chain(O2cRegion *r, O2cArg *args, int nargs, const O2cLaunch *launch,
                 unsigned long long trip, unsigned long long units)
{
	const char *why, *name;
	O2cDevice *d;
	Params pa = {0};
	O2cGeometry g;
	CUfunction f;
	CUresult e;
	unsigned blocks;

	pthread_once(&chains_once, read_chains);
	if (trip < 2 || !chains_on || !r->kernel_chain || !o2c_launch_async())
		goto one;
	if (!(d = begin(r->loc, o2c_default_device(), &why)))
		goto one; /* the host fallback, as o2c_target finds */
	prepare(d, r->loc, 0, 0, NULL, 0, args, nargs, 0);
	if (o2c_device_function(d, r, &pa.f, &pa.f_alias, &pa.f_narrow, &pa.f_lanes,
	                        &pa.max_threads) ||
	    make_params(d, &pa, NULL, 0, args, nargs, launch) ||
	    geometry(d, pa.max_threads, launch, &g))
		fail_locked(r->loc);
	inner_lanes(d, launch, &g, &pa);
	chain_blocks(d, &pa, &g);
	if (pa.lanes && (units > 0x7fffffffull || !o2c_narrow_fits((long long)units, &g))) {
		/* a later iteration's warps may not fit 32 bits: the 64-bit chain */
		pa.lanes = 0;
		geometry(d, pa.max_threads, launch, &g);
		chain_blocks(d, &pa, &g);
	}
	name = pa.lanes ? r->kernel_lanes_chain : r->kernel_chain;
	if (!chain_kernel(d, r, name, &g, &pa, &f, &blocks)) {
		free_params(&pa);
		o2c_unlock();
		goto one;
	}
	pa.p[nargs + 1] = &trip;
	o2c_ledger_region_begin(r->loc, O2C_REGION_TARGET);
	o2c_inflight_mark(d, r->loc, name, &pa.done);
	o2c_note(r->loc, "kernel %s on %s: %llu iterations of the host loop, %u blocks x %u threads "
	         "(the blocks that reside at once)", name, d->name, trip, blocks, g.threads);
	o2c_ledger_op_begin(NULL);
	e = o2c_cu.cuLaunchCooperativeKernel(f, blocks, 1, 1, g.threads, 1, 1, 0, NULL, pa.p);
	if (e == CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE) { /* the GPU is shared: launch by launch */
		free_params(&pa);
		o2c_unlock();
		o2c_ledger_region_end();
		goto one;
	}
	if (e) {
		O2C_ERROR("cuLaunchCooperativeKernel of %s failed: %s", name, o2c_cu_describe(e));
		fail_locked(r->loc);
	}
	o2c_ledger_op_end(NULL, O2C_OP_KERNEL, 0);
	o2c_inflight_add(d, r->loc, name, &pa.done);
	free_params(&pa);
	o2c_unlock();
	o2c_ledger_region_end();
	return trip;
one:
	o2c_target(r, NULL, 0, args, nargs, launch);
	return 1;
}

/* An if clause that is false makes the region run on the host at once:
 * it first completes every deferred target task, which its depend
 * clauses, if any, may name. */
void
o2c_target_host(O2cRegion *r, O2cArg *args, int nargs, const O2cLaunch *launch)
{
	host_task(r->loc, O2C_DEPEND);
	run_host(r, args, nargs, launch, "its if clause is false");
}

static int
enter_lasting(O2cDevice *d, O2cMap *maps, int nmaps)
{
	return o2c_map_enter(d, maps, nmaps, 1);
}

/* target update: present items are copied in the direction of their
 * type (OpenMP 5.2 13.9); when deferred, the copies to the host wait in
 * the pending list. */
static int
update_all(O2cDevice *d, O2cMap *maps, int nmaps, int deferred)
{
	for (int i = 0; i < nmaps; i++)
		if ((!deferred || (maps[i].type & O2C_MAP_TO)) && o2c_map_update(d, &maps[i]))
			return -1;
	return 0;
}

/* A construct that only moves data, on the GPU.  Deferred, enter data
 * and the copies to the device of target update run now; exit data runs
 * after the device's pending tasks, as synchronous constructs do. */
void
o2c_data_task(int device, int flags, const O2cDepend *deps, int ndeps, int what, const char *loc,
              O2cMap *maps, int nmaps)
{
	static const int kinds[] = {O2C_REGION_DATA_BEGIN, O2C_REGION_DATA_END, O2C_REGION_UPDATE,
	                            O2C_REGION_DATA_END};
	int deferred = what != O2C_TASK_EXIT && what != O2C_TASK_CLOSE && o2c_task_deferred(flags);
	O2cTask *t = NULL;
	const char *why;
	O2cDevice *d;
	int r;

	if (what < O2C_TASK_ENTER || what > O2C_TASK_CLOSE || nmaps < 0) {
		O2C_ERROR("internal error: data construct %d with %d map items", what, nmaps);
		o2c_fail(loc);
	}
	d = begin(loc, device, &why);
	if (!d) {
		host_task(loc, flags);
		return;
	}
	prepare(d, loc, flags, deferred, maps, nmaps, NULL, 0, what == O2C_TASK_UPDATE);
	o2c_ledger_region_begin(loc, kinds[what]);
	if (deferred)
		t = task_begin(d, loc, deps, ndeps, maps, nmaps, what == O2C_TASK_UPDATE);
	if (what == O2C_TASK_ENTER)
		r = enter_lasting(d, maps, nmaps);
	else if (what == O2C_TASK_EXIT)
		r = o2c_map_check_present(d, maps, nmaps) || o2c_map_exit(d, maps, nmaps);
	else if (what == O2C_TASK_CLOSE)
		r = o2c_map_exit(d, maps, nmaps);
	else
		r = update_all(d, maps, nmaps, deferred);
	if (!r && deferred)
		r = o2c_task_defer(d, t, NULL, what == O2C_TASK_UPDATE, maps, nmaps);
	if (r)
		fail_locked(loc);
	o2c_unlock();
	o2c_ledger_region_end();
}

void
o2c_data_begin_on(int device, const char *loc, O2cMap *maps, int nmaps)
{
	o2c_data_task(device, 0, NULL, 0, O2C_TASK_ENTER, loc, maps, nmaps);
}

void
o2c_data_end_on(int device, const char *loc, O2cMap *maps, int nmaps)
{
	o2c_data_task(device, 0, NULL, 0, O2C_TASK_EXIT, loc, maps, nmaps);
}

void
o2c_data_close_on(int device, const char *loc, O2cMap *maps, int nmaps)
{
	o2c_data_task(device, 0, NULL, 0, O2C_TASK_CLOSE, loc, maps, nmaps);
}

void
o2c_data_begin(const char *loc, O2cMap *maps, int nmaps)
{
	o2c_data_begin_on(o2c_default_device(), loc, maps, nmaps);
}

void
o2c_data_end(const char *loc, O2cMap *maps, int nmaps)
{
	o2c_data_end_on(o2c_default_device(), loc, maps, nmaps);
}

void
o2c_update_on(int device, const char *loc, O2cMap *maps, int nmaps)
{
	o2c_data_task(device, 0, NULL, 0, O2C_TASK_UPDATE, loc, maps, nmaps);
}

void
o2c_update(const char *loc, O2cMap *maps, int nmaps)
{
	o2c_update_on(o2c_default_device(), loc, maps, nmaps);
}

void *
o2c_device_ptr(int device, const char *loc, void *host)
{
	const char *why;
	O2cDevice *d = begin(loc, device, &why);
	O2cEntry *e;
	void *p = host;

	if (!d)
		return host;
	/* the device address goes to the user's code (CUDA libraries, a
	 * CUDA-aware MPI) on streams of their own: the kernels in flight
	 * finish first, as a region's effects are complete for the host */
	o2c_inflight_settle(1);
	e = o2c_present_find(&d->present, host);
	if (e) {
		p = (void *)(uintptr_t)(e->dev + ((uintptr_t)host - e->host));
		e->exposed = 1;
	}
	o2c_unlock();
	return p;
}
