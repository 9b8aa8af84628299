/* Pivot rows: whether a chain (lowering/chains.c) of a region whose
 * iterations touch memory only by rows, the iteration's own and the host
 * loop iteration's pivot (frontend/pivots.c), runs the host loop's
 * remaining iterations k = k0 .. k1 - 1 as two launches in place of one
 * with a grid-wide barrier between them (Plan.chain.pivots):
 *
 *   kernel_pivots  one block: each iteration k on rows k + 1 .. k1 - 1, a
 *                  barrier of the block between iterations;
 *   kernel_below   a warp a row i >= k1 (rows k1 .. ub - 1), each through
 *                  every iteration k in order, no barrier.
 *
 * Why that computes what the loop of regions does: iteration (k, i)
 * writes only row i and reads only rows i and k, and rows are apart (each
 * access's columns lie in [0, ld), which the host checks at launch from
 * the columns' ranges; else the chain runs as before).  Row k is written
 * only at iterations k' < k (its own row in them; the region's loop
 * starts at k' + 1), so what iteration k reads of it is its final value,
 * which kernel_pivots leaves there before kernel_below starts: rows below
 * k1 are pivot rows or nothing, and kernel_pivots runs exactly their
 * iterations, in the host loop's order.  A row i >= k1 is in every
 * iteration's range (k + 1 <= k1 <= i), and only its own warp writes it,
 * in the host loop's order.  The runtime takes the two launches for at
 * most O2C_PIVOT_ROWS iterations (one block runs the pivot rows) and
 * where the lanes chain would run; else the chain as before.
 *
 * Only with the lanes chain (a warp per row, lanes over the inner loop),
 * which a grid of rows through every iteration needs for speed.
 * kernel_below may keep each warp's row in registers (lowering/
 * pivot_regs.c decides).
 */
#include "plan.h"

/* A column bound as host C: PIVOT_STEP is the loop's variable k, its
 * first value in a lower bound, its last (k + o2c_rest - 1) in an upper. */
static const char *
bound(const Plan *p, const PivotTerm *t, int upper)
{
	const char *k = p->r->around.chain.var;

	switch (t->kind) {
	case PIVOT_STEP:
		return upper ? arena_printf("((long long)%s + (long long)o2c_rest - 1 + %lldLL)", k, t->c)
		             : arena_printf("((long long)%s + %lldLL)", k, t->c);
	case PIVOT_VAR:
		return arena_printf("((long long)%s + %lldLL)", t->var, t->c);
	default:
		return arena_printf("%lldLL", t->c);
	}
}

/* The host's check that every access's columns lie in [0, ld): each
 * range empty, or inside. */
static const char *
check(const Plan *p, const PivotFacts *f)
{
	Buf b = {0};
	const char *ld = bound(p, &f->ld, 0);

	for (int i = 0; i < f->ncols; i++) {
		const char *lo = bound(p, &f->cols[i].lo, 0), *hi = bound(p, &f->cols[i].hi, 1);
		buf_printf(&b, "%s(%s <= %s || (%s >= 0 && %s <= %s))", i ? " &&\n\t    " : "", hi, lo, lo,
		           hi, ld);
	}
	return b.s;
}

void
lower_pivots(const Unit *u, Plan *p)
{
	const Region *r = p->r;
	const PivotFacts *f = &r->around.pivots;
	PivotPlan *pv = &p->chain.pivots;

	*pv = (PivotPlan){0};
	if (!p->chain.kernel) /* no chain (-fno-region-chains among the reasons) */
		return;
	if (!f->array) {
		pv->why = arena_printf("none: %s", f->why ? f->why : "no facts");
		return;
	}
	if (!p->chain.lanes_kernel) {
		pv->why = "none: no lanes chain (a warp a row)";
		return;
	}
	pv->kernel = arena_printf("%s_pivots", p->kernel);
	pv->below = arena_printf("%s_below", p->kernel);
	pv->check = check(p, f);
	pv->why = arena_printf(
	    "%s and %s: the host loop's remaining iterations (at most %d) as two launches, one block "
	    "running them on the rows before their end (the pivots), then a warp a row past them "
	    "through every iteration, no barrier of the grid: every access is %s[row * ld + column], "
	    "its row the iteration's or the pivot's, writes only in the iteration's, the columns "
	    "checked within [0, ld) at launch (else the chain) (OMP2CUDA_PIVOTS=off: the chain)",
	    pv->kernel, pv->below, O2C_PIVOT_ROWS, f->array);
	lower_pivot_regs(u, p);
}
