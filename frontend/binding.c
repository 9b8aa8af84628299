/* Constructs that bind to a team inside a kernel region: single,
 * masked, master, and parallel regions nested in parallel regions; where
 * omp2cuda compiles them, and what their reading leaves to check.
 *
 * The binding thread set of single (OpenMP 5.2 11.1) and masked (10.5;
 * master is masked without filter, deprecated) is the current team: that
 * of the innermost parallel region around them (region_team), or outside
 * every parallel region, the initial thread that runs a target region or
 * each team of a teams region.  In a kernel a team is
 *   - a parallel region nested in a teams region, or target parallel's
 *     own: the block's threads, thread number threadIdx.x;
 *   - a parallel region nested in one of those: one thread.  OpenMP 5.2
 *     10.1.1 lets an implementation give a nested parallel region a team
 *     of one: max-active-levels-var is 1 on the device (the host's
 *     default too).  A block has no threads to spare for a second level,
 *     and a team of one needs no synchronization: each thread that meets
 *     a nested region runs it alone, its worksharing loops whole and its
 *     barriers at no cost;
 *   - a target region, or a teams distribute loop outside its parallel
 *     regions: the team's initial thread alone.
 * Clang has rejected what OpenMP forbids (single directly in a teams
 * region, in a worksharing loop, nested single constructs).
 *
 * Requires the kernel region and the regions around the construct read.
 * Guarantees: a single whose end has a barrier marks the parallel region
 * it binds to has_barrier (every thread of the block must reach it);
 * names in a filter expression are captured by the kernel; a reduction on
 * a region of a team of one is marked own (its thread's variable) or
 * reported.
 */
#include "internal.h"

/* Is p a construct this pass reads, with `in` the innermost region of a
 * kernel region around it? */
int
binding_claims(const Region *in, const Pragma *p)
{
	if (p->dir < 0)
		return 0;
	return dir_shape[p->dir] == SHAPE_SINGLE || (dir_is_parallel(p->dir) && region_team(in));
}

/* Can omp2cuda compile single, masked, master or scope p there?  Reports why
 * not. */
int
binding_check(Ctx *c, const Region *outer, const Region *in, const Pragma *p)
{
	Loc loc = cx_loc(c, p->begin);

	if (dir_is_parallel(p->dir))
		return 1;
	if (in->dir == DIR_FOR || dir_shape[outer->dir] == SHAPE_LOOP) {
		diag_error(loc, "'#pragma omp %s' in a worksharing loop is not supported", p->name);
		return 0;
	}
	if (dir_shape[outer->dir] == SHAPE_SERIAL || region_team(in) || outer->dir == DIR_TTD ||
	    outer->teams.one_team)
		return 1;
	diag_error(loc, "'#pragma omp %s' outside the parallel regions of '#pragma omp %s' is not "
	                "supported yet", p->name, dir_spelling[outer->dir]);
	return 0;
}

/* Does region r (a parallel region, or a loop of one) run on a team of
 * one thread: is its parallel region nested in another? */
static int
of_one(const Region *r)
{
	const Region *team = dir_is_parallel(r->dir) ? r : region_team(r->parent);

	return team && region_team(team->parent);
}

/* Is the variable of reduction red on region r, a team of one thread,
 * the own of the thread that meets r: a scalar declared (not static) in
 * the statement of the parallel region around r's team, whose threads
 * each have one?  Each thread's nested region is then its team of one,
 * which reduces into that thread's variable alone: the private copy
 * starts at the identity, the iterations run in order, and the copy is
 * combined into the variable at the end (OpenMP 5.2 5.5.8). */
static int
thread_own(Ctx *c, const Region *r, const Reduction *red)
{
	const Region *team = dir_is_parallel(r->dir) ? r : region_team(r->parent);
	const Region *around = team ? region_team(team->parent) : NULL;
	Decl *d = scan_lookup(c, red->var->name, r->src.pragma_begin);

	return around && d && !d->global && red->var->kind == VAR_SCALAR && !red->len &&
	       around->src.stmt_begin <= d->at && d->at < around->src.stmt_end;
}

void
binding_read(Ctx *c, Region *r, Region *outer)
{
	Region *team = region_team(r->parent);

	if (dir_is_task(r->dir)) {
		tasks_read(c, r, outer);
		return;
	}
	if (dir_shape[r->dir] == SHAPE_SINGLE) {
		/* the single's or scope's implicit barrier, which
		 * copyprivate needs */
		if (team && (r->dir == DIR_SINGLE || r->dir == DIR_SCOPE || r->dir == DIR_SECTIONS) &&
		    (!r->exec.nowait || r->data.ncopyprivates))
			team->dev.has_barrier = 1;
		if (r->exec.filter)
			captures_names(c, outer, r->exec.filter, r->src.pragma_begin, r->loc, "filter");
		if (r->dir == DIR_SCOPE)
			scope_read(c, r);
		if (r->dir == DIR_SECTIONS)
			sections_read(c, r);
		return;
	}
	for (int i = 0; of_one(r) && i < r->data.nreductions; i++) {
		Reduction *red = &r->data.reductions[i];
		if (thread_own(c, r, red))
			red->own = 1;
		else
			diag_error(red->loc, "reduction on '#pragma omp %s' in a nested parallel region (a "
			           "team of one thread) is supported for a scalar declared in the "
			           "enclosing parallel region (its thread's own), not yet for '%s'",
			           dir_spelling[r->dir], red->item);
	}
}
