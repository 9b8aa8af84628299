/* Launch geometry: the blocks and threads per block of a kernel launch,
 * from the launch's inputs (O2cLaunch), the kernel's limit, the device's
 * multiprocessors and the switches that bear on it (switches.h:
 * OMP2CUDA_SMALL_TRIP's spread_min, OMP2CUDA_TILE's tile), which the
 * caller reads and passes in; the caller also decides by the switches
 * whether to ask for a kernel_lanes, kernel_narrow or resident grid.
 * Pure functions of their arguments, no CUDA and no environment, so
 * that test/unit/geometry_test.c tests the arithmetic without a GPU.
 */
#ifndef O2C_GEOMETRY_H
#define O2C_GEOMETRY_H

#include "omp2cuda_rt.h"

typedef struct O2cGeometry {
	unsigned blocks;
	unsigned threads;
	unsigned spread_from;  /* the threads per block small-trip spreading
	                          halved (to threads), or 0 where it did not */
	int tiled;             /* blocks of l->tile_threads for the tiles: the
	                          kernel's o2c_tile */
	unsigned blocks_y;     /* a 2-D grid's blocks along y, blocks along x
	                          (the flat kernel of O2C_FLAT_GRID);
	                          0: a 1-D grid */
} O2cGeometry;

/* The geometry of launch l of a kernel that takes at most max threads per
 * block (0: no limit of its own) on a device of sms multiprocessors that
 * hold threads_per_sm threads each; spread_min is the smallest block a
 * small trip count may get (0: blocks keep their size). */
void o2c_geometry(int sms, int threads_per_sm, int max, unsigned spread_min, const O2cLaunch *l,
                  O2cGeometry *g);

/* The same for a kernel with a tiled loop (l->tile_threads > 0) when
 * tiling is on: a block of tile_threads per tile, no more than fill the
 * device, where the kernel can have blocks that large (g->tiled); else
 * o2c_geometry's. */
void o2c_geometry_tiled(int sms, int threads_per_sm, int max, unsigned spread_min, int tile,
                        const O2cLaunch *l, O2cGeometry *g);

/* May a launch of trip iterations on g run the kernel with 32-bit
 * iteration numbers (O2cRegion.kernel_narrow)?  Only where the trip count
 * is known (>= 0) and it plus the grid's threads fits 32 bits, so that no
 * thread's iteration number wraps when it steps past the last. */
int o2c_narrow_fits(long long trip, const O2cGeometry *g);

/* The geometry of a launch of trip iterations of a kernel_lanes, a warp
 * each, into *g: 1 where that kernel runs (the file's comment in
 * geometry.c), else 0 and g unchanged. */
int o2c_lanes_geometry(int sms, int threads_per_sm, int max, unsigned spread_min,
                       const O2cLaunch *l, O2cGeometry *g);

/* Cut g's blocks to those that reside on the device at once: sms
 * multiprocessors, resident blocks of g's size on each (the file's
 * comment in geometry.c); not with a num_teams clause, nor for a team loop
 * of a block per team, nor where resident is 0 (not known). */
void o2c_geometry_resident(int sms, int resident, const O2cLaunch *l, O2cGeometry *g);

/* Do g's blocks fit a full GPU at once (sms multiprocessors of
 * threads_per_sm threads), one wave, so that a count of its blocks at
 * the kernel's end costs it one block's wait (the file's comment in
 * geometry.c)?  Unknown figures (0) answer yes. */
int o2c_geometry_one_wave(int sms, int threads_per_sm, const O2cGeometry *g);

/* Grid trials (grid_trial.c): the grid a region keeps after n timed
 * launches, ms[i] milliseconds (negative: no time) for trip[i]
 * iterations, the even ones on a full GPU and the odd ones on a block
 * per blockDim iterations.  O2C_GRID_PER_ITERATION where the latter's
 * best time per iteration is below O2C_GRID_WIN of the former's, so
 * that noise between equal grids keeps the default; else, or where
 * either has no time, O2C_GRID_FULL.  best[0], best[1]: each grid's best
 * time per iteration in milliseconds, -1 where it has none. */
enum { O2C_GRID_UNDECIDED, O2C_GRID_FULL, O2C_GRID_PER_ITERATION };
#define O2C_GRID_WIN 0.95
int o2c_grid_choice(const double *ms, const double *trip, int n, double best[2]);

#endif
