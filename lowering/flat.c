/* One iteration a thread: a variant of a grid-stride kernel whose body
 * loops (Region.body_loops), Plan.flat.kernel.
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
	else if (!r->body_loops.found)
		no = "the loop's body runs no loop of its own";
	if (no) {
		p->flat.why = arena_printf("none: %s", no);
		return;
	}
	p->flat.kernel = arena_printf("%s_flat", p->kernel);
	const char *body = arena_printf("%s: the body %s at %u:%u", p->flat.kernel,
	                                r->body_loops.call ? "calls a function that loops" : "loops",
	                                r->body_loops.loc.line, r->body_loops.loc.col);
	p->flat.tiles = r->nloops == 2 && p->opts->flat_tiles;
	if (p->flat.tiles) {
		int fast = p->loop.reordered ? p->loop.fast : 1;
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
