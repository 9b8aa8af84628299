/* Chains: a host loop whose whole body is a combined loop region,
 *
 *     for (int k = kb; k < be; k++)
 *     #pragma omp target teams distribute parallel for
 *             for (int i = k + 1; i < n; i++) ...
 *
 * launches a kernel per iteration, and on the GPU machines each launch
 * costs the host 2.5-3.9 us in the driver alone (lud's 3,072 column
 * launches: 11 ms of its 16).  The region's kernel_chain runs the loop's
 * remaining iterations in one cooperative launch instead: the host block
 * counts them from the loop variable's value (frontend/chains.c says the
 * test's bound can be evaluated again), the kernel runs the region's loop
 * once per iteration, the variable set as the host loop would set it,
 * with a grid-wide barrier (cooperative_groups grid sync, a release and
 * acquire at the GPU's scope) between iterations, and the host then steps
 * the variable to the last iteration's value, so its own increment and
 * test end the loop with the value they would have given it.
 *
 * What keeps C's and OpenMP's meaning: consecutive regions of a host
 * loop run one after the other, each complete before the next starts,
 * which the barrier gives; between them the host runs only the loop's
 * test and increment (nothing else is in the body), which read and write
 * host variables that no region can change here: a region gets a chain
 * only if nothing comes back from it (no map clause, no reduction,
 * lastprivate or linear, no scalar by reference), and its arguments are
 * values and pointers the present table translates, the same at every
 * iteration (nothing maps or unmaps between them).  Each iteration
 * starts from the arguments' values (a region may change its firstprivate
 * copies). Where the runtime cannot launch the chain (a device without
 * cooperative launches, pointer arguments that share an allocation, no
 * data present for a pointer, OMP2CUDA_CHAINS=off) it runs the one
 * iteration as before, and the host loop goes on as written.
 *
 * Only grid-stride kernels (KERNEL_GRID_LOOP) that use no shared memory
 * the runtime sizes per launch (rows, tables, tiles) and no clause that
 * sets their geometry: the grid the chain gets is the first iteration's,
 * capped at the blocks that reside at once, which a grid-stride loop of
 * independent iterations allows.
 */
#include <string.h>

#include "plan.h"

/* Why a pass that runs several of the host loop's iterations of region
 * p->r in one launch (chains, batches.c, steps.c) cannot take its kernel,
 * or NULL: a grid-stride kernel with no shared memory the runtime sizes
 * and no clause that sets its device, geometry or task, whose arguments
 * (but the reduction variables, where reductions) are values or pointers
 * looked up at launch; nothing comes back from it but a reduction where
 * reductions, and with maps its only map item is a reduction variable's. */
const char *
lower_host_loop_why(const Plan *p, int reductions)
{
	const Region *r = p->r;

	if (p->shape.kind != KERNEL_GRID_LOOP)
		return "not a kernel of one loop over the grid's threads";
	if (p->rows.on || p->table.on || p->tile.on || p->win.nwindows || p->preload.nloads)
		return "the kernel uses shared memory the runtime sizes per launch";
	if (r->data.nmaps || (!reductions && (p->nmaps || r->data.nreductions)) ||
	    r->data.nlastprivates || r->data.nlinears || r->data.nin_reductions)
		return reductions ? "a map, lastprivate or linear clause"
		                  : "data may come back from the region (a map, reduction, lastprivate or "
		                    "linear clause)";
	if (r->exec.nowait || r->data.depend || r->exec.if_expr || r->exec.device || r->exec.num_teams ||
	    r->exec.thread_limit || r->exec.num_threads || r->data.ndevice_ptrs ||
	    r->data.ndevice_addrs)
		return "a clause of the region sets its device, geometry or task";
	for (int i = 0; i < p->nparams; i++) {
		const Param *a = &p->params[i];
		if (a->red && reductions)
			continue;
		if (a->ref || a->device_ptr || a->device_addr || a->red || a->lin || a->fp || a->whole ||
		    a->last || (a->var->kind != VAR_SCALAR && a->var->kind != VAR_POINTER) ||
		    a->var->arg == ARG_RECORD)
			return "an argument is not a value or a pointer looked up at launch";
	}
	return NULL;
}

/* Why region r's plan p cannot chain, or NULL. */
static const char *
chain_why(const Plan *p)
{
	if (!p->opts->chains)
		return lower_off(p, "region-chains");
	return lower_host_loop_why(p, 0);
}

/* The lanes chain's largest trip count: the host evaluates the region's
 * trip count at each remaining iteration, the loop's variable taking
 * each one's value in turn, where there are at most CHAIN_SCAN of them
 * (a scan of the host's own, before the launch); the runtime launches the
 * lanes chain only where it and the grid's warps fit 32 bits. */
enum { CHAIN_SCAN = 4096 };

static void
chain_units(Plan *p)
{
	if (!p->launch.units) {
		p->chain.units.why = arena_printf("unknown: the region's bounds read memory, so the "
		                                  "runtime launches %s",
		                                  p->chain.kernel);
		return;
	}
	p->chain.units.scan = CHAIN_SCAN;
	p->chain.units.why = arena_printf(
	    "the host takes the largest over the remaining iterations where there are at most %d, "
	    "and the runtime launches %s where it and the grid's warps fit 32 bits, else %s",
	    CHAIN_SCAN, p->chain.lanes_kernel, p->chain.kernel);
}

void
lower_chain(Plan *p)
{
	const Region *r = p->r;

	p->chain.kernel = p->chain.lanes_kernel = NULL;
	p->chain.why = NULL;
	p->chain.units = (ChainUnits){0};
	if (!dir_has_kernel(r->dir) || !p->kernel)
		return;
	if (!r->around.chain.var) {
		if (r->around.chain_why)
			p->chain.why = arena_printf("none: %s", r->around.chain_why);
		return;
	}
	if ((p->chain.why = chain_why(p))) {
		p->chain.why = arena_printf("none: %s", p->chain.why);
		return;
	}
	Loop l = r->around.chain;
	l.lb = "o2c_chain_first";
	p->chain.index = lower_index(&l, "o2c_c");
	l.lb = "o2c_chain_k0";
	p->chain.host_index = lower_index(&l, "o2c_q");
	l.lb = r->around.chain.var;
	p->chain.trip = lower_trip(&l);
	p->chain.last = lower_index(&l, "(o2c_ran - 1)");
	p->chain.param = plan_param_named(p, r->around.chain.var);
	p->chain.kernel = arena_printf("%s_chain", p->kernel);
	if (p->inner.kernel) {
		p->chain.lanes_kernel = arena_printf("%s_chain", p->inner.kernel);
		chain_units(p);
	}
	p->chain.why = arena_printf(
	    "%s%s, the remaining iterations of the loop at %u:%u in one cooperative launch, a "
	    "grid-wide barrier between them (OMP2CUDA_CHAINS=off: a launch per iteration)",
	    p->chain.kernel, p->chain.lanes_kernel ? arena_printf(" and %s", p->chain.lanes_kernel) : "",
	    r->around.chain.loc.line, r->around.chain.loc.col);
}
