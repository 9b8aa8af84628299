/* Lowering's entry point: a Plan for each region.  A loop region becomes
 * one grid-stride kernel over its collapsed iteration space, whose
 * parameters are the captured variables minus the private ones; a target
 * data region becomes a map plan alone.  Launch geometry comes from the
 * num_teams and thread_limit clauses where the user wrote them, else from
 * the runtime's default (recorded as such).
 */
#include <string.h>

#include "plan.h"

static int
is_private(const Region *r, const Var *v)
{
	for (int i = 0; i < r->nprivates; i++)
		if (r->privates[i] == v)
			return 1;
	return 0;
}

static int
is_firstprivate(const Region *r, const Var *v)
{
	for (int i = 0; i < r->nfirstprivates; i++)
		if (r->firstprivates[i] == v)
			return 1;
	return 0;
}

/* OpenMP 5.2 5.4.4 and 17.2: firstprivate on a construct with target
 * gives each implicit task of its innermost leaf that takes it a copy
 * initialised from the host's variable.  That is a copy per thread for
 * target (one thread), target parallel (the parallel region's threads),
 * and combined loops (the worksharing loop's threads, or each CUDA
 * thread of a target teams distribute compiled as one loop); a copy per
 * team for target teams and for target teams distribute with nested
 * parallel regions (the distribute region's tasks are the teams' initial
 * threads), which the team's parallel regions share.  A scalar passed by
 * value is already each thread's own copy. */
static int
firstprivate_kind(const Plan *p, const Var *v, int ref)
{
	const Region *r = p->r;

	if (!is_firstprivate(r, v) || ref)
		return FP_NONE;
	if (p->spmd && r->dir != DIR_TP)
		return FP_TEAM;
	return v->kind == VAR_ARRAY ? FP_THREAD : FP_NONE;
}

static const Reduction *
reduction_of(const Region *r, const Var *v)
{
	for (int i = 0; i < r->nreductions; i++)
		if (r->reductions[i].var == v)
			return &r->reductions[i];
	return NULL;
}

static int
is_lastprivate(const Region *r, const Var *v)
{
	for (int i = 0; i < r->nlastprivates; i++)
		if (r->lastprivates[i] == v)
			return 1;
	return 0;
}

static int
is_device_ptr(const Region *r, const Var *v)
{
	for (int i = 0; i < r->ndevice_ptrs; i++)
		if (r->device_ptrs[i] == v)
			return 1;
	return 0;
}

static int
is_device_addr(const Region *r, const Var *v)
{
	for (int i = 0; i < r->ndevice_addrs; i++)
		if (r->device_addrs[i] == v)
			return 1;
	return 0;
}

/* Is v in a use_device_addr clause of a target data construct around
 * r?  Its address is a device address there (OpenMP 5.2 5.4.10). */
static int
device_addr_around(const Region *r, const Var *v)
{
	for (const Region *k = r->parent; k; k = k->parent)
		if (k->dir == DIR_TARGET_DATA && is_device_addr(k, v))
			return 1;
	return 0;
}

/* The map type of v's first map item, or -1. */
static int
map_type_of(const Region *r, const Var *v)
{
	for (int i = 0; i < r->nmaps; i++)
		if (r->maps[i].var == v && !r->maps[i].member)
			return r->maps[i].type;
	return -1;
}

static void
lower_params(Plan *p)
{
	Region *r = p->r;
	size_t cap = 0;

	for (int i = 0; i < r->ncaps; i++) {
		Var *v = r->caps[i];
		Param prm = {.var = v, .map = -1, .device_addr = is_device_addr(r, v),
		             .red = reduction_of(r, v), .last = is_lastprivate(r, v)};
		/* OpenMP 5.2 5.4.9: a has_device_addr variable's address is a
		 * device address inside a use_device_addr construct, passed as
		 * it is; elsewhere it is the host's, and the runtime passes its
		 * present device copy's */
		prm.device_ptr =
		        (prm.device_addr && device_addr_around(r, v)) || is_device_ptr(r, v);
		if (is_private(r, v))
			continue;
		/* OpenMP 5.2 5.8.3: a mapped scalar is its device copy, which an
		 * enclosing data region may have changed, and so is a
		 * has_device_addr one; only implicitly firstprivate scalars are
		 * passed by value */
		int type = -1;
		if (v->kind == VAR_SCALAR)
			type = prm.device_addr ? MAP_TOFROM : map_type_of(r, v);
		/* a struct with attached pointer members: its device copy */
		prm.ref = prm.red || type >= 0 || (v->arg == ARG_RECORD && region_attaches(r, v));
		prm.from = !prm.red && type >= 0 && (type & MAP_FROM);
		prm.writeback = prm.from && dir_shape[r->dir] == SHAPE_SERIAL;
		prm.fp = firstprivate_kind(p, v, prm.ref);
		for (int k = 0; k < r->nwholes && !prm.fp; k++)
			prm.whole |= r->wholes[k] == v;
		VEC_PUSH(p->params, p->nparams, cap, prm);
	}
}

/* target parallel: one team, whose block is the parallel region's
 * threads: num_threads when given (the host evaluates it before the
 * launch, as the construct's clauses are), else the runtime's default;
 * one thread when an if clause that applies to the parallel region is
 * false (OpenMP 5.2 10.1.1). */
static void
lower_parallel_launch(Plan *p)
{
	const Region *r = p->r;

	p->teams = "1";
	p->teams_from = GEOM_ONE_TEAM;
	p->threads = r->thread_limit;
	p->threads_from = r->thread_limit ? GEOM_CLAUSE : GEOM_DEFAULT;
	if (r->if_parallel) {
		/* the target call evaluates the clause once, into o2c_if_parallel */
		p->threads = arena_printf("o2c_if_parallel ? (%s) : 1",
		                          r->thread_limit ? r->thread_limit : "0 /* default */");
		p->threads_from = GEOM_IF_PARALLEL;
	}
}

static void
lower_launch(Plan *p)
{
	Region *r = p->r;
	int host = 1;

	for (int i = 0; i < r->nloops; i++) {
		p->trips[i] = lower_trip(&r->loops[i]);
		host &= r->loops[i].host_bounds;
	}
	if (host && r->nloops) {
		Buf b = {0};
		for (int i = 0; i < r->nloops; i++)
			buf_printf(&b, "%s%s", i ? " * " : "", p->trips[i]);
		p->trip = b.s;
	}
	if (dir_shape[r->dir] == SHAPE_SERIAL) {
		p->trip = p->teams = p->threads = "1";
		p->teams_from = p->threads_from = GEOM_ONE;
		return;
	}
	if (r->dir == DIR_TP) {
		lower_parallel_launch(p);
		return;
	}
	p->teams = r->num_teams;
	p->threads = r->thread_limit;
	p->teams_from = r->one_team ? GEOM_ONE_TEAM : r->num_teams ? GEOM_CLAUSE : GEOM_DEFAULT;
	p->threads_from = r->thread_limit ? GEOM_CLAUSE : GEOM_DEFAULT;
}

/* Threads per block of a teams region without thread_limit: the
 * num_threads of its parallel regions when they agree and the host can
 * evaluate it before the launch (each region then gets exactly what it
 * asks for), else the runtime's default; one thread when there is no
 * parallel region. */
static void
lower_team_threads(const Unit *u, Plan *p)
{
	const Region *r = p->r;
	const char *common = NULL;
	int agree = 1;

	if (!r->nested) {
		p->threads = "1";
		p->threads_from = GEOM_SEQUENTIAL;
		return;
	}
	if (r->thread_limit)
		return;
	for (int i = 0; i < u->nregions; i++) {
		const Region *in = u->regions[i];
		if (in->parent != r || !in->thread_limit)
			continue;
		if (!in->num_threads_host || (common && strcmp(common, in->thread_limit)))
			agree = 0;
		common = in->thread_limit;
	}
	if (common && agree) {
		p->threads = common;
		p->threads_from = GEOM_NUM_THREADS;
	}
}

/* What the launch divides among blocks (codegen/emit_sched.c walks the
 * iterations): without num_teams, the runtime launches enough blocks for
 * the trip count (a block per iteration for a team loop), at most a full
 * GPU.  A chunked schedule on a combined loop deals chunks, not
 * iterations, to the grid's threads; a chunked dist_schedule deals
 * chunks to the blocks, one each. */
static void
lower_units(Plan *p)
{
	const Region *r = p->r;
	const Schedule *s = r->dist.chunk ? &r->dist : &r->sched;
	const char *c;

	p->units = p->trip;
	if (!p->trip || !s->chunk || (p->spmd && s != &r->dist))
		return;
	c = arena_printf("((long long)(%s) > 0 ? (unsigned long long)(%s) : 1)", s->chunk, s->chunk);
	p->units = arena_printf("((%s) + %s - 1) / %s", p->trip, c, c);
	if (s == &r->dist)
		p->team_loop = 1; /* a block per chunk */
}

static Plan *
lower_region(const Unit *u, Region *r)
{
	Plan *p = arena_alloc(sizeof *p);

	p->r = r;
	p->kernel = arena_printf("o2c_%s", r->name);
	p->host_fn = arena_printf("o2c_%s_host", r->name);
	p->desc = arena_printf("o2c_region_%s", r->name);
	p->spmd = (r->dir == DIR_TTD && r->nested) || r->dir == DIR_TT || r->dir == DIR_TP;
	/* OpenMP 5.2 13.8: nowait lets the target task be deferred, not must.
	 * One with in_reduction is not: its private copies live in the host
	 * task around it (codegen/emit_region.c), which must not end before
	 * the copy back into them, and which shares them with the other tasks
	 * its thread runs, which a later copy back would overwrite. */
	p->deferrable = r->nowait && !r->nin_reductions;
	p->team_loop = p->spmd;
	if (dir_has_kernel(r->dir)) {
		lower_params(p);
		lower_readonly(p);
	}
	if (dir_is_loop(r->dir) || dir_has_kernel(r->dir)) {
		lower_launch(p);
		lower_units(p);
	}
	if (p->spmd)
		lower_team_threads(u, p);
	lower_maps(p);
	return p;
}

Plan **
lower_unit(Unit *u)
{
	Plan **plans = arena_alloc((u->nregions + 1) * sizeof *plans);

	for (int i = 0; i < u->nregions; i++)
		plans[i] = lower_region(u, u->regions[i]);
	return plans;
}
