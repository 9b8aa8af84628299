/* The order of a collapsed nest's loops in the collapsed index
 * (LoopPlan.reordered, fast): the loop whose variable neighbouring iterations of a
 * combined loop kernel's grid-stride loop step, and so the lanes of a
 * warp.  By default the innermost, as the sequential nest runs.  Where
 * the innermost loop's variable moves no element access of the body by
 * one element and another loop's variable moves some (Region.strides,
 * frontend/strides.c), that loop's, the one with most: a warp's accesses
 * then fall on neighbouring elements (one coalesced transaction) rather
 * than a row apart (one each).  codegen/emit_loop.c works the indices out
 * of the collapsed index in this order.
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
	const Strides *s = &r->strides;
	int inner = r->nloops - 1, best = inner;
	const char *no;

	if (r->nloops < 2 || !dir_has_kernel(r->dir))
		return;
	for (int k = 0; k < r->nloops; k++)
		if (s->unit[k] > s->unit[best])
			best = k;
	if (s->unit[inner] || best == inner)
		return; /* the innermost loop's order already serves some, or none can */
	if ((no = order_kept(p))) {
		p->loop.order_why = arena_printf("in order: loop %d's variable '%s' steps %d element access%s "
		                                 "by one (first %s:%u:%u), the innermost's none, but %s",
		                                 best + 1, r->loops[best].var, s->unit[best],
		                                 s->unit[best] == 1 ? "" : "es", s->unit_loc[best].file,
		                                 s->unit_loc[best].line, s->unit_loc[best].col, no);
		return;
	}
	p->loop.reordered = 1;
	p->loop.fast = best;
	p->loop.order_why = arena_printf("neighbouring threads step loop %d's variable '%s', which steps "
	                                 "%d of the body's %d element accesses by one element (first "
	                                 "%s:%u:%u), where the innermost '%s' steps none: coalesced "
	                                 "(-fno-collapse-order: in order)",
	                                 best + 1, r->loops[best].var, s->unit[best], s->accesses,
	                                 s->unit_loc[best].file, s->unit_loc[best].line,
	                                 s->unit_loc[best].col, r->loops[inner].var);
}
