/* The order of a collapsed nest's loops in the collapsed index
 * (LoopPlan.reordered, fast): the loop whose variable neighbouring
 * iterations of a combined loop kernel's grid-stride loop step, and so
 * the lanes of a warp.  By default the innermost, as the sequential nest
 * runs.  Another loop where, by Region.reads.strides' model of the memory
 * transactions a warp needs for the body's element accesses
 * (frontend/strides.c), stepping it needs at most half as many as
 * stepping the innermost, and it steps some access by one element: a
 * warp's accesses then fall on neighbouring elements (one coalesced
 * transaction) rather than rows apart (one each).  codegen/emit_loop.c
 * works the indices out of the collapsed index in this order.
 *
 * OpenMP lets the order change: without a schedule clause (or with
 * schedule(auto)) how iterations go to threads is the implementation's
 * (OpenMP 5.2 11.5.3), and a worksharing loop's iterations are not
 * ordered among themselves.  The collapsed index's last value is still
 * the sequentially last iteration (every loop at its last value), so
 * lastprivate holds.  Not changed: a linear item (its value is the
 * logical iteration number times the step), a schedule or dist_schedule
 * clause (they fix which thread runs which iteration), the tiled loop.
 */
#include "plan.h"

/* Why the nest keeps its order, or NULL. */
static const char *
order_kept(const Plan *p)
{
	const Region *r = p->r;

	if (p->shape.kind != KERNEL_GRID_LOOP || p->loop.share != SHARE_GRID)
		return "not a combined loop's grid-stride loop";
	if (!p->opts->order)
		return lower_off(p, "collapse-order");
	if (r->exec.sched.kind != SCHED_NONE && r->exec.sched.kind != SCHED_AUTO)
		return "a schedule clause fixes which thread runs which iteration";
	if (r->exec.dist.kind != SCHED_NONE || p->loop.dist != DIST_NONE || p->loop.ws != WS_CYCLIC)
		return "a dist_schedule clause fixes which team runs which iteration";
	if (r->data.nlinears)
		return "a linear item's value is the logical iteration number times its step";
	if (p->tile.on)
		return "the kernel has the tiled loop";
	return NULL;
}

void
lower_order(Plan *p)
{
	const Region *r = p->r;
	const Strides *s = &r->reads.strides;
	int inner = r->nloops - 1, best = inner;
	const char *no, *model;

	if (r->nloops < 2 || !dir_has_kernel(r->dir))
		return;
	for (int k = 0; k < r->nloops; k++)
		if (s->cost[k] < s->cost[best] || (s->cost[k] == s->cost[best] && s->unit[k] > s->unit[best]))
			best = k;
	/* the innermost's order serves as well, or no other halves the cost */
	if (best == inner || 2 * s->cost[best] > s->cost[inner] || !s->unit[best])
		return;
	model = arena_printf("loop %d's variable '%s', which steps %d of the body's %d element accesses by one "
	                     "element (first %s:%u:%u): a warp needs about %d memory transactions an "
	                     "iteration stepping it, %d stepping the innermost '%s'",
	                     best + 1, r->loops[best].var, s->unit[best], s->accesses, s->unit_loc[best].file,
	                     s->unit_loc[best].line, s->unit_loc[best].col, s->cost[best], s->cost[inner],
	                     r->loops[inner].var);
	if ((no = order_kept(p))) {
		p->loop.order_why = arena_printf("in order: %s, but %s", model, no);
		return;
	}
	p->loop.reordered = 1;
	p->loop.fast = best;
	p->loop.order_why = arena_printf("neighbouring threads step %s; coalesced (-fno-collapse-order: in "
	                                 "order)", model);
}
