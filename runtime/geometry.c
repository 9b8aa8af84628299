/* Launch geometry (geometry.h).
 *
 * Threads per block are the thread_limit clause capped at 1024 (and at
 * what the kernel can launch), else the compiler's block size where a
 * tune file set one (O2cLaunch.block), else 256 (128 for a team loop,
 * whose nested parallel loops are often short); blocks are the num_teams
 * clause, else for a team loop one block per iteration (a team each, as
 * hand-written CUDA launches a block per unit of work: teams are coarse
 * units whose cost varies, and the GPU hands each block to a
 * multiprocessor as one frees up, where a grid of a full GPU would run
 * each block's share of the teams in turn; lavaMD's boxes, 8 to 27
 * neighbours each, on an H200: 10.82 ms on 2,112 blocks, the twin's
 * block per box 8.38, run 168), else enough to cover the trip count, no
 * more than fill the device (multiprocessors x resident threads per
 * multiprocessor / threads), else (trip unknown) exactly that; never
 * more than a grid's 2^31 - 1 blocks.  A trip count of zero still
 * launches one block: kernels are grid-stride loops, so they are correct
 * with any grid, and code outside the loop still runs.  (A team loop's
 * grid of many waves leaves the completion word to the stream, below.)
 *
 * Small trip counts.  A launch the compiler marked (O2cLaunch.spread:
 * a combined loop whose threads are independent iterations, no clause
 * setting its geometry, lowering/schedule.c) whose blocks would be fewer
 * than the multiprocessors gets smaller blocks, more of them: the block
 * size is halved, a power of two, down to spread_min threads, until the
 * blocks cover the multiprocessors (the largest block that does), and
 * kept where halving gives no more blocks.  A column of lud (2,000 rows)
 * is then 63 blocks of 32 threads, not 8 of 256, on a GPU of 132
 * multiprocessors.  The default minimum is one warp: the warps are as
 * many as with any block size (one per 32 iterations), and a block of
 * one warp puts each on a multiprocessor of its own, with that
 * multiprocessor's L1 and load/store units, which loops of strided,
 * uncoalesced accesses are bound by; a block of two warps would cover
 * only half as many.  Blocks this small are chosen only where they are
 * fewer than the multiprocessors, so the limit of resident blocks per
 * multiprocessor never binds.  OMP2CUDA_SMALL_TRIP=off keeps the blocks,
 * =64 (a power of two) sets another minimum.
 *
 * Teams on warps (O2cLaunch.team_warps = W, lowering/team.c): a team is a
 * warp, and a block holds w teams, w * 32 threads: W, or where the trip
 * count (the teams) is known and fewer than W per multiprocessor, as many
 * as cover the multiprocessors (at least one), so that few teams still
 * spread over the GPU; never more than the kernel can launch, rounded
 * down to whole warps.  Blocks: enough for the teams, w each, at most a
 * full GPU (the kernel's loop over teams strides over the grid's warps).
 *
 * Resident grids.  A full GPU above counts the threads a multiprocessor
 * holds; a kernel whose registers or shared memory let fewer of its
 * blocks reside at once (cuOccupancyMaxActiveBlocksPerMultiprocessor, for
 * the function launched and its dynamic shared memory) would run the
 * blocks past those as a partial second wave, each doing as much of the
 * grid-stride loop as one of the first, so the launch would take two
 * blocks' time where one suffices (bplustree's find_range on an H200: 36
 * registers, 12 blocks of 128 threads a multiprocessor, 2,112 blocks in
 * 1.33 waves).  Its grid is cut to the blocks that reside at once
 * (o2c_geometry_resident, at launch); a num_teams clause keeps its blocks,
 * and so does a team loop of a block per team, whose blocks each run
 * whole teams, coarse units of work whose cost varies, which more blocks
 * than reside let the GPU hand out as slots free up (lavaMD, a box a
 * team, 8 to 27 neighbours each, on an H200: 10.66 ms with 2,112 blocks,
 * 11.98 with the 1,584 that reside; bplustree's queries, teams on warps,
 * 0.418 -> 0.383, kmeans 4.66 -> 4.46, lud 15.62 -> 15.41, srad_v2
 * 13.23 -> 13.11).  OMP2CUDA_RESIDENT_GRID=off keeps the full-GPU grid.
 *
 * One wave.  A kernel may count its blocks at its end to say that it
 * finished (omp2cuda_done.h, runtime/inflight.c): each block, once its
 * threads are done, adds one to a counter all the launch's blocks share
 * and waits for the atomic's answer before it retires.  A grid that fits
 * the device at once pays that wait once; a grid of many waves (a
 * num_teams clause of a team per 32 or 256 elements, which keeps its
 * blocks) pays it in every wave, and its blocks queue on one address, so
 * such a launch leaves the word to the stream instead
 * (o2c_geometry_one_wave).
 *
 * Inner loops over lanes.  A combined loop whose kernel has a
 * kernel_lanes (lowering/inner.c: the body ends with a loop of independent
 * iterations, which that kernel spreads over a warp's lanes, a warp per
 * iteration of the region's loop) runs it where the loop's iterations
 * are fewer than the warps the GPU holds (multiprocessors x resident
 * threads per multiprocessor / 32): there a thread per iteration leaves
 * most of the GPU idle, and a warp per iteration still gives each its own
 * warp at once.  Its geometry is the usual one for 32 threads an
 * iteration (small trip counts spread as above), whole warps; only where
 * the program left the geometry to the runtime (no num_teams,
 * thread_limit or tune file block size) and the kernel can launch a warp.
 * lud's column panel (3,071 rows, at most 31 columns each) on an H200:
 * 8.48 ms a thread per row, 4.87 a warp (benchmarks/results/
 * 2026-11-26-h200-kernels4, run 38).  OMP2CUDA_INNER_LANES=off never
 * launches it.
 *
 * Tiled loops.  A kernel with a tiled loop (lowering/tile.c: a matrix
 * product whose blocks share tiles in shared memory) needs blocks of
 * exactly its tile's threads: one per tile, no more than fill the
 * device (its loop over the tiles is grid-stride).  It takes the tiled
 * loop only when told (o2c_tile), so OMP2CUDA_TILE=off, or a kernel that
 * cannot have blocks that large, gets the usual geometry and the kernel
 * its untiled loop.
 *
 * The switches named above come in as arguments (spread_min, tile) or
 * decide whether the caller asks at all (runtime/switches.h): nothing
 * here reads the environment.
 */
#include "geometry.h"

enum { MAX_GRID_BLOCKS = 0x7fffffff }; /* a grid's x dimension */

/* Blocks of threads each that hold trip iterations. */
static long long
blocks_for(long long trip, unsigned threads)
{
	return trip / threads + (trip % threads != 0);
}

/* Halve g->threads for a small trip count (the file's comment). */
static void
spread(int sms, unsigned min, long long trip, O2cGeometry *g)
{
	unsigned t = 1;

	if (blocks_for(trip, g->threads) >= sms)
		return;
	while (t * 2 <= g->threads)
		t *= 2;
	while (t / 2 >= min && blocks_for(trip, t) < sms)
		t /= 2;
	if (blocks_for(trip, t) <= blocks_for(trip, g->threads))
		return;
	g->spread_from = g->threads;
	g->threads = t;
}

/* Teams on warps (the file's comment). */
static void
warp_teams(int sms, int threads_per_sm, int max, const O2cLaunch *l, O2cGeometry *g)
{
	long long w = l->team_warps, fill, need;

	if (l->trip >= 0 && sms > 0 && l->trip < (long long)sms * w)
		w = blocks_for(l->trip, (unsigned)sms);
	if (w < 1)
		w = 1;
	if (max > 0 && w * O2C_WARP_THREADS > max)
		w = max >= O2C_WARP_THREADS ? max / O2C_WARP_THREADS : 1;
	g->threads = (unsigned)w * O2C_WARP_THREADS;
	g->spread_from = 0;
	fill = (long long)sms * threads_per_sm / g->threads;
	need = l->trip >= 0 ? blocks_for(l->trip, (unsigned)w) : fill;
	if (need > fill)
		need = fill;
	g->blocks = need > 0 ? (unsigned)need : 1;
}

void
o2c_geometry(int sms, int threads_per_sm, int max, unsigned spread_min, const O2cLaunch *l,
             O2cGeometry *g)
{
	long long fill, need;

	g->tiled = 0;
	g->blocks_y = 0;
	/* never with num_teams or thread_limit (lowering/team.c): the
	 * kernel's team variables have team_warps copies a block */
	if (l->team_warps > 0) {
		warp_teams(sms, threads_per_sm, max, l, g);
		return;
	}

	g->threads = l->thread_limit > 0 ? (unsigned)l->thread_limit
	             : l->block > 0      ? (unsigned)l->block
	             : l->team_loop      ? O2C_TEAM_LOOP_THREADS
	                                 : O2C_BLOCK_THREADS;
	if (g->threads > O2C_MAX_BLOCK_THREADS)
		g->threads = O2C_MAX_BLOCK_THREADS;
	if (max > 0 && g->threads > (unsigned)max)
		g->threads = (unsigned)max;
	g->spread_from = 0;
	if (l->spread && spread_min > 0 && l->trip >= 0 && l->num_teams <= 0 &&
	    l->thread_limit <= 0 && l->block <= 0 && !l->team_loop)
		spread(sms, spread_min, l->trip, g);
	fill = (long long)sms * threads_per_sm / g->threads;
	if (l->num_teams > 0)
		need = l->num_teams;
	else if (l->trip >= 0 && l->team_loop)
		need = l->trip;
	else if (l->trip >= 0)
		need = blocks_for(l->trip, g->threads);
	else
		need = fill;
	if (l->num_teams <= 0 && !(l->trip >= 0 && l->team_loop) && need > fill)
		need = fill;
	if (need > MAX_GRID_BLOCKS)
		need = MAX_GRID_BLOCKS;
	g->blocks = need > 0 ? (unsigned)need : 1;
}

void
o2c_geometry_tiled(int sms, int threads_per_sm, int max, unsigned spread_min, int tile,
                   const O2cLaunch *l, O2cGeometry *g)
{
	long long fill;

	o2c_geometry(sms, threads_per_sm, max, spread_min, l, g);
	if (!tile || l->tile_threads <= 0 || l->tile_threads > O2C_MAX_BLOCK_THREADS || l->tiles < 0 ||
	    (max > 0 && l->tile_threads > max) || l->num_teams > 0 || l->thread_limit > 0)
		return;
	g->threads = (unsigned)l->tile_threads;
	g->spread_from = 0;
	g->tiled = 1;
	fill = (long long)sms * threads_per_sm / g->threads;
	g->blocks = l->tiles < 1 ? 1 : l->tiles > fill ? (unsigned)fill : (unsigned)l->tiles;
	if (g->blocks < 1)
		g->blocks = 1;
}

int
o2c_grid_choice(const double *ms, const double *trip, int n, double best[2])
{
	best[0] = best[1] = -1;
	for (int i = 0; i < n; i++) {
		double per = ms[i] >= 0 && trip[i] > 0 ? ms[i] / trip[i] : -1;
		if (per >= 0 && (best[i % 2] < 0 || per < best[i % 2]))
			best[i % 2] = per;
	}
	return best[0] > 0 && best[1] >= 0 && best[1] < O2C_GRID_WIN * best[0] ? O2C_GRID_PER_ITERATION
	                                                                       : O2C_GRID_FULL;
}

int
o2c_narrow_fits(long long trip, const O2cGeometry *g)
{
	unsigned long long grid = (unsigned long long)g->blocks * g->threads;

	return trip >= 0 && grid <= 0xffffffffull &&
	       (unsigned long long)trip <= 0xffffffffull - grid;
}

int
o2c_lanes_geometry(int sms, int threads_per_sm, int max, unsigned spread_min, const O2cLaunch *l,
                   O2cGeometry *g)
{
	O2cLaunch w = *l;
	O2cGeometry lg;

	if (l->trip < 1 || l->trip >= (long long)sms * threads_per_sm / O2C_WARP_THREADS ||
	    l->num_teams > 0 || l->thread_limit > 0 || l->block > 0 || l->team_loop ||
	    l->team_warps > 0 || l->tile_threads > 0 || l->row_bytes > 0 || max < O2C_WARP_THREADS)
		return 0;
	w.trip = l->trip * O2C_WARP_THREADS;
	o2c_geometry(sms, threads_per_sm, max, spread_min, &w, &lg);
	if (lg.threads % O2C_WARP_THREADS || !o2c_narrow_fits(l->trip, &lg))
		return 0;
	*g = lg;
	return 1;
}

void
o2c_geometry_resident(int sms, int resident, const O2cLaunch *l, O2cGeometry *g)
{
	long long fit = (long long)sms * resident;

	if (l->num_teams <= 0 && !(l->team_loop && l->team_warps <= 0) && resident > 0 &&
	    g->blocks > fit)
		g->blocks = (unsigned)fit;
}

int
o2c_geometry_one_wave(int sms, int threads_per_sm, const O2cGeometry *g)
{
	unsigned per_sm;

	if (sms <= 0 || threads_per_sm <= 0 || g->threads == 0)
		return 1;
	per_sm = (unsigned)threads_per_sm / g->threads;
	return (unsigned long long)g->blocks * (g->blocks_y ? g->blocks_y : 1) <=
	       (unsigned long long)sms * (per_sm > 0 ? per_sm : 1);
}
