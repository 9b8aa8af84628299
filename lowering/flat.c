/* One iteration a thread: a variant of a grid-stride kernel whose body
 * loops (Region.body_loops), or of a collapse(2) nest's whose body does
 * not (lower_flat_grid, below), Plan.flat.kernel.
 *
 * A combined loop's kernel is a grid-stride loop, so that any grid runs
 * it.  Where its body runs a loop of its own, nvcc hoists what that loop
 * needs (its bounds, strides and the unrolled copies' offsets, often 64
 * bits wide) out of the grid-stride loop and keeps it in registers across
 * every iteration a thread runs; the kernel then takes more registers,
 * fewer of its blocks reside at once, and a loop bound by memory latency
 * has fewer loads in flight (a column count over 4,000 rows of bytes: 52
 * registers, half the warps an SM holds, against 30 with one iteration a
 * thread).  The flat kernel is the narrow kernel (32-bit iteration
 * numbers, schedule.c) whose grid-stride loop runs one pass: a thread
 * runs the iteration of its own number, if any (codegen prints the loop
 * stepping past its end, so a continue in the body still ends the
 * iteration, and nvcc sees one pass).  It checks that its grid holds a
 * thread per iteration, and stops where it does not.
 *
 * The runtime launches it in the narrow kernel's place where a grid of a
 * thread per iteration can be launched and either all its blocks reside
 * at once (the narrow kernel would run no more iterations at once, and
 * nvcc compiles the body as a kernel's own code, unrolling its loops as
 * it would in hand-written CUDA) or more of its blocks reside on a
 * multiprocessor than of the narrow kernel's (cuOccupancy, runtime/
 * launch.c); a grid of several waves whose flat form takes as many
 * registers keeps the grid-stride loop and its grid of a full GPU.
 *
 * Of a collapse(2) nest the flat kernel's block runs a tile: 32
 * iterations of the fast loop (the one the collapsed index steps first,
 * lowering/order.c) by as many of the other as the block has warps, as
 * hand-written CUDA gives an image kernel 2-D blocks.  A warp still
 * touches 32 neighbouring iterations of the fast loop, and a block's
 * accesses that reach into the neighbouring rows of the other loop (a
 * window around the pixel, a row and a column of a product) meet in the
 * block's cache instead of in 8 blocks'.  OpenMP leaves which thread runs
 * which iteration of the loop to the implementation.  A block runs the
 * tiles blockIdx, blockIdx + gridDim, ..., so any grid runs the nest, and
 * the runtime launches the tiled kernel wherever the narrow kernel would
 * run, with a block per blockDim iterations (about a tile each), as
 * hand-written CUDA launches an image kernel: the GPU hands tiles whose
 * cost varies to multiprocessors as they free up, and a window's rows
 * meet in one block (HeCBench asmooth's smoothing kernel on an H200: the
 * narrow kernel, blocks of 256 iterations of one row, 9.86 ms, the
 * twin's 16 x 16 blocks 3.59 ms; benchmarks/results/
 * 2026-11-30-h200-stop42, run 160).  Where the block is not whole warps, or
 * partial tiles would leave more than a sixteenth of either loop's
 * threads idle (a fast loop of 33 iterations: half of them), the kernel
 * maps threads to iterations in order, blocks of blockDim iterations
 * one after another, as without tiles.
 * Requires lower_narrow. */
#include "plan.h"

/* Why a collapse(2) nest whose body runs no loop gets no flat kernel on a
 * 2-D grid (NULL: it may), from the region's clauses and the launch. */
static const char *
grid_blocker(const Plan *p)
{
	const Region *r = p->r;

	if (!p->opts->flat_grids)
		return p->tune && p->tune->set[lower_switch_index("flat-grids")] == 0
		           ? lower_off(p, "flat-grids")
		           : "off unless -fflat-grids or a tune file's flat-grids=on";
	if (p->team.team_loop || p->launch.teams_from != GEOM_DEFAULT)
		return "a clause sets the blocks";
	if (r->exec.sched.kind != SCHED_NONE || r->exec.dist.kind != SCHED_NONE)
		return "a schedule clause says which thread runs which iteration";
	if (r->data.nreductions || r->data.nlastprivates || r->data.nlinears ||
	    r->data.nin_reductions)
		return "a reduction, lastprivate or linear clause";
	if (r->dev.napis || r->dev.nsyncs)
		return "the region calls the OpenMP API or holds a construct";
	if (p->rows.on || p->table.on || p->tile.on)
		return "rows, a table or tiles in shared memory";
	if (!p->launch.trip || p->launch.units != p->launch.trip)
		return "the trip counts are computed on the device only";
	return NULL;
}

/* A collapse(2) nest whose body runs no loop: its flat kernel runs on a
 * 2-D grid, x over 32 iterations of the fast loop, y over the block's
 * warps of the other, a thread an iteration, as hand-written CUDA
 * launches an image kernel: no division of an iteration number and no
 * grid-stride loop, which in a body of a dozen instructions weigh (the
 * update of Gaussian elimination on an H200, 4 eliminations of n = 2048:
 * 53.8 ms grid-stride, 49.4 the hand-written twin's 2-D grid, 62.5 a
 * thread an iteration on a 1-D grid, which divides; benchmarks/results/
 * 2026-12-02-h200-stop47, run 182).  The runtime launches it wherever the
 * narrow kernel would run and the grid fits (y at most 65,535 blocks),
 * with the host's count of the fast loop's iterations (O2cLaunch.
 * fast_trip).  Off by default (-fflat-grids, a tune file's flat-grids=on):
 * in the suite at large the kernel as printed here (its counts, the check
 * that the grid covers them, a thread's two indices) is slower than the
 * grid-stride kernel where a thread of that runs many iterations of a
 * short body: gaussian 1.155x, hotspot 1.314x, srad_v1 1.018x; srad_v2
 * 0.953x (benchmarks/results/2026-12-02-h200-stop48, run 192). */
static void
lower_flat_grid(Plan *p)
{
	const Region *r = p->r;
	const char *no = grid_blocker(p);
	int fast = plan_fast_loop(p);

	if (no) {
		p->flat.why = arena_printf("none: the loop's body runs no loop of its own, and no 2-D "
		                           "grid: %s", no);
		return;
	}
	p->flat.kernel = arena_printf("%s_flat", p->kernel);
	p->flat.tiles = O2C_FLAT_GRID;
	p->flat.why = arena_printf("%s: the body runs no loop; a thread an iteration of a 2-D grid, "
	                           "x over 32 iterations of the loop over '%s', y over the block's "
	                           "warps of the loop over '%s'; launched in place of %s wherever "
	                           "that would run and the grid fits (OMP2CUDA_FLAT=off: never; "
	                           "-fflat-grids or flat-grids=on asked for it)",
	                           p->flat.kernel, r->loops[fast].var, r->loops[1 - fast].var,
	                           p->narrow.kernel);
}

void
lower_flat(Plan *p)
{
	const Region *r = p->r;
	const char *no = NULL;

	if (!dir_has_kernel(r->dir) || p->shape.kind != KERNEL_GRID_LOOP || !p->narrow.why)
		return;
	if (!p->opts->flat)
		no = lower_off(p, "flat-loops");
	else if (!p->narrow.kernel)
		no = "no kernel with 32-bit iteration numbers";
	else if (!r->body_loops.found && r->nloops == 2) {
		lower_flat_grid(p);
		return;
	} else if (!r->body_loops.found)
		no = "the loop's body runs no loop of its own";
	if (no) {
		p->flat.why = arena_printf("none: %s", no);
		return;
	}
	p->flat.kernel = arena_printf("%s_flat", p->kernel);
	const char *body = arena_printf("%s: the body %s at %u:%u", p->flat.kernel,
	                                r->body_loops.call ? "calls a function that loops" : "loops",
	                                r->body_loops.loc.line, r->body_loops.loc.col);
	p->flat.tiles = r->nloops == 2 && p->opts->flat_tiles ? O2C_FLAT_TILES : 0;
	if (p->flat.tiles) {
		int fast = plan_fast_loop(p);
		p->flat.why = arena_printf("%s; a block runs tiles of 32 iterations of the loop over '%s' "
		                           "by its warps of the loop over '%s', where partial tiles idle at "
		                           "most a sixteenth of either loop's threads, any grid; launched in "
		                           "place of %s wherever that would run, a block per tile "
		                           "(OMP2CUDA_FLAT=off: never; -fno-flat-tiles: in order, where its "
		                           "grid resides)",
		                           body, r->loops[fast].var, r->loops[1 - fast].var,
		                           p->narrow.kernel);
		return;
	}
	const char *order = r->nloops != 2 ? "" : arena_printf("; in order, a thread an iteration: %s",
	                                                       lower_off(p, "flat-tiles"));
	p->flat.why = arena_printf("%s; launched in place of %s where its grid resides at once or more "
	                           "of its blocks do (OMP2CUDA_FLAT=off: never)%s",
	                           body, p->narrow.kernel, order);
}
