/* Team mapping: which threads run the code of each region nested in a
 * kernel region (Plan.team.ctx, Plan.team.one), with the sentence --explain gives.
 * In a kernel a team is (frontend/binding.c)
 *   - the initial thread of a target region, of a combined loop's
 *     threads each, or of a teams distribute loop compiled as one loop
 *     (CTX_KERNEL);
 *   - thread 0 of a block, in the sequential part of a teams region or
 *     target parallel (CTX_TEAM);
 *   - the block's threads, in a parallel region met there (CTX_PARALLEL);
 *   - one thread, in a parallel region met anywhere else: OpenMP 5.2
 *     10.1.1 lets a nested parallel region have a team of one, and a
 *     block has no threads to spare for a second level (CTX_NESTED).
 * codegen/emit_cuda.c compiles each region's code as its Plan.team.ctx says.
 * From the teams follow a nested parallel region's team size
 * (Plan.team.nthreads), whether a single construct ends with a barrier
 * (Plan.team.barrier), and what each device API call in a kernel becomes
 * (Plan.apis).
 *
 * Teams on warps (Plan.warp.warps, warp_teams).  A team is a block by
 * default.  A teams distribute kernel whose parallel regions are short
 * loops instead runs each team on one warp, up to WARP_TEAMS teams per
 * block: the team's initial thread is lane 0, its team-level variables
 * one per warp in shared memory, its barriers __syncwarp(), and its
 * parallel loops shared among the warp's 32 lanes (OpenMP 5.2 10.1.1
 * lets the implementation give a parallel region fewer threads than
 * asked for; without num_threads, thread_limit or a call that asks the
 * team size, the program cannot tell).  bplustree's searches, a team per
 * query over 256 key slots, ran 3.9x hand CUDA's time as 128-thread
 * blocks, most of it in __syncthreads() around each statement of thread
 * 0's and in blocks walking one team after another.  The heuristic, in
 * order (the first that fails keeps block teams, and --explain says it):
 *   - -fno-teams-on-warps not given;
 *   - a target teams distribute loop with nested parallel regions (target
 *     teams alone runs a full GPU of teams that each run the whole
 *     region; target parallel is one team);
 *   - no num_teams (few teams fixed by the program: warps would leave
 *     multiprocessors idle), thread_limit or num_threads, no
 *     dist_schedule;
 *   - no private, firstprivate, lastprivate, linear, reduction or
 *     in_reduction clause on the construct (their per-team copies are
 *     the block's);
 *   - every region nested in it is a parallel loop directly in the
 *     team's code (no single, masked, task, worksharing loop in a
 *     parallel region, nested parallelism), without an if clause, whose
 *     loop nest's trip count is an integer constant of at most
 *     WARP_MAX_TRIP iterations (8 per lane: a short loop, whose block
 *     of threads would mostly wait at barriers), whose reductions are
 *     of scalars;
 *   - no barrier construct, and no call of omp_get_num_threads,
 *     omp_get_ancestor_thread_num, omp_get_thread_limit,
 *     omp_get_max_threads (in the kernel), whose answers depend on the
 *     team size;
 *   - the team's code is more than one parallel loop (lavaMD's teams,
 *     each one parallel loop of long iterations, pay one pair of barriers
 *     as blocks and ran 0.5% slower on warps on an H200);
 *   - team-level variables of at most WARP_TEAM_BYTES bytes a team.
 *
 * Team lanes (Plan.warp.lanes): lowering/lanes.c.
 */
#include "plan.h"

const Region *
lower_kernel_region(const Region *r)
{
	while (r && !dir_has_kernel(r->dir))
		r = r->parent;
	return r;
}

static const Plan *
kernel_of(Plan **plans, const Region *r)
{
	const Region *k = lower_kernel_region(r);

	return k ? plans[k->id] : NULL;
}

static int code_ctx(Plan **plans, const Region *s);

/* The bytes of team-level variables of statements s[0..n), or -1 where
 * a size is unknown. */
static long long
team_bytes(const TeamStmt *s, int n)
{
	long long sum = 0;

	for (int i = 0; i < n; i++) {
		long long k = team_bytes(s[i].kids, s[i].nkids);
		if (k < 0)
			return -1;
		sum += k;
		for (int j = 0; j < s[i].nvars; j++) {
			if (s[i].vars[j].size < 0)
				return -1;
			sum += s[i].vars[j].size;
		}
	}
	return sum;
}

/* Why a region nested in kernel region r keeps teams on blocks, or NULL
 * where a team on a warp runs it as a block's would. */
static const char *
warp_nested(const Region *r, const Region *in)
{
	long long trip = 1;

	if (!dir_is_parallel(in->dir) || in->parent != r)
		return arena_printf("a %s construct at %u:%u (only parallel loops directly in the "
		                    "team's code run on a warp)",
		                    dir_spelling[in->dir], in->loc.line, in->loc.col);
	if (in->dir != DIR_PARALLEL_FOR)
		return arena_printf("the parallel region at %u:%u is not a parallel loop",
		                    in->loc.line, in->loc.col);
	if (in->exec.thread_limit)
		return arena_printf("num_threads at %u:%u asks a team size", in->loc.line,
		                    in->loc.col);
	if (in->exec.if_parallel)
		return arena_printf("the if clause at %u:%u", in->loc.line, in->loc.col);
	if (in->exec.distribute)
		return arena_printf("the loop at %u:%u is distributed among the teams",
		                    in->loc.line, in->loc.col);
	for (int i = 0; i < in->nloops; i++) {
		if (!in->loops[i].const_trip)
			return arena_printf("the trip count of the loop at %u:%u is not an integer "
			                    "constant", in->loops[i].loc.line, in->loops[i].loc.col);
		trip *= in->loops[i].const_trip;
		if (trip > WARP_MAX_TRIP)
			return arena_printf("the loop at %u:%u runs more than %d iterations",
			                    in->loc.line, in->loc.col, WARP_MAX_TRIP);
	}
	for (int i = 0; i < in->data.nreductions; i++)
		if (in->data.reductions[i].var->kind != VAR_SCALAR)
			return arena_printf("the reduction of '%s' at %u:%u is not of a scalar",
			                    in->data.reductions[i].var->name, in->loc.line, in->loc.col);
	return NULL;
}

/* Whether kernel k's teams run on warps (Plan.warp.warps), and why or why not
 * (the file's comment). */
static void
warp_teams(const Unit *u, Plan **plans, Plan *k)
{
	const Region *r = k->r;
	const char *no = NULL;
	long long bytes;

	if (!k->team.spmd)
		return;
	if (r->dir != DIR_TTD)
		no = r->dir == DIR_TP ? "target parallel is one team" : "not a teams distribute loop";
	else if (!k->opts->warps)
		no = lower_off(k, "teams-on-warps");
	else if (r->exec.num_teams)
		no = "num_teams sets the teams";
	else if (r->exec.thread_limit)
		no = "thread_limit asks a team size";
	else if (r->exec.dist.kind != SCHED_NONE)
		no = "dist_schedule";
	else if (r->data.nprivates || r->data.nfirstprivates || r->data.nlastprivates || r->data.nlinears ||
	         r->data.nreductions || r->data.nin_reductions)
		no = "a data-sharing clause on the construct keeps a copy per block";
	for (int i = 0; i < k->nparams && !no; i++)
		if (k->params[i].fp == FP_TEAM)
			no = arena_printf("'%s' is firstprivate: a copy per block",
			                  k->params[i].var->name);
	for (int i = 0; i < u->nregions && !no; i++)
		if (u->regions[i] != r && kernel_of(plans, u->regions[i]) == k)
			no = warp_nested(r, u->regions[i]);
	for (int i = 0; i < r->dev.nsyncs && !no; i++)
		if (r->dev.syncs[i].kind == SYNC_BARRIER)
			no = arena_printf("the barrier at %u:%u", r->dev.syncs[i].loc.line,
			                  r->dev.syncs[i].loc.col);
	for (int i = 0; i < r->dev.napis && !no; i++) {
		int fn = r->dev.apis[i].fn;
		if (r->dev.apis[i].called)
			no = arena_printf("%s() at %u:%u, in a function the region calls, answers from the "
			                  "block", api_names[fn], r->dev.apis[i].loc.line,
			                  r->dev.apis[i].loc.col);
		else if (fn == API_NUM_THREADS || fn == API_ANCESTOR_THREAD_NUM ||
		    fn == API_THREAD_LIMIT || fn == API_MAX_THREADS)
			no = arena_printf("%s() at %u:%u answers from the team size", api_names[fn],
			                  r->dev.apis[i].loc.line, r->dev.apis[i].loc.col);
	}
	if (!no && r->teams.nstmts == 1 && r->teams.stmts[0].kind == TS_PARALLEL)
		no = "the team's code is one parallel loop and nothing else: a block runs it with one "
		     "pair of barriers, on four times the threads";
	if (!no && ((bytes = team_bytes(r->teams.stmts, r->teams.nstmts)) < 0 || bytes > WARP_TEAM_BYTES))
		no = bytes < 0 ? "a team-level variable of unknown size"
		               : arena_printf("team-level variables of %lld bytes (more than %d)",
		                              bytes, WARP_TEAM_BYTES);
	if (no) {
		k->warp.why = arena_printf("a team is a block: %s", no);
		return;
	}
	k->warp.warps = WARP_TEAMS;
	k->warp.why = arena_printf("a team is a warp, up to %d per block (short parallel loops; "
	                            "-fno-teams-on-warps: a block)",
	                            WARP_TEAMS);
}

/* Does nested region `in` run on a team of one thread?  A parallel
 * region does unless a team's initial thread meets it; a worksharing
 * loop does when its parallel region does. */
static int
team_one(Plan **plans, const Region *in)
{
	int around = code_ctx(plans, in->parent);

	return dir_is_parallel(in->dir) ? around != CTX_TEAM : around == CTX_NESTED;
}

/* Who runs the code directly in region s of a kernel: a single, masked
 * or task construct's code runs where the construct is met. */
static int
code_ctx(Plan **plans, const Region *s)
{
	if (dir_has_kernel(s->dir))
		return plans[s->id]->team.spmd ? CTX_TEAM : CTX_KERNEL;
	if (dir_shape[s->dir] == SHAPE_SINGLE)
		return code_ctx(plans, s->parent);
	return team_one(plans, s) ? CTX_NESTED : CTX_PARALLEL;
}

/* Does the code of parallel region `in` of kernel region r need its team
 * size: does it share a loop, or ask for its thread count (other than in
 * a parallel region nested in it, whose team is one thread)? */
static int
nthreads_used(const Unit *u, const Region *r, const Region *in)
{
	if (dir_is_loop(in->dir))
		return 1;
	for (int i = 0; i < u->nregions; i++)
		if ((u->regions[i]->dir == DIR_FOR || u->regions[i]->dir == DIR_SECTION) &&
		    region_team(u->regions[i]->parent) == in)
			return 1; /* in its statement, or in a scope there */
	for (int i = 0; i < r->dev.napis; i++) {
		unsigned at = r->dev.apis[i].begin;
		if (r->dev.apis[i].fn != API_NUM_THREADS || at < in->src.stmt_begin || at >= in->src.stmt_end)
			continue;
		int deeper = 0;
		for (int k = 0; k < u->nregions; k++) {
			const Region *x = u->regions[k];
			/* regions of one function template's other instantiations
			 * have the same text */
			deeper |= x != in && x->inst == in->inst && dir_is_parallel(x->dir) &&
			          x->src.stmt_begin <= at && at < x->src.stmt_end;
		}
		if (!deeper)
			return 1;
	}
	return 0;
}

/* The team size of a parallel region on the block's threads: the
 * block's, unless its num_threads asks for fewer or its if clause is
 * false (one thread). */
static void
team_size(const Unit *u, Plan *p, const Plan *k)
{
	const Region *r = p->r;

	if (k->warp.warps) {
		p->team.nthreads = NTHREADS_WARP;
		p->team.nthreads_why = "the warp's 32 lanes (a team on a warp)";
	} else if (r->exec.thread_limit || r->exec.if_parallel) {
		p->team.nthreads = NTHREADS_CLAUSE;
		p->team.nthreads_why = arena_printf("%s%s%s; threads past them skip it%s",
		                               r->exec.if_parallel ? "one thread where the if clause is false"
		                                              : "",
		                               r->exec.if_parallel && r->exec.thread_limit ? ", else " : "",
		                               r->exec.thread_limit ? "the block's threads, at most num_threads"
		                                               : ", else the block's threads",
		                               r->dev.has_barrier ? " (its barriers check at run time that "
		                                                "no thread skips it)"
		                                              : "");
	} else if (nthreads_used(u, k->r, r)) {
		p->team.nthreads = NTHREADS_BLOCK;
		p->team.nthreads_why = "the block's threads";
	}
}

/* A parallel region, or a worksharing loop of one, nested in kernel k. */
static void
inner_team(const Unit *u, Plan **plans, Plan *p, const Plan *k)
{
	const Region *r = p->r;

	p->team.one = team_one(plans, r);
	p->team.ctx = p->team.one ? CTX_NESTED : CTX_PARALLEL;
	if (!p->team.one && r->dir != DIR_FOR)
		team_size(u, p, k);
	if (r->exec.combined)
		p->team.text = arena_printf("its parallel region runs on the threads of the block "
		                            "of %s", k->kernel);
	else if (p->team.one && r->dir == DIR_FOR)
		p->team.text = arena_printf("in a nested parallel region of %s: its one thread runs "
		                            "every iteration", k->kernel);
	else if (p->team.one)
		p->team.text = arena_printf("nested in a parallel region of %s: a team of one "
		                            "thread, each thread that meets it runs it alone%s",
		                            k->kernel, dir_is_loop(r->dir) ? ", every iteration" : "");
	else if (k->warp.warps)
		p->team.text = arena_printf("%s among the 32 lanes of each team's warp of %s",
		                            dir_is_loop(r->dir) ? "loop shared" : "runs", k->kernel);
	else
		p->team.text = arena_printf("%s among the threads of each block of %s",
		                            dir_is_loop(r->dir) ? "loop shared" : "runs", k->kernel);
}

/* A single or masked construct: is its team one thread (the kernel's
 * own code outside a loop, a team's initial thread, a nested parallel
 * region), and so which thread runs its block. */
static void
single_team(Plan **plans, Plan *p, const Plan *k)
{
	const Region *r = p->r;
	int around = code_ctx(plans, r->parent);
	const char *of = region_team(r->parent) ? "its nested parallel region"
	                                        : "the initial thread of its team";

	p->team.ctx = around;
	p->team.one = around == CTX_KERNEL ? dir_shape[k->r->dir] != SHAPE_LOOP
	                              : around == CTX_TEAM || around == CTX_NESTED;
	p->team.barrier = !p->team.one &&
	                  (r->dir == DIR_SINGLE || r->dir == DIR_SCOPE || r->dir == DIR_SECTIONS) &&
	                  (!r->exec.nowait || r->data.ncopyprivates);
	if (dir_is_task(r->dir))
		return;
	for (int i = r->parent->id + 1; r->dir == DIR_SECTION && i < r->id; i++)
		p->team.section += plans[i]->r->parent == r->parent && plans[i]->r->dir == DIR_SECTION;
	if (p->team.one && r->exec.filter)
		p->team.text = arena_printf("a team of one thread (%s), which runs it when the "
		                            "filter is 0", of);
	else if (p->team.one)
		p->team.text = arena_printf("a team of one thread (%s), which runs it", of);
	else if (r->dir == DIR_SECTIONS)
		p->team.text = arena_printf("every thread of the team meets it, each section run by "
		                            "the thread of the section's number modulo the team's "
		                            "size%s",
		                            r->exec.nowait ? " (nowait: no barrier)" : ", then __syncthreads()");
	else if (r->dir == DIR_SECTION)
		p->team.text = arena_printf("section %d of its sections construct: the thread whose "
		                            "number is %d modulo the team's size runs it",
		                            p->team.section, p->team.section);
	else if (r->dir == DIR_SCOPE)
		p->team.text = arena_printf("every thread of the block runs it%s",
		                            r->exec.nowait ? " (nowait: no barrier)"
		                                      : ", then __syncthreads()");
	else if (r->dir == DIR_SINGLE)
		p->team.text = arena_printf("thread 0 of the block runs it%s",
		                            r->exec.nowait && !r->data.ncopyprivates ? " (nowait: no barrier)"
		                            : r->data.ncopyprivates
		                                    ? ", then __syncthreads() and the copyprivate copies"
		                                    : ", then __syncthreads()");
	else
		p->team.text = arena_printf("the thread whose threadIdx.x is %s runs it",
		                            r->exec.filter ? r->exec.filter : "0");
}

/* omp_get_level() at offset `at` of kernel region r (OpenMP 5.2
 * 18.2.17): the parallel regions around it, active or not; target
 * parallel's own and a combined parallel loop's count, and the parallel
 * constructs its threads run alone (Region.dev.solos). */
static int
level_at(const Unit *u, const Region *r, unsigned at)
{
	int n = dir_shape[r->dir] == SHAPE_LOOP;

	for (int i = 0; i < r->dev.nsolos; i++)
		n += r->dev.solos[2 * i] <= at && at < r->dev.solos[2 * i + 1];
	for (int i = 0; i < u->nregions; i++) {
		const Region *in = u->regions[i];
		n += in->inst == r->inst && dir_is_parallel(in->dir) && in->src.stmt_begin <= at &&
		     at < in->src.stmt_end; /* an instantiation's own regions */
	}
	return n;
}

/* The context of the code of kernel k at offset `at`: the innermost
 * region of k around it (a nested region's code runs as its plan's ctx
 * says). */
static int
ctx_at(const Unit *u, Plan **plans, const Plan *k, unsigned at)
{
	const Region *s = k->r;
	int deepest = 0;

	for (int i = 0; i < s->dev.nsolos; i++)
		if (s->dev.solos[2 * i] <= at && at < s->dev.solos[2 * i + 1])
			return CTX_NESTED; /* a parallel loop's thread alone */

	for (int i = 0; i < u->nregions; i++) {
		const Region *in = u->regions[i];
		int depth = 0;
		if (in->src.pragma_begin > at || at >= in->src.stmt_end || kernel_of(plans, in) != k)
			continue;
		for (const Region *x = in; x != k->r; x = x->parent)
			depth++;
		if (depth > deepest)
			s = in, deepest = depth;
	}
	return plans[s->id]->team.ctx;
}

/* What each device API call of kernel k becomes: the answer where the
 * team that makes it fixes it (one team under target parallel, one
 * thread, the nesting level), the team size of its parallel region, or
 * the device header's. */
static void
lower_apis(const Unit *u, Plan **plans, Plan *k)
{
	const Region *r = k->r;
	int one_team = r->dir == DIR_TPF || r->dir == DIR_TPF_SIMD;

	k->apis = arena_alloc((r->dev.napis + 1) * sizeof *k->apis);
	for (int i = 0; i < r->dev.napis; i++) {
		const ApiCall *a = &r->dev.apis[i];
		ApiPlan *ap = &k->apis[i];
		int ctx = ctx_at(u, plans, k, a->begin);
		/* a team of one thread: a target region's, each team's initial
		 * thread of a teams region outside its parallel regions (a
		 * teams distribute loop compiled as one loop too), or a nested
		 * parallel region's */
		int one = ctx == CTX_KERNEL ? dir_shape[r->dir] != SHAPE_LOOP
		                            : ctx == CTX_TEAM || ctx == CTX_NESTED;
		ap->ctx = ctx;
		if ((a->fn == API_TEAM_NUM || a->fn == API_NUM_TEAMS) && k->warp.warps) {
			ap->how = a->fn == API_TEAM_NUM ? APIP_WARP_TEAM : APIP_WARP_TEAMS;
			ap->why = a->fn == API_TEAM_NUM ? "teams on warps: the warp's number in the grid"
			                                : "teams on warps: the grid's warps";
		} else if (a->fn == API_THREAD_NUM && ctx == CTX_PARALLEL && k->warp.warps) {
			ap->how = APIP_LANE;
			ap->why = "teams on warps: the lane";
		} else if ((a->fn == API_THREAD_NUM || a->fn == API_NUM_THREADS) && one_team &&
		           ctx == CTX_KERNEL) {
			/* the grid's threads are the one team; every launch shape
			 * (flat, narrow, alias) numbers them the same way */
			ap->how = a->fn == API_THREAD_NUM ? APIP_GRID_THREAD : APIP_GRID_THREADS;
			ap->why = "target parallel for: the grid's threads are its one team";
		} else if ((a->fn == API_TEAM_NUM || a->fn == API_NUM_TEAMS) && one_team) {
			ap->how = APIP_VALUE;
			ap->value = a->fn == API_NUM_TEAMS;
			ap->why = "a parallel construct without teams has one team";
		} else if ((a->fn == API_THREAD_NUM || a->fn == API_NUM_THREADS) && one) {
			ap->how = APIP_VALUE;
			ap->value = a->fn == API_NUM_THREADS;
			ap->why = ctx == CTX_NESTED ? "a nested parallel region has one thread"
			          : a->fn == API_THREAD_NUM ? "the team's initial thread"
			                                    : "outside a parallel region";
		} else if (a->fn == API_NUM_THREADS && ctx == CTX_PARALLEL) {
			ap->how = APIP_NTHREADS;
		} else if (a->fn == API_LEVEL) {
			ap->how = APIP_VALUE;
			ap->value = level_at(u, r, a->begin);
		} else if (a->fn == API_ANCESTOR_THREAD_NUM) {
			ap->how = APIP_ANCESTOR;
			ap->value = level_at(u, r, a->begin);
		} else {
			ap->how = APIP_DEVICE;
		}
	}
}

void
lower_teams(const Unit *u, Plan **plans)
{
	for (int i = 0; i < u->nregions; i++)
		if (dir_has_kernel(plans[i]->r->dir)) {
			warp_teams(u, plans, plans[i]);
			lower_lanes(plans, plans[i]);
		}
	for (int i = 0; i < u->nregions; i++) {
		Plan *p = plans[i];
		const Plan *k = kernel_of(plans, p->r);
		if (dir_has_kernel(p->r->dir))
			p->team.ctx = code_ctx(plans, p->r);
		else if (k && dir_shape[p->r->dir] == SHAPE_INNER)
			inner_team(u, plans, p, k);
		else if (k && dir_shape[p->r->dir] == SHAPE_SINGLE)
			single_team(plans, p, k);
	}
	for (int i = 0; i < u->nregions; i++)
		if (dir_has_kernel(plans[i]->r->dir))
			lower_apis(u, plans, plans[i]);
}
