/* The iteration's own column in registers: whether each iteration j of a
 * combined loop kernel keeps the elements a[R * ld + j] of its own column
 * that it touches in registers (Plan.loop.cols, facts from
 * frontend/own_cols.c), as forward substitution by columns does (lud's
 * row panel: a thread a column, 496 loads of its column each waiting on
 * the store before it, where the registers leave only the loads of the
 * other columns, none waiting on a store).
 *
 * The kernel's grid loop runs, for each iteration where its check holds,
 * the body with each own access on register o2c_col[R - o2c_rlo], loaded
 * from memory before the body where every iteration surely touches it (an
 * access C always evaluates, at each value of its row: ColAccess.sure),
 * else at its first use, and every loop of the body unrolled over
 * o2c_rlo + [0, 32) (codegen/emit_cols.c); after the body, each element
 * it wrote goes back to memory.  Where the check fails, the body as
 * written.  Why that computes what the program does:
 *   - o2c_rmin and o2c_rmax are the least and greatest value any own
 *     access's row and any loop's variable can take (from the bounds of
 *     every loop around them, frontend/own_cols.c), and the check asks
 *     o2c_rmax - o2c_rmin < 32: so each loop of the body, run as 32
 *     iterations o2c_rlo + u that skip the values before its start or
 *     failing its test (v < hi, hi unchanged in the loop), runs exactly
 *     its iterations in order, and each own access's row is one register
 *     (o2c_rlo, o2c_rmin as an int: o2c_rlo + [0, 32) within an int's
 *     range, each loop's variable
 *     of a signed type of an int's size or more, so that it holds them);
 *   - the other accesses only read columns in [clo, chi], which the check
 *     asks to lie in [0, ld) and apart from every j of the loop (in
 *     [jlo, jhi], itself in [0, ld)): so no access of any iteration reads
 *     an element of another iteration's own column, or of its own column
 *     under another name, and no iteration writes another's column; only
 *     the iteration itself sees its column while the kernel runs, and the
 *     registers hold what memory would;
 *   - the body touches no other memory (one array, no address taken, no
 *     call but pure math), so no other name reaches the column.
 *
 * The full window: where the plan can place a loop's bound at a row of
 * the window, o2c_rlo + at with at a constant (ColsPlan.full, start,
 * past: the bound's variable has the least row bound, at its offset
 * from it, or the greatest, then 31 rows past o2c_rlo), the kernel
 * checks, once an iteration, that each bound so placed sits at its row
 * ((long long)kb == (long long)o2c_rlo: lud's row panel of 32 rows), and
 * runs the register body in a form where each guard so decided is a
 * condition on the unrolled counters alone, constants once unrolled
 * (codegen/emit_cols.c prints the register body in a lambda that nvcc
 * instantiates for the full window only; where the check fails, the body
 * runs as written: the general registers beside it in one kernel made
 * ptxas's registers for the full window slower).  It runs the same
 * iterations, the same operations in the same order, because each
 * guard's outcome is the one it replaces, where the check holds:
 *   - the check asks o2c_rlo within [INT_MIN + 32, INT_MAX - 64] and each
 *     placed bound's value (long long)var + c, its exact value, equal to
 *     o2c_rlo + at, at in [-32, 64]: so the value is an int's, and
 *     converted to v's type (signed, an int's size or more) or compared
 *     with v in their common type (signed) it keeps its value;
 *   - before its start: v = lo > o2c_rlo + u exactly where at > u, and
 *     for lo = w + c, w an outer loop's variable (o2c_rlo + u_m where the
 *     loop's head runs) and |c| <= 32, where u_m + c > u, w + c within
 *     o2c_rlo + [-32, 64) and so exact;
 *   - past its end: v = o2c_rlo + u, and !(v < hi) exactly where u >= at,
 *     or u >= u_m + c for hi = w + c;
 *   - a row loaded at once, o2c_r = o2c_rlo + u in [lo, hi] with lo, hi
 *     placed at rows a, b: exactly where u in [a, b];
 *   - an own access of row R = var + c, R placed at row at: its register
 *     o2c_col[R - o2c_rlo] is o2c_col[at].
 * A guard the plan cannot decide is evaluated in both forms; where the
 * check fails, the guards as in the window's general form.
 */
#include <string.h>

#include "plan.h"

static const char *
bound(const ColBound *b)
{
	if (!b->var)
		return arena_printf("%lldLL", b->c);
	if (!b->c)
		return arena_printf("(long long)%s", b->var);
	return arena_printf("((long long)%s %c %lldLL)", b->var, b->c > 0 ? '+' : '-',
	                    b->c > 0 ? b->c : -b->c);
}

/* The least (greatest where !low) of n bounds, as C. */
static const char *
extreme(const ColBound *set, int n, int low)
{
	const char *x = bound(&set[0]);

	for (int i = 1; i < n; i++)
		x = arena_printf("o2c_%s(%s, %s)", low ? "min" : "max", x, bound(&set[i]));
	return x;
}

/* Columns of the loop's variable and of the other accesses within
 * [0, ld), the others apart from the loop's. */
static const char *
check(const ColFacts *f, const char *ld)
{
	const char *jlo = bound(&f->jlo), *jhi = bound(&f->jhi);
	Buf b = {0};

	buf_printf(&b, "o2c_rmax - o2c_rmin < %d && o2c_rmin >= -2147483647LL - 1 && o2c_rmin <= "
	               "2147483647LL - %d &&\n\t    %s >= 0 && %s < %s",
	           O2C_COL_ROWS, O2C_COL_ROWS, jlo, jhi, ld);
	for (int i = 0; i < f->ncols; i++) {
		const char *lo = bound(&f->clo[i]), *hi = bound(&f->chi[i]);
		buf_printf(&b, " &&\n\t    %s >= 0 && %s < %s && (%s < %s || %s > %s)", lo, hi, ld, hi, jlo,
		           lo, jhi);
	}
	return b.s;
}

/* Is own access i no sure one, or one of a sure range before it? */
static int
sure_seen(const ColFacts *f, int i)
{
	const ColAccess *x = &f->own[i];
	int seen = !x->sure;

	for (int k = 0; k < i && !seen; k++)
		seen = f->own[k].sure && !strcmp(bound(&f->own[k].rlo), bound(&x->rlo)) &&
		       !strcmp(bound(&f->own[k].rhi), bound(&x->rhi));
	return seen;
}

/* The rows every iteration surely touches (ColAccess.sure), each sure
 * access's range once, as a condition on row o2c_r; NULL if none. */
static const char *
sure_rows(const ColFacts *f)
{
	Buf b = {0};

	for (int i = 0; i < f->nown; i++) {
		const ColAccess *x = &f->own[i];
		if (!sure_seen(f, i))
			buf_printf(&b, "%s(o2c_r >= %s && o2c_r <= %s)", b.s ? " || " : "", bound(&x->rlo),
			           bound(&x->rhi));
	}
	return b.s;
}

/* Does an edit that keeps C's meaning in CUDA C++ cross a piece the
 * kernel prints on its own, or lie in one that it replaces?  A
 * statement's wrap around the piece does not (Edit.wrap: the code's
 * printer prints it around what it prints apart). */
static const char *
edits_why(const Unit *u, const ColFacts *f)
{
	for (int i = 0; i < u->nedits; i++) {
		const Edit *e = &u->edits[i];
		for (int k = 0; k < f->nown; k++)
			if (e->begin <= f->own[k].end && f->own[k].begin <= e->end &&
			    !(f->own[k].row_begin <= e->begin && e->end <= f->own[k].row_end) &&
			    !(e->wrap && e->begin <= f->own[k].begin && f->own[k].end <= e->end))
				return "an own access inside code rewritten to keep C's meaning in CUDA C++";
		for (int k = 0; k < f->nloops; k++) {
			const ColLoop *l = &f->loops[k];
			if (e->wrap && e->begin <= l->begin && l->body_end <= e->end)
				continue;
			if (e->begin <= l->body_begin && l->begin <= e->end &&
			    !(l->decl_begin <= e->begin && e->end <= l->decl_end) &&
			    !(l->cond_begin <= e->begin && e->end <= l->cond_end))
				return "a loop's head inside code rewritten to keep C's meaning in CUDA C++";
		}
	}
	return NULL;
}

/* The full window (ColsPlan.full): the facts var == o2c_rlo + c (var
 * NULL: 0) its check asks, one a variable. */
typedef struct Full {
	const ColFacts *f;
	ColBound facts[2 * MAX_COL_BOUNDS];
	int n;
	int guards, fixed;    /* the loops' guards, those it makes constants */
	int rows;             /* the register indexes it makes constants */
} Full;

enum { FULL_FAR = 1 << 30 }; /* past it, a constant is no row of a window */

/* |c| <= r, without llabs (of LLONG_MIN: undefined). */
static int
within(long long c, long long r)
{
	return c >= -r && c <= r;
}

static int
same_var(const ColBound *a, const ColBound *b)
{
	return a->var ? b->var && !strcmp(a->var, b->var) : !b->var;
}

/* " + cLL", " - |c|LL" or nothing. */
static const char *
plus(long long c, const char *suffix)
{
	return !c ? "" : arena_printf(" %c %lld%s", c > 0 ? '+' : '-', c > 0 ? c : -c, suffix);
}

/* Where the full window puts bound b: at row o2c_rlo + *at if o2c_rlo
 * is the least row bound of b's variable (frontend/own_cols.c keeps one
 * per variable, in rlo and in rhi), else if o2c_rlo + 31 is the greatest
 * of b's variable, the window full; with the fact that says so in *x.
 * 0 where no bound is of b's variable, or the row is past
 * o2c_rlo + [-32, 64]. */
static int
full_at(const ColFacts *f, const ColBound *b, long long *at, ColBound *x)
{
	int i = 0, k = 0;

	while (i < f->nrlo && !same_var(&f->rlo[i], b))
		i++;
	while (i == f->nrlo && k < f->nrhi && !same_var(&f->rhi[k], b))
		k++;
	if (i == f->nrlo && k == f->nrhi)
		return 0;
	long long anchor = i < f->nrlo ? f->rlo[i].c : f->rhi[k].c - (O2C_COL_ROWS - 1);
	if (!within(b->c, FULL_FAR) || !within(anchor, FULL_FAR))
		return 0;
	*at = b->c - anchor;
	*x = (ColBound){b->var, -anchor};
	return *at >= -O2C_COL_ROWS && *at <= 2 * O2C_COL_ROWS;
}

/* Asks the full window's check for fact x. */
static void
need(Full *w, ColBound x)
{
	for (int i = 0; i < w->n; i++)
		if (same_var(&w->facts[i], &x))
			return; /* the same: c comes from the variable's bound */
	w->facts[w->n++] = x;
}

/* A guard of loop n in the full window as a condition on the counters,
 * or NULL: before its start (op "<", for v > o2c_rlo + o2c_u<n>) or past
 * its end (op ">=", for !(v < hi)), its bound bound b or (m >= 0)
 * loops[m]'s variable plus c. */
static const char *
full_guard(Full *w, int n, const char *op, const ColBound *b, int m, long long c)
{
	long long at;
	ColBound x;

	w->guards++;
	if (m >= 0 && within(c, O2C_COL_ROWS)) /* v's bound within o2c_rlo + [-32, 64) */
		return w->fixed++, arena_printf("o2c_u%d %s o2c_u%d%s", n, op, m, plus(c, ""));
	if (m >= 0 || !full_at(w->f, b, &at, &x))
		return NULL;
	need(w, x);
	return w->fixed++, arena_printf("o2c_u%d %s %lld", n, op, at);
}

/* The sure rows (sure_rows) in the full window: each range whose bounds
 * it places as a range of the counter o2c_u; NULL if none. */
static const char *
full_sure(Full *w)
{
	const ColFacts *f = w->f;
	Buf b = {0};
	int fixed = 0;

	for (int i = 0; i < f->nown; i++) {
		const ColAccess *x = &f->own[i];
		long long lo, hi;
		ColBound flo, fhi;
		if (sure_seen(f, i))
			continue;
		if (full_at(f, &x->rlo, &lo, &flo) && full_at(f, &x->rhi, &hi, &fhi)) {
			need(w, flo), need(w, fhi), fixed++;
			buf_printf(&b, "%s(o2c_u >= %lld && o2c_u <= %lld)", b.s ? " || " : "", lo, hi);
		} else {
			buf_printf(&b, "%s(o2c_r >= %s && o2c_r <= %s)", b.s ? " || " : "", bound(&x->rlo),
			           bound(&x->rhi));
		}
	}
	return fixed ? b.s : NULL;
}

/* The full-window form (ColsPlan.full, start, past, full_sure) where a
 * fact places a bound, and its clause for --explain ("" if none). */
static const char *
lower_full(ColsPlan *c, const ColFacts *f)
{
	Full w = {.f = f};
	Buf b = {0}, why = {0};

	c->start = arena_alloc(sizeof *c->start * (size_t)f->nloops);
	c->past = arena_alloc(sizeof *c->past * (size_t)f->nloops);
	for (int n = 0; n < f->nloops; n++) {
		const ColLoop *l = &f->loops[n];
		c->start[n] = full_guard(&w, n, "<", &l->lo, l->lo_loop, l->lo_c);
		c->past[n] = full_guard(&w, n, ">=", &l->hi, l->hi_loop, l->hi_c);
	}
	c->full_sure = c->sure ? full_sure(&w) : NULL;
	c->rows = arena_alloc(sizeof *c->rows * (size_t)f->nown);
	for (int i = 0; i < f->nown; i++) {
		const ColAccess *x = &f->own[i];
		long long at;
		ColBound fact;
		/* row R = var + c, of one value: its register o2c_col[at] */
		if (x->row_loop < 0 && same_var(&x->rlo, &x->rhi) && x->rlo.c == x->rhi.c &&
		    full_at(f, &x->rlo, &at, &fact) && at >= 0 && at < O2C_COL_ROWS)
			need(&w, fact), w.rows++, c->rows[i] = arena_printf("%lld", at);
	}
	if (!w.n) {
		c->start = c->past = c->rows = NULL, c->full_sure = NULL;
		return "";
	}
	buf_printf(&b, "o2c_rlo >= -2147483647 + %d && o2c_rlo <= 2147483647 - %d", O2C_COL_ROWS - 1,
	           2 * O2C_COL_ROWS);
	for (int i = 0; i < w.n; i++) {
		const ColBound *x = &w.facts[i];
		const char *at = x->var ? arena_printf("(long long)%s == (long long)o2c_rlo%s", x->var,
		                                       plus(x->c, "LL"))
		                        : arena_printf("(long long)o2c_rlo == %lldLL", -x->c);
		buf_printf(&b, " &&\n\t\t    %s", at);
		buf_printf(&why, "%s%s", why.s ? ", " : "", at);
	}
	c->full = b.s;
	return arena_printf("; in a full window, where %s, %d of the loops' %d guards, %d of the "
	                    "register indexes of rows of no loop's variable%s are constants of the "
	                    "unrolled counters (else the body as written)",
	                    why.s, w.fixed, w.guards, w.rows,
	                    c->full_sure ? " and the rows loaded at once" : "");
}

/* Why the kernel cannot keep the column in registers, or NULL. */
static const char *
cols_why(const Unit *u, const Plan *p)
{
	const ColFacts *f = &p->r->reads.cols;
	const Param *a;

	if (!p->opts->own_cols)
		return lower_off(p, "own-columns");
	if (p->shape.kind != KERNEL_GRID_LOOP)
		return "not a combined loop";
	if (p->loop.last)
		return "a lastprivate loop variable";
	if (!f->array)
		return f->why ? f->why : "no facts";
	a = plan_param(p, f->array);
	if (!a || a->ref || a->fp || a->var->kind != VAR_POINTER)
		return arena_printf("'%s' is not an array the kernel reaches through a pointer",
		                    f->array->name);
	return edits_why(u, f);
}

void
lower_own_cols(const Unit *u, Plan *p)
{
	const ColFacts *f = &p->r->reads.cols;
	ColsPlan *c = &p->loop.cols;
	const char *no;

	*c = (ColsPlan){0};
	if (!dir_has_kernel(p->r->dir) || !dir_is_loop(p->r->dir))
		return;
	if ((no = cols_why(u, p))) {
		c->why = arena_printf("as written: %s", no);
		return;
	}
	c->on = 1;
	c->f = f;
	p->device_lib = 1; /* o2c_own */
	c->ld = f->ld.var ? arena_printf("(long long)%s", f->ld.var) : arena_printf("%lldLL", f->ld.c);
	c->rlo = extreme(f->rlo, f->nrlo, 1);
	c->rhi = extreme(f->rhi, f->nrhi, 0);
	c->check = check(f, c->ld);
	c->sure = sure_rows(f);
	const char *full = lower_full(c, f);
	c->why = arena_printf(
	    "in registers: each iteration j keeps the elements %s[R * ld + j] it touches (%d "
	    "access(es), %d loop(s) unrolled over them) in registers, loaded before the body where "
	    "every iteration surely touches them, else at their first use, and written back after the "
	    "body, where the kernel's check holds: rows and loops within 32 "
	    "of %s, every column in [0, ld) and the %d other column access(es) apart from j's (else "
	    "the body as written)%s",
	    f->array->name, f->nown, f->nloops, c->rlo, f->ncols, full);
}
