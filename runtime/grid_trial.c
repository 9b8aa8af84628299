/* A grid-stride kernel's grid, timed on its launches (target.h).
 *
 * Where the runtime chooses a combined loop's blocks (O2cLaunch.grid_trial:
 * independent iterations, no reduction, no num_teams clause; a
 * thread_limit clause or a tune file's block size sets only the threads)
 * and its trip count needs more blocks than fill the GPU, the grid
 * is at most a full GPU (geometry.c): each thread runs several iterations
 * in turn.  A block per blockDim iterations, each thread one, as
 * hand-written CUDA launches an element-wise kernel, runs the same
 * iterations (the kernel is a grid-stride loop, correct with any grid),
 * and neither is faster for every kernel: on an H200, HeCBench
 * projectile (10^7 structs of five floats, sinf and cosf) 119.3 ms of
 * kernels a full GPU, 95.7 a block per 256 iterations (its CUDA twin's
 * 95.5); a copy-like loop and a sinf loop over 2^25 floats 50.9 ms a full
 * GPU, 63.0 a block each (benchmarks/results/2026-12-01-h200-stop45, run
 * 178).  nvcc unrolls a grid-stride loop of little code and keeps several
 * iterations' loads in flight; a loop whose body calls out of line (a math
 * function's slow path) runs an iteration at a time, where more resident
 * warps a block each do better.  Which one a kernel is, only running it
 * says.
 *
 * So the runtime times four such launches of the region with CUDA
 * events, a full GPU and a block per blockDim iterations in turn, after
 * two on a full GPU untimed (the first find the caches and the TLB cold,
 * and a region launched once or twice pays nothing for a trial), and at
 * the next launch keeps, for the region's later launches on that device,
 * a block per blockDim iterations if its best time per iteration is below
 * 0.95 of the full GPU's, else the full GPU (o2c_grid_choice,
 * geometry.c).  Iterations, not launches, are compared, since trip counts
 * may differ between launches.  That launch waits for the last trial to
 * end (cuEventSynchronize), once: a host loop queues its launches far
 * ahead of the GPU, and a choice made only once the GPU had caught up
 * would come after most of them were queued on the full GPU.  A launch
 * whose blocks each first copy rows or a table into shared memory
 * (Params.shared) keeps the full GPU: a block per blockDim iterations
 * would repeat that copy in every block, which a trial would pay for
 * nothing.  Only launches queued without waiting on the legacy stream
 * take part; a launch waited for
 * (OMP2CUDA_LAUNCH=sync) or a deferred task's keeps the full GPU.
 * OMP2CUDA_GRID_TRIAL=off: never (the full GPU); OMP2CUDA_VERBOSE notes
 * the times and the choice.
 */
#include <stdio.h>

#include "target.h"

/* The grid of a block per g->threads iterations, if launch l may have
 * it instead of g's (the file's comment); 0 where not. */
static unsigned
per_iteration_blocks(const O2cLaunch *l, const O2cGeometry *g, const Params *pa, CUfunction f)
{
	long long need;
	O2cGeometry wide = *g;

	if (!o2c_switches()->grid_trial || !l->grid_trial || l->num_teams > 0 || l->team_loop ||
	    l->team_warps > 0 || l->trip < 1 || g->tiled || pa->shared ||
	    !g->threads || pa->lanes || (pa->f_flat && f == pa->f_flat))
		return 0;
	need = l->trip / g->threads + (l->trip % g->threads != 0);
	if (need <= (long long)g->blocks || need > 0x7fffffffLL)
		return 0;
	wide.blocks = (unsigned)need;
	if (f == pa->f_narrow && !o2c_narrow_fits(l->trip, &wide))
		return 0;
	return wide.blocks;
}

/* Choose, once the trial launches have ended (the file's comment).  A
 * trial that failed (a fault in its kernel) gives no times: the full GPU,
 * and the fault is reported where the runtime waits for the region's
 * launches (inflight.c), not here. */
static void
decide(O2cRegion *r, O2cGridTrial *t)
{
	double ms[O2C_GRID_TRIALS], best[2];
	int ended = o2c_cu.cuEventSynchronize((CUevent)t->ev[O2C_GRID_TRIALS - 1][1]) == CUDA_SUCCESS;

	for (int i = 0; i < O2C_GRID_TRIALS; i++) {
		float f = -1;
		if (!ended ||
		    o2c_cu.cuEventElapsedTime(&f, (CUevent)t->ev[i][0], (CUevent)t->ev[i][1]) != CUDA_SUCCESS)
			f = -1;
		ms[i] = f;
	}
	t->choice = o2c_grid_choice(ms, t->trip, O2C_GRID_TRIALS, best);
	o2c_note(r->loc, "kernel %s: grid trial: %.3g ps an iteration on a full GPU, %.3g a block "
	         "per blockDim iterations: keeps %s", r->kernel, best[0] * 1e9, best[1] * 1e9,
	         t->choice == O2C_GRID_FULL ? "the full GPU" : "a block per blockDim iterations");
	o2c_grid_trial_free(t);
}

void
o2c_grid_trial_free(O2cGridTrial *t)
{
	for (int i = 0; i < O2C_GRID_TRIALS; i++)
		for (int e = 0; e < 2; e++)
			if (t->ev[i][e]) {
				(void)o2c_cu.cuEventDestroy_v2((CUevent)t->ev[i][e]);
				t->ev[i][e] = NULL;
			}
}

int
o2c_grid_trial_begin(O2cDevice *d, O2cRegion *r, const O2cLaunch *l, const Params *pa,
                     CUfunction f, O2cGeometry *g)
{
	unsigned wide = per_iteration_blocks(l, g, pa, f);
	O2cGridTrial *t = wide ? o2c_device_grid_trial(d, r) : NULL;
	int n;

	if (!t)
		return -1;
	if (t->seen < O2C_GRID_WARM) { /* the first launches find caches cold */
		t->seen++;
		return -1;
	}
	if (t->choice == O2C_GRID_UNDECIDED && t->n == O2C_GRID_TRIALS)
		decide(r, t);
	if (t->choice != O2C_GRID_UNDECIDED) {
		if (t->choice == O2C_GRID_PER_ITERATION)
			g->blocks = wide;
		return -1;
	}
	n = t->n;
	if ((!t->ev[n][0] && CU_CALL(cuEventCreate, (CUevent *)&t->ev[n][0], CU_EVENT_DEFAULT)) ||
	    (!t->ev[n][1] && CU_CALL(cuEventCreate, (CUevent *)&t->ev[n][1], CU_EVENT_DEFAULT))) {
		t->choice = O2C_GRID_FULL; /* no events: the default grid */
		o2c_grid_trial_free(t);
		return -1;
	}
	if (n % 2)
		g->blocks = wide;
	t->trip[n] = (double)l->trip;
	t->n++;
	return n;
}

void
o2c_grid_trial_record(O2cDevice *d, O2cRegion *r, int slot, int end)
{
	O2cGridTrial *t = slot >= 0 ? o2c_device_grid_trial(d, r) : NULL;

	if (t && t->choice == O2C_GRID_UNDECIDED &&
	    CU_CALL(cuEventRecord, (CUevent)t->ev[slot][end], NULL)) {
		t->choice = O2C_GRID_FULL; /* a trial not timed: the default grid */
		o2c_grid_trial_free(t);
	}
}
