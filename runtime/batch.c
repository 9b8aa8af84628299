/* A batch (o2c_target_batch, lowering/batches.c): `count` iterations of
 * the host loop around a reduction region, from the current one, in one
 * launch of the region's kernel_batch, each iteration's result in its
 * slot of the one map item; where it cannot run (OMP2CUDA_BATCHES=off,
 * no GPU, a pointer argument not present, in memory the user's code also
 * holds, or sharing an allocation with another) nothing runs and the
 * region runs as written.
 */
#include "target.h"

/* Does every pointer argument the present table translates lie in a
 * mapped range?  Those the region follows must stay the device's copies,
 * which the host's stores between iterations do not reach. */
int
o2c_all_present(O2cDevice *d, const O2cArg *args, int nargs)
{
	for (int i = 0; i < nargs; i++) {
		const O2cArg *a = &args[i];
		void *p;
		if (a->type != O2C_ARG_PTR || a->map >= 0)
			continue;
		p = *(void **)a->value;
		if ((a->flags & O2C_ARG_DEVICE_PTR) || (p && !o2c_present_find(&d->present, p)))
			return 0;
	}
	return 1;
}

/* The batch's geometry: blocks of whole rows of count threads, enough
 * rows for the region's trip count, at most the blocks that reside at
 * once. */
static void
batch_geometry(const O2cDevice *d, const O2cLaunch *l, unsigned long long count, O2cGeometry *g)
{
	unsigned long long rows, need, most;

	g->threads = (unsigned)(count * (O2C_BATCH_THREADS / count));
	rows = g->threads / count;
	need = l->trip > 0 ? ((unsigned long long)l->trip + rows - 1) / rows : ~0ull;
	most = (unsigned long long)d->sms * (unsigned long long)(d->threads_per_sm / g->threads);
	g->blocks = (unsigned)(need < most ? (need ? need : 1) : (most ? most : 1));
}

/* Launch kernel f, `name` of region r, for `iterations` of the host loop
 * on d's stream without waiting (inflight.c), as a batch or steps (lock
 * held, pa made). */
void
o2c_launch_host_loop(O2cDevice *d, O2cRegion *r, const char *name, CUfunction f,
                     const O2cGeometry *g, Params *pa, unsigned long long iterations)
{
	o2c_inflight_mark(d, r->loc, name, o2c_geometry_one_wave(d->sms, d->threads_per_sm, g),
	                  &pa->done);
	o2c_note(r->loc, "kernel %s on %s: %llu iterations of the host loop, %u blocks x %u threads",
	         name, d->name, iterations, g->blocks, g->threads);
	o2c_ledger_op_begin(NULL);
	if (CU_CALL(cuLaunchKernel, f, g->blocks, 1, 1, g->threads, 1, 1, 0, NULL, pa->p, NULL))
		o2c_fail_locked(r->loc);
	o2c_ledger_op_end(NULL, O2C_OP_KERNEL, 0);
	o2c_inflight_add(d, r->loc, name, &pa->done);
}

int
o2c_target_batch(O2cRegion *r, O2cMap *maps, int nmaps, O2cArg *args, int nargs,
                 const O2cLaunch *launch, unsigned long long count)
{
	const char *why;
	O2cDevice *d;
	Params pa = {0};
	O2cGeometry g = {0};
	CUmodule mod;
	CUfunction f;

	if (count == 0 || count > O2C_BATCH_THREADS || !o2c_switches()->batches || !r->kernel_batch)
		return 0;
	if (!(d = o2c_target_begin(r->loc, o2c_default_device(), &why)))
		return 0; /* the region's own o2c_target runs the host fallback */
	o2c_target_prepare(d, r->loc, 0, 0, maps, nmaps, args, nargs, 0);
	if (!o2c_all_present(d, args, nargs) || o2c_device_module(d, r->module, &mod) ||
	    CU_CALL(cuModuleGetFunction, &f, mod, r->kernel_batch)) {
		o2c_unlock();
		return 0;
	}
	o2c_ledger_region_begin(r->loc, O2C_REGION_TARGET);
	if (o2c_map_enter(d, maps, nmaps, 0) || o2c_params_make(d, &pa, maps, nmaps, args, nargs, launch))
		o2c_fail_locked(r->loc);
	if (pa.alias || pa.wait) {
		o2c_params_free(&pa);
		if (o2c_map_exit(d, maps, nmaps))
			o2c_fail_locked(r->loc);
		o2c_unlock();
		o2c_ledger_region_end();
		return 0;
	}
	batch_geometry(d, launch, count, &g);
	pa.p[pa.own] = &count;
	o2c_launch_host_loop(d, r, r->kernel_batch, f, &g, &pa, count);
	o2c_params_free(&pa);
	if (o2c_map_exit(d, maps, nmaps)) /* the slots come back */
		o2c_fail_locked(r->loc);
	o2c_unlock();
	o2c_ledger_region_end();
	return 1;
}
