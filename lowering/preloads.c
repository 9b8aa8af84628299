/* Preloads (frontend/preloads.c, Region.preloads): whether a parallel loop
 * that a team on a warp runs has each lane load, before its first
 * iteration, what every one of its iterations surely loads of read-only
 * arrays, into registers, and the iterations then read those (Plan.
 * preloads; codegen/emit_cuda.c prints the two loops, both unrolled).
 *
 * A lane's iterations as written wait for each load in turn when a
 * branch on it comes before the next: bplustree's find_range lanes load
 * 8 keys of a node one after another, where the hand-written kernel
 * issues the 8 at once (0.238 against 0.134 ms; loaded first, 0.190:
 * benchmarks/results/2026-11-26-h200-windows, run 66).  Moving a load
 * before the iterations keeps its value where nothing writes the memory
 * while the kernel runs: the pointer is read-only and distinct
 * (lowering/readonly.c proves it, or the runtime checks it and the
 * kernel_alias, which keeps the loads in place, runs otherwise), and the
 * load's indices read only the loop's variable and variables the loop
 * does not write; each lane loads only the elements its own iterations
 * load, so no address is touched that the loop would not touch.
 *
 * Only a loop over one index whose trip count is a constant of at most
 * 16 a lane (registers: one a load and iteration), on a warp's lanes,
 * cyclic (no schedule clause, lastprivate, linear), and at most 4 loads.
 */
#include "plan.h"

enum { MAX_PER_LANE = 16, MAX_PRELOADS = 4 };

/* Why loop region `in` of kernel p cannot preload, or NULL. */
static const char *
loop_why(const Plan *p, const Plan *ip, const Region *in)
{
	if (!p->opts->preloads)
		return lower_off(p, "lane-preloads");
	if (!p->warp.warps || ip->team.one || in->nloops != 1 || ip->loop.share != SHARE_LANES)
		return "not a loop over one index on a warp's lanes";
	if (ip->loop.ws != WS_CYCLIC || in->data.nlastprivates || in->data.nlinears || in->exec.sched.kind != SCHED_NONE)
		return "a schedule, lastprivate or linear clause";
	if (in->loops[0].const_trip <= 0 || (in->loops[0].const_trip + 31) / 32 > MAX_PER_LANE)
		return "its trip count is not a constant of at most 16 a lane";
	return NULL;
}

/* Why preload pl cannot be moved, or NULL. */
static const char *
load_why(const Unit *u, const Plan *p, const Preload *pl)
{
	const Param *a = plan_param(p, pl->var);

	if (!a || a->ref || a->fp || a->device_ptr || !a->unwritten || !a->restrict_)
		return arena_printf("'%s' is not proven read-only and distinct", pl->var->name);
	for (int i = 0; i < p->win.nwindows; i++)
		if (p->win.windows[i].w->var == pl->var)
			return arena_printf("'%s' has a team window", pl->var->name);
	return lower_copy_access_why(u, p, pl->begin, pl->end, pl->begin, pl->end, 1);
}

void
lower_preloads(const Unit *u, Plan **plans)
{
	for (int i = 0; i < u->nregions; i++) {
		const Region *in = u->regions[i];
		const Region *r = in->parent;
		Plan *ip = plans[i];
		const char *no, *first_no = NULL;
		Buf b = {0};

		if (in->dir != DIR_PARALLEL_FOR || !in->npreloads || !r || !dir_has_kernel(r->dir))
			continue;
		const Plan *p = plans[r->id];
		if ((no = loop_why(p, ip, in))) {
			ip->preload.why = arena_printf("none: %s", no);
			continue;
		}
		ip->preload.loads = arena_alloc((size_t)in->npreloads * sizeof *ip->preload.loads);
		for (int k = 0; k < in->npreloads; k++) {
			const Preload *pl = &in->preloads[k];
			if (!(no = load_why(u, p, pl)) && ip->preload.nloads == MAX_PRELOADS)
				no = "as many loads as a loop may preload";
			if (no) {
				if (!first_no)
					first_no = arena_printf("%u:%u: %s", pl->loc.line, pl->loc.col, no);
				continue;
			}
			ip->preload.loads[ip->preload.nloads++] = pl;
			buf_printf(&b, "%s%u:%u", ip->preload.nloads > 1 ? ", " : "", pl->loc.line,
			           pl->loc.col);
		}
		if (!ip->preload.nloads) {
			ip->preload.why = arena_printf("none: %s", first_no);
			continue;
		}
		ip->preload.k = (int)((in->loops[0].const_trip + 31) / 32);
		ip->preload.why = arena_printf(
			"the loads at %s, which every iteration makes, of read-only arrays: each lane "
			"loads its %d iterations' first, then runs them%s%s",
			b.s, ip->preload.k, first_no ? "; not " : "", first_no ? first_no : "");
	}
}
