/* A team's windows (Plan.win.windows, lowering/windows.c): the copy of each
 * into shared memory as its statement starts, and its accesses.
 *
 *   __shared__ T o2c_wins_p[teams a block][rows][pitch];
 *   T (*const o2c_win_p)[pitch] = o2c_wins_p[the team's];
 *   o2c_wr0_p, o2c_wc0_p: the team's first row and column of p;
 *   o2c_wok_p: the kernel reads the copy (the kernel, not its
 *   kernel_alias; the runtime gave p's mapped range, o2c_wbefore_p and
 *   o2c_wafter_p bytes around the pointer; the program's pitch at least
 *   the box's columns, so its elements are distinct).
 * The team's threads copy the box coalesced, all of a lane's loads (or,
 * for a large box or a team of a block, eight at a time) in flight before
 * its stores (a loop of one load and one store waits for each load in
 * turn: nw's kernel took 1.6x as long, benchmarks/results/
 * 2026-11-26-h200-windows, runs 51, 52), only elements in the mapped range.
 * The statement is printed twice (emit_teams.c): where every window of
 * it holds what memory holds, a read p[e] reads o2c_win_p[row][col] and
 * a write p[e] = v; stores v's value to both; else as written. */
#include "codegen.h"

static const char *
pitch_of(const Window *w)
{
	return w->pitch ? arena_printf("(long long)(%s)", w->pitch) : "0LL";
}

/* Element o2c_e of window w: its index from the pointer, o2c_at. */
static void
emit_at(Buf *b, const Window *w, const char *in)
{
	buf_printf(b, "%sconst long long o2c_at = (o2c_wr0_%s + o2c_e / %lld) * %s + o2c_wc0_%s + "
	              "o2c_e %% %lld;\n",
	           in, w->var->name, w->cols, pitch_of(w), w->var->name, w->cols);
}

static const char *
cond(const Window *w, int checked)
{
	return arena_printf("o2c_e < %lld%s", w->rows * w->cols,
	                    checked ? arena_printf(" && o2c_at >= o2c_wlo_%s && o2c_at < o2c_whi_%s",
	                                           w->var->name, w->var->name)
	                            : "");
}

/* One pass over `count` elements of window w a thread copies, o2c_e
 * each: its loads into v[] (pass 0), or their stores into the window;
 * where checked, only elements in the mapped range. */
static void
emit_pass(Buf *b, const Window *w, const char *in, long long count, const char *e,
          const char *v, int pass, int checked)
{
	const char *q = w->var->name;

	buf_printf(b, "%s#pragma unroll\n%sfor (int o2c_u = 0; o2c_u < %lld; o2c_u++) {\n"
	              "%s\tconst int o2c_e = %s;\n",
	           in, in, count, in, e);
	if (!pass || checked) /* the stores test it where checked */
		emit_at(b, w, arena_printf("%s\t", in));
	buf_printf(b, "%s\tif (%s)\n", in, cond(w, checked));
	if (!pass)
		buf_printf(b, "%s\t\t%s[o2c_u] = %s[o2c_at];\n", in, v, q);
	else
		buf_printf(b, "%s\t\to2c_win_%s[o2c_e / %lld][o2c_e %% %lld] = %s[o2c_u];\n", in, q,
		           w->cols, w->cols, v);
	buf_printf(b, "%s}\n", in);
}

/* The copy of the windows of statement stmt by the team's threads, as
 * lowering chose (PlanWindow.in_flight): with a lane's elements all in
 * flight before it stores them, else in batches of 8; where checked,
 * only elements in the mapped range. */
static void
emit_copy(Buf *b, const Plan *p, int stmt, int checked)
{
	const char *id = p->warp.warps ? "(int)o2c_lane" : "(int)threadIdx.x";
	const char *nt = p->warp.warps ? "32" : "(int)blockDim.x";

	for (int pass = 0; pass < 2; pass++)
		for (int i = 0; i < p->win.nwindows; i++) {
			const Window *w = p->win.windows[i].w;
			const char *v = arena_printf("o2c_v_%s", w->var->name);
			long long k = p->win.windows[i].in_flight;
			if (w->stmt != stmt || !k)
				continue;
			if (!pass)
				buf_printf(b, "\t\t\t%s %s[%lld];\n", w->elem, v, k);
			emit_pass(b, w, "\t\t\t", k, "(int)o2c_lane + 32 * o2c_u", v, pass, checked);
		}
	for (int i = 0; i < p->win.nwindows; i++) {
		const Window *w = p->win.windows[i].w;
		if (w->stmt != stmt || p->win.windows[i].in_flight)
			continue;
		buf_printf(b, "\t\t\tfor (int o2c_k0 = 0; o2c_k0 * %s < %lld; o2c_k0 += 8) {\n"
		              "\t\t\t\t%s o2c_v[8];\n",
		           nt, w->rows * w->cols, w->elem);
		for (int pass = 0; pass < 2; pass++)
			emit_pass(b, w, "\t\t\t\t", 8, arena_printf("%s + %s * (o2c_k0 + o2c_u)", id, nt),
			          "o2c_v", pass, checked);
		buf_puts(b, "\t\t\t}\n");
	}
}

/* The windows of team statement stmt: their shared memory, their copies
 * (a loop with no test per element where every box lies in its mapped
 * range: a test per element made nw's kernel 1.25x slower, run 55), and
 * the test that they all hold what memory holds, or NULL: none.  The
 * threads, and the barriers before and after, are the caller's. */
const char *
emit_window_loads(Buf *b, const Plan *p, int stmt)
{
	const char *ok = NULL, *whole = NULL;

	for (int i = 0; i < p->win.nwindows; i++) {
		const PlanWindow *pw = &p->win.windows[i];
		const Window *w = pw->w;
		const char *q = w->var->name, *t = w->elem;
		if (w->stmt != stmt)
			continue;
		buf_printf(b, "\n\t/* team window of '%s' (lowering/windows.c): %lld x %lld elements "
		              "from the team's row and column */\n",
		           q, w->rows, w->cols);
		buf_printf(b, "\t__shared__ %s o2c_wins_%s[%d][%lld][%lld];\n", t, q,
		           p->warp.warps > 0 ? p->warp.warps : 1, w->rows, pw->pitch);
		buf_printf(b, "\t%s (*const o2c_win_%s)[%lld] = o2c_wins_%s[%s];\n", t, q, pw->pitch, q,
		           p->warp.warps ? "o2c_warp" : "0");
		buf_printf(b, "\tconst long long o2c_wr0_%s = %s, o2c_wc0_%s = %s;\n", q, w->row0, q,
		           w->col0);
		buf_printf(b, "\tconst long long o2c_wlo_%s = -(long long)(o2c_wbefore_%s / sizeof(%s)), "
		              "o2c_whi_%s = (long long)(o2c_wafter_%s / sizeof(%s));\n",
		           q, q, t, q, q, t);
		buf_printf(b, "\tconst bool o2c_wok_%s = o2c_windows_on && o2c_wafter_%s != 0", q, q);
		if (w->pitch)
			buf_printf(b, " && %s >= %lldLL", pitch_of(w), w->cols);
		buf_puts(b, ";\n");
		ok = arena_printf("%s%so2c_wok_%s", ok ? ok : "", ok ? " && " : "", q);
		whole = arena_printf(
			"%s%so2c_wr0_%s * %s + o2c_wc0_%s >= o2c_wlo_%s && (o2c_wr0_%s + %lld) * %s + "
			"o2c_wc0_%s + %lld < o2c_whi_%s",
			whole ? whole : "", whole ? " &&\n\t\t    " : "", q, pitch_of(w), q, q, q,
			w->rows - 1, pitch_of(w), q, w->cols - 1, q);
	}
	if (!ok)
		return NULL;
	buf_printf(b, "\tif (%s) {\n\t\tif (%s) { /* every box in its mapped range */\n", ok,
	           whole);
	emit_copy(b, p, stmt, 0);
	buf_puts(b, "\t\t} else {\n");
	emit_copy(b, p, stmt, 1);
	buf_puts(b, "\t\t}\n\t}\n");
	return ok;
}

/* The first access of a window in [at, next) where the code printed is
 * a windowed statement's copy that reads the windows (Emit.windows): the
 * team's code prints it twice, under the test emit_window_loads gives
 * and as written (a test per access made nw's kernel without windows
 * 1.14x slower, run 53). */
const WinAccess *
emit_window_access_at(const Emit *e, unsigned at, unsigned next, const PlanWindow **pw)
{
	const Plan *p = e->p;
	const WinAccess *best = NULL;

	if (!e->windows)
		return NULL;
	for (int i = 0; i < p->win.nwindows; i++)
		for (int k = 0; k < p->win.windows[i].w->nacc; k++) {
			const WinAccess *x = &p->win.windows[i].w->acc[k];
			if (x->begin >= at && x->begin < next && (!best || x->begin < best->begin)) {
				best = x;
				*pw = &p->win.windows[i];
			}
		}
	return best;
}

void
emit_window_read(Buf *b, const PlanWindow *pw, const WinAccess *x)
{
	const char *q = pw->w->var->name;

	buf_printf(b, "o2c_win_%s[%s][%s]", q, x->row, x->col);
}

void
emit_window_write_head(Buf *b, const PlanWindow *pw)
{
	buf_printf(b, "{ %s o2c_wv = (", pw->w->elem);
}

void
emit_window_write_tail(Buf *b, const Unit *u, const PlanWindow *pw, const WinAccess *x)
{
	const char *q = pw->w->var->name;

	buf_printf(b, "); o2c_win_%s[%s][%s] = o2c_wv; ", q, x->row, x->col);
	emit_device_source(b, u, x->begin, x->end);
	buf_puts(b, " = o2c_wv; } /* the team's window and global memory */");
}
