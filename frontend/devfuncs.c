/* OpenMP constructs and device API calls in functions compiled for the
 * device (declare target functions, and every function a region calls).
 * The .cu file copies such a function once, as written; this pass makes
 * the edits (Unit.edits) that give its directives and API calls their
 * meaning there.  The host file keeps the function as written: the host
 * compiler runs its directives in the host fallback.
 *
 * A parallel construct in such a function runs with a team of one thread
 * (OpenMP 5.0 2.6.1: an implementation may give a parallel region fewer
 * threads than requested, and a parallel region nested in an active one
 * has one by default): its thread runs the statement itself.  So do the
 * worksharing constructs, simd loops, single, masked and master in it:
 * every loop iteration in order, barriers nothing.  Private and
 * firstprivate list items and the loop's iteration variables get their
 * own copies around the statement; lastprivate needs none (the thread
 * runs the last iteration); if, num_threads and schedule change nothing
 * for one thread.
 *
 * Outside its own parallel constructs the function's code runs in its
 * caller's context, which this pass works out from every call: kernel
 * code (a target region's thread, a teams region's initial threads, the
 * threads of a parallel region, of a nested one), and calls from other
 * such functions.  The constructs and routines that depend on it are
 * compiled where every call agrees:
 *   for, single, masked, master, barrier   every caller's team is one
 *                                          thread: as in a team of one;
 *                                          every call made by the threads
 *                                          of a parallel region on the
 *                                          block's threads (below): shared
 *                                          among them, a loop's iterations
 *                                          dealt round in chunks, single on
 *                                          thread 0, then the barrier
 *   distribute                             every call is in the team code
 *                                          of a teams region (OpenMP 5.0
 *                                          2.9.4.1): iteration k runs in
 *                                          team k % G (chunks of C with
 *                                          dist_schedule(static, C))
 *   omp_get_thread_num, _num_threads       0 and 1 where the team is one
 *                                          thread; threadIdx.x and
 *                                          blockDim.x where every call is
 *                                          made by the threads of a
 *                                          parallel region on the block's
 *                                          threads (met in the team's code
 *                                          of target teams, or of target
 *                                          holding parallel regions; no
 *                                          if or num_threads clause);
 *                                          omp_get_thread_num threadIdx.x
 *                                          also where num_threads gives
 *                                          such a region the block's first
 *                                          threads; the same in the loop of
 *                                          a combined teams distribute
 *                                          parallel loop, whose kernel then
 *                                          lists them as its own calls;
 *                                          the grid's thread in target
 *                                          parallel for's
 *   barrier                                __syncthreads() there: it binds
 *                                          to that parallel region (OpenMP
 *                                          5.2 15.3.1)
 *   omp_get_level                          the callers' level, where they
 *                                          agree, plus the function's own
 *                                          parallel constructs
 *   omp_get_team_num, _num_teams           the block, in kernels whose
 *                                          teams are blocks (and combined
 *                                          loops' and teams distribute
 *                                          loops', kept off warps); 0 and 1
 *                                          in target parallel for's loop
 * Atomic constructs bind to every thread (frontend/atomics.c reads them:
 * the same atomic operation in every context); task and taskgroup
 * constructs run in place in every context (dev_tasks.c).
 * Anything else is an error: a function whose address is taken may be
 * called from anywhere, and so may a virtual function's override.
 * Functions defined in their class (member functions, friends) are read
 * as functions are (devfuncs_method), their calls through member access,
 * operators and constructors as calls (captures.c use_method_call).  A
 * lambda written in region code runs where it is called: the functions it
 * calls get its call sites' contexts too, and a device API call in it,
 * which lowering answers where it is written, is an error where a call
 * site's context differs (lambda_apis).
 */
#include <limits.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#include "devfuncs.h"

void
devfuncs_call(Ctx *c, const Region *r, unsigned from, unsigned at, CXCursor fn, int called)
{
	CXCursor def = clang_getCursorDefinition(fn);
	DevCall k = {r, from, at, 0, called};

	if (clang_Cursor_isNull(def))
		return;
	cx_extent(def, &k.callee, &(unsigned){0});
	VEC_PUSH(c->devcalls, c->ndevcalls, c->capdevcalls, k);
}

void
devfuncs_api(Ctx *c, unsigned from, ApiCall a)
{
	DevApi d = {from, a};

	VEC_PUSH(c->devapis, c->ndevapis, c->capdevapis, d);
}

/* A function defined in its class (a member function, a friend) or a
 * lambda's body [b, e) that device code calls: it comes with its class's
 * copy (a lambda's, cxx_closures.c: a struct of generated text, which no
 * edit reaches), not as a decl of its own; its calls, constructs and API
 * calls are read as a function's. */
void
devfuncs_method(Ctx *c, unsigned b, unsigned e, CXCursor body, int closure)
{
	for (size_t i = 0; i < c->ndevmethods; i += 4)
		if (c->devmethods[i] == b)
			return;
	unsigned m[4] = {b, e, cx_offset(clang_getCursorLocation(body)) + 1, (unsigned)closure};
	for (int i = 0; i < 4; i++)
		VEC_PUSH(c->devmethods, c->ndevmethods, c->capdevmethods, m[i]);
}

/* A call at offset at of the lambda whose body begins at offset callee. */
void
devfuncs_call_closure(Ctx *c, const Region *r, unsigned from, unsigned at, unsigned callee)
{
	DevCall k = {r, from, at, callee, 1};

	VEC_PUSH(c->devcalls, c->ndevcalls, c->capdevcalls, k);
}

/* A call at offset at of region r's code of the lambda whose call
 * operator def is, where the lambda is written in that code. */
void
devfuncs_lambda_call(Ctx *c, const Region *r, CXCursor def, unsigned at)
{
	LambdaCall k = {r, 0, 0, at};

	cx_extent(def, &k.begin, &k.end);
	if (k.begin >= r->src.stmt_begin && k.end <= r->src.stmt_end)
		VEC_PUSH(c->lambda_calls, c->nlambda_calls, c->caplambda_calls, k);
}

/* Adds context x to s; returns whether it was new. */
static int
ctx_add(CtxSet *s, int x)
{
	int had = ctx_has(s, x);

	s->w[x / 64] |= 1ull << (x % 64);
	return !had;
}

/* Is region in, the innermost region of kernel region k around some
 * code, a parallel region whose threads are the block's first threads
 * (lowering/team.c CTX_PARALLEL): met in the team's code of target teams
 * or of target holding parallel regions (which lowering/lower.c compiles
 * with the team's code on thread 0, and whose teams are blocks), without
 * an if clause?  Without num_threads too, they are all the block's
 * threads (NTHREADS_BLOCK). */
static int
block_threads(const Region *k, const Region *in)
{
	return in && in->dir == DIR_PARALLEL && in->parent == k &&
	       (k->dir == DIR_TT || k->dir == DIR_TP) && !in->exec.if_parallel;
}

/* The context of kernel code at offset at of kernel region k. */
static int
region_ctx(const Unit *u, const Region *k, unsigned at)
{
	int level = dir_shape[k->dir] == SHAPE_LOOP;
	const Region *in = NULL; /* the innermost region of k around it */

	for (int i = 0; i < u->nregions; i++) {
		const Region *r = u->regions[i], *up = r->parent;
		if (r == k || at < r->src.stmt_begin || at >= r->src.stmt_end)
			continue;
		while (up && up != k)
			up = up->parent;
		if (!up)
			continue;
		if (!in || r->src.stmt_begin > in->src.stmt_begin)
			in = r;
		level += dir_is_parallel(r->dir);
	}
	int solo = 0; /* parallel constructs its thread runs alone around it */
	for (int i = 0; i < k->dev.nsolos; i++)
		solo += k->dev.solos[2 * i] <= at && at < k->dev.solos[2 * i + 1];
	level += solo;
	if (solo)
		in = k; /* (not the kernel's own code) */
	int loop = dir_shape[k->dir] == SHAPE_LOOP && !in;
	int grid = k->dir == DIR_TPF || k->dir == DIR_TPF_SIMD;

	return (level > CX_LEVEL ? CX_LEVEL : level) | (level != 1 ? CX_ONE : 0) |
	       (loop && !grid ? CX_LOOP : 0) |
	       (loop && grid && k->exec.sched.kind == SCHED_NONE ? CX_GRID : 0) |
	       (k->dir == DIR_TTD && !in ? CX_DIST : 0) |
	       (k->dir == DIR_TT && !k->teams.one_team && !in ? CX_TEAMS : 0) |
	       (k->dir == DIR_TT || k->dir == DIR_TARGET || k->dir == DIR_TP ? CX_BLOCK : 0) |
	       (block_threads(k, in) ? (in->exec.thread_limit ? CX_FIRST : CX_PAR) : 0);
}

/* The context of code of a function called in context x, inside n of
 * its own parallel regions (any: inside some construct of its own). */
static int
inner_ctx(int x, int n, int any)
{
	int level = (x & CX_LEVEL) + n;

	if (level > CX_LEVEL)
		level = CX_LEVEL;
	return level | (n ? CX_ONE : x & CX_ONE) |
	       (any ? 0 : x & (CX_TEAMS | CX_PAR | CX_FIRST | CX_LOOP | CX_GRID | CX_DIST)) |
	       (x & CX_BLOCK);
}

/* Every function's calling contexts, to a fixed point. */
static void
propagate(Dev *d)
{
	Ctx *c = d->c;
	int changed = 1;

	for (size_t i = 0; i < c->ndevcalls; i++) {
		const DevCall *k = &c->devcalls[i];
		int to = fn_at(d, k->callee);
		if (to >= 0 && k->from == UINT_MAX) /* a virtual function's override */
			d->fns[to].unknown = 1;
		if (to < 0 || !k->r)
			continue;
		if (!k->called)
			d->fns[to].unknown = 1;
		else
			ctx_add(&d->fns[to].ctxs, region_ctx(c->u, k->r, k->at));
		for (size_t j = 0; j < c->nlambda_calls && k->called; j++) {
			const LambdaCall *l = &c->lambda_calls[j];
			if (l->r == k->r && l->begin <= k->at && k->at < l->end)
				ctx_add(&d->fns[to].ctxs, region_ctx(c->u, k->r, l->at));
		}
	}
	while (changed) {
		changed = 0;
		for (size_t i = 0; i < c->ndevcalls; i++) {
			const DevCall *k = &c->devcalls[i];
			int to = fn_at(d, k->callee), from = fn_at(d, k->from), any;
			if (to < 0 || k->r || from < 0)
				continue;
			Fn *t = &d->fns[to];
			const Fn *f = &d->fns[from];
			int n = own_parallels(d, from, k->at, NULL, &any);
			for (int x = 0; x < CX_N; x++)
				if (ctx_has(&f->ctxs, x))
					changed |= ctx_add(&t->ctxs, inner_ctx(x, n, any));
			int unknown = t->unknown | f->unknown | !k->called;
			changed |= unknown != t->unknown;
			t->unknown = unknown;
		}
	}
}

/* Calls from function to function, as pairs of indices in d->fns. */
typedef struct Edge {
	int from, to;
} Edge;

/* Depth-first from function i (state: 0 unseen, 1 on the path, 2 done):
 * the function a call back onto the path reaches, or -1. */
static int
cycle_from(const Edge *e, int ne, unsigned char *state, int i)
{
	state[i] = 1;
	for (int j = 0; j < ne; j++) {
		if (e[j].from != i)
			continue;
		if (state[e[j].to] == 1)
			return e[j].to;
		if (state[e[j].to] == 0) {
			int r = cycle_from(e, ne, state, e[j].to);
			if (r >= 0)
				return r;
		}
	}
	state[i] = 2;
	return -1;
}

/* The first device function that recurses or whose address is taken:
 * its stack cannot be bounded at compile time (ptxas: "Stack size for
 * entry function cannot be statically determined"), and the runtime
 * gives such a module's kernels a larger stack (runtime/device.c). */
static void
find_deep_stack(Dev *d)
{
	Unit *u = d->c->u;
	unsigned char *state = arena_alloc((size_t)d->nfns + 1);
	Edge *e = arena_alloc((d->c->ndevcalls + 1) * sizeof *e);
	int ne = 0;

	for (size_t i = 0; i < d->c->ndevcalls; i++) {
		const DevCall *k = &d->c->devcalls[i];
		int f = k->r ? -1 : fn_at(d, k->from), t = fn_at(d, k->callee);
		if (f >= 0 && t >= 0)
			e[ne++] = (Edge){f, t};
	}
	memset(state, 0, (size_t)d->nfns + 1);
	for (int i = 0; i < d->nfns; i++) {
		int r = state[i] ? -1 : cycle_from(e, ne, state, i);
		if (r >= 0) {
			u->deep_stack = "recurses";
			u->deep_stack_loc = cx_loc(d->c, d->fns[r].at);
			return;
		}
	}
	for (size_t i = 0; i < d->c->ndevcalls; i++) {
		const DevCall *k = &d->c->devcalls[i];
		int t = fn_at(d, k->callee);
		if (t >= 0 && !k->called && k->from != UINT_MAX) { /* (not an override) */
			u->deep_stack = "has its address taken";
			u->deep_stack_loc = cx_loc(d->c, d->fns[t].at);
			return;
		}
	}
}

static int
construct_kind(const char *name)
{
	static const char *const ws[] = {"for", "for simd", "single", "master", "masked", "barrier"};

	if (!strcmp(name, "parallel") || !strcmp(name, "parallel for") ||
	    !strcmp(name, "parallel for simd"))
		return K_PARALLEL;
	for (size_t i = 0; i < sizeof ws / sizeof *ws; i++)
		if (!strcmp(name, ws[i]))
			return K_WS;
	if (!strcmp(name, "simd"))
		return K_SIMD;
	if (!strcmp(name, "distribute") || !strcmp(name, "distribute simd") ||
	    !strcmp(name, "distribute parallel for") || !strcmp(name, "distribute parallel for simd"))
		return K_DIST;
	return K_OTHER;
}

/* The functions compiled for the device, and the directives in them. */
static void
collect(Dev *d, const Pragma *ps, int n)
{
	const Unit *u = d->c->u;
	size_t fcap = 0, ccap = 0;

	for (int i = 0; i < u->ndecls; i++) {
		const DeviceDecl *dd = &u->decls[i];
		if (dd->function && !dd->global && dd->body) {
			Fn f = {dd->at, dd->at + (unsigned)strlen(dd->text), dd->at + dd->body, {{0}}, 0, {0}, 0};
			VEC_PUSH(d->fns, d->nfns, fcap, f);
		}
	}
	for (size_t i = 0; i < d->c->ndevmethods; i += 4) {
		const unsigned *m = &d->c->devmethods[i];
		Fn f = {m[0], m[1], m[2], {{0}}, 0, {0}, (int)m[3]};
		VEC_PUSH(d->fns, d->nfns, fcap, f);
	}
	for (int i = 0; i < n; i++) {
		Con k = {&ps[i], fn_at(d, ps[i].begin), construct_kind(ps[i].name),
		         strstr(ps[i].name, "parallel") != NULL, ps[i].end, ps[i].end,
		         clang_getNullCursor(), NULL};
		if (k.fn < 0 || !strcmp(ps[i].name, "allocate") || !strcmp(ps[i].name, "atomic"))
			continue; /* allocate.c drops an allocate directive; atomics.c
			             reads atomic constructs */
		if (strcmp(ps[i].name, "barrier")) {
			Node *st = scan_stmt_after(d->c, ps[i].end);
			if (!st || st->begin >= d->fns[k.fn].end)
				continue; /* clang has reported it */
			k.sb = scan_stmt_text_begin(d->c, ps[i].end); /* with loop hints */
			k.se = cx_stmt_end(d->c, st->cursor);
			k.stmt = st->cursor;
		}
		VEC_PUSH(d->cons, d->ncons, ccap, k);
	}
}

/* The loop nest of a construct, outermost first: its n for statements. */
static int
loop_nest(CXCursor s, CXCursor *loops, int n, Loc loc)
{
	for (int i = 0; i < n; i++) {
		CXCursor k[4];
		int nk;
		while (clang_getCursorKind(s) == CXCursor_CompoundStmt && cx_children(s, k, 2) == 1)
			s = k[0];
		if (clang_getCursorKind(s) != CXCursor_ForStmt) {
			diag_error(loc, "the loop nest of this directive is not supported yet in a function "
			                "called from a target region");
			return 0;
		}
		loops[i] = s;
		nk = cx_children(s, k, 4);
		s = k[nk - 1];
	}
	return 1;
}

/* The variable a for statement's init assigns, declared before it; or
 * a null cursor when the init declares it. */
static CXCursor
loop_var(CXCursor loop)
{
	CXCursor k[4], e[2];

	if (cx_children(loop, k, 4) < 1 || clang_getCursorKind(k[0]) != CXCursor_BinaryOperator ||
	    cx_children(k[0], e, 2) < 1)
		return clang_getNullCursor();
	CXCursor lhs = cx_strip(e[0]);
	if (clang_getCursorKind(lhs) != CXCursor_DeclRefExpr)
		return clang_getNullCursor();
	return clang_getCursorReferenced(lhs);
}

/* Clauses whose meaning a team of one thread (or a team's share of a
 * distribute loop) does not give as written. */
static int
clauses_ok(Ctx *c, const Con *k)
{
	static const char *const no[] = {"reduction", "linear", "allocate", "copyin", "lastprivate"};
	Loc loc = cx_loc(c, k->p->begin);

	for (size_t i = 0; i < sizeof no / sizeof *no; i++) {
		/* a thread alone runs the last iteration, and combines its
		 * reduction copies alone: but teams do not */
		if ((!strcmp(no[i], "lastprivate") || !strcmp(no[i], "reduction")) && k->kind != K_DIST)
			continue;
		if (pragmas_has_clause(c, k->p, no[i])) {
			diag_error(loc, "'%s' on '#pragma omp %s' in a function called from a target "
			                "region is not supported yet",
			           no[i], k->p->name);
			return 0;
		}
	}
	return 1;
}

/* The loops' iteration variables declared before them: private in a
 * worksharing or distribute loop (OpenMP 5.0 2.19.1.1); a simd loop's
 * is linear, and its last value stays (one thread runs every
 * iteration).  *body: the body of the innermost loop. */
static const char *
loop_copies(Ctx *c, const Con *k, CXCursor *body)
{
	const char *decls = "", *args = pragmas_clause_args(c, k->p, "collapse", 0);
	Loc loc = cx_loc(c, k->p->begin);
	long n = 1;
	CXCursor loops[8];

	if (args && (!frontend_constant(c, args, &n) || n < 1 || n > 8)) {
		diag_error(loc, "collapse(%s) in a function called from a target region is not "
		                "supported yet",
		           args);
		return "";
	}
	if (!loop_nest(k->stmt, loops, (int)n, loc))
		return "";
	CXCursor kids[4];
	int nk = cx_children(loops[n - 1], kids, 4);
	*body = kids[nk - 1];
	int simd = strstr(k->p->name, "simd") != NULL;
	for (int i = 0; i < n; i++) {
		CXCursor v = loop_var(loops[i]);
		if (clang_Cursor_isNull(v))
			continue;
		const char *name = cx_take_string(clang_getCursorSpelling(v));
		if (simd && k->kind == K_DIST) {
			diag_error(loc, "the iteration variable '%s' of '#pragma omp %s', declared before "
			                "the loop, in a function called from a target region is not "
			                "supported yet: declare it in the loop",
			           name, k->p->name);
			continue;
		}
		if ((!simd || n > 1) && !copies_named_private(c, k->p, name)) /* else clause_copies declares it */
			decls = arena_printf("%s%s", decls, copies_private_decl(v, name, loc));
	}
	return decls;
}

/* A worksharing construct of a function every call of which is made by
 * the threads of a parallel region on the block's threads (CX_PAR): what
 * it shares among them needs no combining of their copies. */
static int
team_clauses_ok(Ctx *c, const Con *k)
{
	static const char *const no[] = {"reduction", "lastprivate", "ordered", "copyprivate"};
	const char *sched = pragmas_clause_args(c, k->p, "schedule", 0);
	Loc loc = cx_loc(c, k->p->begin);

	for (size_t i = 0; i < sizeof no / sizeof *no; i++)
		if (pragmas_has_clause(c, k->p, no[i])) {
			diag_error(loc, "'%s' on '#pragma omp %s' in a function called by the threads of a "
			                "parallel region is not supported yet",
			           no[i], k->p->name);
			return 0;
		}
	if (sched && strstr(sched, "static") && !strchr(sched, ',')) {
		diag_error(loc, "schedule(static) without a chunk size on '#pragma omp %s' in a function "
		                "called by the threads of a parallel region is not supported yet",
		           k->p->name);
		return 0;
	}
	return 1;
}

/* The guard that shares construct k among the block's threads: a loop's
 * iterations dealt round the threads in chunks (of the schedule clause's
 * chunk size, else 1: the default schedule is the implementation's),
 * single's statement to thread 0, masked's to the filter's thread; the
 * barrier after it is edit_construct's. */
static const char *
team_share(Ctx *c, const Con *k, CXCursor body)
{
	const char *sched = pragmas_clause_args(c, k->p, "schedule", 0);
	const char *chunk = sched && strchr(sched, ',') ? strchr(sched, ',') + 1 : NULL;
	const char *filter = pragmas_clause_args(c, k->p, "filter", 0);
	unsigned bb, be;

	if (!strcmp(k->p->name, "single"))
		return "if (threadIdx.x == 0) ";
	if (!strcmp(k->p->name, "masked") || !strcmp(k->p->name, "master"))
		return filter ? arena_printf("if (threadIdx.x == (unsigned)(%s)) ", filter)
		              : "if (threadIdx.x == 0) ";
	if (clang_Cursor_isNull(body))
		return "";
	cx_extent(body, &bb, &be);
	edits_wrap(c, pragmas_stmt_begin(c, k->sb, bb), cx_stmt_end(c, body),
	           chunk ? arena_printf("if (o2c_wk++ / (unsigned long long)(%s) %% blockDim.x == "
	                                "threadIdx.x) { ", chunk)
	                 : "if (o2c_wk++ % blockDim.x == threadIdx.x) { ",
	           " }");
	return "unsigned long long o2c_wk = 0; ";
}

/* The edits of one construct: its directive becomes a comment, and the
 * copies its statement needs are in braces around the statement (a
 * wrap: frontend/edits.c); a distribute loop's body is in a guard that
 * runs the team's iterations, another. */
static void
edit_construct(Dev *d, const Con *k, const char *why, int team)
{
	Ctx *c = d->c;
	const Pragma *p = k->p;
	const char *open = "", *outer = "", *close = "";
	int braces = 0;
	CXCursor body = clang_getNullCursor();

	if (!clauses_ok(c, k) || (team && !team_clauses_ok(c, k)))
		return;
	const char *combine = "", *results = "";
	open = copies_clause(c, k->p, "private", &outer, &braces);
	open = arena_printf("%s%s", open, copies_clause(c, k->p, "firstprivate", &outer, &braces));
	open = arena_printf("%s%s", open, copies_reduction(c, k->p, &outer, &combine));
	if (*combine)
		results = copies_reduction_results(c, k->p);
	if (strstr(p->name, "for") || strstr(p->name, "simd") || k->kind == K_DIST)
		open = arena_printf("%s%s", open, loop_copies(c, k, &body));
	if (!strcmp(p->name, "masked") && pragmas_clause_args(c, p, "filter", 0))
		/* the thread whose number the filter gives: 0 alone */
		open = arena_printf("%sif ((%s) == 0) ", open, pragmas_clause_args(c, p, "filter", 0));
	if (k->kind == K_DIST && !clang_Cursor_isNull(body)) {
		const char *chunk = pragmas_clause_args(c, p, "dist_schedule", 0);
		const char *sched = chunk ? strchr(chunk, ',') : NULL;
		if (chunk && !sched) {
			diag_error(cx_loc(c, p->begin), "dist_schedule(static) without a chunk size in a "
			                                "function called from a target region is not "
			                                "supported yet");
			return;
		}
		open = arena_printf("%sunsigned long long o2c_dk = 0; ", open);
		unsigned bb, be;
		cx_extent(body, &bb, &be);
		edits_wrap(c, pragmas_stmt_begin(c, k->sb, bb), cx_stmt_end(c, body),
		           sched ? arena_printf("if (o2c_dk++ / (%s) %% gridDim.x == blockIdx.x) { ",
		                                sched + 1)
		                 : "if (o2c_dk++ % gridDim.x == blockIdx.x) { ",
		           " }");
	}
	if (team)
		open = arena_printf("%s%s", open, team_share(c, k, body));
	if (*open || braces || *outer || team) {
		open = arena_printf("{ %s%s%s", outer, *outer ? "{ " : "", open);
		close = *outer ? arena_printf("%s }%s }", combine, results) : " }";
	}
	if (team && strcmp(p->name, "masked") && strcmp(p->name, "master") &&
	    !pragmas_has_clause(c, p, "nowait"))
		close = arena_printf("%s o2c_barrier();", close);
	const char *text = arena_printf("/* #pragma omp %s: %s */", p->name, why);
	for (unsigned i = p->begin; i < p->end; i++)
		if (c->u->src[i] == '\n')
			text = arena_printf("%s\n", text);
	edits_add(c, (Edit){p->begin, p->end, text, NULL, NULL, 0, k->host != NULL, k->host, NULL, 0,
	                    0, NULL});
	if (*close) /* before loop hints: at the end of the directive's line */
		edits_wrap(c, c->u->src[k->sb] == '#' ? p->end : k->sb, k->se, open, close);
}

/* A barrier of a function every call of which is made by the threads of
 * a parallel region on the block's threads (CX_PAR): it binds to that
 * region (OpenMP 5.2 15.3.1), whose barrier is __syncthreads().  Every
 * thread of the team meets it or none does (15.3.1), so every thread of
 * the block does. */
static void
edit_block_barrier(Ctx *c, const Pragma *p)
{
	const char *text = "o2c_barrier(); /* #pragma omp barrier: every call is made by the "
	                   "threads of a parallel region, the block's threads */";

	for (unsigned i = p->begin; i < p->end; i++)
		if (c->u->src[i] == '\n')
			text = arena_printf("%s\n", text);
	edits_add(c, (Edit){p->begin, p->end, text, NULL, NULL, 0, 0, NULL, NULL, 0, 0, NULL});
}

static void
read_construct(Dev *d, const Con *k)
{
	Ctx *c = d->c;
	const Fn *f = &d->fns[k->fn];
	Loc loc = cx_loc(c, k->p->begin);
	int any, own = own_parallels(d, k->fn, k->p->begin, k, &any);

	switch (k->kind) {
	case K_PARALLEL:
		edit_construct(d, k, "a team of one thread", 0);
		break;
	case K_SIMD:
		edit_construct(d, k, "one thread runs every iteration", 0);
		break;
	case K_WS:
		if (own || all_ctx(f, CX_ONE))
			edit_construct(d, k, own ? "in a team of one thread" : "every call's team is one "
			                                                       "thread", 0);
		else if (!strcmp(k->p->name, "barrier") && all_ctx(f, CX_PAR))
			edit_block_barrier(c, k->p);
		else if (all_ctx(f, CX_PAR))
			edit_construct(d, k, "every call is made by the threads of a parallel region, the "
			                     "block's threads, which share it", 1);
		else
			diag_error(loc, "'#pragma omp %s' outside a parallel construct of its function, in "
			                "a function called from a parallel region of several threads (or "
			                "through a pointer), is not supported yet",
			           k->p->name);
		break;
	case K_DIST:
		if (!any && all_ctx(f, CX_TEAMS))
			edit_construct(d, k, "iterations dealt to the teams", 0);
		else
			diag_error(loc, "'#pragma omp %s' in a function called from a target region: "
			                "every call must be in the code of a teams region, outside its "
			                "other constructs (distribute binds to the innermost teams region, "
			                "OpenMP 5.0 2.9.4.1)",
			           k->p->name);
		break;
	default:
		if (!strcmp(k->p->name, "unroll") || !strcmp(k->p->name, "tile"))
			loop_transform_read(c, k->p); /* the loops as written */
		else if (!strcmp(k->p->name, "task") || !strcmp(k->p->name, "taskgroup"))
			dev_tasks_read(d, k); /* run in place, in any context */
		else
			diag_error(loc, "'#pragma omp %s' in a function called from a target region is "
			                "not supported yet",
			           k->p->name);
	}
}

/* Construct p of kind `kind` in the code of a kernel region, its
 * statement read into *k and its edits made (unless another instance of
 * a template's code made them already): 0 when clang has reported it. */
static int
nested_construct(Ctx *c, const Pragma *p, int kind, Con *k, const char *why, const char *host)
{
	Dev d = {c, NULL, 0, NULL, 0};
	Node *st = scan_stmt_after(c, p->end);

	*k = (Con){p, -1, construct_kind(p->name), 1, p->end, p->end, clang_getNullCursor(), host};
	if (kind == K_SIMD && !strcmp(p->name, "loop"))
		k->kind = K_SIMD; /* a loop construct its thread runs alone */
	if (!st || k->kind != kind)
		return 0;
	k->sb = pragmas_stmt_begin(c, p->end, st->begin);
	k->se = cx_stmt_end(c, st->cursor);
	k->stmt = st->cursor;
	for (int i = 0; i < c->u->nedits; i++)
		if (c->u->edits[i].begin == p->begin && c->u->edits[i].end == p->end)
			return 1; /* read before, for another instantiation of a template */
	edit_construct(&d, k, why, 0);
	return 1;
}

/* A simd construct p in the code of a kernel region: the thread that
 * meets it runs every iteration, as in a function called from a region
 * (edit_construct: its private and reduction copies, its loop's
 * variables); the host fallback keeps the directive. */
void
devfuncs_nested_simd(Ctx *c, const Pragma *p)
{
	Con k;

	nested_construct(c, p, K_SIMD, &k, "one thread runs every iteration", NULL);
}

/* A loop construct p in the body of a loop a kernel's threads share (a
 * combined loop, teams loop), or in a target region's code, which one
 * thread runs: it binds to the thread that meets it (OpenMP 5.2 11.7: no
 * enclosing parallel or teams region is its binding one there; a
 * worksharing construct may not be closely nested in that loop), which
 * runs every iteration, as in a simd construct; bind(thread) says so.
 * Another bind is an error. */
void
devfuncs_nested_loop(Ctx *c, const Pragma *p)
{
	const char *bind = pragmas_clause_args(c, p, "bind", 0);
	Con k;

	if (bind && strcmp(bind, "thread")) {
		diag_error(cx_loc(c, p->begin), "'#pragma omp loop bind(%s)' in the body of a loop that "
		           "a kernel's threads share is not supported yet: it binds to the thread "
		           "there (bind(thread))", bind);
		return;
	}
	/* the host fallback's copy says so too: g++ asks for a bind clause on a
	 * loop construct no construct encloses */
	nested_construct(c, p, K_SIMD, &k, "one thread runs every iteration: the loop binds to it",
	                 bind || p->op ? NULL
	                               : arena_printf("%s bind(thread)%s", cx_text(c, p->begin, p->text_end),
	                                              cx_text(c, p->text_end, p->end)));
}

/* A distribute construct p in the sequential part of a teams region:
 * each team's initial thread runs the iterations dealt to its team (a
 * team is a block there), as in a function called from that code
 * (edit_construct: a guard around the loop's body).  The loop's code is
 * the team's code, compiled as such: its device API calls, its atomic
 * and critical constructs, and its parallel regions, which the block's
 * threads run (emit_teams.c), each thread running the loop and the
 * guard too; the copies and the guard are wraps (frontend/edits.c),
 * which hold whatever is printed apart.  Its private and firstprivate
 * copies would then be each thread's, where they are the team's. */
void
devfuncs_nested_distribute(Ctx *c, const Pragma *p)
{
	Node *st = scan_stmt_after(c, p->end);
	unsigned se;
	Con k;

	if (!st)
		return; /* clang has reported it */
	se = cx_stmt_end(c, st->cursor);
	for (int i = 0; i < c->nps; i++) {
		const Pragma *in = &c->ps[i];
		if (in->begin < p->end || in->begin >= se || in->dir < 0 || !dir_is_parallel(in->dir))
			continue;
		const char *clause = pragmas_has_clause(c, p, "private")        ? "private"
		                     : pragmas_has_clause(c, p, "firstprivate") ? "firstprivate"
		                                                                : NULL;
		if (clause) {
			diag_error(cx_loc(c, p->begin), "'%s' on '#pragma omp %s' in a teams region "
			           "whose loop holds '#pragma omp %s' (line %u) is not supported yet: "
			           "every thread of the team runs the loop, and each would have its own "
			           "copy", clause, p->name, in->name, cx_loc(c, in->begin).line);
			return;
		}
	}
	nested_construct(c, p, K_DIST, &k, "iterations dealt to the teams", NULL);
}

/* A parallel construct p in the loop body of a kernel region whose
 * threads each run loop iterations (target teams distribute parallel
 * for, target parallel for): a parallel region nested in an active one,
 * which runs with a team of one thread (OpenMP 5.2 12.1: max-active-
 * levels-var is 1), compiled as in a function called from a region;
 * r->dev.solos keeps its extent for the device API calls in it. */
void
devfuncs_nested_parallel(Ctx *c, const Pragma *p, Region *r)
{
	Con k;

	if (!nested_construct(c, p, K_PARALLEL, &k,
	                      "nested in a parallel region: a team of one thread", NULL))
		return; /* clang has reported it */
	unsigned *solos = arena_alloc((size_t)(r->dev.nsolos + 1) * 2 * sizeof *solos);
	if (r->dev.nsolos)
		memcpy(solos, r->dev.solos, (size_t)r->dev.nsolos * 2 * sizeof *solos);
	solos[2 * r->dev.nsolos] = k.sb;
	solos[2 * r->dev.nsolos + 1] = k.se;
	r->dev.solos = solos;
	r->dev.nsolos++;
}

static int
by_begin(const void *pa, const void *pb)
{
	const DevApi *a = pa, *b = pb;

	return a->a.begin < b->a.begin ? -1 : a->a.begin > b->a.begin;
}

/* A device API call in a lambda written in region code answers where
 * the lambda is written (lowering/team.c); where a call of the lambda is
 * in another context (a nested parallel region, a team of one), it has
 * no one answer. */
static void
lambda_apis(Ctx *c)
{
	for (size_t i = 0; i < c->nlambda_calls; i++) {
		const LambdaCall *l = &c->lambda_calls[i];
		if (region_ctx(c->u, l->r, l->begin) == region_ctx(c->u, l->r, l->at))
			continue;
		Loc at = cx_loc(c, l->at);
		for (int k = 0; k < l->r->dev.napis; k++) {
			const ApiCall *a = &l->r->dev.apis[k];
			if (a->called || api_anywhere(a->fn) || a->begin < l->begin || a->begin >= l->end)
				continue;
			diag_error(a->loc, "'%s' in a lambda called where its answer differs from where the "
			                   "lambda is written (the call at %u:%u) is not supported yet: call it "
			                   "where the lambda is called and pass the value",
			           api_names[a->fn], at.line, at.col);
		}
	}
}

void
devfuncs_read(Ctx *c, const Pragma *ps, int n)
{
	Dev d = {c, NULL, 0, NULL, 0};

	collect(&d, ps, n);
	lambda_apis(c);
	propagate(&d);
	find_deep_stack(&d);
	if (c->ndevapis)
		qsort(c->devapis, c->ndevapis, sizeof *c->devapis, by_begin);
	/* in source order, for the messages */
	size_t a = 0;
	for (int i = 0; i < d.ncons; i++) {
		for (; a < c->ndevapis && c->devapis[a].a.begin < d.cons[i].p->begin; a++)
			devfuncs_read_api(&d, &c->devapis[a]);
		read_construct(&d, &d.cons[i]);
	}
	for (; a < c->ndevapis; a++)
		devfuncs_read_api(&d, &c->devapis[a]);
	devfuncs_shadow_edits(&d);
}
