/* task and taskgroup constructs in functions compiled for the device
 * (devfuncs.c reads the functions): run in place, as in kernel regions
 * (frontend/tasks.c says why OpenMP allows it).  The thread that meets a
 * task runs its statement there; a taskgroup's statement runs as it is
 * (its tasks have completed when it ends).  The edits give the device
 * copy of the function the data environment OpenMP gives each task; the
 * host file keeps the directives, which the host compiler runs.
 *
 * A task's copies (OpenMP 5.2 5.1.1, 5.4): its private and firstprivate
 * list items, and each variable it names without a clause that is not
 * shared there.  A variable of static storage is shared, and so is one
 * the innermost construct around the task that makes tasks shares: an
 * enclosing task that shares it, or a parallel construct of the function
 * that it is declared outside of and that privatizes it in no clause
 * (default(shared) on the task shares every variable).  Otherwise it is
 * firstprivate: a local or parameter of the function with no construct
 * around the task (the function is orphaned: its locals are its
 * implicit task's own, and a parameter passed by reference is
 * firstprivate there), or a local of the parallel or task construct
 * around the task,
 * or one that construct privatizes.  default(firstprivate) and
 * default(private) make every variable without static storage
 * firstprivate (a private one may start with any value: the variable's
 * serves).  An in_reduction item is shared: the copy of the task
 * reduction it joins.  A const variable is read as it is.
 *
 *     { typedef __typeof__(x) o2c_type_x; auto &o2c_first_x = x;
 *       { o2c_type_x x; memcpy((void *)&x, (const void *)&o2c_first_x, sizeof x);
 *         statement
 *     } }
 *
 * A taskgroup's task_reduction (5.5.9) gives the thread that runs it a
 * copy of each item at the operator's identity, hiding the variable in
 * the statement, where the tasks run in place join it with in_reduction;
 * at the end the copy is combined into the variable (o2c_task_combine:
 * atomically where other threads may share it), as in kernel regions
 * (codegen/emit_task.c).  Each in_reduction item must name the copy of a
 * taskgroup around the task in the same function: one of a caller's
 * would be that caller's copy, which the function's code cannot name.
 */
#include <stdio.h>
#include <string.h>

#include "internal.h"

#include "devfuncs.h"

/* Does clause `clause` of directive p list name (its list after the
 * colon for clauses with an operator)? */
static int
lists(Ctx *c, const Pragma *p, const char *clause, const char *name)
{
	const char *args;

	for (int m = 0; (args = pragmas_clause_args(c, p, clause, m)); m++) {
		const char *colon = strchr(args, ':');
		char *list = arena_strdup(colon ? colon + 1 : args), *save = NULL;
		for (char *it = strtok_r(list, ", \t\n", &save); it; it = strtok_r(NULL, ", \t\n", &save))
			if (!strcmp(it, name))
				return 1;
	}
	return 0;
}

/* default(word) on p, spaces aside? */
static int
default_is(Ctx *c, const Pragma *p, const char *word)
{
	const char *a = pragmas_clause_args(c, p, "default", 0);
	char w[16];

	return a && sscanf(a, " %15[a-z_]", w) == 1 && !strcmp(w, word);
}

static int
is_task(const Con *k)
{
	return !strcmp(k->p->name, "task");
}

/* The innermost construct of k's function around offset at, before
 * `inner`, that makes tasks (parallel, task); or NULL. */
static const Con *
around(const Dev *d, const Con *k, const Con *inner, unsigned at)
{
	const Con *best = NULL;

	for (int i = 0; i < d->ncons; i++) {
		const Con *e = &d->cons[i];
		if (e == inner || e->fn != k->fn || (e->kind != K_PARALLEL && !is_task(e)) ||
		    at < e->sb || at >= e->se || e->sb >= inner->sb)
			continue;
		if (!best || e->sb > best->sb)
			best = e;
	}
	return best;
}

static int
privatized_by(Ctx *c, const Pragma *p, const char *name)
{
	return lists(c, p, "private", name) || lists(c, p, "firstprivate", name) ||
	       lists(c, p, "lastprivate", name) || lists(c, p, "reduction", name) ||
	       default_is(c, p, "private") || default_is(c, p, "firstprivate");
}

/* Is v, declared in the function outside task t and named in it without
 * a clause, shared in t? */
static int
shared_in(const Dev *d, const Con *t, const Decl *v)
{
	Ctx *c = d->c;

	for (const Con *e = around(d, t, t, t->p->begin); e; e = around(d, t, e, e->p->begin)) {
		if (e->sb <= v->at && v->at < e->se)
			return 0; /* a local of the construct */
		if (is_task(e) && (lists(c, e->p, "shared", v->name) ||
		                   lists(c, e->p, "in_reduction", v->name) || default_is(c, e->p, "shared")))
			return 1;
		if (privatized_by(c, e->p, v->name))
			return 0;
		if (e->kind == K_PARALLEL)
			return 1; /* declared outside the parallel region: its team shares it */
	}
	return 0; /* the function's local: its implicit task's own */
}

static int
is_const(CXType t)
{
	t = clang_getCanonicalType(t);
	if (t.kind == CXType_LValueReference || t.kind == CXType_RValueReference)
		t = clang_getCanonicalType(clang_getPointeeType(t));
	while (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray)
		t = clang_getCanonicalType(clang_getArrayElementType(t));
	return clang_isConstQualifiedType(t);
}

typedef struct Walk {
	const Dev *d;
	const Con *k;
	const char **names; /* the task's copies, each once */
	int n;
	size_t cap;
} Walk;

static void
add(Walk *w, const char *name)
{
	for (int i = 0; i < w->n; i++)
		if (!strcmp(w->names[i], name))
			return;
	VEC_PUSH(w->names, w->n, w->cap, name);
}

/* Does the task's variable v need a copy of its own? */
static int
copied(const Walk *w, const Decl *v)
{
	Ctx *c = w->d->c;
	const Con *k = w->k;
	const Fn *f = &w->d->fns[k->fn];

	if (v->global || v->at < f->at || v->at >= f->end || (k->sb <= v->at && v->at < k->se) ||
	    is_const(clang_getCursorType(v->cursor)))
		return 0; /* static storage, the task's own, or read only */
	if (lists(c, k->p, "shared", v->name) || lists(c, k->p, "in_reduction", v->name) ||
	    lists(c, k->p, "private", v->name) || default_is(c, k->p, "shared"))
		return 0;
	return lists(c, k->p, "firstprivate", v->name) || default_is(c, k->p, "firstprivate") ||
	       default_is(c, k->p, "private") || !shared_in(w->d, k, v);
}

static enum CXChildVisitResult
visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Walk *w = data;
	Decl *v;
	(void)parent;

	if (clang_getCursorKind(cur) != CXCursor_DeclRefExpr)
		return CXChildVisit_Recurse;
	if ((v = scan_var_ref(w->d->c, cur)) && copied(w, v))
		add(w, v->name); /* (clang rejects a variable-length array) */
	return CXChildVisit_Continue;
}

/* The directive as a comment, its lines kept. */
static void
comment_out(Ctx *c, const Pragma *p, const char *why)
{
	const char *text = arena_printf("/* #pragma omp %s: %s */", p->name, why);

	for (unsigned i = p->begin; i < p->end; i++)
		if (c->u->src[i] == '\n')
			text = arena_printf("%s\n", text);
	edits_add(c, (Edit){p->begin, p->end, text, NULL, NULL, 0, 0, NULL, NULL, 0, 0, NULL});
}

static void
wrap(Ctx *c, const Con *k, const char *open, const char *close)
{
	edits_wrap(c, c->u->src[k->sb] == '#' ? k->p->end : k->sb, k->se, open, close);
}

/* Clauses a task run in place cannot honour; 0 after an error. */
static int
task_clauses_ok(Ctx *c, const Con *k)
{
	static const char *const no[] = {"detach", "allocate", "reduction"};

	for (size_t i = 0; i < sizeof no / sizeof *no; i++)
		if (pragmas_has_clause(c, k->p, no[i])) {
			diag_error(cx_loc(c, k->p->begin), "'%s' on '#pragma omp %s' in a function called "
			           "from a target region is not supported yet", no[i], k->p->name);
			return 0;
		}
	return 1;
}

/* Is name a task_reduction item of a taskgroup of the function around
 * task k? */
static int
joined(const Dev *d, const Con *k, const char *name)
{
	for (int i = 0; i < d->ncons; i++) {
		const Con *e = &d->cons[i];
		if (e->fn == k->fn && !strcmp(e->p->name, "taskgroup") && e->sb <= k->p->begin &&
		    k->p->begin < e->se && lists(d->c, e->p, "task_reduction", name))
			return 1;
	}
	return 0;
}

static void
check_in_reductions(const Dev *d, const Con *k)
{
	Ctx *c = d->c;
	const char *args;

	for (int m = 0; (args = pragmas_clause_args(c, k->p, "in_reduction", m)); m++) {
		const char *colon = strchr(args, ':');
		char *list = arena_strdup(colon ? colon + 1 : ""), *save = NULL;
		for (char *it = strtok_r(list, ", \t\n", &save); it; it = strtok_r(NULL, ", \t\n", &save))
			if (!joined(d, k, it))
				diag_error(cx_loc(c, k->p->begin), "in_reduction of '%s' in a function called "
				           "from a target region without a taskgroup with task_reduction of it "
				           "around the task in that function is not supported yet", it);
	}
}

/* The task's private copies: the variable's type, any value. */
static void
private_copies(Ctx *c, const Con *k, const char **refs, const char **copies)
{
	const char *args;

	for (int m = 0; (args = pragmas_clause_args(c, k->p, "private", m)); m++) {
		char *list = arena_strdup(args), *save = NULL;
		for (char *it = strtok_r(list, ", \t\n", &save); it; it = strtok_r(NULL, ", \t\n", &save)) {
			*refs = arena_printf("%stypedef __typeof__(%s) o2c_type_%s; ", *refs, it, it);
			*copies = arena_printf("%so2c_type_%s %s; ", *copies, it, it);
		}
	}
}

static void
read_task(Dev *d, const Con *k)
{
	Ctx *c = d->c;
	Walk w = {d, k, NULL, 0, 0};
	const char *refs = "", *copies = "";

	if (!task_clauses_ok(c, k))
		return;
	check_in_reductions(d, k);
	clang_visitChildren(k->stmt, visit, &w);
	for (int i = 0; i < w.n; i++) {
		const char *n = w.names[i];
		refs = arena_printf("%stypedef __typeof__(%s) o2c_type_%s; auto &o2c_first_%s = %s; ",
		                    refs, n, n, n, n);
		copies = arena_printf("%so2c_type_%s %s; memcpy((void *)&%s, (const void *)&o2c_first_%s, "
		                      "sizeof %s); ", copies, n, n, n, n, n);
	}
	private_copies(c, k, &refs, &copies);
	comment_out(c, k->p, "runs in place, on the thread that meets it");
	wrap(c, k, arena_printf("{ %s{ %s", refs, copies), " } }");
}

/* task_reduction(op: list): the copies, their combining. */
static void
read_taskgroup(Dev *d, const Con *k)
{
	Ctx *c = d->c;
	const char *args, *refs = "", *copies = "", *combines = "";
	Loc loc = cx_loc(c, k->p->begin);

	for (int m = 0; (args = pragmas_clause_args(c, k->p, "task_reduction", m)); m++) {
		const char *colon = strchr(args, ':');
		char op[16];
		int code = colon && sscanf(args, " %15[^: \t\n]", op) == 1 ? red_code(op) : 0;
		if (!code) {
			diag_error(loc, "task_reduction '%s' in a function called from a target region is "
			           "not supported yet: one of + - * min max & | ^ && || is", args);
			continue;
		}
		char *list = arena_strdup(colon + 1), *save = NULL;
		for (char *it = strtok_r(list, ", \t\n", &save); it; it = strtok_r(NULL, ", \t\n", &save)) {
			Decl *v = scan_lookup(c, it, k->p->begin);
			CXType t = v ? clang_getCanonicalType(clang_getCursorType(v->cursor)) : (CXType){0};
			/* a template's dependent type: each instance's, which the
			 * device header asserts is arithmetic */
			if (!v || (t.kind != CXType_Unexposed &&
			           !(t.kind >= CXType_FirstBuiltin && t.kind <= CXType_LastBuiltin))) {
				diag_error(loc, "task_reduction of '%s' in a function called from a target "
				           "region is not supported yet: only scalar variables of arithmetic "
				           "type", it);
				continue;
			}
			refs = arena_printf("%stypedef __typeof__(%s) o2c_tred_type_%s; o2c_tred_type_%s "
			                    "*o2c_tred_%s = &%s; ", refs, it, it, it, it, it);
			copies = arena_printf("%so2c_tred_type_%s %s = o2c_identity<%s, o2c_tred_type_%s>(); ",
			                      copies, it, it, red_names[code], it);
			combines = arena_printf("%s o2c_task_combine<%s>(o2c_tred_%s, %s);", combines,
			                        red_names[code], it, it);
			c->u->device_api = 1;
		}
	}
	comment_out(c, k->p, "its tasks run in place: they have completed at its end");
	if (*refs)
		wrap(c, k, arena_printf("{ %s{ %s", refs, copies), arena_printf("%s } }", combines));
}

void
dev_tasks_read(Dev *d, const Con *k)
{
	if (d->fns[k->fn].closure)
		diag_error(cx_loc(d->c, k->p->begin), "'#pragma omp %s' in a lambda called from a "
		           "target region, outside the region's code, is not supported yet",
		           k->p->name); /* its copy is generated text, which no edit reaches */
	else if (is_task(k))
		read_task(d, k);
	else
		read_taskgroup(d, k);
}
