/* A target region's kernel launch (target.h): its geometry (geometry.c,
 * with the switches OMP2CUDA_SMALL_TRIP and OMP2CUDA_TILE), the dynamic
 * shared memory of the rows and the table it stages (OMP2CUDA_STAGE_ROWS,
 * OMP2CUDA_STAGE_TABLES), which of its variants runs (the kernel_lanes
 * under OMP2CUDA_INNER_LANES, the kernel_alias, the kernel_narrow under
 * OMP2CUDA_NARROW, or in its place the kernel_flat under OMP2CUDA_FLAT), a
 * grid cut to the blocks that reside at once (OMP2CUDA_RESIDENT_GRID),
 * and the launch itself: queued without
 * waiting (inflight.c), waited for, or as a deferred target task's
 * (task.c).  Under OMP2CUDA_VERBOSE a note says where the geometry came
 * from.
 */
#include <stdio.h>

#include "target.h"

int
o2c_launch_geometry(const O2cDevice *d, int max, const O2cLaunch *l, O2cGeometry *g)
{
	const O2cSwitches *sw = o2c_switches();

	o2c_geometry_tiled(d->sms, d->threads_per_sm, max, sw->small_trip, sw->tile, l, g);
	return 0;
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
	if (!o2c_switches()->stage_rows)
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
void
o2c_launch_lanes(const O2cDevice *d, const O2cLaunch *l, O2cGeometry *g, Params *pa)
{
	pa->lanes = pa->f_lanes && !(pa->alias && pa->f_alias) && o2c_switches()->inner_lanes &&
	            o2c_lanes_geometry(d->sms, d->threads_per_sm, pa->max_threads,
	                               o2c_switches()->small_trip, l, g);
}

const char *
o2c_launch_table_why(const Params *pa)
{
	if (!o2c_switches()->stage_tables)
		return "OMP2CUDA_STAGE_TABLES=off";
	if (pa->alias && pa->f_alias)
		return "pointer arguments share an allocation or are not aligned: the kernel without "
		       "__restrict__ runs";
	if (!pa->table_range)
		return "the pointer lies in no mapped range";
	if (pa->table_before)
		return "the pointer is not where its mapped range starts";
	if (pa->table_range > O2C_TABLE_BYTES)
		return "more than 16 KiB from the pointer to the end of its mapped range";
	return NULL;
}

/* The table a kernel copies (O2C_ARG_TABLE): its mapped range, after the
 * block's rows (16-byte aligned), where o2c_launch_table_why has nothing
 * against it and the kernel may have that much dynamic shared memory;
 * else none, and the kernel reads global memory. */
static int
stage_table(O2cDevice *d, O2cRegion *r, Params *pa)
{
	unsigned long long at = (pa->shared + 15ull) / 16 * 16, bytes = at + pa->table_range;
	const char *no;
	int fits;

	pa->table_bytes = 0;
	if (!pa->table)
		return 0;
	if (!(no = o2c_launch_table_why(pa))) {
		if ((fits = o2c_device_shared(d, r, bytes)) < 0)
			return -1;
		if (!fits)
			no = "more shared memory than a block may have";
	}
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

int
o2c_launch_shared(O2cDevice *d, O2cRegion *r, const O2cLaunch *l, const O2cGeometry *g,
                  Params *pa)
{
	return stage_rows(d, r, l, g, pa) || stage_table(d, r, pa);
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
	if (l->spread && !o2c_switches()->small_trip)
		return "default, OMP2CUDA_SMALL_TRIP=off";
	if (l->tile_threads > 0 && !o2c_switches()->tile)
		return "default, OMP2CUDA_TILE=off";
	return "default";
}

/* The kernel a launch runs and its grid. */
typedef struct Pick {
	CUfunction f;
	const char *name;
	O2cGeometry g;
} Pick;

/* The flat kernel in the narrow kernel's place (lowering/flat.c): where
 * a grid of a thread per iteration can be launched (no num_teams clause;
 * its blocks and threads fit 32 bits), and either its blocks all reside
 * at once, so that every iteration runs at once, as many as any grid of
 * the narrow kernel runs, or more of its blocks reside on a
 * multiprocessor than of the narrow kernel's, so that more of its
 * iterations run at once; its grid is then that many blocks, not cut to
 * those that reside.  A flat kernel of 2-D tiles (O2cRegion.flat_tiles)
 * runs any grid, tile after tile, and is launched wherever the narrow
 * kernel would run, a block per blockDim iterations (about a tile each),
 * as hand-written CUDA launches a 2-D image kernel: the GPU hands tiles
 * whose cost varies to multiprocessors as they free up.  One on a 2-D
 * grid (O2C_FLAT_GRID) is launched there too, with whole warps, x over 32
 * iterations of the loop of l->fast_trip iterations, y over a block's
 * warps of the other, where that grid fits and its partial blocks idle at
 * most a sixteenth of either loop's threads. */
static void
pick_flat(O2cDevice *d, O2cRegion *r, const O2cLaunch *l, const Params *pa, Pick *k)
{
	O2cGeometry g = k->g;
	long long blocks;
	int narrow, flat;

	if (!pa->f_flat || !o2c_switches()->flat || l->num_teams > 0 || l->trip < 1 || !g.threads)
		return;
	if (r->flat_tiles == O2C_FLAT_GRID) {
		long long fast = l->fast_trip, slow = fast > 0 ? l->trip / fast : 0,
		          warps = g.threads / O2C_WARP_THREADS;
		if (g.threads % O2C_WARP_THREADS || fast < 1 || slow * fast != l->trip)
			return;
		long long across = (fast + 31) / 32, down = (slow + warps - 1) / warps;
		/* partial blocks may idle at most a sixteenth of either loop's
		 * threads (a fast loop of 3 iterations would idle 29 lanes of
		 * 32) */
		if (across > 0x7fffffffLL || down > 65535 || across * 32 * 15 > fast * 16 ||
		    down * warps * 15 > slow * 16)
			return;
		g.blocks = (unsigned)across;
		g.blocks_y = (unsigned)down;
		if (!o2c_narrow_fits(l->trip, &g))
			return;
		k->f = pa->f_flat;
		k->name = r->kernel_flat;
		k->g = g;
		return;
	}
	blocks = l->trip / g.threads + (l->trip % g.threads != 0);
	if (blocks > 0x7fffffffLL)
		return;
	g.blocks = (unsigned)blocks;
	if (!o2c_narrow_fits(l->trip, &g))
		return;
	if (!r->flat_tiles) {
		o2c_device_resident(d, r, pa->f_narrow, g.threads, pa->shared, &narrow);
		o2c_device_resident(d, r, pa->f_flat, g.threads, pa->shared, &flat);
		if (narrow <= 0 || flat <= 0 || (g.blocks > (long long)flat * d->sms && flat <= narrow))
			return;
	}
	k->f = pa->f_flat;
	k->name = r->kernel_flat;
	k->g = g;
}

/* Which of the region's kernels the launch runs, and its grid: cut to
 * the blocks that reside at once (geometry.c), but for the flat kernel's. */
static void
pick(O2cDevice *d, O2cRegion *r, const O2cLaunch *l, const O2cGeometry *g_in, const Params *pa,
     Pick *k)
{
	int resident;

	k->f = pa->f;
	k->name = r->kernel;
	k->g = *g_in;
	if (pa->lanes) {
		k->f = pa->f_lanes;
		k->name = r->kernel_lanes;
	} else if (pa->alias && pa->f_alias) {
		k->f = pa->f_alias;
		k->name = r->kernel_alias;
	} else if (pa->f_narrow && o2c_switches()->narrow && o2c_narrow_fits(l->trip, g_in)) {
		/* 32-bit iteration numbers: the trip count and the grid fit */
		k->f = pa->f_narrow;
		k->name = r->kernel_narrow;
		pick_flat(d, r, l, pa, k);
		if (k->f == pa->f_flat)
			return;
	}
	if (o2c_switches()->resident_grid && l->num_teams <= 0) {
		o2c_device_resident(d, r, k->f, k->g.threads, pa->shared, &resident);
		o2c_geometry_resident(d->sms, resident, l, &k->g);
	}
}

/* Queue kernel k on stream s (NULL: the legacy default stream). */
static int
queue(O2cDevice *d, O2cRegion *r, const O2cLaunch *l, const Pick *k, Params *pa, CUstream s)
{
	const O2cGeometry *g = &k->g;
	char why[160], y[16] = "";

	if (g->blocks_y)
		snprintf(y, sizeof y, " x %u", g->blocks_y);
	o2c_note(r->loc, "kernel %s on %s: %u%s blocks x %u threads (blocks: %s, threads: %s)%s%s",
	         k->name, d->name, g->blocks, y,
	         g->threads,
	         l->num_teams > 0 ? "num_teams clause" : "default",
	         threads_why(d, l, g, why, sizeof why),
	         s ? "; nowait: queued, completed at the next taskwait" : "",
	         pa->done.host ? "; its blocks count its end" : "");
	o2c_ledger_op_begin(s);
	if (CU_CALL(cuLaunchKernel, k->f, g->blocks, g->blocks_y ? g->blocks_y : 1, 1, g->threads, 1,
	            1, pa->shared, s, pa->p, NULL))
		return -1;
	o2c_ledger_op_end(s, O2C_OP_KERNEL, 0);
	return 0;
}

/* Launch without waiting (inflight.c), the lock held from numbering
 * the launch until it is launched, so that numbers follow the order on
 * the stream. */
void
o2c_launch_now(O2cDevice *d, O2cRegion *r, const O2cLaunch *l, const O2cGeometry *g, Params *pa)
{
	Pick k;
	int trial;

	pick(d, r, l, g, pa, &k);
	trial = o2c_grid_trial_begin(d, r, l, pa, k.f, &k.g);
	o2c_inflight_mark(d, r->loc, r->kernel, o2c_geometry_one_wave(d->sms, d->threads_per_sm, &k.g),
	                  &pa->done);
	o2c_grid_trial_record(d, r, trial, 0);
	if (queue(d, r, l, &k, pa, NULL))
		o2c_fail_locked(r->loc);
	o2c_grid_trial_record(d, r, trial, 1);
	o2c_inflight_add(d, r->loc, r->kernel, &pa->done);
}

/* Launch and wait for the kernel (OMP2CUDA_LAUNCH=sync, or a kernel
 * the user's code may observe at once), the lock released. */
void
o2c_launch_wait(O2cDevice *d, O2cRegion *r, const O2cLaunch *l, const O2cGeometry *g,
            Params *pa)
{
	CUresult e;
	Pick k;

	pick(d, r, l, g, pa, &k);
	if (queue(d, r, l, &k, pa, NULL))
		o2c_fail(r->loc);
	e = CU_CALL(cuCtxSynchronize);
	if (e) {
		O2C_ERROR("kernel %s failed: %s", r->kernel, o2c_cu_describe(e));
		o2c_fail(r->loc);
	}
}

/* The kernel of deferred target task t: queued, its exit pending. */
void
o2c_launch_deferred(O2cDevice *d, O2cTask *t, O2cRegion *r, const O2cLaunch *l,
                const O2cGeometry *g, Params *pa, O2cMap *maps, int nmaps)
{
	CUstream s;
	Pick k;

	pick(d, r, l, g, pa, &k);
	if (o2c_task_stream(d, t, &s) || queue(d, r, l, &k, pa, s))
		o2c_fail_locked(r->loc);
	if (o2c_task_defer(d, t, r->kernel, 0, maps, nmaps))
		o2c_fail_locked(r->loc);
	o2c_unlock();
}

