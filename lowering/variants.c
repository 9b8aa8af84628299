/* The kernels a kernel region's plan prints (Plan.kernels): the kernel,
 * then each variant the passes gave it (kernel_alias: lowering/
 * readonly.c, align.c; kernel_narrow: schedule.c; kernel_flat: flat.c;
 * kernel_lanes: inner.c; kernel_chain, kernel_lanes_chain: chains.c;
 * kernel_batch: batches.c),
 * and with known arguments (lowering/known.c) each of them again,
 * each with the optimizations its code carries and the condition under
 * which the runtime launches it (runtime/target.c).  Codegen prints this list as
 * it is, and --explain and --dump-after=lower show it.
 *
 * The kernel_alias runs where pointer arguments may share memory (or a
 * pointer is not aligned, or lies in a declare target variable): every
 * claim that needs them apart is left out of it: __restrict__, assumed
 * alignment, a team's windows, preloads, staged rows and the table's
 * copy (each of which reads memory another pointer may write).  The
 * chain kernels carry what the kernel (or the kernel_lanes) carries.
 * Requires every pass that names a kernel to have run. */
#include "plan.h"

/* Does a parallel loop nested in kernel region r preload (Plan.preload.loads)? */
static int
has_preloads(const Unit *u, Plan **plans, const Region *r)
{
	for (int i = 0; i < u->nregions; i++)
		for (const Region *q = plans[i]->r; q && plans[i]->preload.nloads; q = q->parent)
			if (q == r)
				return 1;
	return 0;
}

static PlanKernel *
add(Plan *p, int kind, const char *name, const char *launch)
{
	PlanKernel *k = &p->kernels[p->nkernels++];

	k->kind = kind;
	k->name = name;
	k->suffix = name + strlen(p->kernel);
	k->launch = launch;
	return k;
}

/* What the kernel carries: every optimization its plan has. */
static void
carry_all(PlanKernel *k, const Plan *p, int preloads)
{
	k->restrict_ = 0;
	for (int i = 0; i < p->nparams; i++)
		k->restrict_ |= p->params[i].restrict_;
	k->align = p->alias.naligned > 0;
	k->windows = p->win.nwindows > 0;
	k->preloads = preloads;
	k->rows = p->rows.on;
	k->table = p->table.on;
	k->tile = p->tile.on;
}

static const char *
alias_launch(const Plan *p)
{
	return arena_printf("when pointer arguments share an allocation, one of them written "
	                    "through%s%s",
	                    p->alias.naligned ? ", or one is not aligned" : "",
	                    p->alias.globals ? ", or one lies in a declare target variable" : "");
}

/* The flat kernel replaces the narrow one where it would run (a tiled
 * one wherever it would). */
static const char *
flat_launch(const Plan *p)
{
	if (p->flat.tiles == O2C_FLAT_GRID)
		return arena_printf("where %s would run and a thread per iteration fits a 2-D grid, "
		                    "that grid (OMP2CUDA_FLAT=off: never)",
		                    p->narrow.kernel);
	if (p->flat.tiles)
		return arena_printf("where %s would run and a thread per iteration fits a grid, that "
		                    "grid (OMP2CUDA_FLAT=off: never)",
		                    p->narrow.kernel);
	return arena_printf("where %s would run and a thread per iteration fits a grid, if that "
	                    "grid resides at once or more of its blocks do than of %s "
	                    "(OMP2CUDA_FLAT=off: never)",
	                    p->narrow.kernel, p->narrow.kernel);
}

static void
lower_kernels(const Unit *u, Plan **plans, Plan *p)
{
	const Region *r = p->r;
	const char *no_alias =
	    p->alias.kernel ? arena_printf(" and %s does not run", p->alias.kernel) : "";
	PlanKernel *k;

	p->kernels = arena_alloc(2 * 11 * sizeof *p->kernels);
	carry_all(add(p, VARIANT_MAIN, p->kernel, "where no other kernel of the region runs"), p,
	          has_preloads(u, plans, r));
	if (p->alias.kernel) {
		k = add(p, VARIANT_ALIAS, p->alias.kernel, alias_launch(p));
		k->what = p->alias.naligned ? "no __restrict__, no alignment assumed" : "no __restrict__";
		k->tile = p->tile.on;
	}
	if (p->narrow.kernel) {
		k = add(p, VARIANT_NARROW, p->narrow.kernel,
		        arena_printf("when the trip count plus the grid's threads fits 32 bits%s "
		                     "(OMP2CUDA_NARROW=off: never)",
		                     no_alias));
		carry_all(k, p, p->kernels[0].preloads);
		k->what = "32-bit iteration numbers";
		k->narrow = 1;
	}
	if (p->flat.kernel) {
		k = add(p, VARIANT_FLAT, p->flat.kernel, flat_launch(p));
		carry_all(k, p, p->kernels[0].preloads);
		k->what = "32-bit iteration numbers, one iteration a thread";
		k->narrow = k->flat = 1;
	}
	if (p->inner.kernel) {
		k = add(p, VARIANT_LANES, p->inner.kernel,
		        arena_printf("when the trip count is below the warps the GPU holds%s "
		                     "(OMP2CUDA_INNER_LANES=off: never)",
		                     no_alias));
		carry_all(k, p, p->kernels[0].preloads);
		k->what = arena_printf("a warp per iteration, the inner loop at %u:%u over its lanes",
		                       r->lanes.loc.line, r->lanes.loc.col);
		k->lanes = 1;
	}
	if (p->chain.kernel) {
		k = add(p, VARIANT_CHAIN, p->chain.kernel,
		        arena_printf("when the host loop at %u:%u has iterations left: all of them in one "
		                     "cooperative launch (OMP2CUDA_CHAINS=off: never)",
		                     r->around.chain.loc.line, r->around.chain.loc.col));
		carry_all(k, p, p->kernels[0].preloads);
		k->what = "a grid-wide barrier between the iterations";
		k->chain = 1;
	}
	if (p->chain.lanes_kernel) {
		k = add(p, VARIANT_LANES_CHAIN, p->chain.lanes_kernel,
		        arena_printf("when the host loop at %u:%u has iterations left and %s would run, "
		                     "each iteration's warps fitting 32 bits (OMP2CUDA_CHAINS=off: "
		                     "never)",
		                     r->around.chain.loc.line, r->around.chain.loc.col, p->inner.kernel));
		carry_all(k, p, p->kernels[0].preloads);
		k->what = arena_printf("a warp per iteration of the inner loop at %u:%u over its lanes, "
		                       "a grid-wide barrier between the host loop's iterations",
		                       r->lanes.loc.line, r->lanes.loc.col);
		k->lanes = k->chain = 1;
	}
	if (p->chain.batch.kernel) {
		k = add(p, VARIANT_BATCH, p->chain.batch.kernel,
		        arena_printf("at an iteration of the host loop at %u:%u that the last batch does "
		                     "not hold, for it and those after it, when every pointer is present "
		                     "and no two share an allocation (OMP2CUDA_BATCHES=off: never)",
		                     r->around.batch.loc.line, r->around.batch.loc.col));
		carry_all(k, p, 0);
		k->what = "each thread reduces for one host loop iteration, each one's result in its own slot";
		k->batch = 1;
	}
	if (p->chain.steps.kernel) {
		k = add(p, VARIANT_STEPS, p->chain.steps.kernel,
		        arena_printf("at an iteration of the host loop at %u:%u that the last launch of "
		                     "steps did not run, with at least 4 left: for an odd number of them, "
		                     "up to %d, when every pointer is present and no two share an "
		                     "allocation (OMP2CUDA_STEPS=off: never)",
		                     r->around.steps.loop.loc.line, r->around.steps.loop.loc.col, O2C_STEPS_MAX));
		carry_all(k, p, 0);
		k->what = "each block runs the steps on its tile in shared memory";
		k->steps = 1;
	}
	if (p->chain.pivots.kernel) {
		const char *when = arena_printf(
		    "when %s would run for at most %d iterations of the host loop and every access's "
		    "columns lie in [0, ld) (OMP2CUDA_PIVOTS=off: never)",
		    p->chain.lanes_kernel, O2C_PIVOT_ROWS);
		k = add(p, VARIANT_PIVOTS, p->chain.pivots.kernel, when);
		carry_all(k, p, 0);
		k->what = "one block runs the host loop's iterations on the pivot rows, a barrier of the "
		          "block between them";
		k->lanes = k->pivots = 1;
		k = add(p, VARIANT_BELOW, p->chain.pivots.below, arena_printf("after %s", p->chain.pivots.kernel));
		carry_all(k, p, 0);
		k->what = "a warp a row past the pivot rows, through every iteration of the host loop";
		k->lanes = k->below = 1;
	}
}

/* Each kernel again, declaring the known arguments constants (Plan.known),
 * under the region's second descriptor. */
static void
lower_known_kernels(Plan *p)
{
	int n = p->nkernels;

	for (int i = 0; i < n; i++) {
		PlanKernel *k = &p->kernels[p->nkernels++];
		*k = p->kernels[i];
		k->name = lower_known_name(p, p->kernels[i].name);
		k->suffix = k->name + strlen(p->kernel);
		k->known = 1;
		k->launch = arena_printf("in place of %s where the host passes %s "
		                         "(OMP2CUDA_KNOWN_ARGS=off: never)",
		                         p->kernels[i].name, p->known.why);
		k->what = p->kernels[i].what
		                  ? arena_printf("%s; the known arguments constants", p->kernels[i].what)
		                  : "the known arguments constants";
	}
}

void
lower_variants(const Unit *u, Plan **plans)
{
	for (int i = 0; i < u->nregions; i++)
		if (dir_has_kernel(plans[i]->r->dir) && plans[i]->kernel) {
			lower_kernels(u, plans, plans[i]);
			if (plans[i]->known.desc)
				lower_known_kernels(plans[i]);
		}
}

static const char *const kind_names[] = {"kernel", "alias", "narrow", "lanes", "chain",
                                         "lanes chain", "flat", "batch",
                                         "steps", "pivots", "below"};

/* What kernel k's code carries, as --explain and --dump-after=lower
 * print it: "kernel_kind: flag, flag" ("none" without any). */
const char *
lower_kernel_text(const PlanKernel *k)
{
	static const struct {
		size_t at;
		const char *name;
	} flags[] = {
	    {offsetof(PlanKernel, restrict_), "__restrict__"},
	    {offsetof(PlanKernel, align), "aligned"},
	    {offsetof(PlanKernel, windows), "windows"},
	    {offsetof(PlanKernel, preloads), "preloads"},
	    {offsetof(PlanKernel, rows), "rows"},
	    {offsetof(PlanKernel, table), "table"},
	    {offsetof(PlanKernel, tile), "tiles"},
	    {offsetof(PlanKernel, narrow), "32-bit"},
	    {offsetof(PlanKernel, flat), "one iteration a thread"},
	    {offsetof(PlanKernel, lanes), "lanes"},
	    {offsetof(PlanKernel, chain), "chain"},
	    {offsetof(PlanKernel, batch), "batch"},
	    {offsetof(PlanKernel, steps), "steps"},
	    {offsetof(PlanKernel, pivots), "pivot rows"},
	    {offsetof(PlanKernel, below), "rows below"},
	    {offsetof(PlanKernel, known), "known arguments"},
	};
	Buf b = {0};

	for (size_t i = 0; i < sizeof flags / sizeof *flags; i++)
		if (*(const int *)((const char *)k + flags[i].at))
			buf_printf(&b, "%s%s", b.len ? ", " : "", flags[i].name);
	return arena_printf("%s, carries %s; launched %s", kind_names[k->kind],
	                    b.len ? b.s : "none", k->launch);
}
