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
 * has a full window (ColsPlan.full), the registers' part is the body of
 * a lambda called with o2c_known<true> where the kernel's second check
 * o2c_is_full holds, and each guard the plan decides reads
 *
 *           if (o2c_full.value ? o2c_u0 < 1 : i > o2c_rlo + o2c_u0)
 *
 * so that nvcc sees only conditions on the unrolled counters, constants
 * once they unroll.  Another window then runs the body as written: the
 * lambda instantiated for it too (o2c_known<false>) shaped ptxas's
 * registers for the whole kernel, and lud's row panel took 0.855 ms
 * against 0.454 without it (benchmarks/results/2026-12-03-h200-stop60,
 * runs 1-2); a plan with no full window keeps the general registers.
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
		if (p->loop.cols.full && rows[x - p->loop.cols.f->own])
			buf_printf(b, "o2c_full.value ? %s : ", rows[x - p->loop.cols.f->own]);
		buf_puts(b, "(long long)(");
		emit_device_source(b, u, x->row_begin, x->row_end);
		buf_puts(b, ") - o2c_rlo");
	}
	buf_printf(b, ", %s)", x->write ? "true" : "false");
}

/* "o2c_full.value ? guard : " where the full window decides loop n's
 * guard (ColsPlan.start or past), else nothing. */
static const char *
emit_cols_full(const Plan *p, const char **guards, int n)
{
	if (!p->loop.cols.full || !guards[n])
		return "";
	return arena_printf("o2c_full.value ? %s : ", guards[n]);
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
	buf_printf(b, ";\nif (%s%s > o2c_rlo + o2c_u%d)\n\tcontinue; /* before its start */\n",
	           emit_cols_full(p, p->loop.cols.start, n), l->var, n);
	buf_printf(b, "%s = (decltype(%s))o2c_rlo + o2c_u%d;\nif (%s!(", l->var, l->var, n,
	           emit_cols_full(p, p->loop.cols.past, n));
	emit_device_source(b, u, l->cond_begin, l->cond_end);
	buf_puts(b, "))\n\tcontinue; /* past its end */\n");
}

/* The body on registers: column j's rows o2c_rlo + [0, 32), the rows
 * it surely touches loaded at once, the body, the rows it wrote stored. */
static void
emit_cols_registers(Buf *b, const Emit *e, unsigned begin, unsigned end, int mode)
{
	const Plan *p = e->p;
	const ColsPlan *c = &p->loop.cols;
	const char *full_sure =
	        c->full && c->full_sure ? arena_printf("o2c_full.value ? %s : ", c->full_sure) : "";

	buf_printf(b, "\t\t%s o2c_col[%d];\n", c->f->elem, O2C_COL_ROWS);
	buf_puts(b, "\t\tunsigned o2c_col_in = 0, o2c_col_out = 0; /* rows read, written */\n");
	buf_printf(b, "\t\tauto *const o2c_colp = %s + ((long long)o2c_rlo * %s + (long long)%s);\n",
	           c->f->array->name, c->ld, p->r->loops[0].var);
	if (c->sure)
		buf_printf(b, "#pragma unroll\n"
		              "\t\tfor (int o2c_u = 0; o2c_u < %d; o2c_u++) { /* the rows it surely "
		              "touches, loaded at once */\n"
		              "\t\t\tconst long long o2c_r = (long long)o2c_rlo + o2c_u;\n"
		              "\t\t\tif (%s%s) {\n"
		              "\t\t\t\to2c_col[o2c_u] = o2c_colp[o2c_u * %s];\n"
		              "\t\t\t\to2c_col_in |= 1u << o2c_u;\n"
		              "\t\t\t}\n\t\t}\n",
		           O2C_COL_ROWS, full_sure, c->sure, c->ld);
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
		              "window, the guards marked o2c_full.value decide on the unrolled counters "
		              "alone, constants once unrolled */\n"
		              "\t\tconst bool o2c_is_full = %s;\n"
		              "\t\tauto o2c_body = [&](auto o2c_full) { /* o2c_full.value: o2c_is_full, "
		              "as a constant */\n",
		           c->full);
	emit_cols_registers(b, e, begin, end, mode);
	if (c->full) {
		buf_puts(b, "\t\t};\n\t\tif (o2c_is_full)\n\t\t\to2c_body(o2c_known<true>());\n"
		            "\t\telse { /* another window: as written */\n");
		e->code(b, e, p->r, begin, end, p->team.ctx, mode);
		buf_puts(b, "\n\t\t}\n");
	}
	buf_puts(b, "\t\t} else {\n");
	e->code(b, e, p->r, begin, end, p->team.ctx, mode);
	buf_puts(b, "\n\t\t}\n\t\t}");
}
