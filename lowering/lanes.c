/* Team lanes (Plan.warp.lanes), for kernels that run a team's code
 * (Plan.team.spmd): teams on warps (lowering/team.c, warp_teams) and
 * teams on blocks alike.  The team's initial thread (lane 0 of a warp,
 * thread 0 of a block) need not run alone what only computes: every
 * thread of the team may run it as the initial thread would, holding its
 * own copy of what it computes, and then no barrier (__syncwarp(),
 * __syncthreads()) has to publish the result.  Below, "lane" is a thread
 * of the team and "lane 0" its initial thread.  Unless -fno-team-lanes is
 * given, from the facts frontend/team_effects.c records:
 *   - a team-level variable is replicated, a register per lane, all of
 *     them holding the same value, when it is not an array, volatile,
 *     static or extern, its address is never taken (&x, &x.f, anywhere in
 *     the region), no nested parallel region writes it or names it in a
 *     reduction, lastprivate or linear clause (reading it there is fine:
 *     each lane reads its own copy), and every statement that writes it,
 *     and its initializer, runs on all lanes;
 *   - a statement of the team's code that holds no parallel region, or a
 *     team-level variable's initializer, runs on all lanes when it has no
 *     side effect other than writing replicated variables and its own
 *     locals: no store through a pointer or into an array, no write of a
 *     variable declared outside the team's code or static, no call but of
 *     a function known pure (frontend/team_effects.c: <math.h> and abs,
 *     whose device versions set no errno; the OpenMP device API's
 *     queries; __attribute__((const)) and pure), no volatile access, no
 *     atomic or other OpenMP construct overlapping it.  Reading memory is
 *     allowed: the barrier before it publishes lane 0's writes, so every
 *     lane reads the same value (a data race with another team aside,
 *     which OpenMP leaves undefined);
 *   - both rules refer to each other: start from every candidate
 *     replicated, and while a statement that must run on lane 0 writes a
 *     replicated variable, keep that variable in shared memory (its
 *     statements that write it then also run on lane 0);
 *   - an all-lanes statement that reads memory or a variable in shared
 *     memory (LANES_ALL) comes after a barrier where lane 0 has written
 *     since the last, and lane 0 waits for one before writing after it;
 *     one that reads only registers (LANES_REGS) needs neither;
 *   - a statement on lane 0 may read replicated variables: lane 0 holds
 *     them too.
 *   - warp votes (unless -fno-warp-votes): a variable the team's parallel
 *     regions write is replicated all the same when it is a scalar of 1,
 *     2, 4 or 8 bytes and every such write is an assignment `x = e` of
 *     the variable itself or the combining of a reduction clause naming
 *     it, and nothing in a region that assigns it reads it (a region that
 *     only reads it reads the value the vote left on every lane;
 *     frontend/team_effects.c, TeamVar.par_novote): each lane assigns its
 *     own copy, and at the region's end, where all lanes meet, a warp vote
 *     gives every lane the value of the highest lane whose copy changed,
 *     bit for bit (or keeps it, when none did): one writer's last value,
 *     which is what the region leaves in the shared variable, where two
 *     lanes' writes race, under some order of them.  A reduction combines
 *     the warp's copies on every lane (one __reduce_*_sync for 4-byte
 *     integers, else a butterfly of shuffles and lane 0's result to all)
 *     into each lane's variable.  A team on a block has no votes: there a
 *     variable a parallel region writes is replicated only where every
 *     such region names it in a reduction clause, whose block-wide
 *     combining gives every thread the same total (o2c_reduce_block_lanes);
 * The lanes never part around a __syncwarp(): every barrier is in the
 * team's code outside lane 0's guard; an all-lanes statement holds none;
 * and the headers of statements around parallel regions read replicated
 * variables (the same on every lane, since every lane ran every write),
 * loop headers' own variables, or shared ones after the barrier that
 * published them.  A team's threads never part around a barrier either:
 * all of a block's threads run the same distribute iteration.
 */
#include <string.h>

#include "plan.h"

/* The team-level variables of statements s[0..n), by TeamVar.id. */
static void
lanes_vars(const TeamStmt *s, int n, TeamVarPlan *out)
{
	for (int i = 0; i < n; i++) {
		for (int k = 0; k < s[i].nvars; k++)
			out[s[i].vars[k].id].var = &s[i].vars[k];
		lanes_vars(s[i].kids, s[i].nkids, out);
	}
}

/* Why code that does fx runs on lane 0 only, or NULL where every lane
 * may run it. */
static const char *
lane0_why(const TeamVarPlan *tv, const TeamEffect *fx, const char *where)
{
	if (fx->effect)
		return arena_printf("%s (at %u:%u)", fx->effect, fx->effect_loc.line,
		                    fx->effect_loc.col);
	for (int i = 0; i < fx->nwrites; i++)
		if (!tv[fx->writes[i]].replicated)
			return arena_printf("it also writes '%s', %s", tv[fx->writes[i]].var->name, where);
	return NULL;
}

/* Code that does fx, run on lane 0 only because of why (NULL: it is
 * not), keeps in shared memory the variables it writes, and v (its
 * initializer's).  Returns whether one was replicated. */
static int
lanes_demote(TeamVarPlan *tv, const TeamEffect *fx, TeamVarPlan *v, Loc at, const char *why,
             const char *where)
{
	int changed = 0;

	if (!why)
		return 0;
	for (int i = -1; i < fx->nwrites; i++) {
		TeamVarPlan *w = i < 0 ? v : &tv[fx->writes[i]];
		if (!w || !w->replicated)
			continue;
		w->replicated = 0;
		w->why = arena_printf("%s: %s at %u:%u, which lane 0 runs: %s", where,
		                      i < 0 ? "its initializer" : "written by the statement", at.line,
		                      at.col, why);
		changed = 1;
	}
	return changed;
}

/* One pass over statements s[0..n): statements that must run on lane 0
 * keep what they write in shared memory.  Returns whether that changed
 * a variable. */
static int
lanes_pass(TeamVarPlan *tv, const TeamStmt *s, int n, const char *where)
{
	int changed = 0;

	for (int i = 0; i < n; i++) {
		changed |= lanes_pass(tv, s[i].kids, s[i].nkids, where);
		if (s[i].kind == TS_GUARDED)
			changed |= lanes_demote(tv, &s[i].fx, NULL, s[i].loc,
			                        lane0_why(tv, &s[i].fx, where), where);
		for (int k = 0; k < s[i].nvars; k++) {
			const TeamVar *v = &s[i].vars[k];
			if (v->init_end)
				changed |= lanes_demote(tv, &v->init, &tv[v->id], v->loc,
				                        tv[v->id].replicated
				                                ? lane0_why(tv, &v->init, where)
				                                : arena_printf("it initializes '%s', %s",
				                                               v->name, where),
				                        where);
		}
	}
	return changed;
}

/* Who runs code that does fx: every lane may, and then reads only
 * registers or also memory. */
static int
lanes_who(const TeamVarPlan *tv, const TeamEffect *fx)
{
	if (lane0_why(tv, fx, ""))
		return LANES_ONE;
	for (int i = 0; i < fx->nreads; i++)
		if (!tv[fx->reads[i]].replicated)
			return LANES_ALL;
	return fx->memory ? LANES_ALL : LANES_REGS;
}

static void
lanes_assign(Plan *k, const TeamStmt *s, int n)
{
	for (int i = 0; i < n; i++) {
		lanes_assign(k, s[i].kids, s[i].nkids);
		if (s[i].kind == TS_GUARDED)
			k->warp.stmts[s[i].id] = (unsigned char)lanes_who(k->warp.vars, &s[i].fx);
		for (int j = 0; j < s[i].nvars; j++) {
			TeamVarPlan *v = &k->warp.vars[s[i].vars[j].id];
			v->init = v->replicated && v->var->init_end ? lanes_who(k->warp.vars, &v->var->init)
			                                            : LANES_ONE;
		}
	}
}

/* May the warp vote on team variable v (the file's comment)?  Returns
 * NULL, or why not. */
static const char *
vote_why_not(Plan *k, const TeamVar *v)
{
	if (!k->opts->votes)
		return lower_off(k, "warp-votes");
	if (!v->scalar)
		return "not a scalar of 1, 2, 4 or 8 bytes, which a vote could shuffle";
	if (v->par_novote)
		return arena_printf("%s (at %u:%u)", v->par_novote, v->par_novote_loc.line,
		                    v->par_novote_loc.col);
	return NULL;
}

/* Each parallel region that assigns a replicated team variable votes on
 * it at its end; one whose reduction clause names it combines the warp's
 * copies into every lane's. */
static void
lanes_votes(Plan **plans, Plan *k)
{
	for (int i = 0; i < k->r->teams.nvars; i++) {
		const TeamVar *v = k->warp.vars[i].var;
		if (!k->warp.vars[i].replicated)
			continue;
		for (int j = 0; j < v->npar_regions; j++) {
			Plan *ip = plans[v->par_regions[j]];
			const Region *in = ip->r;
			int reduced = 0;
			for (int q = 0; q < in->data.nreductions; q++) {
				const Var *x = in->data.reductions[q].var;
				if (same_declaration(x->name, x->loc, v->name, v->loc)) {
					if (!ip->warp.red_lanes) {
						ip->warp.red_lanes = arena_alloc((size_t)in->data.nreductions);
						memset(ip->warp.red_lanes, 0, (size_t)in->data.nreductions);
					}
					ip->warp.red_lanes[q] = reduced = 1;
				}
			}
			if (!reduced) {
				const TeamVar **grown =
				        arena_alloc(((size_t)ip->warp.nvotes + 1) * sizeof *grown);
				if (ip->warp.nvotes)
					memcpy(grown, ip->warp.votes, (size_t)ip->warp.nvotes * sizeof *grown);
				grown[ip->warp.nvotes++] = v;
				ip->warp.votes = grown;
				ip->device_lib = 1; /* o2c_vote */
			}
		}
	}
}

/* May a team on a block keep team variable v, which a parallel region
 * writes, a register per thread?  Only where every region that writes
 * it names it in a reduction clause, whose block-wide combining gives
 * every thread the total (o2c_reduce_block_lanes): a block has no vote.
 * Returns NULL, or why not. */
static const char *
block_why_not(Plan **plans, const TeamVar *v)
{
	if (v->par_novote)
		return arena_printf("%s (at %u:%u)", v->par_novote, v->par_novote_loc.line,
		                    v->par_novote_loc.col);
	for (int j = 0; j < v->npar_regions; j++) {
		const Region *in = plans[v->par_regions[j]]->r;
		int reduced = 0;
		for (int q = 0; q < in->data.nreductions && !reduced; q++)
			reduced = same_declaration(in->data.reductions[q].var->name,
			                           in->data.reductions[q].var->loc, v->name, v->loc);
		if (!reduced)
			return arena_printf("the parallel region at %u:%u assigns it, and a block has no "
			                    "vote", in->loc.line, in->loc.col);
	}
	return NULL;
}

/* Whether team variable v may be a register per lane (before the
 * statements that write it are weighed), and why or why not. */
static void
lanes_var(Plan **plans, Plan *k, TeamVarPlan *tv, const char *where)
{
	const TeamVar *v = tv->var;
	const char *lane = k->warp.warps ? "lane" : "thread";
	const char *no_vote = !v->par_write     ? NULL
	                      : k->warp.warps ? vote_why_not(k, v)
	                                      : block_why_not(plans, v);

	tv->replicated = !v->kept && !v->addressed && !no_vote;
	if (v->kept)
		tv->why = arena_printf("%s: %s", where, v->kept);
	else if (v->addressed)
		tv->why = arena_printf("%s: its address is taken by %s at %u:%u", where, v->addressed,
		                       v->addressed_loc.line, v->addressed_loc.col);
	else if (no_vote)
		tv->why = arena_printf("%s: a parallel region writes it, by %s at %u:%u, and no %s can "
		                       "serve it: %s", where, v->par_write, v->par_write_loc.line,
		                       v->par_write_loc.col,
		                       k->warp.warps ? "warp vote" : "reduction", no_vote);
	else if (v->par_write && k->warp.warps)
		tv->why = arena_printf("a register per lane: a parallel region writes it, by "
		                       "%s at %u:%u, each lane its own copy, which a warp "
		                       "vote (x = e) or the warp's reduction gives one value "
		                       "at the region's end (-fno-warp-votes: shared memory)",
		                       v->par_write, v->par_write_loc.line, v->par_write_loc.col);
	else if (v->par_write)
		tv->why = arena_printf("a register per thread: every parallel region that writes it "
		                       "names it in a reduction clause (the first: %s at %u:%u), whose "
		                       "block-wide combining gives every thread the total",
		                       v->par_write, v->par_write_loc.line, v->par_write_loc.col);
	else
		tv->why = arena_printf("a register per %s: every %s runs each statement that "
		                       "writes it, no parallel region writes it, its address is "
		                       "never taken", lane, lane);
}

/* Team lanes (Plan.warp.lanes, the file's comment): which team-level
 * variables of a team are replicated, which statements every lane
 * runs, and where the warp votes. */
void
lower_lanes(Plan **plans, Plan *k)
{
	const Region *r = k->r;
	const char *where = k->warp.warps ? "one per warp in shared memory"
	                                  : "one per team in shared memory";
	TeamVarPlan *tv;

	if (!k->team.spmd)
		return;
	if (!k->opts->lanes) {
		k->warp.lanes_why = arena_printf("%s: %s runs the team's code, its variables %s",
		                                 lower_off(k, "team-lanes"),
		                                 k->warp.warps ? "lane 0" : "thread 0", where);
		return;
	}
	k->warp.lanes = 1;
	k->warp.lanes_why = k->warp.warps
	                            ? "the team's code that only computes runs on all 32 lanes, the "
	                              "variables only it writes registers (-fno-team-lanes: lane 0)"
	                            : "the team's code that only computes runs on every thread of "
	                              "the block, the variables only it writes registers "
	                              "(-fno-team-lanes: thread 0)";
	k->warp.stmts = arena_alloc((size_t)r->teams.nall + 1);
	memset(k->warp.stmts, LANES_ONE, (size_t)r->teams.nall + 1);
	k->warp.vars = tv = arena_alloc(((size_t)r->teams.nvars + 1) * sizeof *tv);
	memset(tv, 0, ((size_t)r->teams.nvars + 1) * sizeof *tv);
	lanes_vars(r->teams.stmts, r->teams.nstmts, tv);
	for (int i = 0; i < r->teams.nvars; i++)
		lanes_var(plans, k, &tv[i], where);
	while (lanes_pass(tv, r->teams.stmts, r->teams.nstmts, where))
		;
	lanes_assign(k, r->teams.stmts, r->teams.nstmts);
	lanes_votes(plans, k);
}
