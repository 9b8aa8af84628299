/* The front end's entry point: parse a C file twice with libclang (see
 * internal.h), print clang's diagnostics in clang's format and stop on
 * errors, then build one Region per supported target directive.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cxx.h"
#include "pieces.h"

/* A directive line as written, continuation lines joined and comments
 * left out. */
static void
line_text(Ctx *c, const Pragma *p, Buf *out)
{
	Buf b = {0};
	const char *s = c->text, *e;
	unsigned end = p->text_end;

	for (unsigned i = p->text_begin; i < end; i++) {
		if (s[i] == '\\' && (s[i + 1] == '\n' || (s[i + 1] == '\r' && s[i + 2] == '\n'))) {
			i += s[i + 1] == '\r' ? 3 : 2;
			while (i < end && (s[i] == ' ' || s[i] == '\t'))
				i++;
			buf_put(&b, " ", 1);
			i--;
		} else if (s[i] == '/' && s[i + 1] == '*') {
			e = strstr(s + i + 2, "*/");
			i = e && (unsigned)(e - s) + 2 <= end ? (unsigned)(e - s) + 1 : end;
			buf_put(&b, " ", 1);
		} else if (s[i] == '/' && s[i + 1] == '/') {
			break;
		} else if (s[i] != '\r') {
			buf_put(&b, s + i, 1);
		}
	}
	while (b.len && (b.s[b.len - 1] == ' ' || b.s[b.len - 1] == '\t'))
		b.s[--b.len] = 0;
	if (b.len)
		buf_put(out, b.s, b.len);
}

/* The directive as written: generated code quotes it inside comments.
 * One a _Pragma operator gives reads as the '#pragma' line it stands
 * for; a split construct read as the combined one (fuse.c) as its lines
 * joined by " + ". */
static const char *
pragma_text(Ctx *c, const Pragma *p)
{
	Buf b = {0};

	line_text(c, p, &b);
	for (const Pragma *q = p->fused; q; q = q->fused) {
		buf_puts(&b, " + ");
		line_text(c, q, &b);
	}
	return b.s;
}

/* Is offset at inside region r: in its statement, or in the lines
 * between its directive and its statement, where directives that apply
 * to the statement are (parallel, then single, then the block)? */
static int
inside(const Region *r, unsigned at)
{
	return r->src.pragma_end <= at && at < r->src.stmt_end;
}

/* The innermost region around offset at: a target data region or a host
 * construct with a statement (taskgroup, task), or with kernel set, a
 * region compiled to a kernel. */
static Region *
enclosing(Unit *u, unsigned at, int kernel)
{
	Region *best = NULL;

	for (int i = 0; i < u->nregions; i++) {
		Region *r = u->regions[i];
		int want = kernel ? dir_has_kernel(r->dir)
		                  : dir_shape[r->dir] == SHAPE_DATA || dir_shape[r->dir] == SHAPE_HOST;
		if (want && inside(r, at))
			best = r;
	}
	return best;
}

/* The innermost kernel region or region nested in one (a parallel
 * region, a worksharing loop, a single or masked construct) around
 * offset at. */
static Region *
innermost(Unit *u, unsigned at)
{
	Region *best = NULL;

	for (int i = 0; i < u->nregions; i++) {
		Region *r = u->regions[i];
		if ((dir_has_kernel(r->dir) || dir_shape[r->dir] == SHAPE_INNER ||
		     dir_shape[r->dir] == SHAPE_SINGLE) && inside(r, at))
			best = r;
	}
	return best;
}

/* <stem>_<line>, and in a function template the instantiation's
 * suffix: <stem>_<line>_float. */
static const char *
region_name(Unit *u, Loc loc, const Instance *inst)
{
	const char *name = arena_printf("%s_%u", u->stem, loc.line);

	if (strcmp(loc.file, u->path)) /* a line of an included file */
		name = arena_printf("%s_%s_%u", u->stem, tu_stem(loc.file), loc.line);
	if (inst)
		name = arena_printf("%s%s", name, inst->suffix);

	for (int i = 0; i < u->nregions; i++)
		if (!strcmp(u->regions[i]->name, name))
			return arena_printf("%s_%u", name, loc.col);
	return name;
}

/* target parallel is a target region whose one team runs a parallel
 * region (OpenMP 5.2 17.2, 13.8): the teams scheme compiles it, the
 * parallel region being a region of its own nested in the target one,
 * with the same directive and statement.  Clauses stay on the target
 * region, which decides what they mean: the parallel region takes its
 * private list (a copy per thread). */
static void
combined_parallel(Unit *u, Region *r, size_t *cap)
{
	Region *in = arena_alloc(sizeof *in);

	*in = *r;
	in->id = u->nregions;
	in->dir = DIR_PARALLEL;
	in->parent = r;
	in->name = region_name(u, r->loc, r->inst);
	in->exec.combined = 1;
	in->nclauses = in->data.nmaps = in->data.nreductions = in->data.ndevice_ptrs = 0;
	in->data.nfirstprivates = in->ncaps = in->uses.nattaches = in->uses.nconsts = 0;
	in->data.ndevice_addrs = in->exec.nowait = in->data.depend = in->data.ndepends = 0;
	in->exec.thread_limit = in->exec.num_threads = in->exec.num_teams = in->exec.if_expr = in->exec.if_parallel = NULL;
	in->exec.device = in->exec.nowait_expr = NULL;
	VEC_PUSH(u->regions, u->nregions, *cap, in);
}

/* Lines between a directive and its statement that the host file can
 * keep in place (frontend/between.c): those of a kernel region, or of
 * any region of a template's instance, whose statement is its loop or
 * its body, its directive a '#pragma' line. */
static int
between_kept(const Ctx *c, const Region *r, const Pragma *p)
{
	return (dir_has_kernel(r->dir) || c->inst) && !p->op && !p->outer_end;
}

/* Does a macro's invocation begin at offset at? */
static int
expansion_at(Ctx *c, unsigned at)
{
	for (size_t i = 0; i < c->nexpansions; i++)
		if (c->expansions[i].begin == at)
			return 1;
	return 0;
}

/* The statement of a directive, its extent in r; NULL for a standalone
 * directive, or after an error. */
static Node *
read_stmt(Ctx *c, const Pragma *p, Region *r)
{
	/* a data or host construct's copy keeps the lines between its
	 * directive and its statement, but not one copy per instance of a
	 * template (conditionals they open or close would pair up once):
	 * printed once, before the instances' branches, as a kernel
	 * region's (emit_pp_lines) */
	int keep_lines = (dir_shape[r->dir] == SHAPE_DATA || dir_shape[r->dir] == SHAPE_HOST) &&
	                 !c->inst;
	Node *stmt;
	unsigned code, from;
	int cond, nested;

	if (dir_shape[r->dir] == SHAPE_STANDALONE || r->dir == DIR_TASKWAIT) {
		r->src.stmt_begin = r->src.stmt_end = r->src.body_begin = r->src.body_end = p->end;
		r->src.stmt_loc = r->src.body_loc = cx_loc(c, p->end);
		return NULL;
	}
	stmt = scan_stmt_after(c, p->end);
	code = cx_code_after(c, p->end, &cond);
	if (!stmt && !expansion_at(c, code)) {
		diag_error(r->loc, "'#pragma omp %s' must be followed by a statement", p->name);
		return NULL;
	}
	/* a loop a macro writes (`FOR(i, n) { body }`) is read from the AST,
	 * its body from the file (loops_read); other statements are copied */
	if (!stmt || stmt->begin != code || (cx_in_macro(stmt->cursor) && !dir_is_loop(r->dir))) {
		diag_error(cx_loc(c, code), "the statement of '#pragma omp %s' is not supported yet: it "
		                            "must be written out, not expanded from a macro", p->name);
		return NULL;
	}
	/* target teams followed by parallel, target parallel followed by for,
	 * target followed by single: the region's statement is the nested
	 * construct, its directive included (the host fallback copies it) */
	nested = r->dir == DIR_TT || r->dir == DIR_TP || r->dir == DIR_TARGET;
	from = !nested ? stmt->begin : cond ? between_nested(c, p->end, stmt->begin)
	                                    : cx_skip_space(c, p->end);
	if (cond && !keep_lines && between_kept(c, r, p)) {
		if (!between_read(c, p, from, r))
			return NULL;
	} else if (cond && !keep_lines && !conditionals_only(c, p->end, from)) {
		/* the host fallback copies the statement alone; conditional
		 * lines, which every copy leaves out, may stand between */
		diag_error(cx_loc(c, cx_skip_space(c, p->end)), "preprocessor lines between '#pragma omp "
		           "%s' and its statement are not supported yet", p->name);
		return NULL;
	}
	/* a target data region (or host construct) holds the construct right
	 * after its directive, and any lines between; other regions hold
	 * their statement (pragmas between, like GCC ivdep, are left out) */
	r->src.stmt_begin = keep_lines ? cx_skip_space(c, p->end) : from;
	r->src.block = r->src.stmt_begin == stmt->begin &&
	               clang_getCursorKind(stmt->cursor) == CXCursor_CompoundStmt;
	r->src.body_begin = stmt->begin;
	r->src.stmt_end = r->src.body_end = cx_stmt_end(c, stmt->cursor);
	r->src.stmt_loc = r->src.body_loc = cx_loc(c, stmt->begin);
	r->src.outer_end = p->outer_end;
	return stmt;
}

/* A region's identity: id, location, directive text, name, enclosing
 * region and function; 0 after an error. */
static int
read_head(Ctx *c, const Pragma *p, Region *r)
{
	Unit *u = c->u;
	CXCursor fn, scope;

	r->id = u->nregions;
	r->loc = cx_loc(c, p->begin);
	r->dir = p->dir;
	r->exec.simd_alone = (p->dir == DIR_TPF_SIMD || p->dir == DIR_TTDPF_SIMD) && !strstr(p->name, " for");
	r->pragma = pragma_text(c, p);
	r->src.pragma_begin = p->begin;
	r->src.pragma_end = p->end;
	r->src.from_operator = p->op != NULL;
	r->exec.distribute = p->distribute;
	r->src.as_written = p->as_written;
	r->parent = dir_shape[p->dir] == SHAPE_INNER || dir_shape[p->dir] == SHAPE_SINGLE
	                    ? innermost(u, p->begin)
	                    : enclosing(u, p->begin, 0);
	r->src.clauses_at = p->op ? p->end : p->clauses_at;
	for (const int *l = pragmas_leaves(p->name); l && l < pragmas_leaves(p->name) + MAX_LEAVES;
	     l++)
		r->exec.task_clauses |= *l == DIR_KTASKLOOP;
	r->inst = c->inst ? c->inst->in : NULL;
	r->name = region_name(u, r->loc, r->inst);
	if (!cxx_region_at(c, p->begin, p->name, r->loc))
		return 0;
	if (!scan_function_at(c, p->begin, &fn)) {
		diag_error(r->loc, "'#pragma omp %s' outside a function", p->name);
		return 0;
	}
	scope = cxx_templates_host_scope(c->inst ? c->inst->tmpl : fn);
	r->src.func_begin = cxx_decl_begin(c, scope);
	r->src.func_loc = cx_loc(c, r->src.func_begin);
	r->src.ns_open = cxx_namespaces_open(scope, &r->src.ns_close);
	r->src.usings = cxx_block_usings(c, fn, p->begin);
	return 1;
}

/* taskwait, taskgroup, and a host task with depend, outside target
 * regions: the host compiler keeps them, and the host file adds the
 * completion of deferred target tasks (codegen/emit_host.c).  A taskwait
 * with nowait (OpenMP 5.1), which the host compiler does not take, is
 * written out as a task (frontend/dispatch.c). */
static void
read_host_sync(Ctx *c, const Pragma *p, size_t *cap)
{
	Region *r = arena_alloc(sizeof *r);

	if (!read_head(c, p, r))
		return;
	if (!read_stmt(c, p, r) && r->dir != DIR_TASKWAIT)
		return;
	r->data.depend = pragmas_has_clause(c, p, "depend");
	VEC_PUSH(c->u->regions, c->u->nregions, *cap, r);
}

/* The leaves after the first of combined construct p, read as region
 * r (frontend/pragmas.c): each a region nested in the one before, with
 * the same statement, whose directive is where that statement starts
 * (nothing of the host file's or the kernel's text).  The clauses stay
 * on r: a private or firstprivate copy the parallel region makes is the
 * one a master leaf runs with, and a taskloop copies again what its
 * enclosing constructs privatize (frontend/tasks.c). */
static void
read_leaves(Ctx *c, const Pragma *p, Region *r, Region *outer, size_t *cap)
{
	const int *leaves = pragmas_leaves(p->name);

	for (int k = 1; leaves && k < MAX_LEAVES && leaves[k] >= 0; k++) {
		Region *l = arena_alloc(sizeof *l);
		*l = *r;
		l->id = c->u->nregions;
		l->dir = leaves[k];
		l->parent = r;
		l->name = region_name(c->u, r->loc, r->inst);
		l->src.pragma_begin = l->src.pragma_end = l->src.clauses_at = r->src.stmt_begin;
		l->exec.combined = l->dev.has_barrier = l->exec.nowait = l->exec.task_clauses = 0;
		l->src.leaf = 1;
		l->nclauses = l->data.nmaps = l->data.nreductions = l->data.nprivates = l->data.nfirstprivates = 0;
		l->data.nshareds = l->data.nlastprivates = l->data.nlinears = l->data.ncopyprivates = l->uses.ntask_firsts = 0;
		l->exec.num_threads = l->exec.thread_limit = l->exec.if_parallel = NULL;
		if (l->dir != DIR_MASKED)
			l->exec.filter = NULL;
		VEC_PUSH(c->u->regions, c->u->nregions, *cap, l);
		binding_read(c, l, outer);
		r = l;
	}
}

/* A linear item that is an associated loop's variable takes each
 * iteration's value already, and after the loop the sequential loop's
 * (OpenMP 5.0 2.19.4.6, 2.19.1.1): it is lastprivate's case (Loop.last). */
static void
linear_loop_vars(Region *r)
{
	size_t cap = (size_t)r->data.nlastprivates;
	int n = 0;

	for (int i = 0; i < r->data.nlinears; i++) {
		int k = 0;
		while (k < r->nloops && strcmp(r->loops[k].var, r->data.linears[i].var->name))
			k++;
		if (k < r->nloops)
			VEC_PUSH(r->data.lastprivates, r->data.nlastprivates, cap, r->data.linears[i].var);
		else
			r->data.linears[n++] = r->data.linears[i];
	}
	r->data.nlinears = n;
}

static int
named_private(const Region *r, const char *name)
{
	for (int i = 0; i < r->data.nprivates; i++)
		if (!strcmp(r->data.privates[i]->name, name))
			return 1;
	return 0;
}

/* A simd construct's loop variables declared before it are linear (one
 * loop) or lastprivate (several), OpenMP 5.2 5.1.1: after the loop each
 * holds the sequential loop's last value, unless a private clause names
 * it (which 5.1.1 allows).  The region is a target
 * construct, written as one directive, whose lastprivate items are
 * mapped back (5.8.9, as gcc does for these too) unless a map clause names
 * them to the device only: lastprivate's case (Loop.last).  Of split
 * constructs, one no clause maps is the target construct's firstprivate
 * copy. */
static void
simd_loop_vars(Ctx *c, Region *r)
{
	size_t cap = (size_t)r->data.nlastprivates;

	if (r->dir != DIR_TTDPF_SIMD && r->dir != DIR_TPF_SIMD)
		return;
	for (int k = 0; k < r->nloops; k++) {
		Var *v = NULL;
		int to_only = 0;
		if (r->loops[k].declared || named_private(r, r->loops[k].var))
			continue; /* a private clause names it: private, not lastprivate */
		for (int i = 0; i < r->data.nmaps; i++) {
			const MapItem *m = &r->data.maps[i];
			if (m->var && !m->member && !m->ndims && !strcmp(m->var->name, r->loops[k].var)) {
				v = m->var;
				to_only |= !(m->type & MAP_FROM);
			}
		}
		if (!v && r->src.outer_end)
			continue; /* target's firstprivate copy (split constructs, as gcc) */
		if (!v && (v = clause_var(c, r, r->loops[k].var, r->src.pragma_begin))) {
			size_t mapcap = (size_t)r->data.nmaps;
			clauses_implicit_map(r, v, r->loops[k].loc, MAP_TOFROM, &mapcap);
		}
		if (v && !to_only && !var_listed(r->data.lastprivates, r->data.nlastprivates, v))
			VEC_PUSH(r->data.lastprivates, r->data.nlastprivates, cap, v);
	}
}

/* A linear item the loop's body never names would get no copy and its
 * original no value after the loop. */
static void
linear_named(const Region *r)
{
	for (int i = 0; i < r->data.nlinears; i++) {
		int k = 0;
		while (k < r->ncaps && r->caps[k] != r->data.linears[i].var)
			k++;
		if (k == r->ncaps)
			diag_error(r->data.linears[i].loc, "linear of '%s', which the loop's body does not "
			           "name, is not supported yet", r->data.linears[i].var->name);
	}
}

/* Read the region of directive p; NULL after an error. */
static Region *
read_region(Ctx *c, const Pragma *p, size_t *cap)
{
	Unit *u = c->u;
	Region *r = arena_alloc(sizeof *r);
	Node *stmt = NULL;

	if (!read_head(c, p, r))
		return NULL;
	if (!(stmt = read_stmt(c, p, r)) && dir_shape[r->dir] != SHAPE_STANDALONE)
		return NULL;
	pragmas_clauses(c, p, r);
	clauses_decode(c, r);
	if (r->data.ndirect && stmt)
		direct_reductions_read(c, r, stmt->cursor);
	if ((r->teams.one_team = p->one_team))
		r->exec.num_teams = "1";
	if (dir_is_loop(r->dir))
		loops_read(c, r, stmt->cursor);
	if (r->dir == DIR_PARALLEL_FOR)
		preloads_read(c, r, stmt->cursor, clang_getNullCursor());
	linear_loop_vars(r);
	simd_loop_vars(c, r);
	for (int i = 0; i < r->data.nlastprivates; i++)
		for (int k = 0; k < r->nloops; k++)
			r->loops[k].last |= !strcmp(r->data.lastprivates[i]->name, r->loops[k].var);
	if (dir_shape[r->dir] == SHAPE_INNER || dir_shape[r->dir] == SHAPE_SINGLE)
		private_uses_read(c, r, stmt->cursor);
	if (dir_has_kernel(r->dir)) {
		captures_read(c, r, stmt->cursor);
		arrays_read(c, r, stmt->cursor);
		access_read(c, r, stmt->cursor);
		names_read(c, r, stmt->cursor);
		known_args_read(c, r, p->begin, stmt->cursor);
		rows_read(c, r, stmt->cursor);
		if (dir_is_loop(r->dir)) {
			inner_lanes_read(c, r, stmt->cursor);
			own_cols_read(c, r, stmt->cursor);
			body_loops_read(c, r, stmt->cursor);
			chains_read(c, r, stmt);
			pivots_read(c, r, stmt);
			batches_read(c, r, stmt);
			steps_read(c, r, stmt);
		}
		if (r->exec.collapse == 2)
			gemm_read(c, r, stmt->cursor);
		linear_named(r);
		divisors_read(c, r, stmt->cursor); /* after every other pass's edits of its code */
		for (int i = 0; i < r->data.nlinears; i++)
			captures_names(c, r, r->data.linears[i].step, r->src.pragma_begin, r->data.linears[i].loc,
			               "linear");
		if (r->exec.sched.chunk)
			captures_names(c, r, r->exec.sched.chunk, r->src.pragma_begin, r->exec.sched.chunk_loc,
			               "schedule");
		if (r->exec.dist.chunk)
			captures_names(c, r, r->exec.dist.chunk, r->src.pragma_begin, r->exec.dist.chunk_loc,
			               "dist_schedule");
	}
	VEC_PUSH(u->regions, u->nregions, *cap, r);
	if (r->dir == DIR_TP) {
		combined_parallel(u, r, cap);
		private_uses_read(c, u->regions[u->nregions - 1], stmt->cursor);
	}
	return r;
}

/* Device code's malloc, free, new and delete take the device's own heap;
 * under unified_shared_memory, whose runtime page-locks the program's
 * memory for the GPU (runtime/usm.c), kernels that allocate there fault
 * or hang: refused until they run. */
static void
requires_heap(Ctx *c)
{
	if ((c->u->requires & 1) && c->u->device_heap.line)
		diag_error(c->u->device_heap, "allocation on the device heap (malloc, free, new or delete "
		                              "in device code) in a program that requires "
		                              "unified_shared_memory is not supported yet");
}

/* A requires directive (OpenMP 5.2 8.2): what every device must do for
 * the program.  atomic_default_mem_order sets the memory order of the
 * atomic constructs after it that name none (atomics.c; the host
 * compiler reads the directive too).  dynamic_allocators promises that
 * regions may call the allocator routines: omp2cuda reports every call
 * it does not compile, so the promise holds for what it accepts.
 * unified_shared_memory and unified_address go to the runtime, which
 * makes host memory reachable by the GPU and lets unmapped pointers keep
 * their host values (Unit.requires; runtime/usm.c, docs/usm.md).
 * reverse_offload is not supported. */
static void
read_requires(Ctx *c, const Pragma *p, size_t *dtcap)
{
	const char *order = pragmas_clause_args(c, p, "atomic_default_mem_order", 0);
	int unified = 0;
	char word[16];

	if (pragmas_has_clause(c, p, "reverse_offload"))
		diag_error(cx_loc(c, p->begin),
		           "'#pragma omp requires reverse_offload' is not supported yet");
	if (pragmas_has_clause(c, p, "unified_shared_memory"))
		unified = 1 | 2;
	if (pragmas_has_clause(c, p, "unified_address"))
		unified |= 2;
	if (unified && order)
		diag_error(cx_loc(c, p->begin), "write atomic_default_mem_order in a requires "
		                                "directive of its own: the host compiler reads it, "
		                                "and omp2cuda removes unified_shared_memory and "
		                                "unified_address from the host file");
	if (unified) /* the host compiler has nothing to do for them */
		VEC_PUSH(c->u->declare_target, c->u->ndeclare_target, *dtcap,
		         ((DeclareTarget){p->begin, p->end, pragma_text(c, p), NULL}));
	c->u->requires |= unified;
	if (order && sscanf(order, " %15[a-z_]", word) == 1)
		c->atomic_default = arena_strdup(word);
}

/* A loop construct (OpenMP 5.2 11.7) or a distribute parallel for in a
 * target region, as the directive omp2cuda compiles: bound to a teams
 * region, the teams divide the iterations and each team's threads share
 * its part (distribute parallel for); bound to a parallel region, its
 * threads share them (for, with the barrier at its end, which a program
 * cannot tell from none: the loop's iterations complete before the
 * region goes on); bound to the thread, the thread runs them in order, as
 * the loop is written, a schedule OpenMP allows.  Its binding is the bind
 * clause's, or the innermost enclosing region's (11.7.1).  Returns 0 for
 * a directive that compiles as no directive. */
static int
loop_binding(Ctx *c, Pragma *p, const Region *outer, const Region *in)
{
	const char *bind = pragmas_clause_args(c, p, "bind", 0);
	char word[16] = "";
	int teams = in == outer && dir_shape[outer->dir] == SHAPE_TEAMS && outer->dir != DIR_TP;

	if (!strcmp(p->name, "distribute parallel for")) {
		p->dir = teams ? DIR_PARALLEL_FOR : -1;
		p->distribute = teams;
		return 1;
	}
	p->as_written = 1;
	if (bind && sscanf(bind, " %15[a-z]", word) == 1)
		bind = word;
	if (bind && !strcmp(bind, "thread")) {
		if (pragmas_has_clause(c, p, "private") || pragmas_has_clause(c, p, "lastprivate"))
			diag_error(cx_loc(c, p->begin), "'#pragma omp loop bind(thread)' with private or "
			           "lastprivate is not supported yet");
		return 0;
	}
	if (bind ? !strcmp(bind, "teams") : teams) {
		p->dir = teams ? DIR_PARALLEL_FOR : -1;
		p->distribute = teams;
	} else {
		p->dir = DIR_FOR;
	}
	return 1;
}

/* The capacities of the lists read_regions fills, and the regions whose
 * atomics and syncs it reads now. */
typedef struct Reading {
	size_t cap, dtcap, compares_cap, atomics_cap, syncs_cap;
	Region *atomics_of, *syncs_of;
	int checked;          /* the regions checked so far */
} Reading;

/* Check the regions read so far that end before offset at (all with
 * last): once their nested regions and atomics are read, so that
 * messages come in source order. */
static void
check_regions(Ctx *c, Reading *g, unsigned at, int last)
{
	for (; g->checked < c->u->nregions &&
	       (last || c->u->regions[g->checked]->src.stmt_end <= at);
	     g->checked++) {
		Region *r = c->u->regions[g->checked];
		default_dsa_apply(c, r);
		map_implicit(c, r);
		defaultmap_apply(c, r);
		map_pointers_check(c, r);
		defaultmap_check_scalars(c, r);
		addrs_collect(c, r);
		if (dir_shape[r->dir] == SHAPE_TEAMS)
			teams_read(c, r);
	}
}

/* Directive p inside target region outer, in the innermost region in. */
static void
read_nested(Ctx *c, Reading *g, Pragma *p, Region *outer, Region *in)
{
	Region *r;

	if (dir_shape[outer->dir] == SHAPE_TEAMS && in == outer &&
	    (p->dir == DIR_PARALLEL_FOR || p->dir == DIR_PARALLEL)) {
		if ((r = read_region(c, p, &g->cap)))
			read_leaves(c, p, r, outer, &g->cap);
	}
	else if (p->dir == DIR_FOR && in &&
	         (in->dir == DIR_PARALLEL ||
	          (in->dir == DIR_SCOPE && in->parent && in->parent->dir == DIR_PARALLEL))) {
		if (read_region(c, p, &g->cap))
			binding_read(c, c->u->regions[c->u->nregions - 1], outer);
		region_team(in)->dev.has_barrier = 1; /* the loop's implicit one */
	} else if (binding_claims(in, p)) {
		/* single, masked, master, parallel regions in parallel ones */
		if (binding_check(c, outer, in, p) && (r = read_region(c, p, &g->cap))) {
			binding_read(c, r, outer);
			read_leaves(c, p, r, outer, &g->cap);
		}
	}
	else if (!strcmp(p->name, "atomic")) {
		if (g->atomics_of != outer)
			g->atomics_cap = outer->dev.natomics;
		g->atomics_of = outer;
		atomics_read(c, outer, p, &g->atomics_cap);
	} else if (!strcmp(p->name, "barrier") || !strcmp(p->name, "critical") ||
	           !strcmp(p->name, "flush") || !strcmp(p->name, "taskwait")) {
		if (g->syncs_of != outer)
			g->syncs_cap = outer->dev.nsyncs;
		g->syncs_of = outer;
		syncs_read(c, outer, in, p, &g->syncs_cap);
	}
	else if (!strcmp(p->name, "nothing")) {
		/* OpenMP 5.2 8.4: no effect; the kernel and the host fallback
		 * keep it as a comment (a loop nest's intervening code may hold
		 * it, where g++ would count it as code) */
		edits_directive(c, p->begin, p->end, "/* #pragma omp nothing */", 1);
	} else if (!strcmp(p->name, "unroll") || !strcmp(p->name, "tile")) {
		loop_transform_read(c, p);
	} else if (!strcmp(p->name, "taskyield")) {
		/* OpenMP 5.2 15.2: a task scheduling point; a kernel's tasks
		 * run where they are met, so there is nothing to switch to */
		edits_directive(c, p->begin, p->end, "/* #pragma omp taskyield */", 0);
	} else if (!strcmp(p->name, "simd")) {
		devfuncs_nested_simd(c, p); /* one thread runs its iterations */
		captures_directive(c, outer, p);
	} else if (!strcmp(p->name, "loop") && in == outer &&
	           (dir_shape[outer->dir] == SHAPE_LOOP ||
	            (dir_shape[outer->dir] == SHAPE_SERIAL && !p->op))) {
		/* the thread of the loop's iteration, or of the target region */
		devfuncs_nested_loop(c, p);
		captures_directive(c, outer, p);
	} else if (!strcmp(p->name, "distribute") && dir_shape[outer->dir] == SHAPE_TEAMS && in == outer) {
		devfuncs_nested_distribute(c, p); /* each team's initial thread, its share */
		captures_directive(c, outer, p);
	} else if (p->dir >= 0 && dir_is_parallel(p->dir) && in == outer && dir_shape[outer->dir] == SHAPE_LOOP) {
		/* each thread of the loop runs it alone (devfuncs.c) */
		devfuncs_nested_parallel(c, p, outer);
		captures_directive(c, outer, p);
	}
	else if (p->dir >= 0 && dir_is_parallel(p->dir))
		/* OpenMP allows the nesting; omp2cuda's threads run only the
		 * teams' parallel regions and those nested in them */
		diag_error(cx_loc(c, p->begin), "'#pragma omp %s' nested in '#pragma omp %s' is not "
		                                "supported yet: a parallel region is, directly in a "
		                                "'#pragma omp target teams' region and in the parallel "
		                                "regions nested in one", p->name,
		           dir_spelling[(in ? in : outer)->dir]);
	else
		diag_error(cx_loc(c, p->begin), "'#pragma omp %s' inside a target region is not "
		                                "supported yet", p->name);
}

/* The host file keeps directive p as a comment. */
static void
host_comment(Ctx *c, Reading *g, const Pragma *p)
{
	VEC_PUSH(c->u->declare_target, c->u->ndeclare_target, g->dtcap,
	         ((DeclareTarget){p->begin, p->end, pragma_text(c, p), NULL}));
}

/* Directive ps[i] outside every target region. */
static void
read_outside(Ctx *c, Reading *g, Pragma *ps, int i)
{
	Pragma *p = &ps[i];
	Loc loc = cx_loc(c, p->begin);
	Region *r;

	if (!strcmp(p->name, "declare target") || !strcmp(p->name, "begin declare target") ||
	    !strcmp(p->name, "end declare target"))
		/* functions regions call are compiled for the device anyway */
		host_comment(c, g, p);
	else if (!strcmp(p->name, "declare mapper"))
		/* mappers.c gives the map items of constructs; the host
		 * compiler sees the directive as a comment */
		host_comment(c, g, p);
	else if (!strcmp(p->name, "declare variant")) {
		/* selectors.c: calls in device code choose */
		if (selectors_host_hides(c, p->begin))
			host_comment(c, g, p);
	} else if (!strcmp(p->name, "dispatch"))
		dispatch_read(c, p, pragma_text(c, p), &g->dtcap);
	else if (!strcmp(p->name, "interop"))
		interop_read(c, p, pragma_text(c, p), &g->dtcap);
	else if (!strcmp(p->name, "requires"))
		read_requires(c, p, &g->dtcap);
	else if (!strcmp(p->name, "atomic"))
		atomics_host(c, p, &g->compares_cap);
	else if (!strcmp(p->name, "assumes") || !strcmp(p->name, "begin assumes") ||
	         !strcmp(p->name, "end assumes"))
		/* assumptions (OpenMP 5.1 8.3), which nothing here relies on;
		 * gcc 12 rejects end assumes: the host file has comments */
		host_comment(c, g, p);
	else if (!strcmp(p->name, "tile")) /* it reorders iterations; gcc 12 ignores it */
		diag_error(loc, "'#pragma omp tile' is not supported yet");
	else if (p->is_target && p->dir < 0)
		diag_error(loc, "'#pragma omp %s' is not supported yet", p->name);
	else if (p->is_target) {
		if ((r = read_region(c, p, &g->cap)) && r->data.nin_reductions)
			taskred_check(c, r, ps, i);
		if (r)
			selectors_check_region(c, p, r);
	}
	else if (p->dir == DIR_TASKWAIT && pragmas_has_clause(c, p, "nowait"))
		dispatch_taskwait_nowait(c, p, pragma_text(c, p), &g->dtcap);
	else if (p->dir == DIR_TASKWAIT || p->dir == DIR_TASKGROUP ||
	         (p->dir == DIR_TASK && pragmas_has_clause(c, p, "depend")))
		read_host_sync(c, p, &g->cap);
}

/* Directive ps[i], in a region or outside all. */
static void
read_directive(Ctx *c, Reading *g, Pragma *ps, int i)
{
	Region *outer = enclosing(c->u, ps[i].begin, 1);
	Region *in = innermost(c->u, ps[i].begin);

	if (outer && (!strcmp(ps[i].name, "loop") ||
	              !strcmp(ps[i].name, "distribute parallel for")) &&
	    !loop_binding(c, &ps[i], outer, in))
		return;
	if (outer && (ps[i].dir == DIR_TASK || ps[i].dir == DIR_KTASK))
		ps[i].dir = DIR_KTASK; /* run in place (frontend/tasks.c) */
	else if (outer && (ps[i].dir == DIR_TASKGROUP || ps[i].dir == DIR_KTASKGROUP))
		ps[i].dir = DIR_KTASKGROUP;
	if (!strcmp(ps[i].name, "allocate")) {
		/* allocate.c: each variable keeps its own storage */
		if (allocate_read(c, &ps[i], pragma_text(c, &ps[i]), &g->dtcap, outer != NULL))
			host_comment(c, g, &ps[i]);
	} else if (outer)
		read_nested(c, g, &ps[i], outer, in);
	else
		read_outside(c, g, ps, i);
}

/* The directives of the function template that holds ps[i], from i on,
 * read once per instantiation the program uses (cxx_templates.c), each
 * time over the instantiation's body; none for a template the program
 * does not instantiate.  Returns the index of the first directive after
 * the template. */
static int
read_template(Ctx *c, Reading *g, Pragma *ps, int n, int i)
{
	unsigned e = cxx_templates_end(c, ps[i].begin), b, te;
	int end = i;

	check_regions(c, g, ps[i].begin, 0);
	for (int k = 0; k < c->ninsts; k++) {
		const TemplateUse *t = &c->insts[k];
		ScanIndex saved;
		cx_extent(t->tmpl, &b, &te);
		if (te != e)
			continue;
		int errors = diag_errors;
		c->inst = t;
		scan_instance(c, t->tmpl, t->spec, &saved);
		cxx_templates_discards(c);
		cxx_packs_expand(c, ps, n);
		for (int j = i; j < n && ps[j].begin < e; j++)
			if (!cxx_templates_discarded(c, ps[j].begin))
				read_directive(c, g, ps, j);
		check_regions(c, g, 0, 1);
		if (diag_errors > errors)
			diag_error(cx_loc(c, ps[i].begin), "the target regions of %s '%s' cannot be "
			           "compiled for its instantiation '%s' (the errors above)",
			           clang_getCursorKind(t->tmpl) != CXCursor_FunctionTemplate
			                   ? "member function"
			                   : cxx_is_method(t->spec) ? "member function template"
			                                            : "function template",
			           cx_take_string(clang_getCursorSpelling(t->tmpl)), t->in->label);
		scan_instance_end(c, &saved);
		c->inst = NULL;
	}
	while (end < n && ps[end].begin < e)
		end++;
	return end;
}

static void
read_regions(Ctx *c)
{
	Pragma *ps;
	int n = pragmas_find(c, &ps);
	Reading g = {0};

	selectors_read(c, ps, n);
	n = selectors_metadirectives(c, ps, n);
	n = pragmas_fuse(c, ps, n);
	selectors_check_fused(c, ps, n);
	c->ps = ps;
	c->nps = n;

	globals_declare_target(c, ps, n);
	mappers_read_all(c, ps, n);
	declare_reductions_read(c, ps, n);

	cxx_templates_find(c);
	for (int i = 0; i < n; i++) {
		if (cxx_templates_end(c, ps[i].begin)) {
			i = read_template(c, &g, ps, n, i) - 1;
			continue;
		}
		check_regions(c, &g, ps[i].begin, 0);
		read_directive(c, &g, ps, i);
	}
	check_regions(c, &g, 0, 1);
	devfuncs_read(c, ps, n);
	declare_reductions_check(c);
	atomics_functions(c, ps, n);
	explicit_task_read(c, ps, n, &g.dtcap);
	requires_heap(c);
}

/* The file's regions and the facts of their code, once the text is
 * final; legacy: what gcc takes and clang 22 does not (legacy.c). */
static void
read_unit(Ctx *c, int rdc, const LegacyDiag *legacy, int nlegacy)
{
	conditionals_find(c);
	read_regions(c);
	rdc_read(c, rdc);
	operators_check(c);
	addrs_finish(c);
	captures_finish(c);
	cuda_names_hiding(c);
	legacy_check(c, legacy, nlegacy);
	edits_sort(c);
}

/* The OpenMP parse, done with: what the plain parse does not show read
 * from it first (the declare reduction directives' declarations). */
static void
omp_done(Ctx *c, CXTranslationUnit omp, int errors)
{
	if (!omp)
		return;
	if (!errors)
		declare_reductions_find(c, omp);
	clang_disposeTranslationUnit(omp);
}

Unit *
frontend_parse(const char *path, const char *const *flags, int nflags, int rdc,
               const HostView *host)
{
	const char *const *user_flags;
	int nuser;
	Unit *u = arena_alloc(sizeof *u);
	Ctx c;
	CXIndex idx;
	CXTranslationUnit omp;
	int errors, expanded = 0, spliced = 0, nlegacy = 0;
	LegacyDiag *legacy = NULL;
	/* the same code as the OpenMP parse, which shows the warnings: none
	 * here, nor the user's -Werror's errors of them */
	static const char *const plain_flags[] = {"-w"};

	if (!host)
		return NULL; /* host_view.c said why */
	u->path = path;
	u->stem = tu_stem(path);
	u->host = host;
	user_flags = flags = tu_with_host(host, flags, nflags, &nflags);
	nuser = nflags;
	if (!(u->src = tu_read_file(path, &u->len)))
		return NULL;
	idx = clang_createIndex(0, 0);
again:
	/* a parse of new text starts from a fresh unit: the text, its
	 * directories and the host's view are all that carries over (Ctx's
	 * vector capacities start at 0 with it) */
	*u = (Unit){.path = u->path, .stem = u->stem, .src = u->src, .len = u->len,
	            .host = u->host, .cxx = u->host->cxx, .quote_dirs = u->quote_dirs,
	            .nquote_dirs = u->nquote_dirs};
	memset(&c, 0, sizeof c);
	c.u = u;
	c.text = u->src;
	c.text_len = u->len;
	c.ops_base = (unsigned)u->len + 1;
	c.idx = idx;
	c.flags = flags;
	c.nflags = nflags;
	included_marks(u);
	/* the expanded or spliced text repeats the file's own warnings: -w */
	omp = tu_omp_parse(idx, u, flags, nflags, expanded || spliced);
	errors = !omp || tu_report(omp, !expanded && !spliced, &u->host_checks);
	if (omp && !expanded && !spliced) /* later parses take -w */
		legacy = legacy_collect(omp, &nlegacy);
	if (!errors) {
		c.tu = tu_parse(idx, u, flags, nflags, plain_flags, 1,
		                CXTranslationUnit_DetailedPreprocessingRecord);
		errors = !c.tu || tu_report(c.tu, 0, &u->host_checks);
	}
	if (!errors && !expanded) {
		size_t len;
		const char *text = included_splice(omp, c.tu, u, &len);
		if (text && spliced < 8) {
			clang_disposeTranslationUnit(omp);
			clang_disposeTranslationUnit(c.tu);
			u->src = text;
			u->len = len;
			spliced++;
			flags = tu_with_quote_dirs(u, user_flags, nuser, &nflags);
			goto again;
		}
		errors = diag_errors > 0;
	}
	omp_done(&c, omp, errors);
	if (!errors) {
		c.file = clang_getFile(c.tu, path);
		scan_unit(&c);
		operators_find(&c);
		if (!expanded) {
			size_t len;
			PragmaLine *lines;
			size_t nlines = pragmas_macro_lines(&c, &lines);
			const char *text = expand_invocations(&c, flags, nflags, lines, nlines, &len);
			if (text || diag_errors) {
				if (c.ops_tu)
					clang_disposeTranslationUnit(c.ops_tu);
				clang_disposeTranslationUnit(c.tu);
				if (!text) {
					clang_disposeIndex(idx);
					return NULL;
				}
				u->src = text;
				u->len = len;
				expanded = 1;
				goto again;
			}
		}
		read_unit(&c, rdc, legacy, nlegacy);
	}
	if (c.ops_tu)
		clang_disposeTranslationUnit(c.ops_tu);
	if (c.tu)
		clang_disposeTranslationUnit(c.tu);
	clang_disposeIndex(idx);
	return errors || diag_errors ? NULL : u;
}

