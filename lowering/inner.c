/* Inner loops over a warp's lanes (issue 18, item 4): whether a combined
 * loop kernel gets a variant, Plan.inner.kernel, that runs each iteration
 * of its loop on a warp, the iterations of the inner loop that ends the
 * body spread over the warp's lanes (codegen/emit_lanes.c prints it, the
 * runtime chooses it at launch, runtime/target.c).
 *
 * A loop with fewer iterations than the GPU holds threads leaves it
 * mostly idle, and when each iteration walks a row of its own in an
 * inner loop (lud's column panel: 3,071 rows, 31 columns each), each
 * thread waits for its loads one inner iteration after the other, and a
 * warp's loads touch 32 rows, a sector each.  A warp per iteration loads
 * the row's consecutive elements in one request and waits once.  The
 * runtime launches the variant only where the loop's iterations are
 * fewer than the warps the GPU holds at once, so that no warp runs more
 * than one of them in turn for lack of room (O2cRegion.kernel_lanes).
 *
 * What may run that way is frontend/inner_lanes.c's: statements before
 * the inner loop that every lane may run as one thread would, lane 0
 * alone making their writes of memory; an inner loop whose iterations
 * touch only their own elements of what it writes (or, where two bases
 * of one array might meet, a check when it starts, else lane 0 runs it
 * as written).  Here, besides: a plain grid-stride loop whose trip count
 * the host computes (so the launch is sized for it), no reduction,
 * lastprivate or linear clause (each names a thread's own copy), no tiled
 * loop or staged rows, and the pointers the inner loop writes sharing no
 * elements with the others it touches: arrays are distinct objects,
 * pointers must be __restrict__ (proven, or checked at launch, where the
 * kernel_alias runs instead of either variant).
 */
#include <string.h>

#include "plan.h"

/* Why what the inner loop writes may share elements with the other
 * pointers and arrays it touches, or NULL. */
static const char *
shared_elements(const Plan *p)
{
	const Lanes *ln = &p->r->lanes;

	for (int i = 0; i < ln->nbases; i++) {
		const Var *w = ln->bases[i].var;
		const Param *pw = plan_param(p, w);
		for (int k = 0; k < ln->nbases + ln->nreads; k++) {
			const Var *v = k < ln->nbases ? ln->bases[k].var : ln->reads[k - ln->nbases];
			const Param *pv = plan_param(p, v);
			if (v == w || (w->kind == VAR_ARRAY && v->kind == VAR_ARRAY))
				continue;
			if (!pw || !pv || !pw->restrict_ || !pv->restrict_)
				return arena_printf("'%s', which the inner loop writes, and '%s' are not "
				                    "known to share no elements (not both __restrict__)",
				                    w->name, v->name);
		}
	}
	return NULL;
}

/* The bases of one array the kernel checks apart when the inner loop
 * starts: pairs with a write. */
static int
checks(const Lanes *ln)
{
	int n = 0;

	for (int i = 0; i < ln->nbases; i++)
		for (int k = i + 1; k < ln->nbases; k++)
			n += ln->bases[i].var == ln->bases[k].var &&
			     (ln->bases[i].written || ln->bases[k].written);
	return n;
}

void
lower_inner_lanes(Plan *p)
{
	const Region *r = p->r;
	const Lanes *ln = &r->lanes;
	const char *no = NULL;
	int linear = 0, n;

	if (!dir_has_kernel(r->dir) || p->shape.kind != KERNEL_GRID_LOOP)
		return;
	for (int i = 0; i < p->nparams; i++)
		linear |= p->params[i].lin != NULL;
	if (!p->opts->inner_lanes)
		no = lower_off(p, "inner-lanes");
	else if (!ln->read)
		no = "not a loop construct";
	else if (ln->why)
		no = arena_printf("%s (%u:%u)", ln->why, ln->why_loc.line, ln->why_loc.col);
	else if (!p->launch.trip || p->launch.units != p->launch.trip)
		no = p->launch.trip ? "the launch divides chunks, not iterations"
		             : "the trip count is computed on the device only";
	else if (p->loop.dist != DIST_NONE || p->loop.ws != WS_CYCLIC)
		no = "not a plain grid-stride loop";
	else if (r->data.nreductions)
		no = "a reduction clause: each thread's own copy";
	else if (p->loop.last || r->data.nlastprivates)
		no = "a lastprivate clause: each thread's own copy";
	else if (linear)
		no = "a linear clause: each thread's own copy";
	else if (p->tile.on)
		no = "the kernel has the tiled loop";
	else if (p->rows.on)
		no = "the kernel stages rows in shared memory";
	else if (p->table.on)
		no = "the kernel copies a table into shared memory";
	else
		no = shared_elements(p);
	if (no) {
		p->inner.why = arena_printf("a thread per iteration: %s", no);
		return;
	}
	p->inner.kernel = arena_printf("%s_lanes", p->kernel);
	p->inner.trip = lower_trip(&ln->loop);
	p->inner.index = lower_index_form(&ln->loop);
	if ((n = checks(ln)))
		p->device_lib = 1; /* o2c_apart */
	p->inner.why = arena_printf(
	    "%s, a warp per iteration, the loop at %u:%u over its lanes%s%s, launched when the "
	    "trip count is below the warps the GPU holds%s (OMP2CUDA_INNER_LANES=off: never)",
	    p->inner.kernel, ln->loc.line, ln->loc.col,
	    ln->nsolo ? arena_printf("; lane 0 alone runs the %d statement(s) before it that write "
	                             "memory",
	                             ln->nsolo)
	              : "",
	    n ? arena_printf("; %d pair(s) of its accesses of one array checked apart when it "
	                     "starts, else lane 0 runs it",
	                     n)
	      : "",
	    p->alias.kernel ? arena_printf(" and %s does not run", p->alias.kernel) : "");
}
