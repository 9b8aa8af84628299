/* The host fallback's construct (Plan.host): the host directive a kernel
 * region's fallback function runs the region's code under, with its
 * clauses' values and the reason, which codegen/emit_region.c prints and
 * --explain and --dump-after=lower show.  Requires lower_region's
 * spmd and host.teams and host.threads (lowering/lower.c, lower_fallback);
 * reads every region of the unit (a single construct nested in the
 * region).
 *
 * The runtime runs the fallback where no GPU is used (OMP_TARGET_OFFLOAD=
 * disabled, no usable GPU, a false if clause, the host's device number);
 * o2c_teams and o2c_threads are then the launch's num_teams and
 * thread_limit (runtime/fallback.c, o2c_fallback_geometry: 1 team, 128
 * threads, 32 for teams on warps, by default), o2c_nthreads the launch's
 * thread_limit or omp_get_max_threads() (o2c_fallback_threads).
 */
#include "plan.h"

/* Does region r hold a single, masked or master construct? */
static int
holds_single(const Unit *u, const Region *r)
{
	for (int i = 0; i < u->nregions; i++)
		if (dir_shape[u->regions[i]->dir] == SHAPE_SINGLE &&
		    r->src.stmt_begin <= u->regions[i]->src.pragma_begin &&
		    u->regions[i]->src.pragma_begin < r->src.stmt_end)
			return 1;
	return 0;
}

static int
uses_api(const Region *r, int fn)
{
	for (int i = 0; i < r->dev.napis; i++)
		if (r->dev.apis[i].fn == fn)
			return 1;
	return 0;
}

static void
set(HostPlan *h, int construct, const char *num_teams, const char *thread_limit, const char *why)
{
	h->construct = construct;
	h->num_teams = num_teams;
	h->thread_limit = thread_limit;
	h->why = why;
}

/* A teams distribute loop without nested parallel regions under a host
 * teams construct: its single or masked constructs bind to each team's
 * initial thread (in a parallel loop they would bind to the loop's team,
 * which OpenMP forbids), and with host.teams the teams are the launch's
 * (lowering/lower.c, lower_fallback). */
static void
teams_distribute(const Unit *u, const Plan *p, HostPlan *h)
{
	const Region *r = p->r;
	const char *why = holds_single(u, r) ? "it holds a single or masked construct, which binds "
	                                       "to each team's initial thread"
	                  : r->uses.shared_write ? "it writes a variable the teams share, which each "
	                                      "team's initial thread updates in order"
	                                    : "it calls the device API, which answers per team";

	set(h, HOST_TEAMS_DISTRIBUTE, p->host.teams ? "o2c_teams" : NULL, NULL,
	    arena_printf("a teams distribute loop: %s%s", why,
	                 p->host.teams ? "; the launch's teams" : "; the host's default teams"));
}

/* The host's own directive for a loop region (OpenMP 5.2 10.2, 11.5):
 * a combined loop stays one host team, a parallel loop, whose threads
 * keep their firstprivate copies through the loop as the kernel's do
 * through the grid-stride loop; where the program asks for teams, team
 * numbers or the thread limit, the host teams construct gives them. */
static void
loop_construct(const Unit *u, const Plan *p, HostPlan *h)
{
	const Region *r = p->r;
	int limit = p->host.threads && uses_api(r, API_THREAD_LIMIT);

	if (r->dir == DIR_TTD && (holds_single(u, r) || p->host.teams))
		teams_distribute(u, p, h);
	else if (p->host.teams)
		set(h, HOST_TEAMS_LOOP, "o2c_teams", limit ? "o2c_nthreads" : NULL,
		    "a combined loop with num_teams that asks for team numbers and keeps no "
		    "firstprivate copies: the launch's teams, as gcc's host build runs it");
	else if (r->exec.dist.kind != SCHED_NONE)
		set(h, HOST_TEAMS_LOOP, "1", NULL,
		    "dist_schedule: one team walks the chunks");
	else if (limit)
		set(h, HOST_TEAMS_LOOP, "1", "o2c_nthreads",
		    "it calls omp_get_thread_limit: one team whose thread-limit-var is the "
		    "launch's threads");
	else
		set(h, HOST_PARALLEL_FOR, NULL, NULL,
		    "one host team shares the iterations; its threads keep their firstprivate "
		    "copies through the loop, as the kernel's threads do");
}

static void
lower_host_plan(const Unit *u, Plan *p)
{
	const Region *r = p->r;
	HostPlan *h = &p->host;

	h->num_threads = p->host.threads ? "o2c_nthreads" : NULL;
	if (r->dir == DIR_TP) {
		h->num_threads = "o2c_threads";
		set(h, HOST_PARALLEL, NULL, NULL,
		    "target parallel: a parallel region of as many threads as the GPU's block has");
	} else if (p->team.spmd && r->teams.one_team)
		set(h, HOST_NONE, NULL, NULL,
		    "a target region holding parallel regions: the calling thread runs its code, each "
		    "parallel region on threads of its own (a single or masked construct outside "
		    "them binds to the calling thread)");
	else if (p->team.spmd)
		set(h, r->dir == DIR_TTD ? HOST_TEAMS_DISTRIBUTE : HOST_TEAMS, "o2c_teams",
		    "o2c_threads",
		    "a teams region with nested parallel regions: libgomp runs the teams one after "
		    "the other on the calling thread, each parallel region on threads of its own");
	else if (dir_is_loop(r->dir))
		loop_construct(u, p, h);
	else
		set(h, HOST_NONE, NULL, NULL, "no loop and no teams: the calling thread runs the code");
	if (p->host.threads && h->construct != HOST_PARALLEL)
		h->why = arena_printf("%s; num_threads: the launch's threads (%s)", h->why,
		                      p->launch.threads_from == GEOM_CLAUSE ? "thread_limit clause"
		                                                     : "a false if clause: one");
}

void
lower_host(const Unit *u, Plan **plans)
{
	for (int i = 0; i < u->nregions; i++)
		if (dir_has_kernel(plans[i]->r->dir))
			lower_host_plan(u, plans[i]);
}

static const char *const construct_names[] = {"none", "parallel", "teams", "teams distribute",
                                              "teams distribute parallel for", "parallel for"};

/* The directive as the fallback function has it, clauses of geometry
 * included: "teams distribute num_teams(o2c_teams)". */
const char *
lower_host_text(const HostPlan *h)
{
	Buf b = {0};

	buf_puts(&b, construct_names[h->construct]);
	if (h->num_teams)
		buf_printf(&b, " num_teams(%s)", h->num_teams);
	if (h->thread_limit)
		buf_printf(&b, " thread_limit(%s)", h->thread_limit);
	if (h->num_threads)
		buf_printf(&b, " num_threads(%s)", h->num_threads);
	return b.s;
}
