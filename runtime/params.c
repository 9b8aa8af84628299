/* A target region's arguments as its kernel's parameters (target.h).
 *
 * Each argument's value, a pointer translated through the present table
 * (OpenMP 5.2 5.8.6) or passed as it is, and after them the parameters
 * the kernel takes besides (O2cDone, a staged row's or table's mapped
 * bytes, each window's two, o2c_tile).  While translating it finds what
 * the launch must know: whether a __restrict__ claim or an assumed
 * alignment fails (pa->alias: the kernel_alias runs), whether the user's
 * code also holds a pointer (pa->wait), and the mapped ranges of rows,
 * tables and windows.  OMP2CUDA_TEAM_WINDOWS=off gives no window.
 */
#include <stdint.h>
#include <stdlib.h>

#include "target.h"

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
/* Which allocation a present entry's device memory is, for the launch's
 * comparisons (may_alias, window_ranges): the entry's host address,
 * distinct for distinct entries, which own their device memory.  Memory
 * omp_target_associate_ptr gave (not a declare target variable's) is the
 * user's, which other associated ranges may share or overlap: all of it
 * counts as one allocation, O2C_HOME_ASSOCIATED. */
#define O2C_HOME_ASSOCIATED ((uintptr_t)1)

static uintptr_t
home_of(const O2cEntry *e)
{
	if (!e)
		return 0;
	return e->associated && !e->global ? O2C_HOME_ASSOCIATED : e->host;
}

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
		*home = home_of(o2c_present_find_dev(&d->present, p));
		return 0;
	}
	if (a->map >= nmaps || a->map < -1) {
		O2C_ERROR("internal error: pointer '%s' is attached to map item %d of %d", a->name,
		          a->map, nmaps);
		return -1;
	}
	e = o2c_present_find(&d->present, a->map >= 0 ? maps[a->map].host : host);
	*home = home_of(e);
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
		*home = home_of(o2c_present_find_dev(&d->present, p));
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
 * another pointer argument through which the kernel may write (either
 * of the two)?  Distinct allocations cannot overlap, and pointer
 * arithmetic cannot leave its allocation.  Two pointers the kernel never
 * writes through (O2C_ARG_READONLY) may share one: __restrict__ and
 * read-only loads assume only that no name writes the memory a pointer
 * reads, which another read-only name does not, and a writer in the same
 * allocation is a pair of its own. */
static int
may_alias(const O2cArg *args, int nargs, const uintptr_t *home)
{
	for (int i = 0; i < nargs; i++) {
		if (!(args[i].flags & O2C_ARG_RESTRICT) || !home[i])
			continue;
		for (int j = 0; j < nargs; j++)
			if (j != i && args[j].type == O2C_ARG_PTR && home[j] == home[i] &&
			    !(args[i].flags & args[j].flags & O2C_ARG_READONLY))
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
unsigned long long
o2c_params_mapped(O2cDevice *d, const O2cArg *a, unsigned long long *before)
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

/* Each O2C_ARG_WINDOW argument's mapped bytes before and from the
 * pointer (pa->windows), or 0 and 0 where the runtime cannot vouch that
 * the kernel's window holds what memory holds: the pointer lies in no
 * mapped range, or another pointer argument lies in its allocation, or
 * OMP2CUDA_TEAM_WINDOWS=off. */
static int
window_ranges(O2cDevice *d, Params *pa, const O2cArg *args, int nargs)
{
	for (int i = 0; i < nargs; i++) {
		unsigned long long *w = &pa->windows[2 * pa->nwindows];
		int alone = pa->home[i] != 0 && !in_named_global(d, &args[i], pa->home[i]);

		if (!(args[i].flags & O2C_ARG_WINDOW))
			continue;
		if (pa->nwindows == O2C_MAX_WINDOWS) {
			O2C_ERROR("internal error: more than %d window arguments", O2C_MAX_WINDOWS);
			return -1;
		}
		pa->nwindows++;
		for (int j = 0; j < nargs && alone; j++)
			alone = j == i || args[j].type != O2C_ARG_PTR || pa->home[j] != pa->home[i];
		w[0] = 0;
		w[1] = o2c_switches()->team_windows && alone ? o2c_params_mapped(d, &args[i], &w[0]) : 0;
	}
	return 0;
}

int
o2c_params_make(O2cDevice *d, Params *pa, O2cMap *maps, int nmaps, O2cArg *args, int nargs,
            const O2cLaunch *l)
{
	int i, windows = 0, unified = 0;

	pa->nwindows = 0;
	if (o2c_usm_before_launch())
		return -1;
	if (nargs + l->ndivisors <= INLINE_ARGS) {
		pa->p = pa->p_in;
		pa->dev = pa->dev_in;
		pa->home = pa->home_in;
	} else {
		pa->p = malloc((size_t)(nargs + l->ndivisors + 6 + 2 * O2C_MAX_WINDOWS) * sizeof *pa->p);
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
			pa->rows_range = o2c_params_mapped(d, &args[i], NULL);
		}
		if (args[i].flags & O2C_ARG_TABLE) {
			pa->table = 1;
			pa->table_name = args[i].name;
			pa->table_range = o2c_params_mapped(d, &args[i], &pa->table_before);
		}
		windows |= (args[i].flags & O2C_ARG_WINDOW) != 0;
	}
	if (windows && window_ranges(d, pa, args, nargs))
		return -1;
	/* after the arguments: O2cDone, the divisors, o2c_rows_bytes, o2c_table_bytes, a
	 * window's two, o2c_tile, as the kernel has them */
	i = nargs;
	pa->p[i++] = &pa->done;
	for (int k = 0; k < l->ndivisors; k++)
		pa->p[i++] = (void *)&l->divisors[k];
	pa->own = i;
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

void
o2c_params_free(Params *pa)
{
	if (pa->p == pa->p_in)
		return;
	free(pa->p);
	free(pa->dev);
	free(pa->home);
}

