/* --explain: per region, the decisions lowering made and their reasons,
 * as the plan holds them (nothing is worked out again here): the
 * kernel's shape and launch geometry, per pointer parameter the read-only
 * provenance decision with its proof or the reason it was rejected, the
 * schedule, and which threads run a nested region; a region a tune file
 * names says which decisions that file forced.  Stable text,
 * FileCheck-tested.
 */
#include "plan.h"

/* The decisions a tune line forced (lowering/tune.c), as it spells them;
 * a block size it could not give is left out (a warning said why). */
static void
explain_tune(const Plan *p, Buf *out)
{
	const Tune *t = p->tune;
	Buf b = {0};

	for (int i = 0; i < LOWER_NSWITCHES; i++)
		if (t->set[i] >= 0)
			buf_printf(&b, " %s=%s", lower_switch_name(i), t->set[i] ? "on" : "off");
	if (p->launch.block)
		buf_printf(&b, " block=%d", p->launch.block);
	if (b.len)
		buf_printf(out, "  tuned:%s (from the tune file %s line %u)\n", b.s, t->path, t->at);
}

/* A reduction's parameter; a declared reduction's combination (a
 * complex variable's + or * is one), which its struct
 * (codegen/emit_cuda.c) and omp2cuda_udr.h make. */
static void
explain_reduction(const Param *prm, Buf *out)
{
	const Reduction *red = prm->red;

	if (red->udr)
		buf_printf(out, "  %s: reduction(%s), %s, by reference: its "
		                "combiner (o2c_udr_%d) combines a warp's copies over shuffles, a "
		                "block's in thread 0, and that into the variable under a lock\n",
		           prm->var->name, red->spelling,
		           red->udr->complex ? "of a complex type (omp2cuda_ccomplex.h's operator)"
		                             : arena_printf("declared at line %u", red->udr->loc.line),
		           red->udr->id);
	else
		buf_printf(out, "  %s: reduction(%s), by reference%s%s\n", prm->var->name,
		           red->spelling, prm->red_block ? "; " : "",
		           prm->red_block ? prm->red_block : "");
}

/* The passes that run several of the host loop's iterations in one
 * launch (Plan.chain). */
static void
explain_host_loop(const Plan *p, Buf *out)
{
	if (p->chain.why)
		buf_printf(out, "  host loop as one launch: %s\n", p->chain.why);
	if (p->chain.units.why)
		buf_printf(out, "  chain's trip counts: %s\n", p->chain.units.why);
	if (p->chain.pivots.why)
		buf_printf(out, "  pivot rows first: %s\n", p->chain.pivots.why);
	if (p->chain.pivots.regs.why)
		buf_printf(out, "  row in registers: %s\n", p->chain.pivots.regs.why);
	if (p->chain.batch.why)
		buf_printf(out, "  host loop's reductions as one launch: %s\n", p->chain.batch.why);
	if (p->chain.steps.why)
		buf_printf(out, "  stencil steps: %s\n", p->chain.steps.why);
}

/* What each device API call of the kernel becomes (lowering/team.c). */
static void
explain_apis(Buf *out, const Plan *p)
{
	for (int i = 0; i < p->r->dev.napis; i++) {
		const ApiCall *a = &p->r->dev.apis[i];
		const ApiPlan *ap = &p->apis[i];
		buf_printf(out, "  %s() at %u:%u: %s", api_names[a->fn], a->loc.line, a->loc.col,
		           a->called ? "in a function the loop calls, answered there: " : "");
		if (a->fn == API_LEVEL)
			buf_printf(out, "%d: the parallel regions around it, active or not\n", ap->value);
		else if (ap->how == APIP_VALUE)
			buf_printf(out, "%d%s%s\n", ap->value, ap->why ? ": " : "", ap->why ? ap->why : "");
		else if (ap->how == APIP_WARP_TEAM || ap->how == APIP_WARP_TEAMS || ap->how == APIP_LANE ||
		         ap->how == APIP_GRID_THREAD || ap->how == APIP_GRID_THREADS)
			buf_printf(out, "%s\n", ap->why);
		else if (ap->how == APIP_NTHREADS)
			buf_puts(out, "its parallel region's team size, o2c_nthreads\n");
		else if (ap->how == APIP_ANCESTOR)
			buf_printf(out, "answered from its nesting level, %d\n", ap->value);
		else
			buf_puts(out, "the device header answers it\n");
	}
}

static void
explain_kernel(const Plan *p, Buf *out)
{
	buf_printf(out, "  kernel %s: %s\n", p->kernel, p->shape.text);
	if (p->r->inst)
		buf_printf(out, "  kernel %s: instantiation %s (namespace %s)\n", p->kernel,
		           p->r->inst->label, p->r->inst->ns);
	if (p->tune)
		explain_tune(p, out);
	buf_printf(out, "  blocks: %s\n", p->launch.teams_why);
	buf_printf(out, "  threads: %s\n", p->launch.threads_why);
	buf_printf(out, "  small trip counts: %s\n", p->launch.spread_why);
	if (p->launch.grid_trial) /* runtime/grid_trial.c */
		buf_printf(out, "  large trip counts: where a full GPU caps the blocks, the region's "
		                "first launches time a block per blockDim iterations against it and "
		                "the faster stays (OMP2CUDA_GRID_TRIAL=off: a full GPU)\n");
	buf_printf(out, "  rows: %s\n", p->rows.why);
	if (p->loop.cols.why && (p->loop.cols.on || p->r->reads.cols.seen)) /* a body with an own column */
		buf_printf(out, "  own column: %s\n", p->loop.cols.why);
	if (p->rows.on)
		buf_printf(out, "  rows layout: %s\n", p->rows.layout.why);
	if (p->warp.why)
		buf_printf(out, "  teams on warps: %s\n", p->warp.why);
	if (p->warp.lanes_why)
		buf_printf(out, "  team lanes: %s\n", p->warp.lanes_why);
	for (int i = 0; p->warp.lanes && i < p->r->teams.nvars; i++)
		buf_printf(out, "  team variable '%s' at %u:%u: %s\n", p->warp.vars[i].var->name,
		           p->warp.vars[i].var->loc.line, p->warp.vars[i].var->loc.col,
		           p->warp.vars[i].why);
	if (p->tile.why)
		buf_printf(out, "  tiling: %s\n", p->tile.why);
	if (p->narrow.why)
		buf_printf(out, "  32-bit iteration numbers: %s\n", p->narrow.why);
	if (p->loop.stepped_why)
		buf_printf(out, "  stepped indices: %s\n", p->loop.stepped_why);
	if (p->flat.why)
		buf_printf(out, "  one iteration a thread: %s\n", p->flat.why);
	if (p->table.why)
		buf_printf(out, "  table in shared memory: %s\n", p->table.why);
	if (p->win.why)
		buf_printf(out, "  team windows: %s\n", p->win.why);
	for (int i = 0; i < p->win.nwindows; i++)
		buf_printf(out, "  window copy '%s': %s\n", p->win.windows[i].w->var->name,
		           p->win.windows[i].copy_why);
	if (p->inner.why)
		buf_printf(out, "  inner loop over lanes: %s\n", p->inner.why);
	if (p->known.why)
		buf_printf(out, "  known arguments: %s%s\n", p->known.desc ? "kernels for " : "",
		           p->known.why);
	if (p->known.divisors_why)
		buf_printf(out, "  divisors known at launch: %s\n", p->known.divisors_why);
	explain_host_loop(p, out);
	if (p->alias.align_why)
		buf_printf(out, "  aligned records: %s\n", p->alias.align_why);
	buf_printf(out, "  shape: %s\n", p->shape.why);
	for (int i = 0; i < p->nparams; i++) {
		const Param *prm = &p->params[i];
		if (prm->red)
			explain_reduction(prm, out);
		else if (prm->device_addr && prm->ref)
			buf_printf(out, "  %s: has_device_addr, by reference to its device copy%s\n",
			           prm->var->name, prm->device_ptr ? "" : " (from the present table)");
		else if (prm->ref)
			buf_printf(out, "  %s: mapped scalar, by reference\n", prm->var->name);
		else if (prm->fp)
			buf_printf(out, "  %s: firstprivate, passed by value, a copy per %s\n",
			           prm->var->name, prm->fp == FP_TEAM ? "team in shared memory" : "thread");
		else if (prm->var->kind != VAR_SCALAR)
			buf_printf(out, "  %s: %s\n", prm->var->name, prm->proof);
	}
	for (int i = 0; i < p->r->data.ndirect; i++)
		buf_printf(out, "  %s: reduction(%s) of an array no thread keeps a copy of, each update "
		           "in the loop an atomic operation on the device copy\n",
		           p->r->data.direct[i].item, p->r->data.direct[i].spelling);
	if (p->r->data.nin_reductions)
		buf_printf(out, "  in_reduction: runs in an undeferred host task of the task reduction%s, "
		           "whose private copies it maps tofrom\n",
		           p->r->exec.nowait ? " (nowait does not defer it)" : "");
	if (p->alias.proof)
		buf_printf(out, "  __restrict__ distinctness: %s\n", p->alias.proof);
	explain_apis(out, p);
	for (int i = 0; i < p->nkernels; i++)
		buf_printf(out, "  prints %s: %s\n", p->kernels[i].name,
		           lower_kernel_text(&p->kernels[i]));
	buf_printf(out, "  host fallback (where no GPU runs it; OMP_TARGET_OFFLOAD=disabled: always): "
	                "%s: %s\n", lower_host_text(&p->host), p->host.why);
}

/* A nested loop's iteration numbers: 32-bit or not (lowering/schedule.c,
 * narrow_nested). */
static void
explain_narrow(const Plan *p, Buf *out)
{
	if (p->narrow.why)
		buf_printf(out, "  32-bit iteration numbers: %s\n", p->narrow.why);
	if (p->preload.why)
		buf_printf(out, "  preloads: %s\n", p->preload.why);
}

/* How iterations reach threads (lowering/schedule.c). */
static void
explain_schedule(const Plan *p, Buf *out)
{
	if (p->launch.dist_text)
		buf_printf(out, "  %s\n", p->launch.dist_text);
	if (p->launch.grid_text)
		buf_printf(out, "  %s\n", p->launch.grid_text);
	if (p->launch.sched_text)
		buf_printf(out, "  %s\n", p->launch.sched_text);
	if (p->loop.share != SHARE_NONE)
		buf_printf(out, "  loop: %s\n", p->loop.why);
	if (p->loop.order_why)
		buf_printf(out, "  collapse order: %s\n", p->loop.order_why);
	if (!dir_has_kernel(p->r->dir))
		explain_narrow(p, out);
	if (p->loop.last_why)
		buf_printf(out, "  lastprivate: %s\n", p->loop.last_why);
}

/* A task, taskloop or taskgroup construct: where it runs, and the
 * copies a task makes of what is firstprivate without a clause
 * (frontend/tasks.c). */
static void
explain_task(const Region *r, Buf *out)
{
	buf_printf(out, "  runs in place, on the thread that meets it%s\n",
	           r->dir == DIR_KTASKLOOP ? ": the whole loop, in order" : "");
	if (r->uses.ntask_firsts) {
		buf_puts(out, "  its own copies, made at its start (firstprivate or the loop's private variables, without a clause):");
		for (int i = 0; i < r->uses.ntask_firsts; i++)
			buf_printf(out, " %s", r->uses.task_firsts[i]);
		buf_puts(out, "\n");
	}
}

void
lower_explain(const Unit *u, Plan **plans, Buf *out)
{
	if (u->deep_stack)
		buf_printf(out, "%s:%u:%u: device stack: this function %s, so no stack size bounds "
		                "its calls: kernels run with a 16 KiB stack per thread "
		                "(OMP2CUDA_STACK_SIZE)\n",
		           u->deep_stack_loc.file, u->deep_stack_loc.line, u->deep_stack_loc.col,
		           u->deep_stack);
	for (int i = 0; i < u->nedits; i++)
		if ((u->edits[i].opt && u->static_arrays) ||
		    (u->edits[i].loop_divisor && *u->edits[i].loop_divisor && u->loop_divisors)) {
			const char *file;
			unsigned line, start;
			unit_line(u, u->edits[i].begin, &file, &line, &start);
			buf_printf(out, "%s:%u:%u: %s\n", file, line, u->edits[i].begin - start + 1,
			           u->edits[i].opt ? u->edits[i].opt : u->edits[i].loop_divisor);
		}
	for (int i = 0; i < u->nregions; i++) {
		const Plan *p = plans[i];
		const Region *r = p->r;
		buf_printf(out, "%s:%u:%u: %s\n", r->loc.file, r->loc.line, r->loc.col, r->pragma);
		if (dir_has_kernel(r->dir))
			explain_kernel(p, out);
		else if (dir_shape[r->dir] == SHAPE_INNER) {
			buf_printf(out, "  %s\n", p->team.text);
			if (p->team.nthreads_why)
				buf_printf(out, "  team size: %s\n", p->team.nthreads_why);
			for (int v = 0; v < p->warp.nvotes; v++)
				buf_printf(out, "  warp vote at its end: '%s', which its lanes assign, each "
				                "its own copy\n", p->warp.votes[v]->name);
			for (int v = 0; v < r->data.nthread_views; v++)
				buf_printf(out, "  '%s': each thread's own copy, which it writes (the team's "
				                "one copy would race, or no other thread could see the "
				                "write); the fallback's directive makes it firstprivate\n",
				           r->data.thread_views[v]->name);
			for (int q = 0; q < r->data.nreductions && p->warp.red_lanes; q++)
				if (p->warp.red_lanes[q])
					buf_printf(out, "  reduction into '%s' on every lane: the warp's copies "
					                "combine by shuffles into each lane's\n",
					           r->data.reductions[q].var->name);
			if (p->team.one && !r->exec.combined) {
				explain_narrow(p, out);
				continue;
			}
		}
		else if (dir_is_task(r->dir))
			explain_task(r, out);
		else if (dir_shape[r->dir] == SHAPE_SINGLE)
			buf_printf(out, "  %s\n", p->team.text);
		else if (dir_shape[r->dir] == SHAPE_HOST)
			buf_puts(out, "  stays on the host, and completes deferred target tasks\n");
		else
			buf_printf(out, "  %d map item(s), no kernel\n", p->nmaps);
		explain_schedule(p, out);
	}
}
