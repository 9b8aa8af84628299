/* Batches: a host loop whose iterations each run one reduction region,
 *
 *     for (int j = 1; j <= H; j++) {
 *             float sum = 0.0f;
 *     #pragma omp target teams distribute parallel for reduction(+: sum)
 *             for (int i = 0; i <= n; i++)
 *                     sum += w[(long)i * (H + 1) + j] * input[i];
 *             hidden[j] = squash(sum);
 *     }
 *
 * launches a kernel per iteration, each reading a column of w: 16 passes
 * over the matrix, a 32-byte sector for each 4-byte element.  The
 * region's kernel_batch runs up to O2C_BATCH_THREADS of the loop's
 * iterations in one launch instead: thread t of a block reduces for
 * iteration t % count, so neighbouring threads read neighbouring columns
 * of a row, and the block combines each iteration's copies into that
 * iteration's slot of a device array.  The first iteration that runs the
 * region launches the batch for itself and the iterations after it (the
 * host counts them from the loop's variable, as a chain does), copies the
 * slots back, and each iteration combines its slot into the reduction
 * variable where its region stands; an iteration past the batch launches
 * the next one.
 *
 * What keeps C's and OpenMP's meaning: each iteration's region computes
 * what it would have computed in its turn, because nothing it reads
 * changes between the batch's launch and that turn: its variables only
 * by the loop's increment (frontend/batches.c: nothing in the loop
 * assigns them or takes their address, and the functions the loop calls
 * neither launch, map nor copy), device memory only by a device construct
 * (the loop holds none, and the region writes no memory: every pointer it
 * follows is only read, it writes no global variable, and it reaches
 * memory by no other name: a pointer it loads from memory or makes from
 * an integer, a call the analysis cannot follow), and the
 * runtime launches the batch only where every pointer is present (not
 * host memory the host's stores would reach) and no two share an
 * allocation.  The combination into the variable is the region's own,
 * at the region's place, with the value the variable has there; the
 * order in which a reduction combines its copies is unspecified.  Where
 * the runtime cannot launch it (no GPU, OMP2CUDA_BATCHES=off, a pointer
 * not present) the region runs as written.
 *
 * Only grid-stride kernels with no shared memory the runtime sizes and
 * no clause that sets their geometry: the batch gets blocks of whole
 * rows of count threads.
 */
#include <string.h>

#include "plan.h"

/* Why an argument keeps the batch from running, or NULL (the rest:
 * lower_host_loop_why). */
static const char *
param_why(const Plan *p, const Param *a, int *reds)
{
	const Region *r = p->r;

	if (a->red) {
		++*reds;
		if (a->red->len || a->var->kind != VAR_SCALAR || a->var->size > 8 ||
		    a->var->arg == ARG_RECORD)
			return "the reduction is not of a scalar";
		if (a->red->op == RED_MIN || a->red->op == RED_MAX)
			return "a min or max reduction";
		if (a->red->op == RED_USER)
			return "a declared reduction";
		return NULL;
	}
	for (int i = 0; i < r->ncaps && a->var->kind == VAR_POINTER; i++)
		if (r->caps[i] == a->var && (r->access[i].write || r->access[i].escape))
			return arena_printf("the region writes through '%s' (or loses track of it)",
			                    a->var->name);
	return NULL;
}

/* Why region r's plan p cannot batch, or NULL. */
static const char *
batch_why(const Plan *p)
{
	const Region *r = p->r;
	const char *why;
	int reds = 0, checked;

	if (!p->opts->batches)
		return lower_off(p, "batched-reductions");
	if (r->inst)
		return "a region of a template instantiation";
	if ((why = lower_host_loop_why(p, 1)))
		return why;
	if (p->loop.dist != DIST_NONE || (p->loop.index != INDEX_SIGNED && p->loop.ws != WS_CYCLIC))
		return "not a kernel of one grid-stride loop";
	if (r->names && r->names->global_write)
		return arena_printf("the region writes %s", r->names->global_write);
	/* a name no argument shows (a pointer the code loads or makes from an
	 * integer, a call the analysis cannot follow) may write what a later
	 * iteration's region reads */
	if ((why = lower_other_names(p, NULL, &checked)) && !checked)
		return why;
	for (int i = 0; i < p->nparams; i++)
		if ((why = param_why(p, &p->params[i], &reds)))
			return why;
	if (reds != 1 || p->nmaps != 1)
		return "not one reduction whose variable is all the region maps";
	return NULL;
}

void
lower_batch(Plan *p)
{
	const Region *r = p->r;
	BatchPlan *b = &p->chain.batch;
	const char *why;

	*b = (BatchPlan){0};
	b->param = b->red = -1;
	if (!dir_has_kernel(r->dir) || !p->kernel || !r->data.nreductions)
		return;
	if (!r->around.batch.var) {
		if (r->around.batch_why)
			b->why = arena_printf("none: %s", r->around.batch_why);
		return;
	}
	if ((why = batch_why(p))) {
		b->why = arena_printf("none: %s", why);
		return;
	}
	Loop l = r->around.batch;
	l.lb = "o2c_batch_first";
	b->index = lower_index(&l, "o2c_bq");
	l.lb = r->around.batch.var;
	b->trip = lower_trip(&l);
	b->param = plan_param_named(p, r->around.batch.var);
	for (int i = 0; i < p->nparams; i++)
		if (p->params[i].red)
			b->red = i;
	b->kernel = arena_printf("%s_batch", p->kernel);
	b->why = arena_printf("%s, the iterations of the loop at %u:%u, up to %d in one launch, each "
	                      "one's result in its own slot (OMP2CUDA_BATCHES=off: a launch per "
	                      "iteration)",
	                      b->kernel, r->around.batch.loc.line, r->around.batch.loc.col, O2C_BATCH_THREADS);
}
