/* omp_in_explicit_task() (OpenMP 5.2 18.5.5), which gcc 12's libgomp
 * does not have, answered where it is written: the innermost construct
 * around the call that makes tasks decides, a task or taskloop construct
 * (an explicit task: 1) or a parallel, teams or target construct (an
 * implicit task, a target region's code included: 0).  Outside every
 * such construct, a call in main is in the initial task (0); in another
 * function the answer is its caller's, which omp2cuda does not know: an
 * error, as is a use of the routine other than a call.  The call becomes
 * `(1)` or `(0)`: an edit of device code and of the fallbacks inside a
 * target region (Edit.host), replacement text in host code. */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static const char routine[] = "omp_in_explicit_task";

typedef struct Seen {
	Ctx *c;
	const Pragma *ps;
	int n;
	const char *fn;       /* the function definition visited */
	size_t *dtcap;
	int calls, refs;
} Seen;

/* 1: the directive makes explicit tasks around its statement; 0:
 * implicit ones; -1: none; -2: omp2cuda does not know which. */
static int
makes(const char *name)
{
	if (!strncmp(name, "target data", 11) || !strncmp(name, "target enter", 12) ||
	    !strncmp(name, "target exit", 11) || !strncmp(name, "target update", 13))
		return -1;
	if (strstr(name, "metadirective"))
		return -2;
	for (const char *w = name; *w;) {
		size_t k = strcspn(w, " ");
		if ((k == 4 && !strncmp(w, "task", 4)) || (k == 8 && !strncmp(w, "taskloop", 8)))
			return 1;
		w += k + (w[k] == ' ');
	}
	if (strstr(name, "parallel") || strstr(name, "teams") || !strncmp(name, "target", 6))
		return 0;
	return -1;
}

/* The answer for a call at offset at: 1, 0, or -1 when it is unknown. */
static int
answer(Seen *s, unsigned at)
{
	unsigned best = 0;
	int kind = -1;

	for (int i = 0; i < s->n; i++) {
		int k = makes(s->ps[i].name);
		if (k == -1 || s->ps[i].end > at)
			continue;
		Node *stmt = scan_stmt_after(s->c, s->ps[i].end);
		if (!stmt || stmt->begin > at || cx_stmt_end(s->c, stmt->cursor) <= at ||
		    s->ps[i].begin < best)
			continue;
		best = s->ps[i].begin;
		kind = k;
	}
	if (kind == -1 && s->fn && !strcmp(s->fn, "main"))
		return 0;
	return kind < 0 ? -1 : kind;
}

/* Inside the statement of a target region the code is copied: an edit;
 * elsewhere the host file's text. */
static int
in_target(const Unit *u, unsigned at)
{
	for (int i = 0; i < u->nregions; i++)
		if (!u->regions[i]->parent && u->regions[i]->src.stmt_begin <= at &&
		    at < u->regions[i]->src.stmt_end)
			return 1;
	return 0;
}

static void
call(Seen *s, CXCursor cur)
{
	Ctx *c = s->c;
	unsigned b, e;
	int v = answer(s, (cx_extent(cur, &b, &e), b));

	if (cx_in_macro(cur)) {
		diag_error(cx_loc(c, b), "call to '%s' inside a macro expansion is not supported: "
		                         "write it out", routine);
		return;
	}
	if (v < 0) {
		diag_error(cx_loc(c, b), "call to '%s' outside the task, taskloop, parallel, teams and "
		                         "target constructs of its function is not supported: omp2cuda "
		                         "answers it from the construct it is written in", routine);
		return;
	}
	const char *text = v ? "(1)" : "(0)";
	if (in_target(c->u, b))
		edits_add(c, (Edit){.begin = b, .end = e, .text = text, .host = 1});
	else
		VEC_PUSH(c->u->declare_target, c->u->ndeclare_target, *s->dtcap,
		         ((DeclareTarget){b, e, routine, text}));
}

static int
names_routine(CXCursor ref)
{
	CXCursor d = clang_getCursorReferenced(ref);

	return clang_getCursorKind(d) == CXCursor_FunctionDecl &&
	       !strcmp(cx_take_string(clang_getCursorSpelling(d)), routine);
}

static enum CXChildVisitResult
visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Seen *s = data;
	enum CXCursorKind k = clang_getCursorKind(cur);

	(void)parent;
	if (!cx_in_main_file(cur))
		return CXChildVisit_Continue;
	if (k == CXCursor_FunctionDecl && clang_isCursorDefinition(cur))
		s->fn = cx_take_string(clang_getCursorSpelling(cur));
	if (k == CXCursor_CallExpr && names_routine(cur)) {
		s->calls++;
		call(s, cur);
	} else if (k == CXCursor_DeclRefExpr && names_routine(cur) &&
	           ++s->refs > s->calls) {
		unsigned b, e;
		cx_extent(cur, &b, &e);
		diag_error(cx_loc(s->c, b), "'%s' other than called is not supported: omp2cuda "
		                            "answers each call from the construct it is written in",
		           routine);
		s->refs = s->calls;
	}
	return CXChildVisit_Recurse;
}

static int
by_begin(const void *pa, const void *pb)
{
	const DeclareTarget *a = pa, *b = pb;

	return a->begin < b->begin ? -1 : a->begin > b->begin;
}

void
explicit_task_read(Ctx *c, const Pragma *ps, int n, size_t *dtcap)
{
	Seen s = {c, ps, n, NULL, dtcap, 0, 0};

	clang_visitChildren(clang_getTranslationUnitCursor(c->tu), visit, &s);
	/* in the order of the file, as the host file meets them (these, and
	 * the attributes an allocate directive gives declarations before it) */
	if (c->u->ndeclare_target > 1)
		qsort(c->u->declare_target, (size_t)c->u->ndeclare_target,
		      sizeof *c->u->declare_target, by_begin);
}
