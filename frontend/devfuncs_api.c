/* Device API calls in functions compiled for the device, answered from
 * the contexts of the functions' calls (devfuncs.c works them out): a
 * value where the context fixes it, the device header's answer where
 * every call runs on a block's threads (or a kernel whose teams are its
 * blocks), target parallel for's grid; else a located error.
 */
#include <limits.h>
#include <string.h>

#include "devfuncs.h"

/* The one omp_get_level() of the function's calling contexts, or -1. */
static int
one_level(const Fn *f)
{
	int level = -1;

	if (f->unknown)
		return -1;
	for (int x = 0; x < CX_N; x++) {
		if (!ctx_has(&f->ctxs, x))
			continue;
		if (level >= 0 && (x & CX_LEVEL) != level)
			return -1;
		level = x & CX_LEVEL;
	}
	return level == CX_LEVEL ? -1 : level;
}

/* A call a macro's definition spells in function fn, which no edit
 * reaches: the function's body begins with a local of the routine's name
 * giving the answer, `auto omp_get_thread_num = [] { return 0; };`, which
 * the macro's calls there name (shadow_edits); one answer a routine. */
static void
shadow(Dev *d, int fn, const DevApi *a, const char *text)
{
	const char **s = &d->fns[fn].shadows[a->a.fn];

	if (*s && strcmp(*s, text))
		diag_error(a->a.loc, "'%s' given by a macro's definition in a function called from a "
		                     "target region is not supported yet where its calls there have "
		                     "different values (inside and outside a parallel construct of the "
		                     "function): write the call in the function", api_names[a->a.fn]);
	*s = text;
}

/* The locals shadow() gives a function, one edit at its body's start. */
void
devfuncs_shadow_edits(Dev *d)
{
	for (int i = 0; i < d->nfns; i++) {
		const char *locals = NULL;
		for (int k = 0; k < API_NUM; k++)
			if (d->fns[i].shadows[k])
				locals = arena_printf("%s auto %s = [] { return %s; };", locals ? locals : "",
				                      api_names[k], d->fns[i].shadows[k]);
		if (locals)
			edits_add(d->c, (Edit){d->fns[i].body, d->fns[i].body, locals, NULL, NULL, 0, 0, NULL,
			                       NULL, 0, 0, NULL});
	}
}

/* Is function `to` reached from function `from` through calls (itself
 * too)?  seen: a byte per function. */
static int
reaches(const Dev *d, int from, int to, unsigned char *seen)
{
	if (from == to)
		return 1;
	if (seen[from])
		return 0;
	seen[from] = 1;
	for (size_t i = 0; i < d->c->ndevcalls; i++) {
		const DevCall *k = &d->c->devcalls[i];
		if (!k->r && fn_at(d, k->from) == from && fn_at(d, k->callee) >= 0 &&
		    reaches(d, fn_at(d, k->callee), to, seen))
			return 1;
	}
	return 0;
}

/* A call of function fn answered from the block or the grid the code
 * runs on.  A combined loop or teams distribute kernel that reaches fn
 * lists it among its own device API calls (ApiCall.called), so that the
 * lowering keeps the launch shape that makes the answer OpenMP's, as for
 * the region's own calls: the block a team, its threads the team's
 * (lowering/schedule.c, flat.c, tile.c and others refuse their shapes to
 * a region that asks; lowering/team.c keeps teams off warps). */
static void
list_in_loops(Dev *d, int fn, const DevApi *a)
{
	Ctx *c = d->c;
	unsigned char *seen = arena_alloc((size_t)d->nfns + 1);

	for (int i = 0; i < c->u->nregions; i++) {
		Region *r = c->u->regions[i];
		int calls = 0;
		if (dir_shape[r->dir] != SHAPE_LOOP && r->dir != DIR_TTD)
			continue;
		for (size_t j = 0; j < c->ndevcalls && !calls; j++) {
			const DevCall *k = &c->devcalls[j];
			int to = fn_at(d, k->callee);
			memset(seen, 0, (size_t)d->nfns + 1);
			calls = k->r == r && to >= 0 && reaches(d, to, fn, seen);
		}
		if (!calls)
			continue;
		ApiCall *apis = arena_alloc((size_t)(r->dev.napis + 1) * sizeof *apis);
		if (r->dev.napis)
			memcpy(apis, r->dev.apis, (size_t)r->dev.napis * sizeof *apis);
		apis[r->dev.napis] = a->a;
		apis[r->dev.napis].called = 1;
		apis[r->dev.napis].begin = apis[r->dev.napis].end = UINT_MAX;
		apis[r->dev.napis].args_at = UINT_MAX;
		apis[r->dev.napis].name_end = 0;
		r->dev.apis = apis;
		r->dev.napis++;
	}
}

void
devfuncs_read_api(Dev *d, const DevApi *a)
{
	Ctx *c = d->c;
	int fn = fn_at(d, a->from), any;
	const char *name = api_names[a->a.fn], *text = NULL;

	if (fn < 0)
		return;
	const Fn *f = &d->fns[fn];
	int own = own_parallels(d, fn, a->a.begin, NULL, &any), level = one_level(f);
	switch (a->a.fn) {
	case API_THREAD_NUM:
	case API_NUM_THREADS:
		if (own || all_ctx(f, CX_ONE))
			text = a->a.fn == API_THREAD_NUM ? "0 /* omp_get_thread_num(): a team of one thread */"
			                                 : "1 /* omp_get_num_threads(): a team of one thread */";
		else if (a->a.fn == API_NUM_THREADS ? ctx_all(f, CX_PAR | CX_LOOP, 1)
		                                    : ctx_all(f, CX_PAR | CX_FIRST | CX_LOOP, 1)) {
			c->u->device_api = 1; /* the device header: the block's threads */
			list_in_loops(d, fn, a);
			return;
		} else if (all_ctx(f, CX_GRID)) {
			list_in_loops(d, fn, a);
			text = arena_printf("%s /* %s(): target parallel for: the grid's threads are its one "
			                    "team */",
			                    a->a.fn == API_THREAD_NUM ? API_GRID_THREAD : API_GRID_THREADS, name);
		}
		break;
	case API_LEVEL:
		if (level >= 0)
			text = arena_printf("%d /* omp_get_level() */", level + own);
		break;
	case API_TEAM_NUM:
	case API_NUM_TEAMS:
		if (ctx_all(f, CX_BLOCK | CX_LOOP | CX_DIST, 1)) {
			c->u->device_api = 1; /* the device header: the block's */
			list_in_loops(d, fn, a);
			return;
		} else if (all_ctx(f, CX_GRID)) {
			list_in_loops(d, fn, a);
			text = arena_printf("%d /* %s(): target parallel for has one team */",
			                    a->a.fn == API_NUM_TEAMS, name);
		}
		break;
	default:
		break;
	}
	if (!text) {
		diag_error(a->a.loc, "'%s' in a function called from a target region is not supported "
		                     "yet where its calls' contexts differ or do not give its value (the "
		                     "number of threads a num_threads or if clause gives; a call through "
		                     "a pointer): call it in the region",
		           name);
		return;
	}
	if (f->closure)
		diag_error(a->a.loc, "'%s' in a lambda called from a target region is not supported yet "
		                     "where its calls' context gives it a value of its own (a team of one "
		                     "thread, target parallel for's grid, the nesting level): call it in "
		                     "the region and pass the value",
		           name);
	else if (a->a.in_macro)
		shadow(d, fn, a, text);
	else
		edits_add(c, (Edit){a->a.begin, a->a.end, text, NULL, NULL, 0, 0, NULL, NULL, 0, 0, NULL});
}

