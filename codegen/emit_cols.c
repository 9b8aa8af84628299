/* The iteration's own column in registers (Plan.loop.cols; why it
 * computes what the body does: lowering/own_cols.c).  The grid loop's
 * iteration runs, where the kernel's check holds,
 *
 *   elem o2c_col[32];                  rows o2c_rlo + [0, 32) of column j
 *   unsigned o2c_col_in, o2c_col_out;  which ones were read, written
 *   the rows every iteration surely touches, read at once
 *   the body, each own access a[R * ld + j] as
 *           o2c_own(o2c_col, ..., R - o2c_rlo, write)
 *   and each loop for (T v = lo; v < hi; v++) body as
 *           #pragma unroll
 *           for (int o2c_u = 0; o2c_u < 32; o2c_u++) {   (where hi is w + c,
 *                                                          w a loop's: and
 *                                                          o2c_u < o2c_uw + c)
 *                   T v = lo;
 *                   if (v > o2c_rlo + o2c_u) continue;   before its start
 *                   v = (T)o2c_rlo + o2c_u;           the same base in
 *                                                      each: v < w folds
 *                   if (!(v < hi)) continue;             past its end
 *                   body
 *           }
 *   then each element written back to memory,
 *
 * else the body as written.  With every loop unrolled, each register's
 * index is a constant and the column lives in registers.  Where the plan
 * has a full window (ColsPlan.full), the registers run only where the
 * kernel's second check holds, and each guard the plan
 * decides is its condition on the unrolled counters,
 *
 *           if (o2c_u0 < 1)
 *
 * a constant once they unroll; another window runs the body as written:
 * the general registers beside the full window's in one kernel made ptxas
 * give the full window slower code (lud's row panel 0.855 ms against
 * 0.454 without them, benchmarks/results/2026-12-03-h200-stop60, runs 1
 * and 7).  A plan with no full window keeps the general registers.
 */
#include "codegen.h"

/* " + c", " - |c|" or nothing. */
static const char *
emit_cols_plus(long long c)
{
	return !c ? "" : c > 0 ? arena_printf(" + %lld", c) : arena_printf(" - %lld", -c);
}

unsigned
emit_cols_next(const Plan *p, unsigned at, unsigned next, const ColAccess **own,
               const ColLoop **loop)
{
	const ColFacts *f = p->loop.cols.f;

	*own = NULL, *loop = NULL;
	for (int i = 0; i < f->nown; i++)
		if (f->own[i].begin >= at && f->own[i].begin < next)
			*own = &f->own[i], next = f->own[i].begin;
	for (int i = 0; i < f->nloops; i++)
		if (f->loops[i].begin >= at && f->loops[i].begin < next)
			*loop = &f->loops[i], *own = NULL, next = f->loops[i].begin;
	return next;
}

/* Own access x as its register: of a row that is a loop's variable
 * o2c_rlo + o2c_u<m> plus c, o2c_col[o2c_u<m> + c], an index the loop's
 * unrolling makes a constant; of another row R, o2c_col[R - o2c_rlo],
 * in the full window the constant the plan places R at where it does. */
void
emit_cols_access(Buf *b, const Unit *u, const Plan *p, const ColAccess *x)
{
	if (x->sure && p->loop.cols.sure) /* loaded before the body */
		buf_puts(b, "o2c_own_loaded(o2c_col, o2c_col_out, ");
	else
		buf_printf(b, "o2c_own(o2c_col, o2c_col_in, o2c_col_out, o2c_colp, %s, ",
		           p->loop.cols.ld);
	if (x->row_loop >= 0) {
		buf_printf(b, "o2c_u%d%s", x->row_loop, emit_cols_plus(x->row_c));
	} else {
		const char **rows = p->loop.cols.rows;
		if (p->loop.cols.full && rows[x - p->loop.cols.f->own]) {
			buf_puts(b, rows[x - p->loop.cols.f->own]);
		} else {
			buf_puts(b, "(long long)(");
			emit_device_source(b, u, x->row_begin, x->row_end);
			buf_puts(b, ") - o2c_rlo");
		}
	}
	buf_printf(b, ", %s)", x->write ? "true" : "false");
}

void
emit_cols_loop_head(Buf *b, const Unit *u, const Plan *p, const ColLoop *l)
{
	int n = (int)(l - p->loop.cols.f->loops);

	/* hi = w + c, w a loop's variable o2c_rlo + o2c_u<m>: the rows
	 * below it, a trip count the unrolling of w's loop makes constant */
	const char *trip = l->hi_loop < 0
	                           ? arena_printf("%d", O2C_COL_ROWS)
	                           : arena_printf("%d && o2c_u%d < o2c_u%d%s", O2C_COL_ROWS, n,
	                                          l->hi_loop, emit_cols_plus(l->hi_c));
	buf_printf(b, "\n#pragma unroll\nfor (int o2c_u%d = 0; o2c_u%d < %s; o2c_u%d++) { "
	              "/* %s over the column's rows */\n", n, n, trip, n, l->var);
	emit_device_source(b, u, l->decl_begin, l->decl_end);
	/* each guard the full window decides (ColsPlan.start, past) is its
	 * condition on the counters, else the test on the loop's variable */
	buf_puts(b, ";\nif (");
	if (p->loop.cols.full && p->loop.cols.start[n])
		buf_puts(b, p->loop.cols.start[n]);
	else
		buf_printf(b, "%s > o2c_rlo + o2c_u%d", l->var, n);
	buf_printf(b, ")\n\tcontinue; /* before its start */\n"
	              "%s = (decltype(%s))o2c_rlo + o2c_u%d;\nif (", l->var, l->var, n);
	if (p->loop.cols.full && p->loop.cols.past[n]) {
		buf_puts(b, p->loop.cols.past[n]);
	} else {
		buf_puts(b, "!(");
		emit_device_source(b, u, l->cond_begin, l->cond_end);
		buf_puts(b, ")");
	}
	buf_puts(b, ")\n\tcontinue; /* past its end */\n");
}

/* The body on registers: column j's rows o2c_rlo + [0, 32), the rows
 * it surely touches loaded at once, the body, the rows it wrote stored. */
static void
emit_cols_registers(Buf *b, const Emit *e, unsigned begin, unsigned end, int mode)
{
	const Plan *p = e->p;
	const ColsPlan *c = &p->loop.cols;
	/* the full window's test is on o2c_u alone, the general one on the row */
	const char *sure = c->full && c->full_sure ? c->full_sure : c->sure;
	const char *row = c->full && c->full_sure ? ""
	                                          : "\t\t\tconst long long o2c_r = (long long)o2c_rlo + o2c_u;\n";

	buf_printf(b, "\t\t%s o2c_col[%d];\n", c->f->elem, O2C_COL_ROWS);
	buf_puts(b, "\t\tunsigned o2c_col_in = 0, o2c_col_out = 0; /* rows read, written */\n");
	buf_printf(b, "\t\tauto *const o2c_colp = %s + ((long long)o2c_rlo * %s + (long long)%s);\n",
	           c->f->array->name, c->ld, p->r->loops[0].var);
	if (c->sure)
		buf_printf(b, "#pragma unroll\n"
		              "\t\tfor (int o2c_u = 0; o2c_u < %d; o2c_u++) { /* the rows it surely "
		              "touches, loaded at once */\n"
		              "%s"
		              "\t\t\tif (%s) {\n"
		              "\t\t\t\to2c_col[o2c_u] = o2c_colp[o2c_u * %s];\n"
		              "\t\t\t\to2c_col_in |= 1u << o2c_u;\n"
		              "\t\t\t}\n\t\t}\n",
		           O2C_COL_ROWS, row, sure, c->ld);
	e->code(b, e, p->r, begin, end, p->team.ctx, mode | CODE_COLS);
	buf_printf(b, "\n#pragma unroll\n\t\tfor (int o2c_u = 0; o2c_u < %d; o2c_u++)\n"
	              "\t\t\tif (o2c_col_out >> o2c_u & 1u)\n"
	              "\t\t\t\to2c_colp[o2c_u * %s] = o2c_col[o2c_u]; /* the rows it wrote */\n",
	           O2C_COL_ROWS, c->ld);
}

void
emit_cols_body(Buf *b, const Emit *e, unsigned begin, unsigned end, int mode)
{
	const Plan *p = e->p;
	const ColsPlan *c = &p->loop.cols;

	buf_printf(b, "\t\t{ /* iteration %s's own column of '%s' in registers where the check holds "
	              "(lowering/own_cols.c) */\n",
	           p->r->loops[0].var, c->f->array->name);
	buf_printf(b, "\t\tconst long long o2c_rmin = %s;\n", c->rlo);
	buf_printf(b, "\t\tconst long long o2c_rmax = %s;\n", c->rhi);
	buf_printf(b, "\t\tif (%s) {\n", c->check);
	buf_puts(b, "\t\tconst int o2c_rlo = (int)o2c_rmin; /* rows o2c_rlo + [0, 32) */\n");
	if (c->full)
		buf_printf(b, "\t\t/* the full window: where each bound below sits at this row of the "
		              "window, the loops' guards are conditions on the unrolled counters alone, "
		              "constants once unrolled */\n"
		              "\t\tif (%s) {\n",
		           c->full);
	emit_cols_registers(b, e, begin, end, mode);
	if (c->full) {
		buf_puts(b, "\t\t} else { /* another window: as written */\n");
		e->code(b, e, p->r, begin, end, p->team.ctx, mode);
		buf_puts(b, "\n\t\t}\n");
	}
	buf_puts(b, "\t\t} else {\n");
	e->code(b, e, p->r, begin, end, p->team.ctx, mode);
	buf_puts(b, "\n\t\t}\n\t\t}");
}
