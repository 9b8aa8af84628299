/* --explain: per region, the kernel's launch geometry and where it comes
 * from, and per pointer parameter the read-only provenance decision with
 * its proof or the reason it was rejected.  Stable text, FileCheck-tested.
 */
#include "plan.h"

static const char *
geometry(const char *value, int from, const char *clause, const char *dflt)
{
	switch (from) {
	case GEOM_CLAUSE:
		return arena_printf("%s (%s clause)", value, clause);
	case GEOM_ONE:
		return "1 (a target region without a loop)";
	case GEOM_NUM_THREADS:
		return arena_printf("%s (num_threads clause of the nested parallel regions)", value);
	case GEOM_SEQUENTIAL:
		return "1 (no nested parallel region)";
	case GEOM_ONE_TEAM:
		return "1 (target parallel, or target holding parallel regions: one team)";
	case GEOM_IF_PARALLEL:
		return arena_printf("%s (1 when the if clause of the parallel or simd leaf is "
		                    "false, or for a simd loop's safelen)", value);
	default:
		return dflt;
	}
}

static const char *
shape(const Plan *p)
{
	const Region *r = p->r;

	if (r->dir == DIR_TP)
		return "one block, whose threads run the parallel region";
	if (r->dir == DIR_TT)
		return "a block per team, thread 0 runs the sequential part";
	if (p->spmd)
		return "a block per distribute iteration";
	if (dir_shape[r->dir] == SHAPE_SERIAL)
		return "one thread";
	if (r->dist.kind != SCHED_NONE)
		return "each block walks its dist_schedule chunks, its threads share each";
	return r->sched.chunk ? "grid-stride loop over chunks of the schedule's chunk size"
	                      : "grid-stride loop";
}

static void
explain_kernel(const Plan *p, Buf *out)
{
	buf_printf(out, "  kernel %s: %s\n", p->kernel, shape(p));
	buf_printf(out, "  blocks: %s\n",
	           geometry(p->teams, p->teams_from, "num_teams",
	                    p->r->dir == DIR_TT ? "default: a full GPU"
	                    : p->team_loop && p->r->dist.chunk
	                        ? "default: one per dist_schedule chunk, at most a full GPU"
	                    : p->team_loop ? "default: one per distribute iteration, at most a full GPU"
	                                   : "default: enough for the trip count, at most a full GPU"));
	if (p->threads_from == GEOM_SHARED_WRITE)
		buf_printf(out, "  threads: 1 (one per team: '%s', whose device copy the teams share, "
		                "is written at %u:%u)\n",
		           p->r->shared_write->name, p->r->shared_write_loc.line,
		           p->r->shared_write_loc.col);
	else
		buf_printf(out, "  threads: %s\n",
		           geometry(p->threads, p->threads_from,
		                    p->r->dir == DIR_TP ? "num_threads" : "thread_limit",
		                    p->team_loop ? "default: 128" : "default: 256"));
	for (int i = 0; i < p->nparams; i++) {
		const Param *prm = &p->params[i];
		if (prm->red)
			buf_printf(out, "  %s: reduction(%s), by reference\n", prm->var->name,
			           prm->red->spelling);
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
	if (p->r->nin_reductions)
		buf_printf(out, "  in_reduction: runs in an undeferred host task of the task reduction%s, "
		           "whose private copies it maps tofrom\n",
		           p->r->nowait ? " (nowait does not defer it)" : "");
	if (p->alias_proof)
		buf_printf(out, "  __restrict__ distinctness: %s\n", p->alias_proof);
}

/* How iterations reach threads (codegen/emit_sched.c). */
static void
explain_schedule(const Region *r, Buf *out)
{
	static const char *const kinds[] = {"", "static", "dynamic", "guided", "auto", "runtime"};
	const Schedule *s = &r->sched;

	if (r->dist.kind != SCHED_NONE)
		buf_printf(out, "  dist_schedule(static%s%s): %s\n", r->dist.chunk ? ", " : "",
		           r->dist.chunk ? r->dist.chunk : "",
		           r->dist.chunk ? "chunks dealt to the teams in turn" : "a block per team");
	if (s->kind == SCHED_NONE)
		return;
	if (dir_has_kernel(r->dir) && r->dist.kind == SCHED_NONE)
		buf_printf(out, "  teams: chunks of blockDim.x * %s iterations dealt to the blocks in "
		           "turn\n", s->chunk && s->kind != SCHED_AUTO ? s->chunk : "1");
	buf_printf(out, "  schedule(%s%s%s): %s\n", kinds[s->kind], s->chunk ? ", " : "",
	           s->chunk ? s->chunk : "",
	           s->kind == SCHED_STATIC && !s->chunk ? "a block per thread"
	           : s->kind == SCHED_GUIDED ? "shrinking chunks dealt to the threads in turn"
	           : s->chunk || s->kind == SCHED_DYNAMIC ? "chunks dealt to the threads in turn"
	                                                  : "omp2cuda's own: iterations dealt to "
	                                                    "the threads in turn");
}

/* The parallel region whose team runs r's code (r itself for one), or
 * NULL for the initial thread of a kernel region or of each team; *one
 * is set when that team is one thread (frontend/binding.c). */
static const Region *
team_of(const Region *r, int *one)
{
	const Region *team = dir_is_parallel(r->dir) ? r : region_team(r->parent);

	*one = !team || region_team(team->parent);
	return team;
}

/* A task, taskloop or taskgroup construct: where it runs, and the
 * copies a task makes of what is firstprivate without a clause
 * (frontend/tasks.c). */
static void
explain_task(const Region *r, Buf *out)
{
	buf_printf(out, "  runs in place, on the thread that meets it%s\n",
	           r->dir == DIR_KTASKLOOP ? ": the whole loop, in order" : "");
	if (r->ntask_firsts) {
		buf_puts(out, "  its own copies, made at its start (firstprivate or the loop's private variables, without a clause):");
		for (int i = 0; i < r->ntask_firsts; i++)
			buf_printf(out, " %s", r->task_firsts[i]);
		buf_puts(out, "\n");
	}
}

/* A single, masked or master construct: which thread runs its block
 * (codegen/emit_single.c). */
static void
explain_single(const Region *r, Buf *out)
{
	int one;
	const Region *team = team_of(r, &one);
	const char *of = team ? "its nested parallel region" : "the initial thread of its team";

	if (one && r->filter)
		buf_printf(out, "  a team of one thread (%s), which runs it when the filter is 0\n", of);
	else if (one)
		buf_printf(out, "  a team of one thread (%s), which runs it\n", of);
	else if (r->dir == DIR_SINGLE)
		buf_printf(out, "  thread 0 of the block runs it%s\n",
		           r->nowait && !r->ncopyprivates ? " (nowait: no barrier)"
		           : r->ncopyprivates ? ", then __syncthreads() and the copyprivate copies"
		                              : ", then __syncthreads()");
	else
		buf_printf(out, "  the thread whose threadIdx.x is %s runs it\n",
		           r->filter ? r->filter : "0");
}

void
lower_explain(const Unit *u, Plan **plans, Buf *out)
{
	for (int i = 0; i < u->nregions; i++) {
		const Plan *p = plans[i];
		const Region *r = p->r;
		buf_printf(out, "%s:%u:%u: %s\n", r->loc.file, r->loc.line, r->loc.col, r->pragma);
		if (dir_has_kernel(r->dir))
			explain_kernel(p, out);
		else if (r->combined)
			buf_printf(out, "  its parallel region runs on the threads of the block of %s\n",
			           plans[r->parent->id]->kernel);
		else if (dir_shape[r->dir] == SHAPE_INNER) {
			const Region *k = r->parent;
			int one;
			while (k->parent && !dir_has_kernel(k->dir))
				k = k->parent;
			team_of(r, &one);
			if (one && r->dir == DIR_FOR) {
				buf_printf(out, "  in a nested parallel region of %s: its one thread runs "
				           "every iteration\n", plans[k->id]->kernel);
				continue;
			}
			if (one) {
				buf_printf(out, "  nested in a parallel region of %s: a team of one thread, "
				           "each thread that meets it runs it alone%s\n", plans[k->id]->kernel,
				           dir_is_loop(r->dir) ? ", every iteration" : "");
				continue;
			}
			buf_printf(out, "  %s among the threads of each block of %s\n",
			           dir_is_loop(r->dir) ? "loop shared" : "runs", plans[k->id]->kernel);
		}
		else if (dir_is_task(r->dir))
			explain_task(r, out);
		else if (dir_shape[r->dir] == SHAPE_SINGLE)
			explain_single(r, out);
		else if (dir_shape[r->dir] == SHAPE_HOST)
			buf_puts(out, "  stays on the host, and completes deferred target tasks\n");
		else
			buf_printf(out, "  %d map item(s), no kernel\n", p->nmaps);
		explain_schedule(r, out);
	}
}
