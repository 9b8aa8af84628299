/* Loop schedules in kernels: which iterations of a collapsed loop nest
 * each thread runs (OpenMP 5.2 11.5.3 schedule, 11.6.1 dist_schedule).
 * A team is a block, its threads the block's threads.
 *
 * Worksharing among a team's T threads (thread t) over a range of n
 * iterations:
 *   no clause, auto, runtime   cyclic: t, t + T, t + 2T, ... (omp2cuda's
 *                              own: neighbouring threads, neighbouring
 *                              iterations, coalesced accesses; OMP_SCHEDULE
 *                              is not read on the GPU)
 *   static                     one block per thread, as equal as can be:
 *                              the first n % T threads take n / T + 1
 *   static, c  and  dynamic[, c]  chunks of c (1 by default) dealt round
 *                              robin: chunk k to thread k % T (for dynamic,
 *                              the order in which threads that ask at once
 *                              would be served)
 *   guided[, c]                chunks of ceil(remaining / T) iterations, at
 *                              least c, dealt round robin in that order
 * Distribution among G teams (team g), of the whole iteration space:
 *   dist_schedule(static, C)   chunks of C dealt round robin: chunk k to
 *                              team k % G
 *   dist_schedule(static)      one block per team, as equal as can be
 *   no clause                  as omp2cuda chooses, below.
 *
 * Combined loops (target teams distribute parallel for, target parallel
 * for, and target teams distribute compiled as one loop) are one loop
 * over every thread of the grid.  Without dist_schedule, that grid-stride
 * loop is dist_schedule(static, T * c) and then schedule(static, c) in
 * each team's chunk, exactly, for c = 1 without a chunked schedule: so a
 * plain grid-stride loop for no clause, static, auto, runtime, and a
 * dynamic or guided one without a chunk (each of a team's chunk's T
 * iterations goes to one thread in order, as all of them say), and a
 * grid-stride loop over chunks of c for static, dynamic or guided with a
 * chunk c (guided's chunks of T * c iterations shared by T threads are
 * all c long).  With dist_schedule, each team walks its own chunks and
 * shares each among its threads as the schedule says.
 */
#include <string.h>

#include "codegen.h"

enum {
	WS_CYCLIC, /* t, t + T, ... */
	WS_BLOCK,  /* one block per thread */
	WS_CHUNK,  /* chunks of <pre>chunk round robin */
	WS_GUIDED, /* shrinking chunks round robin */
};

static int
ws_kind(const Schedule *s)
{
	switch (s->kind) {
	case SCHED_STATIC:
		return s->chunk ? WS_CHUNK : WS_BLOCK;
	case SCHED_DYNAMIC:
		return s->chunk ? WS_CHUNK : WS_CYCLIC;
	case SCHED_GUIDED:
		return WS_GUIDED;
	default:
		return WS_CYCLIC;
	}
}

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
	const char *type;    /* WS_CYCLIC's index type; NULL: unsigned long long */
} Ws;

/* The chunk size, evaluated once: at least 1 (a chunk_size must be
 * positive, OpenMP 5.2 11.5.3). */
static void
emit_chunk(const Ws *w, const char *name, const Schedule *s, const char *dflt)
{
	const char *c = s->chunk ? s->chunk : dflt;

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

	switch (kind) {
	case WS_CYCLIC:
		buf_printf(b, "%sfor (%s %s = %s;\n%s     %s < %s; %s += %s) {\n", in,
		           w->type ? w->type : "unsigned long long", v, plus(w->lo, w->t), in, v, w->hi,
		           v, w->nt);
		break;
	case WS_BLOCK:
		buf_printf(b, "%sconst unsigned long long %sq = %s / %s, %sr = %s %% %s;\n", in, p, n,
		           w->nt, p, n, w->nt);
		buf_printf(b, "%sconst unsigned long long %swlo = %s;\n", in, p,
		           plus(w->lo, arena_printf("%s * %sq + (%s < %sr ? %s : %sr)", w->t, p, w->t, p,
		                                    w->t, p)));
		buf_printf(b, "%sfor (unsigned long long %s = %swlo;\n%s     %s < %swlo + %sq + (%s < %sr);"
		              " %s++) {\n",
		           in, v, p, in, v, p, p, w->t, p, v);
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

/* Team g of G's share of [0, trip) under dist_schedule: the range
 * [<pre>dlo, <pre>dhi) of one chunk in a loop over its chunks, or of its
 * one block; one brace opened. */
static void
emit_dist(Ws *w, const Region *r, const char *trip)
{
	Buf *b = w->b;
	const char *in = w->in, *p = w->pre;

	if (r->dist.chunk) {
		emit_chunk(w, arena_printf("%sdchunk", p), &r->dist, "1");
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

/* The grid-stride loop of a reduction kernel, over a signed index: nvcc
 * may then assume it never wraps and unrolls it, with more loads in
 * flight for the accumulator (H100: a sum over 2^25 doubles 17% faster,
 * as fast as the hand-written reduction).  Kernels without a reduction
 * keep the unsigned loop: unrolled, gaussian's ran 7% slower.  A trip
 * count the index could not step past stops the kernel rather than run
 * short; no loop of 2^62 iterations finishes anyway.  -fno-signed-loop
 * turns it off. */
static void
emit_grid_stride(Ws *w)
{
	buf_printf(w->b, "%sif (%s > 0x3fffffffffffffffull)\n%s\t__trap(); /* 2^62 iterations */\n",
	           w->in, w->hi, w->in);
	w->type = "long long";
	w->t = "blockIdx.x * (long long)blockDim.x + threadIdx.x";
	w->nt = "(long long)gridDim.x * blockDim.x";
	w->hi = arena_printf("(long long)%s", w->hi);
	emit_ws(w, WS_CYCLIC);
}

/* The loop a thread of a combined loop kernel runs. */
static int
emit_grid(Ws *w, const Region *r, const char *trip)
{
	int kind = ws_kind(&r->sched);

	if (r->dist.kind == SCHED_NONE) {
		if (!r->sched.chunk && r->nreductions && lower_options.signed_loop) {
			emit_grid_stride(w);
			return 1;
		}
		if (!r->sched.chunk) {
			/* the plain grid-stride loop: the same as a chunk of 1 */
			w->t = "blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x";
			w->nt = "(unsigned long long)gridDim.x * blockDim.x";
			emit_ws(w, WS_CYCLIC);
			return 1;
		}
		w->t = "(blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x)";
		w->nt = "((unsigned long long)gridDim.x * blockDim.x)";
		emit_chunk(w, w->chunk, &r->sched, "1");
		emit_ws(w, WS_CHUNK);
		return 1;
	}
	if (kind == WS_CHUNK || kind == WS_GUIDED)
		emit_chunk(w, w->chunk, &r->sched, "1");
	emit_dist(w, r, trip);
	w->t = "(unsigned long long)threadIdx.x";
	w->nt = "(unsigned long long)blockDim.x";
	emit_ws(w, kind);
	return 2;
}

/* The loop over a nest's collapsed index iv in [0, trip) that this
 * thread runs: among the threads of the whole grid (SCHED_GRID), of the
 * blocks, a team's initial thread each (SCHED_TEAMS), of a parallel
 * region's o2c_nthreads threads (SCHED_THREADS), or alone (SCHED_ONE).
 * Returns the number of braces to close. */
int
emit_sched_loop(Buf *b, const Region *r, int level, const char *iv, const char *trip,
                const char *in)
{
	const char *pre = level == SCHED_THREADS ? "o2c_p" : "o2c_";
	Ws w = {b, in, pre, iv, "0", trip, NULL, NULL, arena_printf("%schunk", pre), NULL};
	const Schedule *s = level == SCHED_TEAMS ? &r->dist : &r->sched;
	int kind = ws_kind(s);

	if (level == SCHED_GRID)
		return emit_grid(&w, r, trip);
	if (level == SCHED_ONE) {
		/* every schedule gives a team of one thread every iteration,
		 * in order */
		buf_printf(b, "%sfor (unsigned long long %s = 0; %s < %s; %s++) {\n", in, iv, iv, trip,
		           iv);
		return 1;
	}
	if (level == SCHED_THREADS && r->distribute) {
		/* the team's share first (emit_dist: blockIdx.x is the team) */
		emit_dist(&w, r, trip);
		w.t = "(unsigned long long)threadIdx.x";
		w.nt = "(unsigned long long)o2c_nthreads";
		if (kind == WS_CHUNK || kind == WS_GUIDED)
			emit_chunk(&w, w.chunk, s, "1");
		emit_ws(&w, kind);
		return 2;
	}
	if (level == SCHED_TEAMS) {
		w.t = "(unsigned long long)blockIdx.x";
		w.nt = "(unsigned long long)gridDim.x";
		w.chunk = arena_printf("%sdchunk", pre);
		if (s->kind == SCHED_NONE) /* one distribute iteration at a time */
			w.t = "blockIdx.x", w.nt = "gridDim.x";
	} else {
		w.t = "(unsigned long long)threadIdx.x";
		w.nt = "(unsigned long long)o2c_nthreads";
		if (s->kind == SCHED_NONE || kind == WS_CYCLIC)
			w.t = "threadIdx.x", w.nt = "o2c_nthreads";
	}
	if (kind == WS_CHUNK || kind == WS_GUIDED)
		emit_chunk(&w, w.chunk, s, "1");
	emit_ws(&w, kind);
	return 1;
}
