/* The loops a thread runs over a loop nest's collapsed index (Nest):
 * before the loop, its trip counts (32-bit ones checked in a
 * kernel_narrow) and lastprivate flag; at the start of an iteration, its
 * loop indices worked out from the collapsed index, its linear items and
 * private variables; the loop itself as the plan's LoopPlan says
 * (emit_sched.c); and the value a lastprivate item's original gets.
 * Shared by the kernel's loop (emit_cuda.c), the loops of nested regions
 * (emit_code.c), staged rows (emit_rows.c) and the kernel_lanes
 * (emit_lanes.c). */
#include <string.h>

#include "codegen.h"

static const char *const cmp_names[] = {"<", "<=", ">", ">="};

/* The value a lastprivate item's original gets from the thread that ran
 * the last iteration: its copy's, or for an associated loop's variable
 * the value the sequential loop leaves, one step past the last
 * iteration's (OpenMP 5.2 5.4.5: as if the loop ran sequentially). */
const char *
emit_last_value(const Region *r, const char *v)
{
	for (int k = 0; k < r->nloops; k++) {
		const Loop *l = &r->loops[k];
		if (l->last && !strcmp(l->var, v))
			return arena_printf("(%s)(%s %s %s)", l->type, v,
			                    l->cmp == CMP_LT || l->cmp == CMP_LE ? "+" : "-", l->stride);
	}
	return v;
}


const Nest emit_kernel_nest = {"o2c_n", "o2c_trip", "o2c_iv", "o2c_rest", "unsigned long long",
                               0, 0, 0};
const Nest emit_narrow_nest = {"o2c_n", "o2c_trip", "o2c_iv", "o2c_rest", "unsigned", 1, 0, 0};
/* The batch kernel's loop: a block's rows of threads share the grid's
 * iterations (lowering/batches.c). */
const Nest emit_batch_nest = {"o2c_n", "o2c_trip", "o2c_iv", "o2c_rest", "unsigned long long",
                              0, 0, 1};
/* The narrow kernel's loop with its indices stepped (Plan.stepped). */
const Nest emit_stepped_nest = {"o2c_n", "o2c_trip", "o2c_iv", "o2c_rest", "unsigned", 1, 1, 0};
const Nest emit_inner_nest = {"o2c_pn", "o2c_ptrip", "o2c_pv", "o2c_prest",
                              "unsigned long long", 0, 0, 0};
/* A nested loop whose plan is INDEX_U32 (lowering/schedule.c,
 * narrow_nested): its counts fit, so each is converted as it is. */
const Nest emit_inner_narrow_nest = {"o2c_pn", "o2c_ptrip", "o2c_pv", "o2c_prest", "unsigned",
                                     0, 0, 0};

/* The narrow kernel's counts (Plan.narrow.kernel): the 64-bit ones,
 * o2c_wn<i>, as the kernel has them, and their 32-bit copies.  The
 * runtime launched it for a trip count the host computed; should the
 * device's differ (a bound read from a device copy whose value the
 * host's does not match) so that a count, the trip count or the last
 * iteration number would not fit 32 bits, the kernel stops rather than
 * run other iterations.  Each partial product is checked before the next
 * factor, so none wraps; a trip count of 0 runs nothing either way. */
static void
emit_narrow_check(Buf *b, const Plan *p, const Nest *x, const char *in)
{
	const Region *r = p->r;
	const char *grid = "(unsigned long long)gridDim.x * blockDim.x";
	const char *prod = arena_printf("%sw0", x->n);

	for (int i = 1; i < r->nloops; i++)
		prod = arena_printf("%s * %sw%d", prod, x->n, i);
	buf_printf(b, "%sif (%s != 0 &&\n%s    (%s > 0xffffffffull", in, prod, in, grid);
	prod = arena_printf("%sw0", x->n);
	for (int i = 0; i < r->nloops; i++) {
		buf_printf(b, " ||\n%s     %sw%d > 0xffffffffull", in, x->n, i);
		if (i > 0 && i < r->nloops - 1)
			buf_printf(b, " || %s * %sw%d > 0xffffffffull", prod, x->n, i);
		if (i > 0)
			prod = arena_printf("%s * %sw%d", prod, x->n, i);
	}
	buf_printf(b, " ||\n%s     %s > 0xffffffffull - %s))\n"
	              "%s\t__trap(); /* the host's trip count fit 32 bits, the device's does not */\n",
	           in, prod, grid, in);
	for (int i = 0; i < r->nloops; i++)
		buf_printf(b, "%sconst unsigned %s%d = (unsigned)%sw%d;\n", in, x->n, i, x->n, i);
}

/* A loop of the nest as a comment before its count. */
static void
emit_loop_comment(Buf *b, const Loop *l, const char *in)
{
	buf_printf(b, "%s/* %s: %s from %s while %s %s; by %s */\n", in, l->var, l->type, l->lb,
	           l->not_equal ? "!=" : cmp_names[l->cmp], l->ub, l->stride);
}

static void
emit_trips(Buf *b, const Plan *p, const Nest *x, const char *in)
{
	const Region *r = p->r;

	for (int i = 0; i < r->nloops; i++) {
		emit_loop_comment(b, &r->loops[i], in);
		if (x == &emit_inner_narrow_nest)
			buf_printf(b, "%sconst unsigned %s%d = (unsigned)%s;\n", in, x->n, i,
			           p->launch.trips[i]);
		else
			buf_printf(b, "%sconst unsigned long long %s%s%d = %s;\n", in, x->n,
			           x->narrow ? "w" : "", i, p->launch.trips[i]);
	}
	if (x->narrow)
		emit_narrow_check(b, p, x, in);
	buf_printf(b, "%sconst %s %s = ", in, x->type, x->trip);
	for (int i = 0; i < r->nloops; i++)
		buf_printf(b, "%s%s%d", i ? " * " : "", x->n, i);
	buf_puts(b, ";\n");
}

/* The counts of a collapse(2) nest's flat kernel on a 2-D grid
 * (VariantPlan.tiles O2C_FLAT_GRID), 32-bit, and the check that the grid,
 * which the host's counts sized, covers the device's: a thread runs one
 * iteration, so the prologue is all it pays for it, and it checks no
 * more than that (the grid-stride kernels' checks of the grid's threads
 * plus the trip count are for a loop this kernel does not have). */
void
emit_flat_grid_counts(Buf *b, const Plan *p, int fast, const char *in)
{
	const Region *r = p->r;

	for (int i = 0; i < 2; i++) {
		emit_loop_comment(b, &r->loops[i], in);
		buf_printf(b, "%sconst unsigned long long o2c_nw%d = %s;\n", in, i, p->launch.trips[i]);
	}
	buf_printf(b, "%sif (blockDim.x %% 32 != 0 || o2c_nw0 > 0xffffffffull || o2c_nw1 > 0xffffffffull ||\n"
	              "%s    o2c_nw%d > (unsigned long long)gridDim.x * 32 ||\n"
	              "%s    o2c_nw%d > (unsigned long long)gridDim.y * (blockDim.x / 32))\n"
	              "%s\t__trap(); /* the grid the host's counts sized does not cover the device's */\n",
	           in, in, fast, in, 1 - fast, in);
	buf_printf(b, "%sconst unsigned o2c_n0 = (unsigned)o2c_nw0, o2c_n1 = (unsigned)o2c_nw1;\n", in);
}

/* A loop variable's declaration for the body; none when the body never
 * names it (nvcc would warn about a variable set and never used). */
static void
emit_index(Buf *b, const Loop *l, const char *in, const char *value)
{
	if (l->last) /* lastprivate: the thread's copy */
		buf_printf(b, "%s%s = %s;\n", in, l->var, value);
	else if (!l->unread)
		buf_printf(b, "%s%s %s = %s;\n", in, l->type, l->var, value);
}

/* The nest's loops as digits of the collapsed index, the most
 * significant first: order[n - 1] is the loop neighbouring iterations
 * step (the innermost, or LoopPlan.fast where lowering/order.c chose
 * another), then the others from the innermost out. */
static int
nest_order(const Plan *p, int order[MAX_COLLAPSE])
{
	int n = p->r->nloops, fast = plan_fast_loop(p), m = 0;

	for (int i = 0; i < n; i++)
		if (i != fast)
			order[m++] = i;
	order[m] = fast;
	return n;
}

/* Stepped indices (LoopPlan.stepped): the digits of the thread's first
 * iteration, o2c_d, and of the grid's threads, o2c_s, each below its
 * loop's count, o2c_r, worked out once (o2c_s only by a thread that has
 * a second iteration: a thread of one iteration divides no more than
 * without them); the loop's step adds them (emit_sched.c). */
static void
emit_digits(Buf *b, const Plan *p, const Nest *x, const char *in)
{
	int order[MAX_COLLAPSE], n = nest_order(p, order);

	buf_printf(b, "%s/* stepped indices: the digits of the iteration number */\n", in);
	buf_printf(b, "%sconst unsigned o2c_r[%d] = {", in, n);
	for (int k = 0; k < n; k++)
		buf_printf(b, "%s%s%d", k ? ", " : "", x->n, order[k]);
	buf_printf(b, "};\n%sunsigned o2c_d[%d] = {}, o2c_s[%d] = {};\n", in, n, n);
	buf_printf(b, "%sif (%s != 0) {\n%s\to2c_digits(o2c_d, " EMIT_GRID_THREAD_U32 ", o2c_r);\n",
	           in, x->trip, in);
	buf_printf(b, "%s\tif (" EMIT_GRID_THREAD_U32 " + " EMIT_GRID_THREADS_U32 " < %s) /* a second "
	              "iteration */\n%s\t\to2c_digits(o2c_s, " EMIT_GRID_THREADS_U32 ", o2c_r);\n%s}\n",
	           in, x->trip, in, in);
}

/* Loop indices from the collapsed index, the loop neighbouring
 * iterations step first, then the others from the innermost out
 * (nest_order); or, stepped, from the digits. */
void
emit_indices(Buf *b, const Plan *p, const Nest *x, const char *in)
{
	const Region *r = p->r;
	int order[MAX_COLLAPSE], n = nest_order(p, order);

	if (n == 1) {
		emit_index(b, &r->loops[0], in, emit_index_at(&p->launch.index[0], x->iv));
		return;
	}
	if (x->stepped) {
		for (int k = n - 1; k >= 0; k--)
			emit_index(b, &r->loops[order[k]], in,
			           emit_index_at(&p->launch.index[order[k]], arena_printf("o2c_d[%d]", k)));
		return;
	}
	buf_printf(b, "%s%s %s = %s;\n", in, x->type, x->rest, x->iv);
	for (int k = n - 1; k > 0; k--) {
		int i = order[k];
		const Loop *l = &r->loops[i];
		if (x->narrow) {
			/* one division a loop, the remainder by a product: the
			 * kernel nvcc makes of % and / apart took more registers
			 * (srad_v1's collapse(2) kernel 34 against 32, fewer blocks
			 * resident) */
			buf_printf(b, "%s%s o2c_q%d = %s / %s%d;\n", in, x->type, i, x->rest, x->n, i);
			emit_index(b, l, in,
			           emit_index_at(&p->launch.index[i], arena_printf("(%s - o2c_q%d * %s%d)", x->rest, i,
			                                       x->n, i)));
			buf_printf(b, "%s%s = o2c_q%d;\n", in, x->rest, i);
			continue;
		}
		emit_index(b, l, in, emit_index_at(&p->launch.index[i], arena_printf("(%s %% %s%d)", x->rest, x->n, i)));
		buf_printf(b, "%s%s /= %s%d;\n", in, x->rest, x->n, i);
	}
	emit_index(b, &r->loops[order[0]], in, emit_index_at(&p->launch.index[order[0]], x->rest));
}

/* A linear item's copy at the start of each iteration: the start value
 * plus the iteration's logical number (the collapsed index) times the
 * step, in the item's type (OpenMP 5.0 2.19.4.6).  libgomp sets it at the
 * start of each thread's chunk only, and the body steps it: for a body
 * that steps it by the step, as a linear variable is used, the two agree. */
static void
emit_linears(Buf *b, const Plan *p, const Nest *x, const char *in)
{
	for (int i = 0; i < p->nparams; i++) {
		const Param *prm = &p->params[i];
		if (!prm->lin)
			continue;
		const char *t = prm->var->type, *v = prm->var->name;
		buf_printf(b, "%s%s = (%s)(o2c_lin_%s + (%s)%s * (%s)); /* linear */\n", in, v, t, v, t,
		           x->iv, prm->lin->step);
	}
}

/* Before a nest's loop: its trip counts, and the lastprivate flag. */
void
emit_loop_prelude(Buf *b, const Plan *p, const Nest *x, const char *in)
{
	emit_trips(b, p, x, in);
	if (p->loop.last) /* lowering/schedule.c */
		buf_printf(b, "%sint o2c_last = 0; /* this thread ran the last iteration */\n", in);
}

/* Is v one of r's loop variables, which the iteration declares? */
static int
loop_var(const Region *r, const Var *v)
{
	for (int k = 0; k < r->nloops; k++)
		if (!strcmp(r->loops[k].var, v->name))
			return 1;
	return 0;
}

/* At the start of an iteration: the lastprivate flag, its indices and
 * linear items, and its private variables (of a teams region with
 * parallel regions: one per team), but for the loop's own variables,
 * private already. */
void
emit_iteration(Buf *b, const Unit *u, const Plan *p, const Nest *x, const char *in)
{
	const Region *r = p->r;

	if (p->loop.last)
		buf_printf(b, "%so2c_last = (unsigned long long)%s + 1 == %s;\n", in, x->iv, x->trip);
	emit_indices(b, p, x, in);
	emit_linears(b, p, x, in);
	for (int i = 0; i < r->data.nprivates; i++)
		if (emit_private_used(u, r, r->data.privates[i]) && !loop_var(r, r->data.privates[i]))
			buf_printf(b, "%s%s%s; /* private */\n", in, p->team.spmd ? "__shared__ " : "",
			           r->data.privates[i]->local);
}

void
emit_kernel_prelude(Buf *b, const Plan *p, const char *in)
{
	emit_loop_prelude(b, p, &emit_kernel_nest, in);
}

void
emit_kernel_iteration(Buf *b, const Unit *u, const Plan *p, const char *in)
{
	emit_iteration(b, u, p, &emit_kernel_nest, in);
}

void
emit_narrow_prelude(Buf *b, const Plan *p, const char *in)
{
	emit_loop_prelude(b, p, &emit_narrow_nest, in);
}

void
emit_narrow_iteration(Buf *b, const Unit *u, const Plan *p, const char *in)
{
	emit_iteration(b, u, p, &emit_narrow_nest, in);
}

/* The loop over a nest's iterations, its indices and private variables.
 * Returns the braces it opened, for emit_loop_tail. */
int
emit_loop_head(Buf *b, const Unit *u, const Plan *p, const Nest *x, const char *in)
{
	LoopPlan l = p->loop;
	int depth;

	if (x->narrow)
		l.index = INDEX_U32;
	emit_loop_prelude(b, p, x, in);
	l.stepped = x->stepped; /* the 64-bit kernel's loop divides */
	l.batch = x->batch;
	if (x->stepped)
		emit_digits(b, p, x, in);
	depth = emit_sched_loop(b, &l, x->iv, x->trip, in);
	emit_iteration(b, u, p, x, arena_printf("%s%s", in, depth > 1 ? "\t\t" : "\t"));
	return depth;
}

void
emit_loop_tail(Buf *b, int depth, const char *in)
{
	while (depth-- > 0)
		buf_printf(b, "\n%s}", in);
}
