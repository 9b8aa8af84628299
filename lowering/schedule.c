/* Kernel shape and loop schedules: what a kernel is, and which
 * iterations of a collapsed loop nest each thread runs (OpenMP 5.2
 * 11.5.3 schedule, 11.6.1 dist_schedule), each decision with its reason
 * (Plan.shape, Plan.loop).  codegen/emit_sched.c prints the loop.  A team
 * is a block, its threads the block's threads.
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
#include "plan.h"

static const char *const sched_names[] = {"", "static", "dynamic", "guided", "auto", "runtime"};

/* How schedule s deals a range to a team's threads (the table above). */
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

/* The chunk size a chunked or guided loop evaluates (1 by default). */
static const char *
ws_chunk(int ws, const Schedule *s)
{
	if (ws != WS_CHUNK && ws != WS_GUIDED)
		return NULL;
	return s->chunk ? s->chunk : "1";
}

/* Each team's share of the whole space first: its dist_schedule chunks,
 * or one block of it. */
static void
dist_share(LoopPlan *l, const Schedule *dist)
{
	l->dist = dist->chunk ? DIST_CHUNK : DIST_BLOCK;
	l->dist_chunk = dist->chunk ? dist->chunk : NULL;
}

/* The loop of a thread of a combined loop kernel, one loop over the
 * threads of the grid. */
static LoopPlan
grid_loop(const Region *r, const LowerOptions *o)
{
	LoopPlan l = {.share = SHARE_GRID, .ws = WS_CYCLIC, .index = INDEX_WIDE};

	if (r->exec.dist.kind != SCHED_NONE) {
		dist_share(&l, &r->exec.dist);
		l.ws = ws_kind(&r->exec.sched);
		l.chunk = ws_chunk(l.ws, &r->exec.sched);
		l.why = "dist_schedule: each block walks its own share, and its threads share "
		        "that as the schedule says";
	} else if (r->exec.sched.chunk) {
		l.ws = WS_CHUNK;
		l.chunk = r->exec.sched.chunk;
		l.why = "a chunked schedule without dist_schedule: dist_schedule(static, "
		        "blockDim.x * chunk), then schedule(static, chunk), is a grid-stride loop "
		        "over chunks";
	} else if (r->data.nreductions && o->signed_loop && !r->body_loops.found) {
		/* nvcc may assume a signed index never wraps and unroll the
		 * loop, with more loads in flight for the accumulator (H100: a
		 * sum over 2^25 doubles 17% faster, as fast as the hand-written
		 * reduction).  Kernels without a reduction keep the unsigned
		 * loop: unrolled, gaussian's ran 7% slower.  A trip count the
		 * index could not step past stops the kernel rather than run
		 * short; no loop of 2^62 iterations finishes anyway.  A body
		 * that runs a loop of its own keeps the unsigned one too: what
		 * the unrolled copies hoist of its loop costs registers, and
		 * the kernel gets its one-iteration-a-thread form (flat.c). */
		l.index = INDEX_SIGNED;
		l.why = "a reduction kernel: a grid-stride loop over a signed index, which nvcc "
		        "unrolls (-fno-signed-loop: unsigned)";
	} else if (r->data.nreductions && o->signed_loop) {
		l.why = "a reduction kernel whose body runs a loop of its own: a grid-stride loop over "
		        "an unsigned index, the same as a chunk of 1";
	} else {
		l.why = r->data.nreductions ? "no chunked schedule: a grid-stride loop, the same as a chunk "
		                         "of 1 (-fno-signed-loop: unsigned)"
		                       : "no chunked schedule: a grid-stride loop, the same as a chunk "
		                         "of 1";
	}
	return l;
}

/* The loop of the blocks of a teams region with parallel regions, a
 * team's initial thread each, over the distribute iterations. */
static LoopPlan
teams_loop(const Plan *p)
{
	const Region *r = p->r;
	LoopPlan l = {.share = SHARE_TEAMS, .ws = ws_kind(&r->exec.dist), .index = INDEX_WIDE};

	l.chunk = ws_chunk(l.ws, &r->exec.dist);
	if (p->warp.warps) { /* no dist_schedule (lowering/team.c) */
		l.share = SHARE_WARPS;
		l.why = "teams on warps: one distribute iteration per warp at a time, the same for "
		        "all its lanes";
	} else if (r->exec.dist.kind == SCHED_NONE) {
		l.index = INDEX_NARROW;
		l.why = "no dist_schedule: one distribute iteration per block at a time";
	} else {
		l.why = "dist_schedule: the blocks share the iterations as it says";
	}
	return l;
}

/* The loop of a worksharing loop nested in a kernel region, among the
 * threads of its team, or the one thread of a nested team. */
static LoopPlan
threads_loop(const Plan *p)
{
	const Region *r = p->r;
	LoopPlan l = {.share = SHARE_THREADS, .ws = ws_kind(&r->exec.sched), .index = INDEX_WIDE};

	if (p->team.one) {
		l.share = SHARE_ONE;
		l.ws = WS_CYCLIC; /* t = 0 of T = 1 */
		l.why = "every schedule gives a team of one thread every iteration, in order";
		return l;
	}
	l.chunk = ws_chunk(l.ws, &r->exec.sched);
	if (p->team.nthreads == NTHREADS_WARP) {
		l.share = SHARE_LANES;
		l.why = "a team on a warp: its 32 lanes share the iterations as the schedule says";
		return l;
	}
	if (r->exec.distribute) {
		dist_share(&l, &r->exec.dist);
		l.why = "distribute parallel for: the team's share first (blockIdx.x is the team), "
		        "then its threads share it as the schedule says";
		return l;
	}
	if (r->exec.sched.kind == SCHED_NONE || l.ws == WS_CYCLIC)
		l.index = INDEX_NARROW;
	l.why = "the parallel region's o2c_nthreads threads share the iterations as the schedule "
	        "says";
	return l;
}

/* What a kernel is, and why. */
static void
kernel_shape(Plan *p)
{
	const Region *r = p->r;

	if (r->dir == DIR_TP) {
		p->shape.kind = KERNEL_TEAMS;
		p->shape.text = "one block, whose threads run the parallel region";
		p->shape.why = "target parallel is one team (OpenMP 5.2 17.2): a block";
	} else if (r->dir == DIR_TT) {
		p->shape.kind = KERNEL_TEAMS;
		p->shape.text = "a block per team, thread 0 runs the sequential part";
		p->shape.why = "target teams: a team is a block, its initial thread thread 0, and "
		               "its parallel regions the block's threads";
	} else if (p->team.spmd && p->warp.warps) {
		p->shape.kind = KERNEL_TEAM_LOOP;
		p->shape.text = arena_printf("a warp per distribute iteration, up to %d per block",
		                             p->warp.warps);
		p->shape.why = "target teams distribute with short nested parallel loops: each "
		               "iteration's team runs them on a warp's lanes";
	} else if (p->team.spmd) {
		p->shape.kind = KERNEL_TEAM_LOOP;
		p->shape.text = "a block per distribute iteration";
		p->shape.why = "target teams distribute with nested parallel regions: each "
		               "iteration's team runs them on a block's threads";
	} else if (dir_shape[r->dir] == SHAPE_SERIAL) {
		p->shape.kind = KERNEL_ONE;
		p->shape.text = "one thread";
		p->shape.why = "a target region without a loop: one thread runs it";
	} else {
		p->shape.kind = KERNEL_GRID_LOOP;
		p->shape.text = r->exec.dist.kind != SCHED_NONE
		                ? "each block walks its dist_schedule chunks, its threads share each"
		                : r->exec.sched.chunk ? "grid-stride loop over chunks of the schedule's "
		                                   "chunk size"
		                                 : "grid-stride loop";
		p->shape.why = "a combined loop, or a teams distribute loop without parallel "
		               "regions: one loop over every thread of the grid";
	}
}

/* A launch dimension and where it comes from. */
static const char *
geometry(const char *value, int from, const char *clause, const char *dflt)
{
	switch (from) {
	case GEOM_CLAUSE:
		return arena_printf("%s (%s clause)", value, clause);
	case GEOM_ONE:
		return "1 (a target region without a loop)";
	case GEOM_NUM_THREADS:
		return arena_printf("%s (num_threads clause of the nested parallel regions)", value);
	case GEOM_SEQUENTIAL:
		return "1 (no nested parallel region)";
	case GEOM_ONE_TEAM:
		return "1 (target parallel, or target holding parallel regions: one team)";
	case GEOM_IF_PARALLEL:
		return arena_printf("%s (1 when the if clause of the parallel or simd leaf is "
		                    "false, or for a simd loop's safelen)", value);
	default:
		return dflt;
	}
}

/* The blocks and threads of the launch, with where they come from
 * (lowering/lower.c decided them). */
static void
launch_why(Plan *p)
{
	const Region *r = p->r;

	p->launch.teams_why = geometry(p->launch.teams, p->launch.teams_from, "num_teams",
	                        r->dir == DIR_TT ? "default: a full GPU"
	                        : p->warp.warps ? "default: one per block's worth of distribute "
	                                     "iterations (a warp each), at most a full GPU"
	                        : p->team.team_loop && r->exec.dist.chunk
	                                ? "default: one per dist_schedule chunk (a team each)"
	                        : p->team.team_loop ? "default: one per distribute iteration (a team each)"
	                                       : "default: enough for the trip count, at most a "
	                                         "full GPU");
	if (p->launch.threads_from == GEOM_SHARED_WRITE)
		p->launch.threads_why = arena_printf("1 (one per team: '%s', whose device copy the teams "
		                              "share, is written at %u:%u)",
		                              r->uses.shared_write->name, r->uses.shared_write_loc.line,
		                              r->uses.shared_write_loc.col);
	else
		p->launch.threads_why = geometry(p->launch.threads, p->launch.threads_from,
		                          r->dir == DIR_TP ? "num_threads" : "thread_limit",
		                          p->warp.warps ? arena_printf("default: %d per team, up to %d "
		                                                  "teams (fewer where the teams are "
		                                                  "few)", O2C_WARP_THREADS, p->warp.warps)
		                          : arena_printf("default: %d", p->team.team_loop
		                                                                ? O2C_TEAM_LOOP_THREADS
		                                                                : O2C_BLOCK_THREADS));
}

/* Why a launch's number of blocks or threads per block is not the
 * runtime's to choose (lowering/lower.c said where each comes from). */
static const char *
geometry_owner(const Plan *p)
{
	if (p->launch.teams_from == GEOM_CLAUSE)
		return "the num_teams clause sets the blocks";
	if (p->launch.teams_from == GEOM_ONE_TEAM)
		return "one team: one block";
	if (p->launch.threads_from == GEOM_CLAUSE)
		return "a thread_limit or num_threads clause sets the threads";
	if (p->launch.teams_from == GEOM_IF_PARALLEL || p->launch.threads_from == GEOM_IF_PARALLEL)
		return "an if clause or safelen may make it one thread per team";
	if (p->launch.threads_from == GEOM_SHARED_WRITE)
		return "one thread per team";
	return NULL;
}

/* Small trip counts (runtime/geometry.c): a loop whose 256-thread blocks
 * would be fewer than the GPU's multiprocessors leaves the others idle;
 * the runtime may halve the block size, down to one warp by default,
 * until the blocks cover them.  Only where nothing can tell: a combined
 * loop's threads are independent iterations (a grid-stride loop, correct
 * with any grid; a reduction combines a block's copies over whatever
 * blockDim.x is), with no team code or barrier of the program's; where the
 * program sets neither the blocks nor the threads, nor asks the API about
 * them; and where the host knows the trip count (O2cLaunch.trip >= 0). */
static void
small_trip(Plan *p)
{
	const Region *r = p->r;
	const char *no = NULL;

	if (!p->opts->spread)
		no = lower_off(p, "spread-small-loops");
	else if (p->shape.kind == KERNEL_ONE)
		no = "a target region without a loop";
	else if (p->shape.kind != KERNEL_GRID_LOOP && p->warp.warps)
		no = "a warp is a team, whose lanes share its code and barriers";
	else if (p->shape.kind != KERNEL_GRID_LOOP)
		no = "a block is a team, whose threads share its code and barriers";
	else if (p->team.team_loop)
		no = "a block per dist_schedule chunk";
	else if (geometry_owner(p))
		no = geometry_owner(p);
	else if (!p->launch.units)
		no = "the trip count is computed on the device only";
	else if (r->dev.napis)
		no = arena_printf("the region calls %s, whose answer depends on the block size",
		                  api_names[r->dev.apis[0].fn]);
	p->launch.spread = !no;
	p->launch.spread_why = no ? arena_printf("blocks keep their size: %s", no)
	                   : "blocks may shrink to cover the multiprocessors (threads are "
	                     "independent iterations; OMP2CUDA_SMALL_TRIP=off keeps them)";
}

/* Grid trials (runtime/grid_trial.c): the blocks of a combined loop of
 * independent iterations are the runtime's to choose where no clause sets
 * them (a thread_limit clause or a tune file's block size sets only the
 * threads), the host knows the trip count and the region asks the API
 * nothing; not a reduction's, whose floating-point result the grid's
 * partition of the iterations shapes: which grid a timing picks must not
 * change it from run to run. */
static void
grid_trial(Plan *p)
{
	const Region *r = p->r;

	p->launch.grid_trial = p->shape.kind == KERNEL_GRID_LOOP && !p->team.team_loop &&
	                       p->launch.teams_from == GEOM_DEFAULT &&
	                       (p->launch.threads_from == GEOM_DEFAULT ||
	                        p->launch.threads_from == GEOM_CLAUSE) &&
	                       p->launch.units && !r->dev.napis && !r->data.nreductions;
}

/* 32-bit iteration numbers of a loop nested in a kernel: a team's
 * parallel loop, or a worksharing loop among a parallel region's
 * threads or one thread.  No variant is needed: the decision is static.
 * Where the nest's trip count is at most NARROW_NESTED_TRIP (frontend/
 * loops.c's Loop.max_trip: integer constant bounds, or bounds whose
 * types' ranges bound it), every iteration number, and each thread's
 * number plus its team's (at most a block's 1024 threads) past the last,
 * fits 32 bits; the loop's counts, its sharing and the decomposition of
 * a collapsed nest are unsigned (codegen/emit_sched.c).  The loop
 * variables keep their types, each worked out from its iteration number
 * as in the 64-bit loop.  Only a cyclic or blocked sharing of the whole
 * nest: not chunks, whose size the device computes, nor a team's share
 * of a distributed loop.
 *
 * Shared cyclically among a warp's 32 lanes (teams on warps) a nest of at
 * most 32 iterations gives each lane one at most: the loop then steps
 * past its end after the first (LoopPlan.once), so nvcc sees one pass,
 * straight-line code it can carry across the team's own loop around it.
 * nw's wavefront step, a parallel loop of 32 inside a loop of 63, ran
 * 11.96 -> 9.45 ms on an H200 that way with its team variable in a
 * register (benchmarks/results/2026-11-26-h200-kernels2, run 19). */
#define NARROW_NESTED_TRIP (0xffffffffULL - O2C_MAX_BLOCK_THREADS)

static void
narrow_nested(Plan *p)
{
	const Region *r = p->r;
	LoopPlan *l = &p->loop;
	unsigned long long trip = 1;
	const char *no = NULL;

	if (!p->opts->narrow)
		no = lower_off(p, "narrow-loops");
	else if (l->dist != DIST_NONE)
		no = "the teams' share of the loop comes first";
	else if (l->ws != WS_CYCLIC && l->ws != WS_BLOCK)
		no = "a chunked or guided schedule, whose chunk size the device computes";
	for (int i = 0; !no && i < r->nloops; i++) {
		const Loop *lp = &r->loops[i];
		if (!lp->max_trip)
			no = arena_printf("the trip count of the loop at %u:%u is bounded neither "
			                  "by integer constants nor by its bounds' types",
			                  lp->loc.line, lp->loc.col);
		else if ((unsigned long long)lp->max_trip > NARROW_NESTED_TRIP / trip)
			no = arena_printf("the nest may run more than %llu iterations (2^32 less a "
			                  "block's threads)", NARROW_NESTED_TRIP);
		else
			trip *= (unsigned long long)lp->max_trip;
	}
	if (no) {
		p->narrow.why = arena_printf("64-bit only: %s", no);
		return;
	}
	l->index = INDEX_U32;
	l->once = l->share == SHARE_LANES && l->ws == WS_CYCLIC && trip <= 32;
	p->narrow.why = arena_printf("unsigned: at most %llu iterations (its bounds' values or "
	                             "types' ranges), so the iteration numbers and the team's "
	                             "threads past them fit 32 bits%s (-fno-narrow-loops: 64-bit)",
	                             trip,
	                             l->once ? "; at most one a lane of the warp: one pass, not a "
	                                       "loop"
	                                     : "");
}

/* Stepped indices: in the narrow kernel's grid-stride loop over a
 * collapsed nest, each thread's iteration numbers are its first, then
 * that plus the grid's threads again and again.  Worked out from each
 * one, the loop indices cost a 32-bit division per loop but the
 * outermost, every iteration (laplace3d's collapse(3) stencil: an
 * instruction-bound kernel on an H200, its IPC 2.3 against the
 * hand-written kernel's 1.4; benchmarks/results/2026-11-30-h200-stop38,
 * run 141).  As digits of a mixed-radix number, the outermost loop's the
 * most significant and each other loop's count its radix, the first
 * iteration's indices are worked out once, the grid's threads' digits
 * once, and each step adds them a digit at a time with its carry
 * (o2c_digits_step, omp2cuda_device.h): the same indices, iteration for
 * iteration, since each digit stays below its radix and the iteration
 * number, as the narrow kernel has it, fits 32 bits.  Nests of three
 * loops or more; not in the flat kernel (one pass: its indices are
 * worked out once anyway). */
static void
lower_stepped(Plan *p)
{
	if (p->r->nloops < 2)
		return;
	if (p->r->nloops == 2) {
		/* one division an iteration: gaussian's collapse(2) kernel took
		 * 1.05x its time stepped (run 143), hotspot's and srad's the same */
		p->loop.stepped_why = "divided out every iteration: two loops, one division an "
		                      "iteration, which stepping does not repay";
		return;
	}
	if (!p->opts->stepped) {
		p->loop.stepped_why = arena_printf("divided out every iteration: %s",
		                                   lower_off(p, "stepped-indices"));
		return;
	}
	p->loop.stepped = 1;
	p->device_lib = 1; /* o2c_digits */
	p->loop.stepped_why = arena_printf("%s's threads work their first iteration's %d indices "
	                                   "out once and step them by the grid's threads, a carry "
	                                   "a loop (-fno-stepped-indices: a division a loop, every "
	                                   "iteration)",
	                                   p->narrow.kernel, p->r->nloops);
}

/* 32-bit iteration numbers (issue 18): a grid-stride loop's 64-bit
 * index, and a collapsed nest's 64-bit % and / that recover the loop
 * indices, cost a kernel that does little per iteration dearly (gaussian's
 * collapse(2) kernel hand-edited to 32 bits: benchmarks/results/
 * 2026-11-26-h200-kernels, run 14).  The kernel gets a variant,
 * Plan.narrow.kernel, whose iteration number, trip count, loop counts and
 * decomposition are unsigned; each loop index is then worked out from its
 * 32-bit iteration number as in the kernel, so every thread runs the same
 * iterations with the same index values.  The runtime launches it when
 * the host's trip count (O2cLaunch.trip) and the grid's threads added to
 * it fit 32 bits, so no iteration number wraps (runtime/target.c); the
 * kernel checks its own counts again and stops where they do not fit
 * (codegen/emit_cuda.c, emit_narrow_check).  Only the plain grid-stride
 * loop, whose launch divides the trip count the host computes: not
 * chunked or dist_schedule loops, a reduction's signed index, the tiled
 * loop or staged rows.  A loop nested in a kernel is narrow_nested's. */
void
lower_narrow(Plan *p)
{
	const char *no = NULL;

	if (!dir_has_kernel(p->r->dir) && (p->loop.share == SHARE_THREADS ||
	                                   p->loop.share == SHARE_LANES ||
	                                   p->loop.share == SHARE_ONE)) {
		narrow_nested(p);
		return;
	}
	if (!dir_has_kernel(p->r->dir) || p->shape.kind != KERNEL_GRID_LOOP)
		return;
	if (!p->opts->narrow)
		no = lower_off(p, "narrow-loops");
	else if (!p->launch.trip || p->launch.units != p->launch.trip)
		no = p->launch.trip ? "the launch divides chunks, not iterations"
		             : "the trip count is computed on the device only";
	else if (p->loop.dist != DIST_NONE || p->loop.ws != WS_CYCLIC)
		no = "not a plain grid-stride loop";
	else if (p->loop.index == INDEX_SIGNED)
		no = "a reduction kernel's signed 64-bit index, which nvcc unrolls "
		     "(-fno-signed-loop: unsigned, which may narrow)";
	else if (p->tile.on)
		no = "the kernel has the tiled loop";
	else if (p->rows.on)
		no = "the kernel stages rows in shared memory";
	else if (p->table.on)
		no = "the kernel copies a table into shared memory";
	if (no) {
		p->narrow.why = arena_printf("64-bit only: %s", no);
		return;
	}
	p->narrow.kernel = arena_printf("%s_narrow", p->kernel);
	p->narrow.why = arena_printf("%s, launched when the trip count plus the grid's threads "
	                             "fits 32 bits%s (OMP2CUDA_NARROW=off: never)",
	                             p->narrow.kernel,
	                             p->alias.kernel ? arena_printf(" and %s does not run",
	                                                            p->alias.kernel)
	                                             : "");
	lower_stepped(p);
}

/* The schedule clauses, and what they give, for --explain. */
static void
schedule_text(Plan *p)
{
	const Region *r = p->r;
	const Schedule *s = &r->exec.sched;

	if (r->exec.dist.kind != SCHED_NONE)
		p->launch.dist_text = arena_printf("dist_schedule(static%s%s): %s", r->exec.dist.chunk ? ", " : "",
		                            r->exec.dist.chunk ? r->exec.dist.chunk : "",
		                            r->exec.dist.chunk ? "chunks dealt to the teams in turn"
		                                          : "a block per team");
	if (s->kind == SCHED_NONE)
		return;
	if (dir_has_kernel(r->dir) && r->exec.dist.kind == SCHED_NONE)
		p->launch.grid_text = arena_printf("teams: chunks of blockDim.x * %s iterations dealt to the "
		                            "blocks in turn",
		                            s->chunk && s->kind != SCHED_AUTO ? s->chunk : "1");
	p->launch.sched_text = arena_printf("schedule(%s%s%s): %s", sched_names[s->kind],
	                             s->chunk ? ", " : "", s->chunk ? s->chunk : "",
	                             s->kind == SCHED_STATIC && !s->chunk ? "a block per thread"
	                             : s->kind == SCHED_GUIDED
	                                     ? "shrinking chunks dealt to the threads in turn"
	                             : s->chunk || s->kind == SCHED_DYNAMIC
	                                     ? "chunks dealt to the threads in turn"
	                                     : "omp2cuda's own: iterations dealt to the threads "
	                                       "in turn");
}

/* A kernel's shape, launch reasons and loop; a nested loop's loop (after
 * lower_teams, which says whether its team is one thread). */
/* Does a lastprivate item's last value go somewhere: a scalar's device
 * copy, or an array's?  (One that is firstprivate on the target construct
 * is lost.) */
static int
last_kept(const Plan *p)
{
	for (int i = 0; i < p->nparams; i++) {
		const Param *prm = &p->params[i];
		if (prm->last && (prm->ref || (prm->var->kind == VAR_ARRAY && !prm->fp)))
			return 1;
	}
	return 0;
}

/* Whether the loop's threads track who ran the last iteration
 * (lastprivate, OpenMP 5.2 5.4.5): a combined loop's where a last value
 * is kept, a parallel loop's nested in a kernel always (its originals
 * are shared), a teams distribute loop's never (its teams' code does). */
static void
last_iteration(Plan *p)
{
	LoopPlan *l = &p->loop;

	if (l->share == SHARE_GRID) {
		l->last = last_kept(p);
		if (p->r->data.nlastprivates)
			l->last_why = l->last ? "each thread notes whether it ran the last iteration"
			                      : "lastprivate into firstprivate copies only: no last "
			                        "iteration to note";
	} else if (l->share != SHARE_TEAMS && l->share != SHARE_WARPS && p->r->data.nlastprivates) {
		l->last = 1;
		l->last_why = "each thread notes whether it ran the last iteration";
	}
}

void
lower_schedule(Plan *p)
{
	const Region *r = p->r;

	schedule_text(p);
	if (dir_has_kernel(r->dir)) {
		kernel_shape(p);
		launch_why(p);
		small_trip(p);
		grid_trial(p);
		if (p->shape.kind == KERNEL_GRID_LOOP)
			p->loop = grid_loop(r, p->opts);
		else if (p->shape.kind == KERNEL_TEAM_LOOP)
			p->loop = teams_loop(p);
		lower_tile(p);
	} else if (dir_shape[r->dir] == SHAPE_INNER && dir_is_loop(r->dir)) {
		p->loop = threads_loop(p);
	}
	last_iteration(p);
}
