/* An atomic compare construct (OpenMP 5.1 2.19.7) in the host file, which
 * gcc 12 does not take, and a capture whose new value reads v (Atomic.rmw),
 * which gcc takes as a swap of e computed before: written out with the
 * __atomic builtins gcc and clang share, as a loop of compare-and-exchange
 * on x; a compare construct
 *
 *   { __typeof__(x) *o2c_p = &(x); <old, now> ; e and d once;
 *     __atomic_load(o2c_p, &o2c_old, __ATOMIC_SEQ_CST);
 *     do { o2c_hit = o2c_old CMP o2c_e; o2c_now = o2c_hit ? d : o2c_old; }
 *     while (o2c_hit && !__atomic_compare_exchange(o2c_p, &o2c_old, &o2c_now, ...));
 *     v and r as the form says }
 *
 * which compares as C compares x with e, stores only where the
 * comparison holds of the value it replaces, and is sequentially
 * consistent, which every memory order clause allows (weak and fail
 * too).  The operands are copied by the caller's printer, which makes
 * the host's edits of the text inside them. */
#include "codegen.h"

static void
piece(Buf *b, const Atomic *a, int which, EmitPiece *print, const void *ctx)
{
	buf_puts(b, "(");
	print(b, ctx, a->at[which][0], a->at[which][1]);
	buf_puts(b, ")");
}

/* The lines the construct took, which the host file keeps: each newline
 * outside the operands. */
static void
keep_lines(Buf *b, const Unit *u, const Atomic *a)
{
	for (unsigned k = a->begin; k < a->end; k++) {
		int in = 0;
		for (int w = 0; w < 5; w++)
			in |= a->at[w][0] <= k && k < a->at[w][1];
		if (!in && u->src[k] == '\n')
			buf_puts(b, "\n");
	}
}

static void
emit_compare(Buf *b, const Unit *u, const Atomic *a, EmitPiece *print, const void *ctx)
{
	static const char *const cmps[] = {"", "==", "<", ">"};

	buf_puts(b, "{ /* omp2cuda: atomic compare */ __typeof__(");
	piece(b, a, AT_X, print, ctx);
	buf_puts(b, ") *o2c_p = &");
	piece(b, a, AT_X, print, ctx);
	buf_puts(b, "; __typeof__(*o2c_p) o2c_old, o2c_now; __typeof__(");
	piece(b, a, AT_E, print, ctx);
	buf_puts(b, ") o2c_e = ");
	piece(b, a, AT_E, print, ctx);
	buf_puts(b, "; __typeof__(*o2c_p) o2c_d = ");
	if (a->d)
		piece(b, a, AT_D, print, ctx);
	else
		buf_puts(b, "o2c_e");
	buf_printf(b, "; int o2c_hit; __atomic_load(o2c_p, &o2c_old, __ATOMIC_SEQ_CST); "
	              "do { o2c_hit = o2c_old %s o2c_e; o2c_now = o2c_hit ? o2c_d : o2c_old; } "
	              "while (o2c_hit && !__atomic_compare_exchange(o2c_p, &o2c_old, &o2c_now, 0, "
	              "__ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST));",
	           cmps[a->cmp]);
	if (a->cap == CAP_FAIL)
		buf_puts(b, " if (!o2c_hit)");
	if (a->cap != CAP_NONE) {
		buf_puts(b, " ");
		piece(b, a, AT_V, print, ctx);
		buf_puts(b, a->cap == CAP_NEW ? " = o2c_now;" : " = o2c_old;");
	}
	if (a->r) {
		buf_puts(b, " ");
		piece(b, a, AT_R, print, ctx);
		buf_puts(b, " = o2c_hit;");
	}
	buf_puts(b, " }");
	keep_lines(b, u, a);
}

/* A capture whose new value reads v, {v = x; x = e;} or {v = x; x op= e;}
 * (frontend/atomics.c read_rmw): v gets x, x gets e (x op e) of that v
 * where x still holds what v got, else again from what x holds then;
 * sequentially consistent, as every memory order clause allows. */
static void
emit_rmw(Buf *b, const Unit *u, const Atomic *a, EmitPiece *print, const void *ctx)
{
	buf_puts(b, "{ /* omp2cuda: atomic capture */ __typeof__(");
	piece(b, a, AT_X, print, ctx);
	buf_puts(b, ") *o2c_p = &");
	piece(b, a, AT_X, print, ctx);
	buf_puts(b, "; __typeof__(*o2c_p) o2c_old, o2c_now; __atomic_load(o2c_p, &o2c_old, "
	            "__ATOMIC_SEQ_CST); do { ");
	piece(b, a, AT_V, print, ctx);
	buf_puts(b, " = o2c_old; o2c_now = ");
	if (!a->swap)
		buf_printf(b, "o2c_old %s ", a->negate ? "-" : red_c_ops[a->op]);
	piece(b, a, AT_E, print, ctx);
	buf_puts(b, "; } while (!__atomic_compare_exchange(o2c_p, &o2c_old, &o2c_now, 0, "
	            "__ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)); }");
	keep_lines(b, u, a);
}

void
emit_atomic_host(Buf *b, const Unit *u, const Atomic *a, EmitPiece *print, const void *ctx)
{
	if (a->rmw)
		emit_rmw(b, u, a, print, ctx);
	else
		emit_compare(b, u, a, print, ctx);
}
