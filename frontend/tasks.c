/* task and taskloop constructs in kernel regions: the data-sharing
 * attributes of the variables they name.
 *
 * A kernel runs each task in place, when it is met, on the thread that
 * meets it, and a taskloop's loop whole and in order on that thread
 * (codegen/emit_task.c).  OpenMP allows it: a task may be undeferred and
 * included (OpenMP 5.2 12.5, 12.6), and tasks that run in the order they
 * are created satisfy every depend clause, which only names earlier
 * tasks.  What must still hold is each variable's data-sharing attribute
 * (5.1.1): a variable the task names without a clause is
 *   - shared when it has static storage, or when the enclosing context
 *     shares it among the implicit tasks of the current team: declared
 *     outside the innermost parallel region around the task and
 *     privatized by no construct between (default(shared) too);
 *   - firstprivate otherwise: a local of that parallel region (or of
 *     the kernel region's own code outside every parallel region, or of
 *     an enclosing task), a variable a construct between privatizes, or
 *     outside every parallel region, one the kernel region holds as its
 *     own copy (a scalar or pointer it does not map, 5.8.9).
 * With default(firstprivate) or default(private) (OpenMP 5.1 2.21.4.1)
 * every such variable but those of static storage is firstprivate (a
 * private one may start with any value: the variable's serves).
 * A firstprivate copy starts as the variable and takes the task's
 * writes.  A taskloop's iteration variables declared outside its loops
 * are private: the copy made for them is overwritten by the loop.
 *
 * Requires the task's region read (clauses decoded), and the regions
 * around it.  Guarantees: Region.uses.task_firsts lists the variables to copy
 * at the task's start, each once; an array the kernel receives that the
 * task copies is in its firstprivate list, where the copy is declared by
 * the array's type, and the host fallback copies it too (task_arrays.c).
 */
#include <string.h>

#include "internal.h"

typedef struct Walk {
	Ctx *c;
	Region *task;
	const Region *outer; /* the kernel region */
	size_t cap;
} Walk;

static int
listed_const(const Var **vs, int n, const Var *v)
{
	for (int i = 0; v && i < n; i++)
		if (vs[i] == v)
			return 1;
	return 0;
}

/* Does construct r, around a task in the kernel, make v a task
 * reduction: a reduction with the task modifier, or a taskgroup's
 * task_reduction? */
static int
reduces(const Region *r, const Var *v)
{
	for (int k = 0; k < r->data.nreductions; k++)
		if (r->data.reductions[k].task && r->data.reductions[k].var == v)
			return 1;
	for (int k = 0; k < r->uses.ntask_reds; k++)
		if (r->uses.task_reds[k].var == v)
			return 1;
	return 0;
}

/* Each in_reduction item of a task run in place needs a task reduction
 * of the same variable on a construct around it in the kernel, whose
 * thread copy it names; one outside the kernel would be the host's.  A
 * taskgroup's copy is its thread's: a parallel region between would have
 * its threads share it. */
static void
check_in_reductions(Walk *w)
{
	const Region *task = w->task;

	for (int i = 0; i < task->uses.ntask_in_reds; i++) {
		const Var *v = task->uses.task_in_reds[i];
		const Region *r = task->parent, *par = NULL;
		for (; r && !reduces(r, v); r = r->parent) {
			if (dir_is_parallel(r->dir) && !par)
				par = r;
			if (r == w->outer) {
				r = NULL;
				break;
			}
		}
		if (!r)
			diag_error(task->loc, "in_reduction of '%s' without a taskgroup with "
			           "task_reduction of it, nor a reduction(task, ...) of it, on a construct "
			           "in the target region is not supported yet", v->name);
		else if (par && r->dir == DIR_KTASKGROUP)
			diag_error(task->loc, "in_reduction of '%s' in a parallel region nested in the "
			           "taskgroup whose task_reduction it joins is not supported yet", v->name);
	}
}

static int
named(const Region *r, const char *name)
{
	for (int i = 0; i < r->uses.ntask_firsts; i++)
		if (!strcmp(r->uses.task_firsts[i], name))
			return 1;
	return 0;
}

/* Does construct r give v a copy of its own (private, firstprivate,
 * reduction, lastprivate, an enclosing task's implicit copy)? */
static int
privatizes(const Region *r, const Decl *d)
{
	const Var *v = d->var;

	if (var_listed(r->data.privates, r->data.nprivates, v) ||
	    var_listed(r->data.firstprivates, r->data.nfirstprivates, v) ||
	    var_listed(r->data.lastprivates, r->data.nlastprivates, v) || named(r, d->name))
		return 1;
	for (int i = 0; v && i < r->data.nreductions; i++)
		if (r->data.reductions[i].var == v)
			return 1;
	return 0;
}

static int
mapped(const Region *k, const Decl *d)
{
	for (int i = 0; d->var && i < k->data.nmaps; i++)
		if (k->data.maps[i].var == d->var)
			return 1;
	return 0;
}

/* Is d, which the task names without a clause, shared in it? */
static int
shared_in_task(const Walk *w, const Decl *d)
{
	const Region *team = region_team(w->task->parent), *scope = team ? team : w->outer;
	CXType t = clang_getCanonicalType(clang_getCursorType(d->cursor));

	if (d->global || listed_const(w->task->uses.task_in_reds, w->task->uses.ntask_in_reds, d->var))
		return 1; /* in_reduction: the thread's copy of the task reduction */
	if (scope->src.stmt_begin <= d->at && d->at < scope->src.stmt_end)
		return 0; /* a local of the implicit task */
	for (const Region *r = w->task->parent; r; r = r->parent) {
		if (privatizes(r, d))
			return 0;
		if (r == scope)
			break;
	}
	if (scope->exec.combined && privatizes(scope->parent, d))
		return 0; /* target parallel's clauses are its parallel region's */
	if (team || d->at >= w->outer->src.pragma_begin)
		return 1; /* shared by the team's threads */
	/* outside every parallel region: the kernel region's own copy, or
	 * the mapped variable */
	if (mapped(w->outer, d))
		return 1;
	if (t.kind == CXType_ConstantArray || t.kind == CXType_Record)
		return w->outer->data.defaultmap[CAT_AGGREGATE] != DM_FIRSTPRIVATE;
	if (t.kind == CXType_Pointer)
		return 0;
	return w->outer->data.defaultmap[CAT_SCALAR] != DM_DEFAULT &&
	       w->outer->data.defaultmap[CAT_SCALAR] != DM_FIRSTPRIVATE;
}

static int
is_const(CXType t)
{
	t = clang_getCanonicalType(t);
	while (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray)
		t = clang_getCanonicalType(clang_getArrayElementType(t));
	return clang_isConstQualifiedType(t);
}

/* Make the task's own copy of d.  One the default clause asks for, and
 * an array the kernel region receives, are listed as if in a
 * firstprivate clause: the copy is then declared by the variable's own
 * type (Var.local_rw), where the kernel and the host fallback may hold
 * the array as a pointer to its first element, whose copy would be a
 * pointer; the host fallback gives the task the variable itself, not a
 * name of its storage. */
static void
copy_of(Walk *w, const Decl *d, Loc use)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(d->cursor));
	size_t fcap = (size_t)w->task->data.nfirstprivates;

	if (named(w->task, d->name) || is_const(t))
		return; /* a const one is read only: the original serves */
	if (t.kind == CXType_VariableArray) {
		diag_error(use, "'%s', a variable-length array, is firstprivate in '#pragma omp %s': "
		           "not supported yet in a target region", d->name, dir_spelling[w->task->dir]);
		return;
	}
	if (d->var && (w->task->data.default_dsa != DEFAULT_NONE_GIVEN ||
	               (t.kind == CXType_ConstantArray && d->at < w->outer->src.pragma_begin))) {
		if (!var_listed(w->task->data.firstprivates, w->task->data.nfirstprivates, d->var))
			VEC_PUSH(w->task->data.firstprivates, w->task->data.nfirstprivates, fcap, d->var);
		private_uses_add(w->c, w->task, d->var); /* named: it was met here */
	} else
		VEC_PUSH(w->task->uses.task_firsts, w->task->uses.ntask_firsts, w->cap, d->name);
}

static enum CXChildVisitResult
visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Walk *w = data;
	Decl *d;
	unsigned at;
	(void)parent;

	if (clang_getCursorKind(cur) != CXCursor_DeclRefExpr)
		return CXChildVisit_Recurse;
	if (!(d = scan_var_ref(w->c, cur)))
		return CXChildVisit_Continue;
	cx_extent(cur, &at, &(unsigned){0});
	if (w->task->src.stmt_begin <= d->at && d->at < w->task->src.stmt_end)
		return CXChildVisit_Continue; /* the task's own */
	if (var_listed(w->task->data.privates, w->task->data.nprivates, d->var) ||
	    var_listed(w->task->data.firstprivates, w->task->data.nfirstprivates, d->var) ||
	    var_listed(w->task->data.shareds, w->task->data.nshareds, d->var))
		return CXChildVisit_Continue;
	if (w->task->data.default_dsa != DEFAULT_NONE_GIVEN ? !d->global : !shared_in_task(w, d))
		copy_of(w, d, cx_loc(w->c, at));
	return CXChildVisit_Continue;
}

/* The iteration variables of a taskloop's collapsed loops that are
 * declared outside them: private (OpenMP 5.2 5.1.1). */
static void
loop_vars(Walk *w, CXCursor loop, int depth)
{
	CXCursor kids[4], sub[2];
	int n;

	loop = cx_strip(loop);
	if (clang_getCursorKind(loop) == CXCursor_CompoundStmt && cx_children(loop, sub, 2) == 1)
		loop = cx_strip(sub[0]);
	if (depth < 1 || clang_getCursorKind(loop) != CXCursor_ForStmt ||
	    (n = cx_children(loop, kids, 4)) < 2)
		return;
	if (clang_getCursorKind(kids[0]) == CXCursor_BinaryOperator &&
	    cx_children(kids[0], sub, 2) == 2) {
		CXCursor lhs = cx_strip(sub[0]);
		Decl *d = clang_getCursorKind(lhs) == CXCursor_DeclRefExpr
		                  ? scan_decl_of(w->c, clang_getCursorReferenced(lhs))
		                  : NULL;
		if (d && !named(w->task, d->name) && !d->global)
			VEC_PUSH(w->task->uses.task_firsts, w->task->uses.ntask_firsts, w->cap, d->name);
		else if (d && d->global)
			diag_error(w->task->loc, "the iteration variable '%s' of '#pragma omp taskloop' "
			           "has static storage: not supported yet in a target region", d->name);
	}
	loop_vars(w, kids[n - 1], depth - 1);
}

/* Is clause argument text a, spaces aside, word? */
static int
is_word(const char *a, const char *word)
{
	size_t n = strlen(word);

	if (!a)
		return 0;
	a += strspn(a, " \t\n");
	return !strncmp(a, word, n) && !a[n + strspn(a + n, " \t\n")];
}

void
tasks_read(Ctx *c, Region *task, const Region *outer)
{
	Walk w = {c, task, outer, 0};
	Node *stmt = scan_stmt_after(c, task->src.pragma_end);

	if (!stmt || task->dir == DIR_KTASKGROUP)
		return;
	check_in_reductions(&w);
	for (int i = 0; i < task->nclauses; i++)
		if (task->clauses[i].kind == CL_DEFAULT && is_word(task->clauses[i].args, "shared")) {
			task_arrays_host(c, task, outer); /* its firstprivate clauses' */
			return; /* default(shared): every other variable is shared */
		}
	if (task->dir == DIR_KTASKLOOP)
		loop_vars(&w, stmt->cursor, task->exec.collapse);
	clang_visitChildren(stmt->cursor, visit, &w);
	task_arrays_host(c, task, outer);
}
