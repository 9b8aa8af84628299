/* A chain (o2c_target_chain, lowering/chains.c): the remaining
 * iterations of the host loop around a target region, run as one
 * cooperative launch of the region's kernel_chain (or kernel_lanes_chain)
 * whose grid-wide barrier separates the iterations; where it cannot run
 * (OMP2CUDA_CHAINS=off, no cooperative launch, an argument that needs
 * the kernel_alias or shared memory, a GPU too busy), the region runs
 * once through o2c_target and the host loop goes on.  A chain with pivot
 * rows (lowering/pivots.c) first tries o2c_target_pivots: its
 * kernel_pivots on one block, then its kernel_below on the rows past the
 * chain's end, no cooperative launch.
 */
#include "target.h"

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

	for (unsigned t = O2C_MAX_BLOCK_THREADS; t > g->threads; t /= 2)
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

	if (trip < 2 || !o2c_switches()->chains || !r->kernel_chain || !o2c_launch_async())
		goto one;
	if (!(d = o2c_target_begin(r->loc, o2c_default_device(), &why)))
		goto one; /* the host fallback, as o2c_target finds */
	o2c_target_prepare(d, r->loc, 0, 0, NULL, 0, args, nargs, 0);
	if (o2c_device_function(d, r, &pa.f, &pa.f_alias, &pa.f_narrow, &pa.f_lanes,
	                        &pa.max_threads) ||
	    o2c_params_make(d, &pa, NULL, 0, args, nargs, launch) ||
	    o2c_launch_geometry(d, pa.max_threads, launch, &g))
		o2c_fail_locked(r->loc);
	o2c_launch_lanes(d, launch, &g, &pa);
	chain_blocks(d, &pa, &g);
	if (pa.lanes && (units > 0x7fffffffull || !o2c_narrow_fits((long long)units, &g))) {
		/* a later iteration's warps may not fit 32 bits: the 64-bit chain */
		pa.lanes = 0;
		o2c_launch_geometry(d, pa.max_threads, launch, &g);
		chain_blocks(d, &pa, &g);
	}
	name = pa.lanes ? r->kernel_lanes_chain : r->kernel_chain;
	if (!chain_kernel(d, r, name, &g, &pa, &f, &blocks)) {
		o2c_params_free(&pa);
		o2c_unlock();
		goto one;
	}
	pa.p[pa.own] = &trip;
	o2c_ledger_region_begin(r->loc, O2C_REGION_TARGET);
	o2c_inflight_mark(d, r->loc, name, 1, &pa.done); /* the blocks that reside at once */
	o2c_note(r->loc, "kernel %s on %s: %llu iterations of the host loop, %u blocks x %u threads "
	         "(the blocks that reside at once)", name, d->name, trip, blocks, g.threads);
	o2c_ledger_op_begin(NULL);
	e = o2c_cu.cuLaunchCooperativeKernel(f, blocks, 1, 1, g.threads, 1, 1, 0, NULL, pa.p);
	if (e == CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE) { /* the GPU is shared: launch by launch */
		o2c_params_free(&pa);
		o2c_unlock();
		o2c_ledger_region_end();
		goto one;
	}
	if (e) {
		O2C_ERROR("cuLaunchCooperativeKernel of %s failed: %s", name, o2c_cu_describe(e));
		o2c_fail_locked(r->loc);
	}
	o2c_ledger_op_end(NULL, O2C_OP_KERNEL, 0);
	o2c_inflight_add(d, r->loc, name, &pa.done);
	o2c_params_free(&pa);
	o2c_unlock();
	o2c_ledger_region_end();
	return trip;
one:
	o2c_target(r, NULL, 0, args, nargs, launch);
	return 1;
}

/* kernel_pivots' block: a warp a pivot row (trip - 1 of them at the
 * first iteration), whole warps, at most what the kernel allows. */
static unsigned
pivot_threads(unsigned long long trip, int max)
{
	unsigned long long t = (trip - 1) * 32;

	if (t > O2C_MAX_BLOCK_THREADS)
		t = O2C_MAX_BLOCK_THREADS;
	if (t > (unsigned long long)max)
		t = (unsigned long long)max / 32 * 32;
	return t < 32 ? 32 : (unsigned)t;
}

/* kernel_below's grid: a warp per row of the current iteration (the rows
 * of the last are fewer), blocks of O2C_BLOCK_THREADS, at most those that
 * reside at once (the warps then stride over the rows). */
static void
below_geometry(const O2cDevice *d, const O2cLaunch *l, O2cGeometry *g)
{
	unsigned long long warps = l->trip > 0 ? (unsigned long long)l->trip : 1, per = O2C_BLOCK_THREADS / 32;
	unsigned long long most = (unsigned long long)d->sms * (unsigned long long)(d->threads_per_sm / O2C_BLOCK_THREADS);

	g->threads = O2C_BLOCK_THREADS;
	g->blocks = (unsigned)((warps + per - 1) / per < most ? (warps + per - 1) / per : most);
}

unsigned long long
o2c_target_pivots(O2cRegion *r, O2cArg *args, int nargs, const O2cLaunch *launch,
                  unsigned long long trip, unsigned long long units)
{
	const char *why;
	O2cDevice *d;
	Params pa = {0};
	O2cGeometry g1 = {0}, g2 = {0};
	CUmodule mod;
	CUfunction f1, f2;
	int max = 0;

	if (trip < 2 || trip > O2C_PIVOT_ROWS || !o2c_switches()->pivots || !o2c_switches()->chains ||
	    !o2c_switches()->inner_lanes || !r->kernel_pivots || !r->kernel_below ||
	    units > 0x7fffffffull || !o2c_launch_async())
		return 0;
	if (!(d = o2c_target_begin(r->loc, o2c_default_device(), &why)))
		return 0; /* the chain's o2c_target runs the host fallback */
	o2c_target_prepare(d, r->loc, 0, 0, NULL, 0, args, nargs, 0);
	if (!o2c_all_present(d, args, nargs) || o2c_device_module(d, r->module, &mod) ||
	    CU_CALL(cuModuleGetFunction, &f1, mod, r->kernel_pivots) ||
	    CU_CALL(cuModuleGetFunction, &f2, mod, r->kernel_below) ||
	    CU_CALL(cuFuncGetAttribute, &max, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, f1) || max < 32) {
		o2c_unlock();
		return 0;
	}
	if (o2c_params_make(d, &pa, NULL, 0, args, nargs, launch))
		o2c_fail_locked(r->loc);
	if (pa.alias || pa.wait) { /* __restrict__ claims, or arguments to wait for */
		o2c_params_free(&pa);
		o2c_unlock();
		return 0;
	}
	g1.blocks = 1;
	g1.threads = pivot_threads(trip, max);
	below_geometry(d, launch, &g2);
	pa.p[pa.own] = &trip;
	o2c_ledger_region_begin(r->loc, O2C_REGION_TARGET);
	o2c_launch_host_loop(d, r, r->kernel_pivots, f1, &g1, &pa, trip);
	o2c_launch_host_loop(d, r, r->kernel_below, f2, &g2, &pa, trip);
	o2c_params_free(&pa);
	o2c_unlock();
	o2c_ledger_region_end();
	return trip;
}
