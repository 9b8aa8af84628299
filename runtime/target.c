/* The entry points: target regions and target data constructs.
 *
 * o2c_target maps (map.c), translates the arguments (params.c), launches
 * the kernel (launch.c) and unmaps; or, when no GPU is used, calls the host fallback
 * (fallback.c) with the same arguments and no mapping.  o2c_data_begin
 * and o2c_data_end map and unmap alone (OpenMP 5.2 13.5).  Each
 * construct runs on the device its device clause names, else on
 * default-device-var's (devnum.c says which numbers name what); a number
 * that names no device is an error naming the construct.
 *
 * Launch geometry (geometry.c, launch.c): blocks and threads per block
 * from the clauses, the trip count and the device, smaller blocks for a
 * small trip count where the compiler allows it (OMP2CUDA_SMALL_TRIP).
 * A chain of a host loop's launches as one: chain.c.
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
#include <stdio.h>

#include "target.h"

/* Why a construct runs on the host when its device number names it. */
static const char HOST_BY_NUMBER[] = "the device number is the host's";

_Noreturn void
o2c_fail_locked(const char *loc)
{
	o2c_unlock();
	o2c_fail(loc);
}

O2cDevice *
o2c_target_begin(const char *loc, int num, const char **why)
{
	O2cDevice *d = NULL;
	char buf[256];
	int count, pick;

	o2c_lock();
	count = o2c_device_count(why);
	pick = o2c_construct_pick(num, count, o2c_offload() == O2C_OFFLOAD_MANDATORY);
	if (pick == O2C_PICK_RANGE) {
		O2C_ERROR("%s", o2c_device_range(num, count, buf, sizeof buf));
		o2c_fail_locked(loc);
	}
	if (pick == O2C_PICK_HOST && count > 0)
		*why = HOST_BY_NUMBER;
	if (pick >= 0 && (d = o2c_device(pick, why))) {
		if (o2c_device_bind(d) || o2c_device_globals(d))
			o2c_fail_locked(loc);
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

void
o2c_target_prepare(O2cDevice *d, const char *loc, int flags, int deferred, const O2cMap *maps, int nmaps,
        const O2cArg *args, int nargs, int update)
{
	const char *at = loc;

	if (o2c_task_prepare(d, flags, deferred, maps, nmaps, args, nargs, update, &at))
		o2c_fail_locked(at ? at : loc);
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
		o2c_fail_locked(loc);
	}
	if (!(t = o2c_task_begin(d, loc, deps, ndeps, maps, nmaps, update, &at)))
		o2c_fail_locked(at ? at : loc);
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
		o2c_fail_locked(at ? at : loc);
	o2c_unlock();
}

void
o2c_target_task(int device, int flags, const O2cDepend *deps, int ndeps, O2cRegion *r,
                O2cMap *maps, int nmaps, O2cArg *args, int nargs, const O2cLaunch *launch_in)
{
	static const O2cLaunch dflt = {.trip = -1};
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
	d = o2c_target_begin(r->loc, device, &why);
	if (!d) {
		host_task(r->loc, flags);
		host_fallback(r, args, nargs, l, why);
		return;
	}
	o2c_target_prepare(d, r->loc, flags, deferred, maps, nmaps, args, nargs, 0);
	o2c_ledger_region_begin(r->loc, O2C_REGION_TARGET);
	if (deferred)
		t = task_begin(d, r->loc, deps, ndeps, maps, nmaps, 0);
	if (o2c_map_enter(d, maps, nmaps, 0) ||
	    o2c_device_function(d, r, &pa.f, &pa.f_alias, &pa.f_narrow, &pa.f_lanes,
	                        &pa.max_threads) ||
	    o2c_params_make(d, &pa, maps, nmaps, args, nargs, l) || o2c_launch_geometry(d, pa.max_threads, l, &g) ||
	    o2c_launch_shared(d, r, l, &g, &pa))
		o2c_fail_locked(r->loc);
	o2c_launch_lanes(d, l, &g, &pa);
	pa.f_flat = o2c_device_flat(d, r);
	pa.tile = g.tiled;
	if (deferred) {
		o2c_launch_deferred(d, t, r, l, &g, &pa, maps, nmaps);
		o2c_params_free(&pa);
		o2c_ledger_region_end();
		return;
	}
	if (o2c_launch_async() && !pa.wait) {
		o2c_launch_now(d, r, l, &g, &pa);
	} else {
		o2c_unlock();
		o2c_launch_wait(d, r, l, &g, &pa);
		o2c_lock();
	}
	o2c_params_free(&pa);
	if (o2c_map_exit(d, maps, nmaps))
		o2c_fail_locked(r->loc);
	o2c_unlock();
	o2c_ledger_region_end();
}

void
o2c_target_on(int device, O2cRegion *r, O2cMap *maps, int nmaps, O2cArg *args, int nargs,
              const O2cLaunch *launch)
{
	o2c_target_task(device, 0, NULL, 0, r, maps, nmaps, args, nargs, launch);
}

int
o2c_known_args(int equal)
{
	return equal && o2c_switches()->known_args;
}

void
o2c_target(O2cRegion *r, O2cMap *maps, int nmaps, O2cArg *args, int nargs,
           const O2cLaunch *launch)
{
	o2c_target_task(o2c_default_device(), 0, NULL, 0, r, maps, nmaps, args, nargs, launch);
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
	d = o2c_target_begin(loc, device, &why);
	if (!d) {
		host_task(loc, flags);
		return;
	}
	o2c_target_prepare(d, loc, flags, deferred, maps, nmaps, NULL, 0, what == O2C_TASK_UPDATE);
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
		o2c_fail_locked(loc);
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
	O2cDevice *d = o2c_target_begin(loc, device, &why);
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
