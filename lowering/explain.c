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
	default:
		return dflt;
	}
}

static void
explain_kernel(const Plan *p, Buf *out)
{
	buf_printf(out, "  kernel %s: %s\n", p->kernel,
	           p->r->dir == DIR_TT ? "a block per team, thread 0 runs the sequential part"
	           : p->team_loop       ? "a block per distribute iteration"
	           : dir_shape[p->r->dir] == SHAPE_SERIAL ? "one thread"
	                                                  : "grid-stride loop");
	buf_printf(out, "  blocks: %s\n",
	           geometry(p->teams, p->teams_from, "num_teams",
	                    p->r->dir == DIR_TT ? "default: a full GPU"
	                    : p->team_loop ? "default: one per distribute iteration, at most a full GPU"
	                                 : "default: enough for the trip count, at most a full GPU"));
	buf_printf(out, "  threads: %s\n",
	           geometry(p->threads, p->threads_from, "thread_limit",
	                    p->team_loop ? "default: 128" : "default: 256"));
	for (int i = 0; i < p->nparams; i++) {
		const Param *prm = &p->params[i];
		if (prm->red)
			buf_printf(out, "  %s: reduction(%s), by reference\n", prm->var->name,
			           prm->red->spelling);
		else if (prm->ref)
			buf_printf(out, "  %s: mapped scalar, by reference\n", prm->var->name);
		else if (prm->var->kind != VAR_SCALAR)
			buf_printf(out, "  %s: %s\n", prm->var->name, prm->proof);
	}
	if (p->alias_proof)
		buf_printf(out, "  __restrict__ distinctness: %s\n", p->alias_proof);
}

void
lower_explain(const Unit *u, Plan **plans, Buf *out)
{
	for (int i = 0; i < u->nregions; i++) {
		const Plan *p = plans[i];
		const Region *r = p->r;
		buf_printf(out, "%s:%u:%u: %s\n", u->path, r->loc.line, r->loc.col, r->pragma);
		if (dir_has_kernel(r->dir))
			explain_kernel(p, out);
		else if (dir_shape[r->dir] == SHAPE_INNER) {
			const Region *k = r->parent;
			while (k->parent && !dir_has_kernel(k->dir))
				k = k->parent;
			buf_printf(out, "  %s among the threads of each block of %s\n",
			           dir_is_loop(r->dir) ? "loop shared" : "runs", plans[k->id]->kernel);
		}
		else if (dir_shape[r->dir] == SHAPE_HOST)
			buf_puts(out, "  stays on the host, and completes deferred target tasks\n");
		else
			buf_printf(out, "  %d map item(s), no kernel\n", p->nmaps);
	}
}
