/* Stencil steps: a host loop whose body is a combined loop region and
 * the swap of the two pointers it reads and writes,
 *
 *     for (int t = 1; t < rows; t++) {
 *     #pragma omp target teams distribute parallel for
 *             for (int j = 0; j < cols; j++)
 *                     next[j] = wall[(long)t * cols + j] + min3(prev, j);
 *             int *tmp = prev; prev = next; next = tmp;
 *     }
 *
 * launches a kernel per step, each reading the row the step before
 * wrote.  The region's kernel_steps runs up to O2C_STEPS_MAX of the
 * loop's iterations in one launch: each block loads a tile of `from`
 * with a halo of reach x steps on each side into shared memory and runs
 * the steps there, each step's region code reading from[j + c] from the
 * block's copy and writing to[j] into the other, the halo shrinking by
 * reach a step (a pyramid: what a lane computes depends only on lanes
 * the block computed before it), then stores its tile's last values.
 *
 * What keeps C's and OpenMP's meaning (frontend/steps.c has what the
 * source must be): each step's values are those the region would give
 * at that iteration, since the host loop changes nothing the region
 * reads but the swap and its variable (which each step takes as the
 * host loop would set it); elements of either array outside the region's
 * loop range are never written, so each block's copies of them (of both
 * arrays, only where they are mapped) stay what memory holds.  The
 * runtime launches an odd number of steps k: the last step's values
 * belong to `to`, whose elements in the loop's range no block reads,
 * so the blocks' stores race with no load; the values of the step
 * before, which belong to `from`, are not stored: no later step reads
 * them (the next launch's first step writes them first), and the host
 * loop's last iteration always runs as written, which leaves both arrays
 * as the loop would.  The host code counts down the iterations a launch
 * ran, their swaps still its own.  The runtime launches the steps only
 * where every pointer is present and no two share an allocation, else
 * the region runs as written (OMP2CUDA_STEPS=off too).  No other name may
 * reach either array: a pointer the region loads from memory, which the
 * runtime cannot compare, keeps it from having steps (lowering/names.c).
 *
 * Step preloads: a load every iteration surely makes (frontend/
 * preloads.c: in a part of the body C always evaluates, its indices
 * integer arithmetic on the loop's variables and variables the body does
 * not write) of an array other than the two the steps swap, which the
 * region does not write, is made by each lane for every step of the
 * launch before the first, into registers (at most MAX_STEP_PRELOADS
 * such loads), and each step reads it there.  As written, each step's
 * load waits behind the branches of the step before (pathfinder's wall:
 * the steps kernel 0.31 against 0.20 ms preloaded, benchmarks/results/
 * 2026-12-02-h200-stop57).  The values are the same: nothing writes that
 * array while the launch runs (the region writes only `to`, which shares
 * no allocation with any other argument, and no global); the addresses
 * are those the program loads, since at each of the launch's iterations
 * of the host loop every iteration of the region's loop makes the load,
 * and a lane loads only at its own iteration (in the loop's range) and
 * the launch's steps.
 */
#include <string.h>

#include "plan.h"

enum { MAX_STEP_PRELOADS = 4 }; /* registers: O2C_STEPS_MAX each */

/* Why an argument keeps the steps from running, or NULL (the rest:
 * lower_host_loop_why). */
static const char *
param_why(const Plan *p, const Param *a)
{
	const Region *r = p->r;
	const StepFacts *sf = &r->around.steps;
	int swapped = !strcmp(a->var->name, sf->from) || !strcmp(a->var->name, sf->to);

	if (swapped && (a->var->kind != VAR_POINTER || a->var->elem_arg < ARG_I8 ||
	                a->var->elem_arg > ARG_F64))
		return "the swapped pointers do not point to scalars";
	for (int i = 0; i < r->ncaps && a->var->kind == VAR_POINTER; i++)
		if (r->caps[i] == a->var &&
		    (r->access[i].escape || (r->access[i].write && strcmp(a->var->name, sf->to))))
			return arena_printf("the region writes through '%s' (or loses track of it)",
			                    a->var->name);
	return NULL;
}

/* Why region r's plan p cannot run steps, or NULL. */
static const char *
steps_why(const Plan *p)
{
	const Region *r = p->r;
	const Loop *l = &r->loops[0];
	const char *why;
	int checked;

	if (!p->opts->steps)
		return lower_off(p, "stencil-steps");
	if (r->inst)
		return "a region of a template instantiation";
	if ((why = lower_host_loop_why(p, 0)))
		return why;
	if (r->nloops != 1)
		return "not a kernel of one loop over the grid's threads";
	if (r->dev.natomics || r->dev.nsyncs || r->dev.napis)
		return "the region's code has atomic constructs, barriers or device API calls";
	if (r->names && r->names->global_write)
		return arena_printf("the region writes %s", r->names->global_write);
	if ((why = lower_other_names(p, NULL, &checked)) && !checked)
		return why; /* another name may reach from or to */
	if (strcmp(l->stride, "1") || (l->cmp != CMP_LT && l->cmp != CMP_LE) || l->not_equal)
		return "the region's loop does not count up by one";
	for (int i = 0; i < p->nparams; i++)
		if ((why = param_why(p, &p->params[i])))
			return why;
	if (plan_param_named(p, r->around.steps.from) < 0 || plan_param_named(p, r->around.steps.to) < 0)
		return "the region does not pass both swapped pointers";
	return NULL;
}

/* Why preload pl cannot be made before the steps, or NULL. */
static const char *
preload_why(const Unit *u, const Plan *p, const Preload *pl)
{
	const StepFacts *sf = &p->r->around.steps;
	const Param *a = plan_param(p, pl->var);

	if (!strcmp(pl->var->name, sf->from) || !strcmp(pl->var->name, sf->to))
		return "a swapped array";
	if (!a || a->ref || a->fp || a->device_ptr || !a->unwritten)
		return arena_printf("the region may write '%s'", pl->var->name);
	return lower_copy_access_why(u, p, pl->begin, pl->end, pl->begin, pl->end, 0);
}

/* The loads the steps make before the first step (StepPlan.pre), and
 * what --explain says of them. */
static const char *
steps_preloads(const Unit *u, Plan *p)
{
	const Region *r = p->r;
	StepPlan *s = &p->chain.steps;
	const char *no, *first_no = NULL;
	Buf b = {0};

	if (!r->npreloads)
		return "";
	if (!p->opts->step_preloads)
		return arena_printf("; loads as written: %s", lower_off(p, "step-preloads"));
	s->pre = arena_alloc((size_t)r->npreloads * sizeof *s->pre);
	for (int i = 0; i < r->npreloads; i++) {
		const Preload *pl = &r->preloads[i];
		if (!(no = preload_why(u, p, pl)) && s->npre == MAX_STEP_PRELOADS)
			no = "as many loads as the steps may preload";
		if (no && strcmp(no, "a swapped array") && !first_no)
			first_no = arena_printf("%u:%u: %s", pl->loc.line, pl->loc.col, no);
		if (no)
			continue;
		s->pre[s->npre++] = pl;
		buf_printf(&b, "%s%u:%u", s->npre > 1 ? ", " : "", pl->loc.line, pl->loc.col);
	}
	if (!s->npre)
		return first_no ? arena_printf("; loads as written: %s", first_no) : "";
	return arena_printf("; the loads at %s, which every step makes, of arrays the region does "
	                    "not write: each lane makes the launch's steps' first, all at once "
	                    "(-fno-step-preloads: as each step reaches them)%s%s",
	                    b.s, first_no ? "; not " : "", first_no ? first_no : "");
}

void
lower_steps(const Unit *u, Plan *p)
{
	const Region *r = p->r;
	StepPlan *s = &p->chain.steps;
	const char *why;

	*s = (StepPlan){0};
	s->param = s->from = s->to = -1;
	if (!dir_has_kernel(r->dir) || !p->kernel)
		return;
	if (!r->around.steps.loop.var) {
		if (r->around.steps.why)
			s->why = arena_printf("none: %s", r->around.steps.why);
		return;
	}
	if ((why = steps_why(p))) {
		s->why = arena_printf("none: %s", why);
		return;
	}
	Loop l = r->around.steps.loop;
	l.lb = "o2c_steps_first";
	s->index = lower_index(&l, "o2c_s");
	l.lb = r->around.steps.loop.var;
	s->trip = lower_trip(&l);
	s->param = plan_param_named(p, r->around.steps.loop.var);
	s->from = plan_param_named(p, r->around.steps.from);
	s->to = plan_param_named(p, r->around.steps.to);
	s->kernel = arena_printf("%s_steps", p->kernel);
	s->why = arena_printf("%s, up to %d iterations of the loop at %u:%u in one launch, each "
	                      "block's tile of '%s' and a halo of %d a step in shared memory "
	                      "(OMP2CUDA_STEPS=off: a launch per iteration)%s",
	                      s->kernel, O2C_STEPS_MAX, r->around.steps.loop.loc.line,
	                      r->around.steps.loop.loc.col, r->around.steps.from, r->around.steps.reach,
	                      steps_preloads(u, p));
}
