/* The rows in registers (PivotPlan.regs): whether the warp of row i
 * (lowering/pivots.c) keeps the row in registers through every iteration
 * of the chain that has it, lane L holding its column lo + L, as
 * codegen/emit_pivots.c prints it, in kernel_below and in kernel_pivots:
 *
 *   - before the iterations, lane L loads column lo + L where an access
 *     of row i may touch it (PivotRegs.own: each own access's columns
 *     over the chain); after them, it stores it back where a write may
 *     have changed it;
 *   - in the lanes loop (Region.lanes), which every own access there
 *     touches at its variable plus one constant c0, lane L runs the one
 *     iteration whose column is lo + L (PREG_LANE), if the loop has it;
 *   - before it, every lane runs the code as one thread would, from the
 *     same values: a read of row i's column c (the same on every lane:
 *     k, a constant, a captured scalar or such a loop's variable) is
 *     __shfl_sync from lane c - lo (PREG_SHFL), a write a[...] op= v; is
 *     v on every lane, then the owning lane's op= (PREG_PUT);
 *   - in kernel_below, where no pivot access lies in code rewritten to
 *     keep C's meaning (PivotRegs.tile), each pivot access reads the
 *     block's copy o2c_piv[c][col - plo] (PREG_TILE), which the block
 *     loads before its rows where it has one: iteration c's pivot row at
 *     the columns the pivot accesses' ranges hold at its k (PivotRegs.piv),
 *     where they span at most 32 columns over the chain (else the rows
 *     stay in memory);
 *   - in kernel_pivots, warp w holds pivot row k0 + 1 + w (k0 the chain's
 *     first k) where the chain's pivot rows are at most the block's warps;
 *     a lane loads its column in the first iteration whose ranges
 *     (PivotRegs.own.at_lo, .at_hi: at that k) hold it, and after the row's
 *     last iteration (k + 1 the row) stores it where an iteration's write
 *     ranges held it, before the block's barrier; with the tile, the warp
 *     also copies it into the block's o2c_piv[c + 1] at the columns the
 *     pivot ranges hold at the next k (a column no lane loaded: from
 *     memory), the first iteration's pivot row (k0) from memory before the
 *     iterations, and the pivot accesses read the copy.
 *
 * Why that computes what the kernels compute in memory: only this warp
 * touches row i as its own while the kernel runs (lowering/pivots.c), so
 * the registers hold the row's values, each element's operations the same
 * in the same order.  In kernel_pivots, row r is read as a pivot only in
 * iteration r, after its last own iteration r - 1 (the region's loop
 * starts at k + 1), so the row is in memory, whole, when read there, in
 * kernel_below and after; a lane loads its column before its first
 * access, from memory no iteration has changed yet.  kernel_pivots' copy
 * of row r holds, at each column, the lane's register where the lane
 * loaded it, else memory, which no iteration changed there: the values
 * memory holds in iteration r; row k0 no iteration of the chain changes
 * (each changes the rows past its k).  Every element loaded
 * or stored is one the program touches (stored: writes): with no if, ?:,
 * && or || and no loop inside another, an iteration makes every access at
 * every column of its ranges at its k, and over the chain's iterations
 * the ranges' union (kernel_below's rows, in every iteration) is each
 * range over the chain.  The pivot rows are apart from kernel_below's
 * rows (the host's check), so no iteration there changes the tile's
 * elements, and every row of the block reads each of them.  The lanes loop's iterations are independent
 * (frontend/inner_lanes.c) and touch row i only at their own column
 * (c0 alike), exactly [lo_k, hi_k) (PivotLoop.exact), so each runs on
 * the lane that holds its column, once, where the span fits 32 columns:
 * the kernel works the span out from the same ranges the host checks
 * within [0, ld), and keeps the row in memory where it does not fit.
 * The code before the lanes loop writes only the body's variables and
 * row i (frontend/pivots.c), every lane from the same values, so a
 * __shfl_sync there runs on the whole warp.
 *
 * Requires: Plan.chain.pivots set (lower_pivots), Plan.inner.
 */
#include "plan.h"

/* A term as kernel C, long long: the host loop's variable is its first
 * value o2c_kf in a lower bound, its last o2c_kl in an upper one, or
 * where k is given, that (the iteration's). */
static const char *
kbound(const PivotTerm *t, int upper, const char *k)
{
	switch (t->kind) {
	case PIVOT_STEP:
		if (k)
			return arena_printf("((long long)%s + %lldLL)", k, t->c);
		return arena_printf("(%s + %lldLL)", upper ? "o2c_kl" : "o2c_kf", t->c);
	case PIVOT_VAR:
		return arena_printf("((long long)%s + %lldLL)", t->var, t->c);
	default:
		return arena_printf("%lldLL", t->c);
	}
}

/* An access's column, uniform over the warp, as kernel C (long long). */
static const char *
column(const PivotAccess *a, const char *k)
{
	if (a->loop >= 0)
		return arena_printf("((long long)%s + %lldLL)", a->loop_var, a->col.c);
	if (a->col.kind == PIVOT_CONST)
		return arena_printf("%lldLL", a->col.c);
	return arena_printf("((long long)%s + %lldLL)",
	                    a->col.kind == PIVOT_STEP ? k : a->col.var, a->col.c);
}

/* Does an edit that keeps C's meaning (frontend/cxx.c) meet [b, e) other
 * than wholly inside it or, without replacing it, wholly around it?
 * Codegen replaces [b, e), and would drop such an edit. */
static int
edit_across(const Unit *u, unsigned b, unsigned e)
{
	for (int i = 0; i < u->nedits; i++) {
		const Edit *x = &u->edits[i];
		if (x->end <= b || e <= x->begin || (b <= x->begin && x->end <= e) ||
		    (x->begin <= b && e <= x->end && !x->text))
			continue; /* apart, inside (replaced with it), or around (kept) */
		return 1;
	}
	return 0;
}

/* Does an edit inside write statement a's expression lie outside its
 * value and its target (both printed from their text)? */
static int
edit_in_put(const Unit *u, const PivotAccess *a)
{
	for (int i = 0; i < u->nedits; i++) {
		const Edit *x = &u->edits[i];
		if (x->begin < a->stmt_begin || x->end > a->stmt_end)
			continue;
		if (!(a->value_begin <= x->begin && x->end <= a->value_end) &&
		    !(a->begin <= x->begin && x->end <= a->end))
			return 1;
	}
	return edit_across(u, a->stmt_begin, a->stmt_end) || edit_across(u, a->value_begin, a->value_end);
}

/* How register form rg prints own access a (rg->how, rg->col); why not,
 * or NULL. */
static const char *
access_how(const Unit *u, const Plan *p, PivotRegs *rg, int n, int lanes_loop, int *have_c0)
{
	const PivotAccess *a = &p->r->around.pivots.acc[n];
	const Lanes *ln = &p->r->lanes;

	if (a->begin >= ln->for_begin && a->end <= ln->body_end) {
		if (a->loop != lanes_loop || (*have_c0 && a->col.c != rg->c0))
			return "an own-row access in the lanes loop at a column other than its variable "
			       "plus one constant";
		rg->c0 = a->col.c;
		*have_c0 = 1;
		rg->how[n] = PREG_LANE;
		return edit_across(u, a->begin, a->end) ? "an own-row access inside code rewritten to "
		                                          "keep C's meaning"
		                                        : NULL;
	}
	if (a->write && !a->op)
		return "an own-row write other than a whole statement a[...] = v or a[...] op= v";
	rg->how[n] = a->write ? PREG_PUT : PREG_SHFL;
	rg->col[n] = column(a, p->r->around.chain.var);
	if (a->write ? edit_in_put(u, a) : edit_across(u, a->begin, a->end))
		return "an own-row access inside code rewritten to keep C's meaning";
	return NULL;
}

/* The column ranges of the own row's accesses (own) or of the pivot
 * row's, over the chain and in the iteration of k. */
static void
ranges(const PivotFacts *f, PivotRanges *pr, int own, const char *k)
{
	int seen[MAX_PIVOT_COLS] = {0};

	for (int n = 0; n < f->nacc; n++)
		if (f->acc[n].own == own)
			seen[f->acc[n].range] |= 1 | (f->acc[n].write ? 2 : 0);
	pr->lo = arena_alloc(sizeof *pr->lo * MAX_PIVOT_COLS);
	pr->hi = arena_alloc(sizeof *pr->hi * MAX_PIVOT_COLS);
	pr->at_lo = arena_alloc(sizeof *pr->at_lo * MAX_PIVOT_COLS);
	pr->at_hi = arena_alloc(sizeof *pr->at_hi * MAX_PIVOT_COLS);
	pr->written = arena_alloc(sizeof *pr->written * MAX_PIVOT_COLS);
	for (int c = 0; c < f->ncols; c++)
		if (seen[c]) {
			pr->lo[pr->n] = kbound(&f->cols[c].lo, 0, NULL);
			pr->hi[pr->n] = kbound(&f->cols[c].hi, 1, NULL);
			pr->at_lo[pr->n] = kbound(&f->cols[c].lo, 0, k);
			pr->at_hi[pr->n] = kbound(&f->cols[c].hi, 1, k);
			pr->written[pr->n++] = (seen[c] & 2) != 0;
		}
}

/* The pivot row's accesses from kernel_below's tile where none lies in
 * code rewritten to keep C's meaning (rg->tile). */
static void
tile(const Unit *u, const Plan *p, PivotRegs *rg)
{
	const PivotFacts *f = &p->r->around.pivots;

	for (int n = 0; n < f->nacc; n++)
		if (!f->acc[n].own && edit_across(u, f->acc[n].begin, f->acc[n].end))
			return;
	for (int n = 0; n < f->nacc; n++)
		if (!f->acc[n].own) {
			rg->how[n] = PREG_TILE;
			rg->col[n] = column(&f->acc[n], p->r->around.chain.var);
			rg->tile = 1;
		}
	ranges(f, &rg->piv, 0, p->r->around.chain.var);
}

/* Row r's first element's index as kernel C. */
static const char *
row(const PivotFacts *f, const char *r)
{
	if (f->ld.kind == PIVOT_VAR)
		return arena_printf("(long long)%s * (long long)%s", r, f->ld.var);
	return arena_printf("(long long)%s * %lldLL", r, f->ld.c);
}

/* Why the row cannot be in registers, or NULL (rg filled in). */
static const char *
regs_why(const Unit *u, const Plan *p, PivotRegs *rg)
{
	const PivotFacts *f = &p->r->around.pivots;
	const Lanes *ln = &p->r->lanes;
	const char *why;
	int lanes_loop = -1, have_c0 = 0;

	if (!p->opts->pivot_regs)
		return lower_off(p, "pivot-registers");
	if (!f->elem)
		return "the array's elements are of a type __shfl_sync does not take, or volatile";
	if (!f->nacc)
		return "an access of the array that a macro writes, or more than the facts hold";
	/* the row's columns are loaded before the iterations from the
	 * accesses' ranges: each must be an element the program touches */
	if (f->cond)
		return "an if, ?:, && or || in the body: a column the accesses' ranges hold may be "
		       "one no iteration touches";
	if (f->nested)
		return "a loop inside another in the body: a column the accesses' ranges hold may be "
		       "one no iteration touches";
	if (p->chain.param < 0 || !p->inner.trip)
		return "no lanes loop, or the host loop's variable is not an argument";
	for (int l = 0; l < f->nloops; l++)
		if (f->loops[l].begin == ln->for_begin)
			lanes_loop = l;
	if (lanes_loop < 0 || !f->loops[lanes_loop].exact)
		return "the lanes loop's iterations may not be its bounds' [lo, hi) (an unsigned "
		       "variable or test, or a first value converted)";
	if (edit_across(u, ln->for_begin, ln->body_begin) || edit_across(u, ln->body_begin, ln->body_end))
		return "the lanes loop's header inside code rewritten to keep C's meaning";
	for (int n = 0; n < f->nacc; n++)
		if (f->acc[n].own && (why = access_how(u, p, rg, n, lanes_loop, &have_c0)))
			return why;
	if (!have_c0)
		return "the lanes loop touches no column of the row (its iterations have no lane)";
	ranges(f, &rg->own, 1, p->r->around.chain.var);
	tile(u, p, rg);
	rg->elem = f->elem;
	rg->row = row(f, p->r->loops[0].var);
	rg->pivot_row = row(f, p->r->around.chain.var);
	return NULL;
}

void
lower_pivot_regs(const Unit *u, Plan *p)
{
	PivotRegs *rg = &p->chain.pivots.regs;
	const char *why;

	*rg = (PivotRegs){0};
	if (!p->chain.pivots.below)
		return;
	if ((why = regs_why(u, p, rg))) {
		*rg = (PivotRegs){0};
		rg->why = arena_printf("none: %s", why);
		return;
	}
	rg->on = 1;
	rg->why = arena_printf(
	    "%s keeps each warp's row of %s in registers through the chain's iterations, lane L "
	    "its column lo + L, lo the least column its accesses of the row touch: the lanes loop's "
	    "iteration on the lane of its column, the other accesses of the row by __shfl_sync from "
	    "the column's lane (a write: that lane's), the pivot rows %s; %s likewise, a warp a "
	    "pivot row until its last iteration, then stored for the iterations after%s, the pivot "
	    "rows %s; where the row's accesses%s span more than 32 columns or the pivot rows "
	    "outnumber the block's warps (the kernels check) the rows stay in memory "
	    "(-fno-pivot-registers: in memory)",
	    p->chain.pivots.below, p->r->around.pivots.array,
	    rg->tile ? "from each block's copy in shared memory" : "from memory",
	    p->chain.pivots.kernel, rg->tile ? " and copied into the block's shared memory" : "",
	    rg->tile ? "from that copy" : "from memory", rg->tile ? " or the pivot row's" : "");
}
