/* Stencil steps (o2c_target_steps, lowering/steps.c): k of the host
 * loop's iterations, from the current one, in one launch of the region's
 * kernel_steps, k odd, at most O2C_STEPS_MAX and fewer than the
 * iterations left, so the loop's last iteration runs as written; where
 * they cannot run (OMP2CUDA_STEPS=off, fewer than 4 iterations left, no
 * GPU, a pointer argument not present, in memory the user's code also
 * holds, or sharing an allocation with another) the region runs once as
 * written.
 */
#include "target.h"

/* The steps' geometry: blocks of O2C_STEPS_THREADS, a block a tile of w
 * iterations, as blocks that start as others end spread the tiles' loads
 * over the launch (the kernel's blocks take tiles in turn where the trip
 * count is unknown, or past 2^31 blocks). */
static void
steps_geometry(const O2cDevice *d, const O2cLaunch *l, unsigned long long w, O2cGeometry *g)
{
	unsigned long long need;

	g->threads = O2C_STEPS_THREADS;
	need = l->trip > 0 ? ((unsigned long long)l->trip + w - 1) / w
	                   : (unsigned long long)d->sms * (unsigned long long)(d->threads_per_sm / g->threads);
	g->blocks = (unsigned)(need < 0x7fffffffull ? (need ? need : 1) : 0x7fffffffull);
}

unsigned long long
o2c_target_steps(O2cRegion *r, O2cArg *args, int nargs, const O2cLaunch *launch,
                 unsigned long long rest, int from, int to, int reach)
{
	unsigned long long k = rest - 1 < O2C_STEPS_MAX ? rest - 1 : O2C_STEPS_MAX, ranges[4];
	const char *why;
	O2cDevice *d;
	Params pa = {0};
	O2cGeometry g = {0};
	CUmodule mod;
	CUfunction f;

	k -= k % 2 == 0; /* odd: the last step's values belong to `to` */
	if (rest < 4 || k < 3 || !o2c_switches()->steps || !r->kernel_steps || from < 0 || to < 0 ||
	    from >= nargs || to >= nargs || reach < 0 || 2 * (unsigned long long)reach * k >= O2C_STEPS_THREADS)
		goto one;
	if (!(d = o2c_target_begin(r->loc, o2c_default_device(), &why)))
		goto one; /* the host fallback, as o2c_target finds */
	o2c_target_prepare(d, r->loc, 0, 0, NULL, 0, args, nargs, 0);
	if (!o2c_all_present(d, args, nargs) || o2c_device_module(d, r->module, &mod) ||
	    CU_CALL(cuModuleGetFunction, &f, mod, r->kernel_steps)) {
		o2c_unlock();
		goto one;
	}
	if (o2c_params_make(d, &pa, NULL, 0, args, nargs, launch))
		o2c_fail_locked(r->loc);
	for (int i = 0; i < nargs && !pa.alias; i++) /* `to` shares no allocation */
		pa.alias = i != to && args[i].type == O2C_ARG_PTR && pa.home[i] && pa.home[i] == pa.home[to];
	if (pa.alias || pa.wait) {
		o2c_params_free(&pa);
		o2c_unlock();
		goto one;
	}
	ranges[1] = o2c_params_mapped(d, &args[from], &ranges[0]);
	ranges[3] = o2c_params_mapped(d, &args[to], &ranges[2]);
	steps_geometry(d, launch, O2C_STEPS_THREADS - 2 * (unsigned long long)reach * k, &g);
	pa.p[pa.own] = &k;
	for (int i = 0; i < 4; i++)
		pa.p[pa.own + 1 + i] = &ranges[i];
	o2c_ledger_region_begin(r->loc, O2C_REGION_TARGET);
	o2c_launch_host_loop(d, r, r->kernel_steps, f, &g, &pa, k);
	o2c_params_free(&pa);
	o2c_unlock();
	o2c_ledger_region_end();
	return k;
one:
	o2c_target(r, NULL, 0, args, nargs, launch);
	return 1;
}
