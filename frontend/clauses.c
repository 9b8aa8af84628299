/* Decodes the clauses of a supported directive into the Region: map list
 * items (map_items.c), variable lists and depend items (clause_lists.c),
 * reductions (reductions.c), and here the clauses with an expression or
 * a keyword: collapse, if, device, num_teams and thread_limit, schedule,
 * order, defaultmap, default, allocators.
 *
 * Expressions stay source text: they are copied into generated host code,
 * where the user's macros and declarations give them meaning.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pieces.h"

/* Does directive d have a leaf construct whose threads an if clause can
 * limit: parallel (OpenMP 5.2 10.1.1) or simd (10.4)? */
static int
has_thread_leaf(int d)
{
	return d == DIR_TP || d == DIR_TPF || d == DIR_TPF_SIMD || d == DIR_TTDPF ||
	       d == DIR_TTDPF_SIMD;
}

/* The if clauses that apply to the parallel or simd leaf, each a
 * condition for more than one thread per team: "(a) && (b)". */
static void
add_if_parallel(Region *r, const char *e)
{
	r->exec.if_parallel = r->exec.if_parallel ? arena_printf("(%s) && (%s)", r->exec.if_parallel, e) : e;
}

/* Does the directive on clause cl's line have a leaf named `leaf`? */
static int
line_has(const Clause *cl, const char *leaf)
{
	size_t n = strlen(leaf);

	for (const char *s = cl->line; s && (s = strstr(s, leaf)); s += n)
		if ((s == cl->line || s[-1] == ' ') && (!s[n] || s[n] == ' '))
			return 1;
	return !cl->line;
}

/* if([directive-name-modifier:] expr), OpenMP 5.2 3.4.  A target or data
 * modifier decides where the construct runs; a parallel or simd modifier
 * how many threads each team has: false, one (10.1.1; a simd loop with a
 * false if runs its iterations one at a time, 10.4).  Without a modifier
 * the clause applies to every leaf of its directive line that takes it
 * (3.4, 17.2): the target and the parallel or simd leaf, which the host
 * fallback then runs with one thread; of a target construct written
 * apart from the parallel one it holds (fuse.c), to the target alone, and
 * the parallel one's to its parallel leaf.  Other modifiers (teams) name
 * leaves whose if clauses omp2cuda does not read; clang rejects them on
 * these constructs.  On a parallel region nested in a kernel, the clause
 * is its parallel leaf's alone. */
static void
decode_if(Ctx *c, Region *r, const Clause *cl)
{
	Piece all = {cl->args, cl->args_at, strlen(cl->args)}, parts[2];
	int threads = has_thread_leaf(r->dir) && (line_has(cl, "parallel") || line_has(cl, "simd"));

	if (dir_is_parallel(r->dir)) {
		if (split(all, ':', parts, 2) == 2 && word_is(parts[0], "parallel"))
			all = parts[1];
		add_if_parallel(r, str(trim(all)));
		return;
	}

	if (split(all, ':', parts, 2) == 2 && strspn(str(parts[0]), "abcdefghijklmnopqrstuvwxyz _") ==
	                                             parts[0].n) {
		if (threads && (word_is(parts[0], "parallel") || word_is(parts[0], "simd")))
			add_if_parallel(r, str(trim(parts[1])));
		if (strncmp(str(parts[0]), "target", 6))
			return;
		all = parts[1];
	} else {
		if (threads)
			add_if_parallel(r, str(trim(all)));
		if (!line_has(cl, "target"))
			return;
	}
	(void)c;
	if (r->exec.if_expr) {
		diag_error(cl->loc, "two if clauses for the target construct");
		return;
	}
	r->exec.if_expr = str(trim(all));
}

/* nowait[(do_not_synchronize)] (OpenMP 6.0 17.6): a target task is
 * deferrable where the argument is true, evaluated when the construct is
 * met (Region.exec.nowait_expr); elsewhere the construct waits whatever the
 * argument, which nowait allows.  clang has checked the argument's type. */
static void
decode_nowait(Region *r, const char *a)
{
	int task = dir_has_kernel(r->dir) || dir_shape[r->dir] == SHAPE_STANDALONE;

	/* a worksharing loop in a target region keeps its barrier: nowait
	 * lets the threads go on without it (OpenMP 5.2 11.5), and they
	 * still may wait */
	if (r->dir == DIR_FOR)
		return;
	if (!*a) {
		r->exec.nowait = 1;
		return;
	}
	if (!task)
		return;
	r->exec.nowait = 1;
	r->exec.nowait_expr = str(trim((Piece){a, 0, strlen(a)}));
}

/* device([device_num:] expr), OpenMP 5.2 13.2.  The ancestor modifier
 * needs reverse offload, which omp2cuda does not do. */
static void
decode_device(Ctx *c, Region *r, const Clause *cl)
{
	Piece all = {cl->args, cl->args_at, strlen(cl->args)}, parts[2];

	(void)c;
	if (split(all, ':', parts, 2) == 2 && ident_len(parts[0]) == parts[0].n) {
		if (word_is(parts[0], "ancestor")) {
			diag_error(cl->loc, "device(ancestor: ...) is not supported: omp2cuda does not "
			                    "offload back to the host");
			return;
		}
		if (word_is(parts[0], "device_num"))
			all = parts[1];
	}
	r->exec.device = str(trim(all));
}

/* schedule([modifier[, modifier]:] kind[, chunk_size]), OpenMP 5.2
 * 11.5.3, and dist_schedule(static[, chunk_size]), 11.6.1.  The
 * monotonic and nonmonotonic modifiers constrain how dynamic schedules
 * hand out chunks, which omp2cuda hands out in order (monotonic, and a
 * nonmonotonic schedule may be monotonic); simd's chunk rounding is to a
 * multiple of the SIMD width, one here. */
static void
decode_schedule(Ctx *c, Region *r, const Clause *cl)
{
	static const char *const kinds[] = {"", "static", "dynamic", "guided", "auto", "runtime"};
	Piece all = {cl->args, cl->args_at, strlen(cl->args)}, parts[2], mods[4], args[3];
	Schedule *s = cl->kind == CL_SCHEDULE ? &r->exec.sched : &r->exec.dist;
	int n;

	if (split(all, ':', parts, 2) == 2) {
		n = split(parts[0], ',', mods, 4);
		for (int i = 0; i < n && i < 4; i++)
			if (!word_is(mods[i], "monotonic") && !word_is(mods[i], "nonmonotonic") &&
			    !word_is(mods[i], "simd"))
				diag_error(cx_loc(c, mods[i].at), "schedule modifier '%s' is not supported yet",
				           str(mods[i]));
		all = parts[1];
	}
	n = split(all, ',', args, 3);
	s->loc = cl->loc;
	s->kind = SCHED_NONE;
	for (int k = 1; k < 6; k++)
		if (word_is(args[0], kinds[k]))
			s->kind = k;
	if (s->kind == SCHED_NONE || n > 2 || (cl->kind == CL_DIST_SCHEDULE && s->kind != SCHED_STATIC)) {
		diag_error(cx_loc(c, args[0].at), "%s kind '%s' is not supported", clause_spelling[cl->kind],
		           str(args[0]));
		s->kind = SCHED_NONE;
		return;
	}
	s->chunk = n == 2 ? str(args[1]) : NULL;
	s->chunk_loc = n == 2 ? cx_loc(c, args[1].at) : cl->loc;
}

/* bind and order on loop constructs (OpenMP 5.2 11.7.1, 11.3): every
 * loop omp2cuda compiles may run its iterations in any order and at once,
 * which is what order(concurrent) allows; a loop bound to teams or to a
 * parallel region shares its iterations as the directive omp2cuda reads
 * it as.  bind(thread), each thread running every iteration, is not that
 * directive. */
static void
decode_order(const Clause *cl)
{
	Piece parts[2];
	int n = split((Piece){cl->args, cl->args_at, strlen(cl->args)}, ':', parts, 2);
	const char *what = str(trim(parts[n - 1]));

	if (cl->kind == CL_BIND && !strcmp(what, "thread"))
		diag_error(cl->loc, "bind(thread) is not supported yet: the loop's iterations would "
		           "each run on every thread");
	else if (cl->kind == CL_ORDER && strcmp(what, "concurrent"))
		diag_error(cl->loc, "order(%s) is not supported yet", what);
}

/* Is name one of the predefined allocators (OpenMP 5.2 6.2)? */
static int
predefined_allocator(const char *name)
{
	static const char *const names[] = {
		"omp_default_mem_alloc", "omp_large_cap_mem_alloc", "omp_const_mem_alloc",
		"omp_high_bw_mem_alloc", "omp_low_lat_mem_alloc",   "omp_cgroup_mem_alloc",
		"omp_pteam_mem_alloc",   "omp_thread_mem_alloc",    0,
	};

	for (int k = 0; names[k]; k++)
		if (!strcmp(name, names[k]))
			return 1;
	return 0;
}

/* uses_allocators(list) and allocate([allocator:] list), OpenMP 5.2
 * 6.8, 6.6.  With the predefined allocators, what they ask is where the
 * private copies of the list's variables live, and a region's private
 * copies live where omp2cuda puts them: registers or local memory for a
 * thread's, shared memory for a team's (a kernel has no other memory it
 * could allocate in, and a program cannot tell the difference).  A user
 * allocator with traits would need an allocator object on the device:
 * not supported yet. */
static void
decode_allocators(const Clause *cl)
{
	Piece all = {cl->args, cl->args_at, strlen(cl->args)}, parts[2];
	const char *name;

	if (cl->kind == CL_ALLOCATE) {
		if (split(all, ':', parts, 2) < 2)
			return; /* the default allocator */
		name = str(trim(parts[0]));
		if (!strncmp(name, "allocator(", 10) && name[strlen(name) - 1] == ')')
			name = arena_strndup(name + 10, strlen(name) - 11);
		if (!predefined_allocator(name))
			diag_error(cl->loc, "allocate clause with allocator '%s' is not supported yet: only "
			           "the predefined allocators", name);
		return;
	}
	for (const char *a = cl->args; *a;) {
		size_t n = strcspn(a, ",");
		name = str(trim((Piece){a, 0, n}));
		if (!predefined_allocator(name))
			diag_error(cl->loc, "uses_allocators(%s) is not supported yet: only the predefined "
			           "allocators", name);
		a += n + (a[n] == ',');
	}
}

/* defaultmap(implicit-behavior[: variable-category]), OpenMP 5.2 5.8.7;
 * without a category, every category.  What it changes is decided once
 * the region's variables are known (clauses_defaultmap). */
static void
decode_defaultmap(Ctx *c, Region *r, const Clause *cl)
{
	static const char *const behaviors[] = {"default", "alloc", "to", "from", "tofrom",
	                                        "firstprivate", "none", "present"};
	static const char *const cats[] = {"scalar", "aggregate", "pointer"};
	Piece all = {cl->args, cl->args_at, strlen(cl->args)}, parts[2];
	int n = split(all, ':', parts, 2), b = -1, cat = -1;

	for (int i = 0; i < 8; i++)
		if (word_is(parts[0], behaviors[i]))
			b = i;
	if (b < 0) {
		diag_error(cx_loc(c, parts[0].at), "defaultmap behavior '%s' is not supported",
		           str(parts[0]));
		return;
	}
	for (int i = 0; n == 2 && i < CAT_NUM; i++)
		if (word_is(parts[1], cats[i]))
			cat = i;
	if (n == 2 && cat < 0 && !word_is(parts[1], "all")) {
		diag_error(cx_loc(c, parts[1].at), "defaultmap category '%s' is not supported",
		           str(parts[1]));
		return;
	}
	for (int i = 0; i < CAT_NUM; i++)
		if (cat < 0 || cat == i) {
			r->data.defaultmap[i] = b;
			r->data.defaultmap_loc[i] = cl->loc;
		}
}

/* default(shared | none | firstprivate | private), OpenMP 5.2 5.4.1, on
 * the teams or parallel leaf, or a task.  shared is what these leaves do
 * without the clause; none only asks that every variable have an
 * attribute, which clang checks.  firstprivate and private give every
 * variable the construct names without an attribute a copy per team,
 * thread or task: done on a kernel region and on a task in one
 * (default_dsa.c, tasks.c); elsewhere in a kernel region, not yet. */
static void
decode_default(Ctx *c, Region *r, const Clause *cl)
{
	Piece arg = trim((Piece){cl->args, cl->args_at, strlen(cl->args)});
	int fp = word_is(arg, "firstprivate");

	if (word_is(arg, "shared") || word_is(arg, "none"))
		return;
	if ((fp || word_is(arg, "private")) && (dir_has_kernel(r->dir) || dir_is_task(r->dir))) {
		r->data.default_dsa = fp ? DEFAULT_FIRSTPRIVATE : DEFAULT_PRIVATE;
		r->data.default_loc = cx_loc(c, arg.at);
		return;
	}
	diag_error(cx_loc(c, arg.at), "default(%s) is not supported yet on '#pragma omp %s': list "
	           "the variables in a %s clause", str(arg), dir_spelling[r->dir], str(arg));
}

/* safelen(k) and simdlen(k) on a simd construct, OpenMP 5.2 10.4.  simdlen
 * is a hint.  safelen(k) promises only that iterations closer than k may
 * run at once: where the simd leaf's iterations are the threads' (target
 * simd, target teams distribute simd), one thread per team runs them in
 * order, as a false if(simd: ...) clause does.  Under a worksharing-loop
 * leaf (parallel for simd) each thread runs its own iterations in order
 * already; that the threads' iterations run at once is the loop's
 * schedule, which the program does not choose. */
static void
decode_simd_length(Ctx *c, Region *r, const Clause *cl)
{
	Piece arg = trim((Piece){cl->args, cl->args_at, strlen(cl->args)});
	long k;

	if (!clause_constant(c, str(arg), &k) || k < 1) {
		diag_error(cx_loc(c, arg.at), "%s argument '%s' must be a positive integer constant",
		           clause_spelling[cl->kind], str(arg));
		return;
	}
	if (cl->kind == CL_SAFELEN && r->exec.simd_alone)
		add_if_parallel(r, arena_printf("0 /* safelen(%ld): in order */", k));
}

static long
constant(Ctx *c, const char *text, Loc loc)
{
	long v;

	if (clause_constant(c, text, &v))
		return v;
	diag_error(loc, "collapse argument '%s' is not supported yet: write an integer constant "
	                "expression of file-scope names", text);
	return 1;
}

/* Capacities of a region's lists as clauses_decode fills them. */
typedef struct Caps {
	size_t map, red, addr, dep, inred, taskred, last, lin;
	Lists lists; /* lists.devptr: Region.device_ptrs */
} Caps;

/* A clause that lists variables or map items; 0 for another kind. */
static int
decode_items(Ctx *c, Region *r, const Clause *cl, Caps *k, const Clause **fp)
{
	switch (cl->kind) {
	case CL_MAP:
	case CL_TO:
	case CL_FROM:
		map_decode(c, r, cl, &k->map);
		return 1;
	case CL_REDUCTION:
		reductions_decode(c, r, cl, &k->red);
		return 1;
	case CL_IN_REDUCTION:
		reductions_decode_in(c, r, cl, &k->inred, &k->map);
		return 1;
	case CL_TASK_REDUCTION:
		reductions_decode_task(c, r, cl, &k->taskred);
		return 1;
	case CL_LASTPRIVATE:
		clauses_lastprivate(c, r, cl, &k->last, &k->map);
		return 1;
	case CL_LINEAR:
		clauses_linear(c, r, cl, &k->lin, &k->map);
		return 1;
	case CL_FIRSTPRIVATE:
	case CL_PRIVATE:
	case CL_SHARED:
	case CL_COPYPRIVATE:
		clauses_list(c, r, cl, &k->lists);
		if (cl->kind == CL_FIRSTPRIVATE && !*fp && dir_shape[r->dir] != SHAPE_SINGLE &&
		    dir_shape[r->dir] != SHAPE_INNER)
			*fp = cl; /* a kernel argument */
		return 1;
	case CL_IS_DEVICE_PTR:
	case CL_USE_DEVICE_PTR:
		clauses_device_ptrs(c, r, cl, &k->lists.devptr);
		return 1;
	case CL_HAS_DEVICE_ADDR:
	case CL_USE_DEVICE_ADDR:
		clauses_device_addrs(c, r, cl, &k->lists.devptr, &k->addr);
		return 1;
	case CL_DEPEND:
		clauses_depend(c, r, cl, &k->dep);
		return 1;
	default:
		return 0;
	}
}

/* num_teams, thread_limit and num_threads. */
static void
decode_bounds(Region *r, const Clause *cl, const char *a)
{
	if (strchr(a, ':')) {
		diag_error(cl->loc, "'%s' with a lower bound is not supported yet",
		           clause_spelling[cl->kind]);
		return;
	}
	if (cl->kind == CL_NUM_THREADS)
		r->exec.num_threads = str(trim((Piece){a, 0, strlen(a)}));
	if (cl->kind == CL_NUM_TEAMS)
		r->exec.num_teams = str(trim((Piece){a, 0, strlen(a)}));
	else if (!r->exec.thread_limit || cl->kind == CL_THREAD_LIMIT)
		r->exec.thread_limit = str(trim((Piece){a, 0, strlen(a)}));
}

/* A clause with an expression or a keyword argument. */
static void
decode_value(Ctx *c, Region *r, const Clause *cl, const char *a)
{
	switch (cl->kind) {
	case CL_COLLAPSE:
		r->exec.collapse = (int)constant(c, str(trim((Piece){a, 0, strlen(a)})), cl->loc);
		if (r->exec.collapse < 1 || r->exec.collapse > MAX_COLLAPSE) {
			diag_error(cl->loc, "collapse(%d) is out of range 1..%d", r->exec.collapse,
			           MAX_COLLAPSE);
			r->exec.collapse = 1;
		}
		break;
	case CL_FILTER:
		/* masked (OpenMP 5.2 10.5): each thread of the team evaluates it */
		r->exec.filter = str(trim((Piece){a, 0, strlen(a)}));
		break;
	case CL_IF:
		decode_if(c, r, cl);
		break;
	case CL_DEVICE:
		decode_device(c, r, cl);
		break;
	case CL_NUM_TEAMS:
	case CL_THREAD_LIMIT:
	case CL_NUM_THREADS:
		decode_bounds(r, cl, a);
		break;
	case CL_SCHEDULE:
	case CL_DIST_SCHEDULE:
		decode_schedule(c, r, cl);
		break;
	case CL_DEFAULTMAP:
		decode_defaultmap(c, r, cl);
		break;
	case CL_USES_ALLOCATORS:
	case CL_ALLOCATE:
		decode_allocators(cl);
		break;
	case CL_BIND:
	case CL_ORDER:
		decode_order(cl);
		break;
	case CL_DEFAULT:
		decode_default(c, r, cl);
		break;
	case CL_SAFELEN:
	case CL_SIMDLEN:
		decode_simd_length(c, r, cl);
		break;
	case CL_NONTEMPORAL:
		/* a hint that the accesses have no reuse (OpenMP 5.2
		 * 10.4.1): the loads and stores stay as written */
		break;
	case CL_ALIGNED:
		/* a promise about the addresses (OpenMP 5.2 5.11): the
		 * loads and stores stay as written, correct at any
		 * alignment */
		break;
	case CL_AFFINITY:
	case CL_UNTIED:
	case CL_MERGEABLE:
	case CL_PRIORITY:
	case CL_GRAINSIZE:
	case CL_NUM_TASKS:
	case CL_NOGROUP:
	case CL_FINAL:
		unreachable("task clause outside a task");
	default:
		unreachable("clause kind without a decoder");
	}
}

/* Is clause cl left to the task that runs in place, or an error? */
static int
skipped(const Region *r, const Clause *cl)
{
	if ((dir_is_task(r->dir) || r->exec.task_clauses) &&
	    (cl->kind == CL_DEPEND || (cl->kind == CL_IF && !r->exec.task_clauses) ||
	     (pragmas_task_clause(cl->kind) && cl->kind != CL_FINAL)))
		/* a task that runs in place, when it is met, on the thread
		 * that meets it (frontend/tasks.c): the undeferred task an
		 * if(false) clause asks for; creation order satisfies every
		 * dependence; the rest are hints or how a loop is cut */
		return 1;
	if (cl->kind == CL_FINAL) {
		diag_error(cl->loc, "clause 'final' is not supported yet on '#pragma omp %s' in a "
		           "target region", dir_spelling[r->dir]);
		return 1;
	}
	if (!cl->args) {
		diag_error(cl->loc, "clause '%s' needs an argument", clause_spelling[cl->kind]);
		return 1;
	}
	return 0;
}

void
clauses_decode(Ctx *c, Region *r)
{
	Caps k = {0};
	const Clause *fp = NULL;

	r->exec.collapse = 1;
	for (int i = 0; i < r->nclauses; i++) {
		const Clause *cl = &r->clauses[i];
		const char *a = cl->args ? cl->args : "";
		if (cl->kind == CL_NOWAIT) {
			decode_nowait(r, a);
			continue;
		}
		if (skipped(r, cl) || decode_items(c, r, cl, &k, &fp))
			continue;
		decode_value(c, r, cl, a);
	}
	reductions_map_pointers(r, &k.map);
	map_attached(r);
	if (dir_shape[r->dir] != SHAPE_STANDALONE || r->dir == DIR_TARGET_ENTER_DATA)
		map_merge(r);
	for (int i = 0; i < r->data.nmaps; i++)
		if (r->data.maps[i].stride && (r->exec.nowait || r->data.ndepends))
			diag_error(r->data.maps[i].loc, "strided section '%s' on a target update with nowait or "
			           "depend is not supported yet", r->data.maps[i].text);
	clauses_check_device_ptrs(r);
	if (fp)
		clauses_check_firstprivates(r, fp->loc);
	/* the runtime reads a linear item's start from its device copy
	 * before the launch, which a deferred one's maps may not have made */
	if (r->data.nlinears && r->exec.nowait)
		diag_error(r->data.linears[0].loc, "linear on a target construct with nowait is not "
		           "supported yet");
}
