/* Tiling of matrix products (issue 18): a collapse(2) combined loop of
 * the shape frontend/gemm.c recognizes,
 *
 *   Z[i][j] op= f(sum over k of X[i][k] * Y[k][j])
 *
 * reads each X[i][k] once per j and each Y[k][j] once per i.  Tiled, a
 * block owns a tile of tile_i x tile_j (i, j), each of its threads
 * tile_rows of them in one column, and reads, per step of tile_k values
 * of k, X's tile_i x tile_k and Y's tile_k x tile_j elements into shared
 * memory once, for all its threads (codegen/emit_tile.c).  Each thread
 * still adds each (i, j)'s products one k after another in the source's
 * order, into an accumulator of its own: the sums are the untiled
 * loop's, bit for bit.
 *
 * A tile read once serves the whole step, so no element a tile holds may
 * be written by the kernel meanwhile.  The nest writes only Z's elements
 * (i, j) (gemm.c proves it); the kernel checks at run time, before its
 * first tile, that the rows and columns of X and Y it reads are not the
 * (i, j) it writes (o2c_tile_apart: apart in memory, or the same array
 * with the same row length and disjoint boxes, as in lud's in-place
 * update), and runs the untiled loop where they may meet, where the
 * runtime launched other blocks than the tile's, or where
 * OMP2CUDA_TILE=off.
 *
 * Only where the threads are independent iterations whose geometry is
 * the runtime's to choose (a grid-stride loop with no clause that sets
 * the blocks or threads, no schedule, no data-sharing clause that gives
 * threads their own copies), and where the host knows both trip counts
 * (the launch's number of tiles).
 */
#include "plan.h"

/* The tile: 32 x 32 elements, 32 k per step, 256 threads: a warp's
 * lanes are 32 columns, and each thread sums 4 rows 8 apart, so that a
 * value of Y read from shared memory serves 4 products and the warp reads
 * X's 4 values each as one broadcast (a tile of 16 x 16 threads of one
 * element each, 16 k a step, read two shared values per product: lud's
 * trailing update took 4.84 ms on an H200, benchmarks/results/
 * 2026-11-26-h200-kernels4, run 39). */
enum { TILE_I = 32, TILE_J = 32, TILE_K = 32, TILE_ROWS = 4 };

/* Why not, from the region's clauses and the launch (NULL: may tile). */
static const char *
tile_blocker(const Plan *p)
{
	const Region *r = p->r;

	if (p->shape.kind != KERNEL_GRID_LOOP || p->team.team_loop)
		return "not a grid-stride loop";
	if (p->launch.teams_from != GEOM_DEFAULT || p->launch.threads_from != GEOM_DEFAULT)
		return "a clause sets the blocks or the threads";
	if (r->exec.sched.kind != SCHED_NONE || r->exec.dist.kind != SCHED_NONE)
		return "a schedule clause says which thread runs which iteration";
	if (r->data.nreductions || r->data.nlastprivates || r->data.nlinears || r->data.nprivates ||
	    r->data.nfirstprivates || r->data.nin_reductions)
		return "a reduction, private, firstprivate, lastprivate or linear clause";
	if (r->dev.napis || r->dev.natomics || r->dev.nsyncs)
		return "the region calls the OpenMP API or holds a construct";
	if (!p->launch.trip || !p->launch.trips[0] || !p->launch.trips[1])
		return "the trip counts are computed on the device only";
	return NULL;
}

void
lower_tile(Plan *p)
{
	const Gemm *g = p->r->gemm;
	const char *no;

	if (!g) /* not a collapse(2) combined loop: nothing to say */
		return;
	if (!p->opts->tile)
		no = lower_off(p, "tile-loops");
	else if (g->why_not)
		no = arena_printf("not a matrix product: %s (%u:%u)", g->why_not, g->why_loc.line,
		                  g->why_loc.col);
	else
		no = tile_blocker(p);
	if (no) {
		p->tile.why = arena_printf("not tiled: %s", no);
		return;
	}
	p->tile.on = 1;
	p->device_lib = 1; /* o2c_copy_async */
	p->tile.i = TILE_I;
	p->tile.j = TILE_J;
	p->tile.k = TILE_K;
	p->tile.rows = TILE_ROWS;
	p->tile.threads = TILE_I * TILE_J / TILE_ROWS;
	p->tile.tiles = arena_printf("((%s) + %d) / %d * (((%s) + %d) / %d)", p->launch.trips[0], TILE_I - 1,
	                        TILE_I, p->launch.trips[1], TILE_J - 1, TILE_J);
	p->tile.why = arena_printf(
		"tiled: %s[%s][%s] from %s's rows and %s's columns (k from %s to %s), tiles of %dx%d "
		"(%s, %s), %d threads a block, each %d (%s, %s) of one column, %s's %dx%d and %s's "
		"%dx%d elements per step of %d k in shared memory, each sum in the source's order; "
		"where the rows and columns read may be written (checked at run time), or "
		"OMP2CUDA_TILE=off, the untiled loop",
		g->z->name, p->r->loops[0].var, p->r->loops[1].var, g->x->name, g->y->name, g->klo,
		g->khi, TILE_I, TILE_J, p->r->loops[0].var, p->r->loops[1].var, p->tile.threads,
		TILE_ROWS, p->r->loops[0].var, p->r->loops[1].var, g->x->name, TILE_I, TILE_K,
		g->y->name, TILE_K, TILE_J, TILE_K);
}
