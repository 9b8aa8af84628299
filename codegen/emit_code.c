/* A kernel region's code as written, with its constructs compiled
 * (emit_code_at, which every printer reaches through Emit.code): atomic
 * constructs, critical constructs, barriers, flushes, device API calls
 * as the kernel's plan says, and the regions nested in it (parallel
 * regions and worksharing loops here, emit_inner; single and masked
 * constructs, emit_single.c; tasks, emit_task.c), and the edits of the
 * kernel being printed: preloaded loads, team windows, staged rows,
 * table reads, the kernel_lanes's lanes. */
#include <stdlib.h>
#include <string.h>

#include "codegen.h"

/* The device lock of the critical constructs of a name. */
const char *
emit_lock_name(const char *critical)
{
	return *critical ? arena_printf("o2c_critical_%s", critical) : "o2c_critical";
}

static void
emit_critical(Buf *b, const Emit *e, const Region *scope, const Sync *s, int ctx)
{
	const char *lock = emit_lock_name(s->name);

	buf_printf(b, "for (bool o2c_done = false; !o2c_done;) /* #pragma omp critical%s%s%s */\n"
	              "if (o2c_critical_try(&%s)) {",
	           *s->name ? " (" : "", s->name, *s->name ? ")" : "", lock);
	emit_code(b, e, scope, s->body_begin, s->body_end, ctx);
	buf_printf(b, "\no2c_critical_release(&%s);\no2c_done = true;\n}", lock);
}

/* A barrier, taskwait, flush or critical construct; returns its end. */
static unsigned
emit_sync(Buf *b, const Emit *e, const Region *scope, const Sync *s, int ctx)
{
	if (s->kind == SYNC_BARRIER && ctx == CTX_NESTED)
		buf_puts(b, "/* #pragma omp barrier: a team of one thread */");
	else if (s->kind == SYNC_BARRIER)
		buf_puts(b, "o2c_barrier(); /* #pragma omp barrier */");
	else if (s->kind == SYNC_TASKWAIT)
		buf_puts(b, "/* #pragma omp taskwait: tasks run in place, all have completed */");
	else if (s->kind == SYNC_FLUSH)
		buf_puts(b, "__threadfence(); /* #pragma omp flush */");
	else
		emit_critical(b, e, scope, s, ctx);
	return s->end;
}

/* The expression that answers a device API call the kernel's launch
 * answers (ApiPlan.how: teams on warps, target parallel for's grid). */
static const char *
api_expression(int how)
{
	switch (how) {
	case APIP_WARP_TEAM:
		return "(int)((unsigned long long)blockIdx.x * (blockDim.x / 32) + o2c_warp)";
	case APIP_WARP_TEAMS:
		return "(int)((unsigned long long)gridDim.x * (blockDim.x / 32))";
	case APIP_GRID_THREAD:
		return API_GRID_THREAD;
	case APIP_GRID_THREADS:
		return API_GRID_THREADS;
	default:
		return "(int)o2c_lane";
	}
}

/* A device API call: the kernel answers it itself, or keeps it for the
 * device header to answer, as its plan says (lowering/team.c).  Returns
 * where the copy of the source goes on: after the call, or for
 * omp_get_ancestor_thread_num(level), at its argument, which becomes the
 * last argument of o2c_ancestor_thread_num. */
static unsigned
emit_api(Buf *b, const Unit *u, const Plan *p, const ApiCall *a)
{
	const ApiPlan *ap = &p->apis[a - p->r->dev.apis];

	switch (ap->how) {
	case APIP_VALUE:
		buf_printf(b, "%d /* %s()%s%s */", ap->value, api_names[a->fn], ap->why ? ": " : "",
		           ap->why ? ap->why : "");
		break;
	case APIP_NTHREADS:
		buf_printf(b, "o2c_nthreads /* %s() */", api_names[a->fn]);
		break;
	case APIP_WARP_TEAM:
	case APIP_WARP_TEAMS:
	case APIP_GRID_THREAD:
	case APIP_GRID_THREADS:
	case APIP_LANE:
		buf_printf(b, "%s /* %s(): %s */", api_expression(ap->how), api_names[a->fn], ap->why);
		break;
	case APIP_ANCESTOR:
		buf_printf(b, "o2c_ancestor_thread_num(%d, %s, ", ap->value,
		           ap->value ? "(int)threadIdx.x" : "0");
		return a->args_at;
	default:
		emit_device_source(b, u, a->begin, a->end);
	}
	return a->end;
}

/* What comes first in the region's code from at on that is not printed
 * as written (nested in scope, of the edits mode asks for): a nested
 * region, an atomic construct, a barrier, flush, taskwait or critical
 * construct, a device API call, a staged row read, a table read, a
 * statement lane 0 runs, the inner lanes' loop, a preloaded load or a
 * window access, one of them set in x; returns where it begins, end
 * when there is none before end. */
typedef struct CodeNext {
	const Region *in;
	const Atomic *a;
	const Sync *s;
	const ApiCall *api;
	const RowRead *row;
	const TableRead *tab;
	const LaneSolo *solo;
	int inner;
	int pre; /* the preload's index, or -1 */
	const PlanWindow *pw;
	const WinAccess *win;
	const ColAccess *own; /* CODE_COLS: an own-column access */
	const ColLoop *loop;  /* CODE_COLS: a loop unrolled over the column */
} CodeNext;

static unsigned
code_next(const Emit *e, const Region *scope, unsigned at, unsigned end, int mode, CodeNext *x)
{
	const Unit *u = e->u;
	const Plan *p = e->p, *preloading = e->preloading;
	const Region *r = p->r;
	const Lanes *ln = &r->lanes;
	unsigned next = end;

	*x = (CodeNext){.pre = -1};
	for (int i = 0; i < u->nregions; i++)
		if (u->regions[i]->parent == scope && u->regions[i]->src.pragma_begin >= at &&
		    u->regions[i]->src.pragma_begin < next)
			x->in = u->regions[i], next = x->in->src.pragma_begin;
	for (int i = 0; i < r->dev.natomics; i++)
		if (r->dev.atomics[i].begin >= at && r->dev.atomics[i].begin < next)
			x->a = &r->dev.atomics[i], next = x->a->begin, x->in = NULL;
	for (int i = 0; i < r->dev.nsyncs; i++)
		if (r->dev.syncs[i].begin >= at && r->dev.syncs[i].begin < next)
			x->s = &r->dev.syncs[i], next = x->s->begin, x->in = NULL, x->a = NULL;
	for (int i = 0; i < r->dev.napis; i++)
		if (r->dev.apis[i].begin >= at && r->dev.apis[i].begin < next)
			x->api = &r->dev.apis[i], next = x->api->begin, x->in = NULL, x->a = NULL,
			x->s = NULL;
	for (int i = 0; (mode & CODE_STAGED) && i < p->rows.nreads; i++)
		if (p->rows.reads[i]->begin >= at && p->rows.reads[i]->begin < next)
			x->row = p->rows.reads[i], next = x->row->begin, x->in = NULL, x->a = NULL,
			x->s = NULL, x->api = NULL;
	for (int i = 0; (mode & CODE_TABLE) && i < p->table.nreads; i++)
		if (p->table.reads[i]->begin >= at && p->table.reads[i]->begin < next)
			x->tab = p->table.reads[i], next = x->tab->begin, x->row = NULL, x->in = NULL,
			x->a = NULL, x->s = NULL, x->api = NULL;
	for (int i = 0; (mode & CODE_LANES) && i < ln->nsolo; i++)
		if (ln->solo[i].begin >= at && ln->solo[i].begin < next)
			x->solo = &ln->solo[i], next = x->solo->begin, x->in = NULL, x->a = NULL,
			x->s = NULL, x->api = NULL;
	if ((mode & CODE_LANES) && ln->for_begin >= at && ln->for_begin < next)
		x->inner = 1, next = ln->for_begin, x->solo = NULL, x->in = NULL, x->a = NULL,
		x->s = NULL, x->api = NULL;
	for (int i = 0; preloading && i < preloading->preload.nloads; i++)
		if (preloading->preload.loads[i]->begin >= at && preloading->preload.loads[i]->begin < next)
			x->pre = i, next = preloading->preload.loads[i]->begin, x->tab = NULL, x->solo = NULL,
			x->inner = 0, x->row = NULL, x->in = NULL, x->a = NULL, x->s = NULL,
			x->api = NULL;
	x->win = emit_window_access_at(e, at, next, &x->pw);
	if (x->win)
		x->pre = -1;
	if (x->win)
		next = x->win->begin, x->tab = NULL, x->solo = NULL, x->inner = 0, x->row = NULL,
		x->in = NULL, x->a = NULL, x->s = NULL, x->api = NULL;
	if (mode & CODE_COLS) /* first in emit_code_at's order: nothing else there is nearer */
		next = emit_cols_next(p, at, next, &x->own, &x->loop);
	return next;
}

/* The wraps of statements (Edit.wrap) in region code [begin, end]: each
 * one's open and close, in the order printed (Insert's), as points that
 * emit_code_at prints between its pieces; skip: the point of a wrap
 * inside something printed apart, whose printer prints it. */
typedef struct WrapPoint {
	unsigned at;
	int close;
	int skip;
	const Edit *w;
} WrapPoint;

typedef struct Wraps {
	WrapPoint *p;
	size_t n, i;
} Wraps;

static int
by_point(const void *pa, const void *pb)
{
	const WrapPoint *a = pa, *b = pb;

	if (a->at != b->at)
		return a->at < b->at ? -1 : 1;
	if (a->close != b->close)
		return b->close - a->close; /* what ends there, then what begins */
	return emit_wrap_order(a->w, b->w, a->close);
}

static Wraps
wraps_in(const Unit *u, unsigned begin, unsigned end)
{
	Wraps w = {NULL, 0, 0};
	size_t cap = 0;

	for (int i = 0; i < u->nedits && u->edits[i].begin <= end; i++) {
		const Edit *e = &u->edits[i];
		if (!e->wrap || e->begin < begin || e->end > end)
			continue;
		VEC_PUSH(w.p, w.n, cap, ((WrapPoint){e->begin, 0, 0, e}));
		VEC_PUSH(w.p, w.n, cap, ((WrapPoint){e->end, 1, 0, e}));
	}
	if (w.n)
		qsort(w.p, w.n, sizeof *w.p, by_point);
	return w;
}

/* The next point, if it comes before what comes next at `next` (a point
 * at `next` comes before it, what it wraps): the code up to it, then its
 * text.  Returns whether it printed one. */
static int
wraps_print(Buf *b, const Unit *u, Wraps *w, unsigned *at, unsigned next)
{
	while (w->i < w->n && w->p[w->i].skip)
		w->i++;
	if (w->i >= w->n || w->p[w->i].at > next)
		return 0;
	const WrapPoint *pt = &w->p[w->i++];
	if (pt->at < *at)
		unreachable("a statement's wrap begins or ends inside code printed apart");
	emit_device_piece(b, u, *at, pt->at);
	*at = pt->at;
	buf_puts(b, pt->close ? pt->w->close : pt->w->open);
	return 1;
}

/* After [tb, te), printed apart: the wraps of statements that begin
 * inside it are its printer's; one that begins with it (of the statement
 * it is, a nested construct's, an atomic's, whose printer prints the
 * statement's code, not the statement) is this one's. */
static void
wraps_skip(Wraps *w, unsigned tb, unsigned te)
{
	for (size_t i = w->i; i < w->n && w->p[i].at <= te; i++) {
		const Edit *e = w->p[i].w;
		if (tb < e->begin && e->end <= te)
			w->p[i].skip = 1;
	}
}

/* What code_next found at *at, printed; *at moves past it.  Returns
 * whether the code after it needs a #line (not inside an expression or a
 * statement). */
static int
code_print(Buf *b, const Emit *e, const Region *scope, int ctx, int mode, const CodeNext *x,
           unsigned *at)
{
	const Unit *u = e->u;
	const Plan *p = e->p, *preloading = e->preloading;

	if (x->own) {
		emit_cols_access(b, u, p, x->own);
		*at = x->own->end;
		return 0; /* inside an expression */
	} else if (x->loop) {
		emit_cols_loop_head(b, u, p, x->loop);
		emit_code_at(b, e, scope, x->loop->body_begin, x->loop->body_end, ctx, mode);
		buf_puts(b, "\n}");
		*at = x->loop->body_end;
	} else if (x->pre >= 0) {
		buf_printf(b, "o2c_pre%d[o2c_u]", x->pre);
		*at = preloading->preload.loads[x->pre]->end;
		return 0;
	} else if (x->win && !x->win->write) {
		emit_window_read(b, x->pw, x->win);
		*at = x->win->end;
		return 0;
	} else if (x->win) {
		emit_window_write_head(b, x->pw);
		emit_code_at(b, e, scope, x->win->value_begin, x->win->value_end, ctx, mode);
		emit_window_write_tail(b, u, x->pw, x->win);
		*at = x->win->stmt_end;
	} else if (x->tab) {
		buf_printf(b, "o2c_table_load(o2c_tab_n != 0, o2c_tab, %s, +(", x->tab->var->name);
		emit_device_source(b, u, x->tab->index_begin, x->tab->index_end);
		buf_puts(b, "))");
		*at = x->tab->end;
		return 0;
	} else if (x->solo) {
		buf_puts(b, "__syncwarp(); if (o2c_lane == 0) ");
		emit_device_source(b, u, x->solo->begin, x->solo->end);
		buf_puts(b, "; __syncwarp() /* lane 0 writes: every lane read before, reads after */");
		*at = x->solo->end;
		return 0; /* inside a statement */
	} else if (x->inner) {
		emit_lanes_inner(b, u, p);
		*at = p->r->lanes.body_end;
	} else if (x->row) {
		emit_row_read(b, u, x->row);
		*at = x->row->end;
		return 0;
	} else if (x->api) {
		*at = emit_api(b, u, p, x->api);
		return 0;
	} else if (x->a) {
		AtomicText t = emit_atomic_text(u, x->a);
		emit_atomic(b, p, x->a, &t);
		*at = x->a->end;
	} else if (x->s) {
		*at = emit_sync(b, e, scope, x->s, ctx);
	} else if (dir_is_task(x->in->dir)) {
		emit_task(b, e, x->in, ctx);
		*at = x->in->src.stmt_end;
	} else if (dir_shape[x->in->dir] == SHAPE_SINGLE) {
		emit_single(b, e, x->in, ctx);
		*at = x->in->src.stmt_end;
	} else {
		emit_inner(b, e, x->in);
		*at = x->in->src.stmt_end;
	}
	return 1;
}

/* The region's code in [begin, end) as written, except that each region
 * nested in scope becomes a loop over or a block of the block's threads
 * ended by a barrier (the construct's implicit one), or of one thread in
 * a nested parallel region, or the block of a single or masked construct
 * (emit_single.c), each atomic construct one atomic operation, each
 * barrier __syncthreads() (nothing in a team of one), each critical
 * construct its statement under a lock, and device API calls what the
 * kernel's plan says they are (Plan.apis); in a preloading loop's
 * second pass (Emit.preloading) its preloaded loads read o2c_pre<k>[],
 * and in a windowed statement's copy that reads them (Emit.windows) the
 * accesses of the team's windows read and write the windows.  The code
 * between them is printed in pieces, and the wraps of statements
 * (Edit.wrap) between the pieces and what is printed apart. */
void
emit_code_at(Buf *b, const Emit *e, const Region *scope, unsigned begin, unsigned end, int ctx,
             int mode)
{
	const Unit *u = e->u;
	unsigned at = begin;
	Wraps w = wraps_in(u, begin, end);

	emit_line(b, u, at);
	for (;;) {
		CodeNext x;
		unsigned next = code_next(e, scope, at, end, mode, &x);
		if (wraps_print(b, u, &w, &at, next))
			continue;
		if (next >= end)
			break;
		emit_device_piece(b, u, at, next);
		at = next;
		int line = code_print(b, e, scope, ctx, mode, &x, &at);
		wraps_skip(&w, next, at);
		if (line)
			emit_line(b, u, at);
	}
	emit_device_piece(b, u, at, end);
}

/* Threads of a nested region: o2c_nthreads as its plan says
 * (lowering/team.c), the block's unless its num_threads asks for fewer or
 * its if clause is false (one thread); threads past them skip its body
 * (emit_inner opens that mask).  Returns whether it sets a team size the
 * block's threads must be masked to. */
static int
emit_nthreads(Buf *b, const Plan *ip)
{
	const Region *in = ip->r;

	if (ip->team.nthreads == NTHREADS_BLOCK)
		buf_puts(b, "\tconst int o2c_nthreads = (int)blockDim.x;\n");
	if (ip->team.nthreads == NTHREADS_WARP && ip->loop.once) /* its loop steps past its end */
		buf_puts(b, "\t[[maybe_unused]] const int o2c_nthreads = 32; /* a team on a warp */\n");
	else if (ip->team.nthreads == NTHREADS_WARP)
		buf_puts(b, "\tconst int o2c_nthreads = 32; /* a team on a warp */\n");
	if (ip->team.nthreads != NTHREADS_CLAUSE)
		return 0;
	if (in->exec.if_parallel)
		buf_printf(b, "\tconst int o2c_nthreads = !(%s) ? 1 : /* if: false, one thread */\n\t\t",
		           in->exec.if_parallel);
	else
		buf_puts(b, "\tconst int o2c_nthreads = ");
	if (in->exec.thread_limit)
		buf_printf(b, "(int)(%s) < (int)blockDim.x ? (int)(%s) : (int)blockDim.x; "
		              "/* num_threads */\n",
		           in->exec.thread_limit, in->exec.thread_limit);
	else
		buf_puts(b, "(int)blockDim.x;\n");
	if (in->dev.has_barrier)
		buf_printf(b, "\to2c_check_threads(\"%s:%u:%u\", o2c_nthreads);\n", in->loc.file,
		           in->loc.line, in->loc.col);
	return 1;
}

/* lastprivate on a worksharing loop nested in a kernel region (OpenMP
 * 5.2 5.4.5): the original (shared by the loop's threads: 5.4.5's
 * restriction) is reached through a pointer taken before each thread's
 * copy hides its name; a copy that is also firstprivate starts as the
 * original. */
static void
emit_inner_last_copies(Buf *b, const Region *in)
{
	for (int i = 0; i < in->data.nlastprivates; i++) {
		const Var *v = in->data.lastprivates[i];
		int first = 0;
		for (int k = 0; k < in->data.nfirstprivates; k++)
			first |= in->data.firstprivates[k] == v;
		buf_printf(b, "\t%s *o2c_lp_%s = &%s;\n", v->type, v->name, v->name);
		buf_printf(b, "\t%s; /* lastprivate: a copy per thread */\n", v->local_rw);
		if (first)
			buf_printf(b, "\tmemcpy(&%s, o2c_lp_%s, sizeof %s); /* and firstprivate */\n",
			           v->name, v->name, v->name);
	}
}

/* The loop of a parallel loop with preloads (Plan.preload.loads, lowering/
 * preloads.c) on a warp's lanes: each lane's iterations twice, unrolled,
 * the first loading what every iteration loads into o2c_pre<k>[], the
 * second running them, those loads reading o2c_pre<k>[] (emit_code_at,
 * with Emit.preloading the loop's plan). */
static void
emit_preload_loops(Buf *b, const Emit *e, const Plan *ip, const Region *in)
{
	const Unit *u = e->u;
	Emit pre = *e;
	const Nest *x = ip->loop.index == INDEX_U32 ? &emit_inner_narrow_nest : &emit_inner_nest;

	emit_loop_prelude(b, ip, x, "\t");
	buf_printf(b, "\t/* preloads (lowering/preloads.c): a lane loads what its %d iterations "
	              "surely load first, all at once */\n",
	           ip->preload.k);
	for (int k = 0; k < ip->preload.nloads; k++)
		buf_printf(b, "\t%s o2c_pre%d[%d];\n", ip->preload.loads[k]->elem, k, ip->preload.k);
	for (int pass = 0; pass < 2; pass++) {
		buf_printf(b, "\t#pragma unroll\n"
		              "\tfor (int o2c_u = 0; o2c_u < %d; o2c_u++) {\n"
		              "\t\tconst %s %s = (%s)o2c_lane + (%s)o2c_nthreads * (%s)o2c_u;\n"
		              "\t\tif (%s < %s) {\n",
		           ip->preload.k, x->type, x->iv, x->type, x->type, x->type, x->iv, x->trip);
		if (!pass) {
			emit_indices(b, ip, x, "\t\t\t");
			for (int k = 0; k < ip->preload.nloads; k++) {
				buf_printf(b, "\t\t\to2c_pre%d[o2c_u] = ", k);
				emit_device_source(b, u, ip->preload.loads[k]->begin, ip->preload.loads[k]->end);
				buf_puts(b, ";\n");
			}
		} else {
			emit_iteration(b, u, ip, x, "\t\t\t");
			pre.preloading = ip;
			emit_code(b, &pre, in, emit_stmt_start(u, e->p->r, in, in->src.body_begin),
			          in->src.body_end, ip->team.ctx);
		}
		buf_puts(b, "\n\t\t}\n\t}\n");
	}
}

/* The end of reduction i of nested region in: its copy combined into the
 * variable, by the block's threads together, or (own: a team of one
 * thread, the variable its thread's) by that thread alone. */
static void
emit_inner_reduce(Buf *b, const Plan *p, const Plan *ip, const Region *in, int i)
{
	const Reduction *red = &in->data.reductions[i];
	const char *v = red->var->name, *op = emit_red_op(red);

	if (red->own)
		buf_printf(b, "\t*o2c_ref_%s = o2c_combine<%s>(*o2c_ref_%s, %s); /* its thread's own */\n",
		           v, op, v, v);
	else
		buf_printf(b, "\t%s<%s>(o2c_ref_%s, %s);\n",
		           ip->warp.red_lanes && ip->warp.red_lanes[i]
		                   ? (p->warp.warps ? "o2c_reduce_lanes" : "o2c_reduce_block_lanes")
		           : p->warp.warps ? "o2c_reduce_warp"
		                           : "o2c_reduce",
		           op, v, v);
}

/* Does one of the region's reductions combine over the block, which ends
 * with the block's barrier (o2c_reduce, o2c_reduce_block_lanes)? */
static int
block_reduced(const Region *in)
{
	for (int i = 0; i < in->data.nreductions; i++)
		if (!in->data.reductions[i].own)
			return 1;
	return 0;
}

/* A region nested in a teams region: a parallel region or parallel loop
 * on the block's threads, or a worksharing loop of a parallel region
 * shared among its threads; each ends with a barrier.  A reduction's
 * private copies start at the identity, and the block combines them into
 * the team's variable: every thread of the block, those past a team
 * smaller than the block (num_threads, if) with copies still at the
 * identity, since o2c_reduce synchronizes the block (into a team variable
 * each thread holds under team lanes, o2c_reduce_block_lanes); the
 * barrier that ends the last such reduction also ends the region.  A
 * region whose plan says its team is one thread
 * (Plan.team.one: a parallel region met in a parallel region, OpenMP 5.2
 * 10.1.1; lowering/team.c) is run alone by the thread that meets it, its
 * loops whole, with no barrier.  Under teams on warps (Plan.warp.warps) the
 * team is a warp: its 32 lanes share the loop, __syncwarp() ends it, and
 * a reduction combines the warp's copies (o2c_reduce_warp; into a team
 * variable each lane holds, o2c_reduce_lanes), and a warp vote gives each
 * replicated team variable the region assigns one value again
 * (o2c_vote, lowering/lanes.c). */
void
emit_inner(Buf *b, const Emit *e, const Region *in)
{
	const Unit *u = e->u;
	const Plan *p = e->p, *ip = e->plans[in->id];
	int one = ip->team.one;
	int masked = 0;


	buf_printf(b, "{ /* %s */%s\n", in->pragma,
	           one && in->dir != DIR_FOR ? " /* nested: a team of one thread */" : "");
	if (in->dir != DIR_FOR && !one)
		masked = emit_nthreads(b, ip);
	for (int i = 0; i < ip->warp.nvotes; i++)
		buf_printf(b, "\tconst decltype(%s) o2c_was_%s = %s; /* each lane assigns its own: a warp "
		              "vote at the end */\n",
		           ip->warp.votes[i]->name, ip->warp.votes[i]->name, ip->warp.votes[i]->name);
	for (int i = 0; i < in->data.nreductions; i++)
		buf_printf(b, "\t%s *o2c_ref_%s = &%s;\n", in->data.reductions[i].var->type,
		           in->data.reductions[i].var->name, in->data.reductions[i].var->name);
	emit_copy_refs(b, u, in);
	buf_puts(b, "\t{\n");
	for (int i = 0; i < in->data.nreductions; i++)
		buf_printf(b, "\t%s = %s;\n", in->data.reductions[i].var->local,
		           emit_red_identity(&in->data.reductions[i], in->data.reductions[i].var->type,
		                             arena_printf("o2c_ref_%s", in->data.reductions[i].var->name)));
	/* inside the scope of the private copies: a thread past the team
	 * keeps its copies at the identity and still calls o2c_reduce, which
	 * every thread of the block must call, with them */
	if (masked)
		buf_puts(b, "\tif ((int)threadIdx.x < o2c_nthreads) { /* the team's threads */\n");
	emit_first_copies(b, u, in);
	int body = ip->team.ctx;
	if (ip->preload.nloads && e->k->preloads) {
		emit_preload_loops(b, e, ip, in);
	} else if (dir_is_loop(in->dir)) {
		emit_inner_last_copies(b, in);
		const Nest *x = ip->loop.index == INDEX_U32 ? &emit_inner_narrow_nest : &emit_inner_nest;
		int depth = emit_loop_head(b, u, ip, x, "\t");
		emit_code(b, e, in, emit_stmt_start(u, p->r, in, in->src.body_begin), in->src.body_end, body);
		emit_loop_tail(b, depth, "\t");
		buf_puts(b, "\n");
		for (int i = 0; i < in->data.nlastprivates; i++)
			buf_printf(b, "\tif (o2c_last) /* ran the last iteration: lastprivate */\n"
			              "\t\t*o2c_lp_%s = %s;\n", in->data.lastprivates[i]->name,
			           emit_last_value(in, in->data.lastprivates[i]->name));
	} else {
		for (int i = 0; i < in->data.nprivates; i++)
			if (emit_private_used(u, in, in->data.privates[i]))
				buf_printf(b, "\t%s; /* private */\n", in->data.privates[i]->local);
		emit_code(b, e, in, emit_stmt_start(u, p->r, in, in->src.stmt_begin), in->src.stmt_end, body);
		buf_puts(b, "\n");
	}
	if (masked)
		buf_puts(b, "\t} /* the team's threads */\n");
	for (int i = 0; i < in->data.nreductions; i++)
		emit_inner_reduce(b, p, ip, in, i);
	buf_puts(b, "\t}\n");
	for (int i = 0; i < ip->warp.nvotes; i++)
		buf_printf(b, "\to2c_vote(%s, o2c_was_%s);\n", ip->warp.votes[i]->name, ip->warp.votes[i]->name);
	if (one)
		buf_puts(b, "}");
	else if (p->warp.warps)
		buf_puts(b, "\t__syncwarp();\n}");
	else if (block_reduced(in))
		buf_puts(b, "}"); /* the block's last reduction ended with its barrier */
	else
		buf_puts(b, "\to2c_barrier();\n}");
}
