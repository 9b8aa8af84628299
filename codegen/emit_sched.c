/* Loop schedules in kernels, printed: the loop over a collapsed loop
 * nest's index that each thread runs, as its plan's LoopPlan says
 * (lowering/schedule.c decides it, and says why).
 */
#include <string.h>

#include "codegen.h"

/* The clause as the host's OpenMP reads it. */
const char *
emit_schedule_clause(const Schedule *s)
{
	static const char *const kinds[] = {"", "static", "dynamic", "guided", "auto", "runtime"};

	if (s->chunk)
		return arena_printf("schedule(%s, %s)", kinds[s->kind], s->chunk);
	return arena_printf("schedule(%s)", kinds[s->kind]);
}

typedef struct Ws {
	Buf *b;
	const char *in;   /* indentation */
	const char *pre;  /* prefix of the schedule's own variables */
	const char *iv;   /* the collapsed index */
	const char *lo, *hi; /* the range shared */
	const char *t, *nt;  /* this thread (or team), and how many */
	const char *chunk;   /* name of the chunk size, for WS_CHUNK, WS_GUIDED */
	const char *type;    /* the index type of WS_CYCLIC, and of WS_BLOCK's
	                        counts; NULL: unsigned long long */
	int once;            /* WS_CYCLIC: one iteration at most (LoopPlan.once) */
	const char *step;    /* WS_CYCLIC: more to do at each step, or NULL */
} Ws;

/* The chunk size c, evaluated once: at least 1 (a chunk_size must be
 * positive, OpenMP 5.2 11.5.3). */
static void
emit_chunk(const Ws *w, const char *name, const char *c)
{
	buf_printf(w->b, "%sconst unsigned long long %s = (long long)(%s) > 0 ? (unsigned long long)"
	                 "(%s) : 1; /* chunk size */\n",
	           w->in, name, c, c);
}

/* lo + x, without a leading 0 + */
static const char *
plus(const char *lo, const char *x)
{
	return strcmp(lo, "0") ? arena_printf("%s + %s", lo, x) : x;
}

/* The loop over the iterations of [lo, hi) thread t of nt runs; one
 * brace opened. */
static void
emit_ws(const Ws *w, int kind)
{
	Buf *b = w->b;
	const char *in = w->in, *p = w->pre, *v = w->iv;
	const char *n = strcmp(w->lo, "0") ? arena_printf("(%s - %s)", w->hi, w->lo) : w->hi;
	const char *type = w->type ? w->type : "unsigned long long";

	switch (kind) {
	case WS_CYCLIC:
		if (w->once) /* steps past the end: nvcc sees one pass */
			buf_printf(b, "%sfor (%s %s = %s;\n%s     %s < %s; %s = %s) { /* one pass */\n", in,
			           type, v, plus(w->lo, w->t), in, v, w->hi, v, w->hi);
		else
			buf_printf(b, "%sfor (%s %s = %s;\n%s     %s < %s; %s += %s%s%s) {\n", in, type,
			           v, plus(w->lo, w->t), in, v, w->hi, v, w->nt, w->step ? ", " : "",
			           w->step ? w->step : "");
		break;
	case WS_BLOCK:
		buf_printf(b, "%sconst %s %sq = %s / %s, %sr = %s %% %s;\n", in, type, p, n, w->nt,
		           p, n, w->nt);
		buf_printf(b, "%sconst %s %swlo = %s;\n", in, type, p,
		           plus(w->lo, arena_printf("%s * %sq + (%s < %sr ? %s : %sr)", w->t, p, w->t, p,
		                                    w->t, p)));
		buf_printf(b, "%sfor (%s %s = %swlo;\n%s     %s < %swlo + %sq + (%s < %sr);"
		              " %s++) {\n",
		           in, type, v, p, in, v, p, p, w->t, p, v);
		break;
	case WS_CHUNK:
		buf_printf(b, "%sfor (unsigned long long %swlo = %s;\n%s     %swlo < %s; %swlo += %s * %s)\n",
		           in, p, plus(w->lo, arena_printf("%s * %s", w->t, w->chunk)), in, p, w->hi, p,
		           w->nt, w->chunk);
		buf_printf(b, "%sfor (unsigned long long %s = %swlo;\n%s     %s < %swlo + %s && %s < %s; "
		              "%s++) {\n",
		           in, v, p, in, v, p, w->chunk, v, w->hi, v);
		break;
	default:
		buf_printf(b, "%sfor (unsigned long long %swlo = %s, %swhi = %s, %sk = 0; %swlo < %s;"
		              " %swlo = %swhi, %sk++)\n",
		           in, p, w->lo, p, w->lo, p, p, w->hi, p, p, p);
		buf_printf(b, "%sif ((%swhi = o2c_guided_end(%swlo, %s, %s, %s)), %sk %% %s == %s)\n", in,
		           p, p, w->hi, w->nt, w->chunk, p, w->nt, w->t);
		buf_printf(b, "%sfor (unsigned long long %s = %swlo;\n%s     %s < %swhi; %s++) {\n", in, v,
		           p, in, v, p, v);
	}
}

/* A team's share of [0, trip) (LoopPlan.dist): the range
 * [<pre>dlo, <pre>dhi) of one chunk in a loop over its chunks, or of its
 * one block; one brace opened. */
static void
emit_dist(Ws *w, const LoopPlan *l, const char *trip)
{
	Buf *b = w->b;
	const char *in = w->in, *p = w->pre;

	if (l->dist == DIST_CHUNK) {
		emit_chunk(w, arena_printf("%sdchunk", p), l->dist_chunk);
		buf_printf(b, "%sfor (unsigned long long %sdlo = blockIdx.x * %sdchunk; %sdlo < %s;"
		              " %sdlo += gridDim.x * %sdchunk) {\n",
		           in, p, p, p, trip, p, p);
		buf_printf(b, "%s\tconst unsigned long long %sdhi = %s - %sdlo < %sdchunk ? %s : %sdlo + "
		              "%sdchunk;\n",
		           in, p, trip, p, p, trip, p, p);
	} else {
		buf_printf(b, "%s{\n%s\tconst unsigned long long %sdq = %s / gridDim.x, %sdr = %s %% "
		              "gridDim.x;\n",
		           in, in, p, trip, p, trip);
		buf_printf(b, "%s\tconst unsigned long long %sdlo = blockIdx.x * %sdq + (blockIdx.x < %sdr "
		              "? blockIdx.x : %sdr);\n",
		           in, p, p, p, p);
		buf_printf(b, "%s\tconst unsigned long long %sdhi = %sdlo + %sdq + (blockIdx.x < %sdr);\n",
		           in, p, p, p, p);
	}
	w->lo = arena_printf("%sdlo", p);
	w->hi = arena_printf("%sdhi", p);
	w->in = arena_printf("%s\t", in);
}

/* The grid-stride loop over a signed index (INDEX_SIGNED); a trip count
 * the index could not step past stops the kernel. */
static void
emit_grid_stride(Ws *w, const LoopPlan *l)
{
	buf_printf(w->b, "%sif (%s > 0x3fffffffffffffffull)\n%s\t__trap(); /* 2^62 iterations */\n",
	           w->in, w->hi, w->in);
	w->type = "long long";
	w->t = l->batch ? "blockIdx.x * (long long)o2c_brows + o2c_brow"
	                : "blockIdx.x * (long long)blockDim.x + threadIdx.x";
	w->nt = l->batch ? "(long long)gridDim.x * o2c_brows" : "(long long)gridDim.x * blockDim.x";
	w->hi = arena_printf("(long long)%s", w->hi);
	emit_ws(w, WS_CYCLIC);
}

/* The loop a thread of a combined loop kernel runs (SHARE_GRID). */
static int
emit_grid(Ws *w, const LoopPlan *l, const char *trip)
{
	if (l->index == INDEX_U32) { /* Plan.narrow.kernel: the runtime saw it fit */
		w->type = "unsigned";
		w->t = EMIT_GRID_THREAD_U32;
		w->nt = EMIT_GRID_THREADS_U32;
		if ((w->once = l->once)) /* Plan.flat.kernel: a thread per iteration */
			buf_printf(w->b, "%sif (%s > %s)\n%s\t__trap(); /* the runtime launches a "
			                 "thread per iteration */\n",
			           w->in, w->hi, w->nt, w->in);
		else if (l->stepped) /* codegen/emit_loop.c, emit_digits */
			w->step = "o2c_digits_step(o2c_d, o2c_s, o2c_r)";
		emit_ws(w, WS_CYCLIC);
		return 1;
	}
	if (l->dist == DIST_NONE && l->index == INDEX_SIGNED) {
		emit_grid_stride(w, l);
		return 1;
	}
	if (l->dist == DIST_NONE && l->ws == WS_CYCLIC) {
		w->t = l->batch ? "blockIdx.x * (unsigned long long)o2c_brows + o2c_brow"
		                : "blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x";
		w->nt = l->batch ? "(unsigned long long)gridDim.x * o2c_brows"
		                 : "(unsigned long long)gridDim.x * blockDim.x";
		emit_ws(w, WS_CYCLIC);
		return 1;
	}
	if (l->dist == DIST_NONE) {
		w->t = "(blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x)";
		w->nt = "((unsigned long long)gridDim.x * blockDim.x)";
		emit_chunk(w, w->chunk, l->chunk);
		emit_ws(w, l->ws);
		return 1;
	}
	if (l->chunk)
		emit_chunk(w, w->chunk, l->chunk);
	emit_dist(w, l, trip);
	w->t = "(unsigned long long)threadIdx.x";
	w->nt = "(unsigned long long)blockDim.x";
	emit_ws(w, l->ws);
	return 2;
}

/* A nested loop's 32-bit loop (INDEX_U32): the whole nest, cyclic or
 * blocked, among a team's threads, a warp's lanes or one thread, in
 * unsigned arithmetic (lowering/schedule.c proved the trip count plus
 * the team's threads fits). */
static int
emit_narrow_nested(Ws *w, const LoopPlan *l)
{
	w->type = "unsigned";
	switch (l->share) {
	case SHARE_ONE:
		buf_printf(w->b, "%sfor (unsigned %s = 0; %s < %s; %s++) {\n", w->in, w->iv, w->iv,
		           w->hi, w->iv);
		return 1;
	case SHARE_THREADS:
		w->t = "threadIdx.x";
		w->nt = "(unsigned)o2c_nthreads";
		break;
	case SHARE_LANES:
		w->t = "o2c_lane";
		w->nt = "(unsigned)o2c_nthreads";
		w->once = l->once;
		break;
	default:
		unreachable("a 32-bit loop of the whole grid or of teams");
	}
	emit_ws(w, l->ws);
	return 1;
}

/* The loop over a nest's collapsed index iv in [0, trip) that this
 * thread runs, as plan l says: among the threads of the whole grid
 * (SHARE_GRID), of the blocks, a team's initial thread each
 * (SHARE_TEAMS), of the grid's warps, a team each (SHARE_WARPS, with
 * o2c_warp the warp's number in its block), of a parallel region's
 * o2c_nthreads threads (SHARE_THREADS), of a warp's lanes (SHARE_LANES,
 * o2c_lane), or alone (SHARE_ONE).  Returns the number of braces
 * to close. */
int
emit_sched_loop(Buf *b, const LoopPlan *l, const char *iv, const char *trip, const char *in)
{
	const char *pre = l->share == SHARE_THREADS || l->share == SHARE_LANES ? "o2c_p" : "o2c_";
	Ws w = {b, in, pre, iv, "0", trip, NULL, NULL, arena_printf("%schunk", pre), NULL, 0, NULL};
	int narrow = l->index == INDEX_NARROW;

	if (l->index == INDEX_U32 && l->share != SHARE_GRID) /* lowering/schedule.c proved it */
		return emit_narrow_nested(&w, l);
	switch (l->share) {
	case SHARE_GRID:
		return emit_grid(&w, l, trip);
	case SHARE_ONE:
		buf_printf(b, "%sfor (unsigned long long %s = 0; %s < %s; %s++) {\n", in, iv, iv, trip,
		           iv);
		return 1;
	case SHARE_TEAMS:
		w.t = narrow ? "blockIdx.x" : "(unsigned long long)blockIdx.x";
		w.nt = narrow ? "gridDim.x" : "(unsigned long long)gridDim.x";
		w.chunk = arena_printf("%sdchunk", pre);
		break;
	case SHARE_THREADS:
		w.t = narrow ? "threadIdx.x" : "(unsigned long long)threadIdx.x";
		w.nt = narrow ? "o2c_nthreads" : "(unsigned long long)o2c_nthreads";
		break;
	case SHARE_WARPS: /* the same for every lane of a warp */
		w.t = "((unsigned long long)blockIdx.x * (blockDim.x / 32) + o2c_warp)";
		w.nt = "((unsigned long long)gridDim.x * (blockDim.x / 32))";
		break;
	case SHARE_LANES:
		w.t = "(unsigned long long)o2c_lane";
		w.nt = "(unsigned long long)o2c_nthreads";
		break;
	default:
		unreachable("a loop without a plan");
	}
	if (l->dist != DIST_NONE) /* the team's share first: blockIdx.x is the team */
		emit_dist(&w, l, trip);
	if (l->chunk)
		emit_chunk(&w, w.chunk, l->chunk);
	emit_ws(&w, l->ws);
	return l->dist != DIST_NONE ? 2 : 1;
}
