/* Lowering's entry point: a Plan for each region, holding every decision
 * codegen prints.  A loop region becomes one kernel over its collapsed
 * iteration space (its shape and schedule: lowering/schedule.c), whose
 * parameters are the captured variables minus the private ones; a target
 * data region becomes a map plan alone.  Launch geometry comes from the
 * num_teams and thread_limit clauses where the user wrote them, else from
 * the runtime's default (recorded as such).  The driver's switches come
 * in as a LowerOptions, which each plan keeps.
 */
#include <ctype.h>
#include <string.h>

#include "plan.h"

/* OpenMP 5.2 5.4.4 and 17.2: firstprivate on a construct with target
 * gives each implicit task of its innermost leaf that takes it a copy
 * initialised from the host's variable.  That is a copy per thread for
 * target (one thread), target parallel (the parallel region's threads),
 * and combined loops (the worksharing loop's threads, or each CUDA
 * thread of a target teams distribute compiled as one loop); a copy per
 * team for target teams and for target teams distribute with nested
 * parallel regions (the distribute region's tasks are the teams' initial
 * threads), which the team's parallel regions share, and for the target
 * construct alone of target parallel (frontend/teams.c), which its
 * parallel region shares.  A scalar passed by value is already each
 * thread's own copy. */
static int
firstprivate_kind(const Plan *p, const Var *v, int ref)
{
	const Region *r = p->r;

	if (!var_listed(r->data.firstprivates, r->data.nfirstprivates, v) || ref)
		return FP_NONE;
	if (p->team.spmd && (r->dir != DIR_TP || var_listed(r->data.team_firsts, r->data.nteam_firsts, v)))
		return FP_TEAM;
	return v->kind == VAR_ARRAY ? FP_THREAD : FP_NONE;
}

static const Reduction *
reduction_of(const Region *r, const Var *v)
{
	for (int i = 0; i < r->data.nreductions; i++)
		if (r->data.reductions[i].var == v)
			return &r->data.reductions[i];
	return NULL;
}

static const Linear *
linear_of(const Region *r, const Var *v)
{
	for (int i = 0; i < r->data.nlinears; i++)
		if (r->data.linears[i].var == v)
			return &r->data.linears[i];
	return NULL;
}

static int
is_device_ptr(const Region *r, const Var *v)
{
	for (int i = 0; i < r->data.ndevice_ptrs; i++)
		if (r->data.device_ptrs[i] == v)
			return 1;
	return 0;
}

static int
is_device_addr(const Region *r, const Var *v)
{
	for (int i = 0; i < r->data.ndevice_addrs; i++)
		if (r->data.device_addrs[i] == v)
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
	for (int i = 0; i < r->data.nmaps; i++)
		if (r->data.maps[i].var == v && !r->data.maps[i].member)
			return r->data.maps[i].type;
	return -1;
}

static int
named(Var *const *list, int n, const Var *v)
{
	for (int i = 0; i < n; i++)
		if (!strcmp(list[i]->name, v->name))
			return 1;
	return 0;
}

static int
is_ident(char ch)
{
	return isalnum((unsigned char)ch) || ch == '_';
}

/* Does directive or clause text s name identifier id? */
static int
mentions(const char *s, const char *id)
{
	size_t n = strlen(id);

	for (const char *p = s; s && (p = strstr(p, id)); p += n)
		if ((p == s || !is_ident(p[-1])) && !is_ident(p[n]))
			return 1;
	return 0;
}

/* Does a directive nested in r name v: a clause (which may privatize it,
 * and which the fallback prints as written), or as a nested loop's index
 * (predetermined private)? */
static int
nested_names(const Region *in, const Var *v)
{
	if (mentions(in->pragma, v->name))
		return 1;
	for (int k = 0; k < in->nloops; k++)
		if (!strcmp(in->loops[k].var, v->name))
			return 1;
	for (int k = 0; k < in->data.nreductions; k++)
		if (!strcmp(in->data.reductions[k].var->name, v->name))
			return 1;
	return named(in->data.privates, in->data.nprivates, v) ||
	       named(in->data.firstprivates, in->data.nfirstprivates, v) ||
	       named(in->data.lastprivates, in->data.nlastprivates, v) ||
	       named(in->data.copyprivates, in->data.ncopyprivates, v);
}

/* OpenMP 5.2 13.8: a target region the host runs uses the original list
 * items, so that the fallback's &x is the host's, which is also the
 * device address use_device_addr gives on the host (5.4.10).  The
 * fallback names the original, (*o2c_ref_x), at each use of x in the
 * region's code, unless a macro's expansion uses x (its text cannot be
 * changed) or a directive the fallback prints names it (a clause of the
 * region or of one nested in it): then it works on a copy, which it
 * writes back. */
static int
host_alias(const Unit *u, const Region *r, const Var *v)
{
	for (int i = 0; i < r->uses.nunnamed; i++)
		if (r->uses.unnamed[i] == v)
			return 0;
	/* the region's clauses the fallback prints */
	if (mentions(r->exec.sched.chunk, v->name) || mentions(r->exec.dist.chunk, v->name))
		return 0;
	for (int i = 0; i < u->nregions; i++) {
		const Region *in = u->regions[i];
		if (in != r && r->src.stmt_begin <= in->src.pragma_begin &&
		    in->src.pragma_begin < r->src.stmt_end && nested_names(in, v))
			return 0;
	}
	return 1;
}

/* A firstprivate scalar the threads update atomically (defaultmap.c). */
static int
fp_shared(const Region *r, const Var *v)
{
	for (int i = 0; i < r->uses.nfp_shared; i++)
		if (r->uses.fp_shared[i] == v)
			return 1;
	return 0;
}

/* A scalar a parallel loop's threads share (defaultmap_check_scalars). */
static int
loop_shared(const Region *r, const Var *v)
{
	for (int i = 0; i < r->uses.nloop_shared; i++)
		if (r->uses.loop_shared[i] == v)
			return 1;
	return 0;
}

/* Does an atomic construct of r update v? */
static int
atomic_on(const Region *r, const Var *v)
{
	for (int i = 0; i < r->dev.natomics; i++)
		if (r->dev.atomics[i].x_name && !strcmp(r->dev.atomics[i].x_name, v->name))
			return 1;
	return 0;
}

/* Does the region's code name `name` other than in the atomic constructs
 * that update it (which reach a by-reference scalar through its pointer),
 * or store into it the value an atomic read or capture gets (or the
 * result of a compare capture)?  An atomic
 * update of a member, s.n, names s. */
static int
named_outside_atomics(const Unit *u, const Region *r, const char *name)
{
	size_t n = strlen(name);

	for (int k = 0; k < r->dev.natomics; k++)
		if ((r->dev.atomics[k].v && !strcmp(r->dev.atomics[k].v, name)) ||
		    (r->dev.atomics[k].r && !strcmp(r->dev.atomics[k].r, name)))
			return 1;
	for (unsigned i = r->src.stmt_begin; i + n <= r->src.stmt_end; i++) {
		int in_atomic = 0;
		for (int k = 0; k < r->dev.natomics; k++)
			in_atomic |= r->dev.atomics[k].begin <= i && i < r->dev.atomics[k].end &&
			             r->dev.atomics[k].x_name && !strcmp(r->dev.atomics[k].x_name, name);
		if (!in_atomic && !strncmp(u->src + i, name, n) && !is_ident(u->src[i + n]) &&
		    (i == 0 || !is_ident(u->src[i - 1])))
			return 1;
	}
	return 0;
}

static void
lower_params(const Unit *u, Plan *p)
{
	const Region *r = p->r;
	size_t cap = 0;

	for (int i = 0; i < r->ncaps; i++) {
		Var *v = r->caps[i];
		Param prm = {.var = v, .map = -1, .device_addr = is_device_addr(r, v),
		             .red = reduction_of(r, v),
		             .last = var_listed(r->data.lastprivates, r->data.nlastprivates, v),
		             .lin = linear_of(r, v)};
		prm.last |= prm.lin != NULL;
		/* OpenMP 5.2 5.4.9: a has_device_addr variable's address is a
		 * device address inside a use_device_addr construct, passed as
		 * it is; elsewhere it is the host's, and the runtime passes its
		 * present device copy's */
		prm.device_ptr =
		        (prm.device_addr && device_addr_around(r, v)) || is_device_ptr(r, v);
		for (int k = 0; k < r->uses.nvalues_only; k++)
			prm.value_only |= r->uses.values_only[k] == v;
		if (var_listed(r->data.privates, r->data.nprivates, v))
			continue;
		/* OpenMP 5.2 5.8.9: a reduction on a construct a split target
		 * construct nests (target + teams distribute) maps nothing: a
		 * scalar no clause maps is firstprivate on the target
		 * construct, and the result goes to that copy, which is lost,
		 * on the GPU as in the host fallback (as gcc does) */
		prm.discard = prm.red && !prm.red->on_target && map_type_of(r, v) < 0;
		/* OpenMP 5.2 5.5.8: a teams construct's reduction gives each team
		 * a copy, which the threads of its parallel regions share */
		prm.red_team = prm.red && v->kind == VAR_SCALAR && r->teams.nested && r->dir != DIR_TP;
		/* OpenMP 5.2 5.8.3: a mapped scalar is its device copy, which an
		 * enclosing data region may have changed, and so is a
		 * has_device_addr one, and a pointer mapped as itself; only
		 * implicitly firstprivate scalars are passed by value */
		int type = -1;
		if (v->kind == VAR_SCALAR || region_maps_pointer(r, v))
			type = prm.device_addr ? MAP_TOFROM : map_type_of(r, v);
		/* a struct with attached pointer members, or whose members a
		 * map clause names: its device copy */
		prm.ref = (prm.red && v->kind == VAR_SCALAR) || type >= 0 ||
		           (v->arg == ARG_RECORD &&
		            (region_attaches(r, v) || region_maps_members(r, v)));
		/* OpenMP 5.2 13.8: a target region that runs on the host uses
		 * the original list items, whatever the map type (the host's
		 * data environment is the device's): the fallback names them
		 * (host_alias above), or writes back what the region left in
		 * its copy of every by-reference variable but a reduction's
		 * (which its host loop combines into the original) */
		prm.host_alias = prm.ref && !prm.red && !prm.last && host_alias(u, r, v) &&
		                 !fp_shared(r, v);
		prm.from = prm.ref && !prm.red && !prm.host_alias && !fp_shared(r, v);
		/* the kernel names the device copy itself, T &x = *o2c_ref_x:
		 * where the threads of a team share it; where the teams'
		 * initial threads do, in a target teams distribute region
		 * that writes it or another (lower_shared) or updates it
		 * atomically (one that only reads it may as well read a copy);
		 * in a one-thread region (which needs no copy); and for
		 * has_device_addr, whose address in the region is the device
		 * address (5.4.9); and for a class whose copy device code cannot
		 * make (Var.nontrivial: a std::vector member) or must not (a copy
		 * constructor or destructor of its own, Var.copy_code).  A
		 * parallel loop's threads read the others
		 * into copies of their own (their writes are atomic, to the
		 * device copy) */
		prm.alias = prm.ref && !prm.red && !prm.last &&
		            (p->team.spmd || dir_shape[r->dir] == SHAPE_SERIAL || prm.device_addr ||
		             v->nontrivial || v->copy_code ||
		             (r->dir == DIR_TTD && (r->uses.shared_write || atomic_on(r, v))) ||
		             loop_shared(r, v));
		prm.named = prm.ref && named_outside_atomics(u, r, v->name);
		prm.fp = firstprivate_kind(p, v, prm.ref);
		/* a lastprivate or reduction array: each thread's copy is an
		 * array of the kernel's, the parameter (o2c_arr_<name>) where
		 * the last one goes, or where the copies combine */
		for (int k = 0; k < r->uses.nwholes && !prm.fp && !prm.last && !prm.red; k++)
			prm.whole |= r->uses.wholes[k] == v;
		VEC_PUSH(p->params, p->nparams, cap, prm);
	}
}

/* The threads a team's parallel leaf asks for: num_threads, at most
 * thread_limit when both are given (OpenMP 5.2 10.1.1: thread-limit-var
 * bounds the team), else whichever is given, or NULL for the default.
 * (Clause expressions may be evaluated any number of times, 3.4.) */
static const char *
clause_threads(const Region *r)
{
	if (!r->exec.num_threads || !r->exec.thread_limit || !strcmp(r->exec.num_threads, r->exec.thread_limit))
		return r->exec.thread_limit;
	return arena_printf("((%s) < (%s) ? (%s) : (%s))", r->exec.num_threads, r->exec.thread_limit,
	                    r->exec.num_threads, r->exec.thread_limit);
}

/* One thread per team when an if clause that applies to the parallel or
 * simd leaf is false (OpenMP 5.2 10.1.1, 10.4); the target call evaluates
 * the clauses once, into o2c_if_parallel. */
static void
lower_if_parallel(Plan *p)
{
	if (!p->r->exec.if_parallel)
		return;
	p->launch.threads = arena_printf("o2c_if_parallel ? (%s) : 1",
	                          p->launch.threads ? p->launch.threads : "0 /* default */");
	p->launch.threads_from = GEOM_IF_PARALLEL;
}

/* target parallel: one team, whose block is the parallel region's
 * threads: num_threads when given (the host evaluates it before the
 * launch, as the construct's clauses are), else the runtime's default;
 * one thread when an if clause that applies to the parallel region is
 * false. */
static void
lower_parallel_launch(Plan *p)
{
	p->launch.teams = "1";
	p->launch.teams_from = GEOM_ONE_TEAM;
	p->launch.threads = clause_threads(p->r);
	p->launch.threads_from = p->launch.threads ? GEOM_CLAUSE : GEOM_DEFAULT;
	lower_if_parallel(p);
}

/* target parallel for (and target simd) is one team (OpenMP 5.2 17.2):
 * with num_threads, or a false if clause, its block is the whole launch.
 * Without either its thread count is omp2cuda's to choose, and the
 * program cannot tell the threads apart (the device API is an error in
 * these loops): the loop spreads over the whole GPU. */
static void
lower_one_team_loop(Plan *p)
{
	const Region *r = p->r;

	if (r->exec.num_threads) {
		p->launch.teams = "1";
		p->launch.teams_from = GEOM_ONE_TEAM;
	} else if (r->exec.if_parallel) {
		p->launch.teams = "o2c_if_parallel ? 0 /* default */ : 1";
		p->launch.teams_from = GEOM_IF_PARALLEL;
	}
}

static void
lower_launch(Plan *p)
{
	const Region *r = p->r;
	int host = 1;

	for (int i = 0; i < r->nloops; i++) {
		p->launch.trips[i] = lower_trip(&r->loops[i]);
		p->launch.index[i] = lower_index_form(&r->loops[i]);
		host &= r->loops[i].host_bounds;
	}
	if (host && r->nloops) {
		Buf b = {0};
		for (int i = 0; i < r->nloops; i++)
			buf_printf(&b, "%s%s", i ? " * " : "", p->launch.trips[i]);
		p->launch.trip = b.s;
	}
	if (dir_shape[r->dir] == SHAPE_SERIAL) {
		p->launch.trip = p->launch.teams = p->launch.threads = "1";
		p->launch.teams_from = p->launch.threads_from = GEOM_ONE;
		return;
	}
	if (r->dir == DIR_TP) {
		lower_parallel_launch(p);
		return;
	}
	p->launch.teams = r->exec.num_teams;
	p->launch.threads = clause_threads(r);
	p->launch.teams_from = r->teams.one_team ? GEOM_ONE_TEAM : r->exec.num_teams ? GEOM_CLAUSE : GEOM_DEFAULT;
	p->launch.threads_from = p->launch.threads ? GEOM_CLAUSE : GEOM_DEFAULT;
	if (r->dir == DIR_TPF || r->dir == DIR_TPF_SIMD)
		lower_one_team_loop(p);
	lower_if_parallel(p);
}

/* A target teams distribute region without nested parallel regions is
 * one loop over the grid's threads, several per block (a team), which
 * only the program's races could tell from one initial thread per team
 * running the team's iterations in order.  A variable whose device copy
 * the region names, a mapped scalar or struct, is one location the teams'
 * initial threads share (OpenMP 5.2 5.8.3, 10.2): a team may write it in
 * one iteration and read it in the next, which is race-free where no
 * other team touches it, and the grid's threads would race on.  When the
 * region's code writes such a variable (Region.uses.shared_write), each block
 * gets one thread, its team's initial thread, and every write goes to
 * the device copy: the program sees what gcc and clang give it, its own
 * races between teams included.  Regions that only read mapped scalars,
 * or update them with atomic constructs, keep the full blocks. */
static void
lower_shared(Plan *p)
{
	const Region *r = p->r;

	if (r->dir != DIR_TTD || p->team.spmd || !r->uses.shared_write)
		return;
	p->launch.threads = "1";
	p->launch.threads_from = GEOM_SHARED_WRITE;
}

/* How the host fallback of a loop region runs (codegen/emit_region.c
 * prints it).  Its parallel loop takes the launch's thread count when a
 * clause set it (num_threads, thread_limit, an if clause of the parallel
 * or simd leaf), as the host's OpenMP can.  A teams distribute loop
 * (without parallel leaf) that calls the device API runs under a host
 * teams distribute construct with the launch's number of teams, so that
 * omp_get_team_num and omp_get_num_teams answer as the construct says,
 * and omp_get_thread_num and omp_get_num_threads as each team's initial
 * thread.  A combined loop with a parallel leaf stays one host team: a
 * host distribute parallel for would start a parallel region, with new
 * firstprivate copies, per distribute chunk, where the kernel's threads
 * keep theirs through the grid-stride loop; except where the program
 * asks: with a num_teams clause, which asks for that many teams (OpenMP
 * 5.2 10.2: exactly that many, without a lower bound), a loop that calls
 * omp_get_num_teams or omp_get_team_num, and has no firstprivate copies
 * to keep, runs under the host teams distribute parallel for construct
 * of the launch's teams, as gcc's host build does.  A teams distribute loop
 * that writes a variable the teams share (lower_shared) runs under the
 * host teams construct too: a parallel loop's threads would race on it
 * where each team's initial thread runs its iterations in order. */
static int
asks_teams(const Region *r)
{
	for (int i = 0; i < r->dev.napis; i++)
		if (r->dev.apis[i].fn == API_TEAM_NUM || r->dev.apis[i].fn == API_NUM_TEAMS)
			return 1;
	return 0;
}

static void
lower_fallback(Plan *p)
{
	const Region *r = p->r;

	if (p->team.spmd || !dir_is_loop(r->dir))
		return;
	p->host.teams = (r->dir == DIR_TTD && (r->dev.napis > 0 || r->uses.shared_write)) ||
	                ((r->dir == DIR_TTDPF || r->dir == DIR_TTDPF_SIMD) &&
	                 p->launch.teams_from == GEOM_CLAUSE && asks_teams(r) && !r->data.nfirstprivates);
	p->host.threads = r->dir != DIR_TTD &&
	                  (p->launch.threads_from == GEOM_CLAUSE || p->launch.threads_from == GEOM_IF_PARALLEL);
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

	if (!r->teams.nested) {
		p->launch.threads = "1";
		p->launch.threads_from = GEOM_SEQUENTIAL;
		return;
	}
	if (r->exec.thread_limit)
		return;
	for (int i = 0; i < u->nregions; i++) {
		const Region *in = u->regions[i];
		if (in->parent != r || !in->exec.thread_limit)
			continue;
		if (!in->exec.num_threads_host || (common && strcmp(common, in->exec.thread_limit)))
			agree = 0;
		common = in->exec.thread_limit;
	}
	if (common && agree) {
		p->launch.threads = common;
		p->launch.threads_from = GEOM_NUM_THREADS;
	}
}

/* What the launch divides among blocks (lowering/schedule.c: how threads walk the
 * iterations): without num_teams, the runtime launches enough blocks for
 * the trip count (a block per iteration for a team loop), at most a full
 * GPU.  A chunked schedule on a combined loop deals chunks, not
 * iterations, to the grid's threads; a chunked dist_schedule deals
 * chunks to the blocks, one each. */
static void
lower_units(Plan *p)
{
	const Region *r = p->r;
	const Schedule *s = r->exec.dist.chunk ? &r->exec.dist : &r->exec.sched;
	const char *c;

	p->launch.units = p->launch.trip;
	if (!p->launch.trip || !s->chunk || (p->team.spmd && s != &r->exec.dist))
		return;
	c = arena_printf("((long long)(%s) > 0 ? (unsigned long long)(%s) : 1)", s->chunk, s->chunk);
	p->launch.units = arena_printf("((%s) + %s - 1) / %s", p->launch.trip, c, c);
	if (s == &r->exec.dist)
		p->team.team_loop = 1; /* a block per chunk */
}

static int
has_last_array(const Region *r)
{
	for (int i = 0; i < r->data.nlastprivates; i++)
		if (r->data.lastprivates[i]->kind == VAR_ARRAY)
			return 1;
	return 0;
}

/* Does the region's device code use what omp2cuda_device.h defines:
 * reductions, atomics, critical locks, the device API, nested regions,
 * lastprivate or firstprivate copies, guided chunks, single and masked
 * constructs?  (The .cu file includes it if any region does.) */
static int
uses_device_lib(const Region *r)
{
	return r->data.nreductions || r->dev.natomics || r->dev.nsyncs || r->dev.napis || r->teams.nested ||
	       has_last_array(r) || r->data.nfirstprivates || r->exec.sched.kind == SCHED_GUIDED ||
	       dir_shape[r->dir] == SHAPE_SINGLE;
}

static Plan *
lower_region(const Unit *u, const Region *r, const LowerOptions *o, const Tune *tunes, int ntunes)
{
	Plan *p = arena_alloc(sizeof *p);
	const Region *k = lower_kernel_region(r);

	p->r = r;
	/* a nested region's decisions are its kernel's: the tune line of the
	 * kernel region holds for them too */
	p->tune = k ? lower_tune_find(k, tunes, ntunes) : NULL;
	p->opts = lower_tune_options(o, p->tune);
	p->kernel = arena_printf("o2c_%s", r->name);
	p->host.fn = arena_printf("o2c_%s_host", r->name);
	p->desc = arena_printf("o2c_region_%s", r->name);
	p->team.spmd = (r->dir == DIR_TTD && r->teams.nested) || r->dir == DIR_TT || r->dir == DIR_TP;
	/* OpenMP 5.2 13.8: nowait lets the target task be deferred, not must.
	 * One with in_reduction is not: its private copies live in the host
	 * task around it (codegen/emit_region.c), which must not end before
	 * the copy back into them, and which shares them with the other tasks
	 * its thread runs, which a later copy back would overwrite. */
	p->launch.deferrable = r->exec.nowait && !r->data.nin_reductions;
	p->team.team_loop = p->team.spmd;
	p->device_lib = uses_device_lib(r);
	if (dir_has_kernel(r->dir)) {
		lower_params(u, p);
		lower_readonly(p);
	}
	if (dir_is_loop(r->dir) || dir_has_kernel(r->dir)) {
		lower_launch(p);
		lower_units(p);
	}
	if (p->team.spmd)
		lower_team_threads(u, p);
	lower_shared(p);
	lower_fallback(p);
	lower_maps(p);
	return p;
}

/* Every decision, once: the plans codegen prints and --explain and
 * --dump-after=lower show.  Team mapping needs every region's plan, and
 * a nested loop's schedule its team.  A kernel region a tune line names
 * is lowered with that line's switches (lowering/tune.c). */
Plan **
lower_unit(Unit *u, const LowerOptions *o, const Tune *tunes, int ntunes)
{
	Plan **plans = arena_alloc((u->nregions + 1) * sizeof *plans);

	for (int i = 0; i < u->nregions; i++)
		plans[i] = lower_region(u, u->regions[i], o, tunes, ntunes);
	lower_teams(u, plans);
	for (int i = 0; i < u->nregions; i++) {
		lower_schedule(plans[i]);
		lower_order(plans[i]);
		lower_block(plans[i]);
		lower_rows(u, plans[i]);
		lower_own_cols(u, plans[i]);
		lower_tables(u, plans[i]);
		lower_windows(u, plans[i]);
		lower_align(plans[i]);
		lower_narrow(plans[i]);
		lower_flat(plans[i]);
		lower_sections(plans[i]);
		lower_inner_lanes(plans[i]);
	}
	lower_preloads(u, plans);
	for (int i = 0; i < u->nregions; i++) {
		lower_chain(plans[i]);
		lower_pivots(u, plans[i]);
		lower_batch(plans[i]);
		lower_steps(u, plans[i]);
	}
	lower_host(u, plans);
	for (int i = 0; i < u->nregions; i++) {
		lower_known(plans[i]);
		lower_divisors(plans[i], u->launch_divisors);
	}
	lower_variants(u, plans);
	return plans;
}
