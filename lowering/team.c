/* Team mapping: which threads run the code of each region nested in a
 * kernel region (Plan.ctx, Plan.one), with the sentence --explain gives.
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
 * codegen/emit_cuda.c compiles each region's code as its Plan.ctx says.
 * From the teams follow a nested parallel region's team size
 * (Plan.nthreads), whether a single construct ends with a barrier
 * (Plan.barrier), and what each device API call in a kernel becomes
 * (Plan.apis).
 */
#include "plan.h"

static const Plan *
kernel_of(Plan **plans, const Region *r)
{
	while (r && !dir_has_kernel(r->dir))
		r = r->parent;
	return r ? plans[r->id] : NULL;
}

static int code_ctx(Plan **plans, const Region *s);

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
		return plans[s->id]->spmd ? CTX_TEAM : CTX_KERNEL;
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
		if (u->regions[i]->parent == in && u->regions[i]->dir == DIR_FOR)
			return 1;
	for (int i = 0; i < r->napis; i++) {
		unsigned at = r->apis[i].begin;
		if (r->apis[i].fn != API_NUM_THREADS || at < in->stmt_begin || at >= in->stmt_end)
			continue;
		int deeper = 0;
		for (int k = 0; k < u->nregions; k++) {
			const Region *x = u->regions[k];
			deeper |= x != in && dir_is_parallel(x->dir) && x->stmt_begin <= at &&
			          at < x->stmt_end;
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

	if (r->thread_limit || r->if_parallel) {
		p->nthreads = NTHREADS_CLAUSE;
		p->nthreads_why = arena_printf("%s%s%s; threads past them skip it%s",
		                               r->if_parallel ? "one thread where the if clause is false"
		                                              : "",
		                               r->if_parallel && r->thread_limit ? ", else " : "",
		                               r->thread_limit ? "the block's threads, at most num_threads"
		                                               : ", else the block's threads",
		                               r->has_barrier ? " (its barriers check at run time that "
		                                                "no thread skips it)"
		                                              : "");
	} else if (nthreads_used(u, k->r, r)) {
		p->nthreads = NTHREADS_BLOCK;
		p->nthreads_why = "the block's threads";
	}
}

/* A parallel region, or a worksharing loop of one, nested in kernel k. */
static void
inner_team(const Unit *u, Plan **plans, Plan *p, const Plan *k)
{
	const Region *r = p->r;

	p->one = team_one(plans, r);
	p->ctx = p->one ? CTX_NESTED : CTX_PARALLEL;
	if (!p->one && r->dir != DIR_FOR)
		team_size(u, p, k);
	if (r->combined)
		p->team_text = arena_printf("its parallel region runs on the threads of the block "
		                            "of %s", k->kernel);
	else if (p->one && r->dir == DIR_FOR)
		p->team_text = arena_printf("in a nested parallel region of %s: its one thread runs "
		                            "every iteration", k->kernel);
	else if (p->one)
		p->team_text = arena_printf("nested in a parallel region of %s: a team of one "
		                            "thread, each thread that meets it runs it alone%s",
		                            k->kernel, dir_is_loop(r->dir) ? ", every iteration" : "");
	else
		p->team_text = arena_printf("%s among the threads of each block of %s",
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

	p->ctx = around;
	p->one = around == CTX_KERNEL ? dir_shape[k->r->dir] != SHAPE_LOOP
	                              : around == CTX_TEAM || around == CTX_NESTED;
	p->barrier = !p->one && r->dir == DIR_SINGLE && (!r->nowait || r->ncopyprivates);
	if (dir_is_task(r->dir))
		return;
	if (p->one && r->filter)
		p->team_text = arena_printf("a team of one thread (%s), which runs it when the "
		                            "filter is 0", of);
	else if (p->one)
		p->team_text = arena_printf("a team of one thread (%s), which runs it", of);
	else if (r->dir == DIR_SINGLE)
		p->team_text = arena_printf("thread 0 of the block runs it%s",
		                            r->nowait && !r->ncopyprivates ? " (nowait: no barrier)"
		                            : r->ncopyprivates
		                                    ? ", then __syncthreads() and the copyprivate copies"
		                                    : ", then __syncthreads()");
	else
		p->team_text = arena_printf("the thread whose threadIdx.x is %s runs it",
		                            r->filter ? r->filter : "0");
}

/* omp_get_level() at offset `at` of kernel region r (OpenMP 5.2
 * 18.2.17): the parallel regions around it, active or not; target
 * parallel's own and a combined parallel loop's count. */
static int
level_at(const Unit *u, const Region *r, unsigned at)
{
	int n = dir_shape[r->dir] == SHAPE_LOOP;

	for (int i = 0; i < u->nregions; i++) {
		const Region *in = u->regions[i];
		n += dir_is_parallel(in->dir) && in->stmt_begin <= at && at < in->stmt_end;
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

	for (int i = 0; i < u->nregions; i++) {
		const Region *in = u->regions[i];
		int depth = 0;
		if (in->pragma_begin > at || at >= in->stmt_end || kernel_of(plans, in) != k)
			continue;
		for (const Region *x = in; x != k->r; x = x->parent)
			depth++;
		if (depth > deepest)
			s = in, deepest = depth;
	}
	return plans[s->id]->ctx;
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

	k->apis = arena_alloc((r->napis + 1) * sizeof *k->apis);
	for (int i = 0; i < r->napis; i++) {
		const ApiCall *a = &r->apis[i];
		ApiPlan *ap = &k->apis[i];
		int ctx = ctx_at(u, plans, k, a->begin);
		/* a team of one thread: a target region's, each team's initial
		 * thread of a teams region outside its parallel regions (a
		 * teams distribute loop compiled as one loop too), or a nested
		 * parallel region's */
		int one = ctx == CTX_KERNEL ? dir_shape[r->dir] != SHAPE_LOOP
		                            : ctx == CTX_TEAM || ctx == CTX_NESTED;
		ap->ctx = ctx;
		if ((a->fn == API_TEAM_NUM || a->fn == API_NUM_TEAMS) && one_team) {
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
	for (int i = 0; i < u->nregions; i++) {
		Plan *p = plans[i];
		const Plan *k = kernel_of(plans, p->r);
		if (dir_has_kernel(p->r->dir))
			p->ctx = code_ctx(plans, p->r);
		else if (k && dir_shape[p->r->dir] == SHAPE_INNER)
			inner_team(u, plans, p, k);
		else if (k && dir_shape[p->r->dir] == SHAPE_SINGLE)
			single_team(plans, p, k);
	}
	for (int i = 0; i < u->nregions; i++)
		if (dir_has_kernel(plans[i]->r->dir))
			lower_apis(u, plans, plans[i]);
}
