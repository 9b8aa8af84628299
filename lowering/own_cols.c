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
 */
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

/* The rows every iteration surely touches (ColAccess.sure), each sure
 * access's range once, as a condition on row o2c_r; NULL if none. */
static const char *
sure_rows(const ColFacts *f)
{
	Buf b = {0};

	for (int i = 0; i < f->nown; i++) {
		const ColAccess *x = &f->own[i];
		int seen = !x->sure;
		for (int k = 0; k < i && !seen; k++)
			seen = f->own[k].sure && !strcmp(bound(&f->own[k].rlo), bound(&x->rlo)) &&
			       !strcmp(bound(&f->own[k].rhi), bound(&x->rhi));
		if (!seen)
			buf_printf(&b, "%s(o2c_r >= %s && o2c_r <= %s)", b.s ? " || " : "", bound(&x->rlo),
			           bound(&x->rhi));
	}
	return b.s;
}

/* Does an edit that keeps C's meaning in CUDA C++ cross a piece the
 * kernel prints on its own, or lie in one that it replaces? */
static const char *
edits_why(const Unit *u, const ColFacts *f)
{
	for (int i = 0; i < u->nedits; i++) {
		const Edit *e = &u->edits[i];
		for (int k = 0; k < f->nown; k++)
			if (e->begin <= f->own[k].end && f->own[k].begin <= e->end &&
			    !(f->own[k].row_begin <= e->begin && e->end <= f->own[k].row_end))
				return "an own access inside code rewritten to keep C's meaning in CUDA C++";
		for (int k = 0; k < f->nloops; k++) {
			const ColLoop *l = &f->loops[k];
			if (e->begin <= l->body_begin && l->begin <= e->end &&
			    !(l->decl_begin <= e->begin && e->end <= l->decl_end) &&
			    !(l->cond_begin <= e->begin && e->end <= l->cond_end))
				return "a loop's head inside code rewritten to keep C's meaning in CUDA C++";
		}
	}
	return NULL;
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
	c->why = arena_printf(
	    "in registers: each iteration j keeps the elements %s[R * ld + j] it touches (%d "
	    "access(es), %d loop(s) unrolled over them) in registers, loaded before the body where "
	    "every iteration surely touches them, else at their first use, and written back after the "
	    "body, where the kernel's check holds: rows and loops within 32 "
	    "of %s, every column in [0, ld) and the %d other column access(es) apart from j's (else "
	    "the body as written)",
	    f->array->name, f->nown, f->nloops, c->rlo, f->ncols);
}
