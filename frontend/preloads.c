/* Preloads: the facts from which lowering/preloads.c decides whether a
 * parallel loop that a team on a warp runs loads, before its iterations,
 * what each iteration surely reads of read-only arrays, and lowering/
 * steps.c whether a stencil's steps load it before the launch's first
 * step (Region.preloads; read for parallel loops, and by frontend/
 * steps.c for a stencil's region, where Preload.by_step says whether a
 * load names the host loop's variable).
 *
 * bplustree's lanes each run 8 iterations of `if (nodes[a].keys[s] <= klo
 * && ...)`; as written, a lane loads keys[s], waits, branches, loads the
 * next, so every load waits for the one before; loaded first, all 8 are
 * in flight at once.  A load qualifies when:
 *   - it is an element or a member of an element, P[e], P[e].m[f], of a
 *     captured pointer P, of an arithmetic type, not volatile;
 *   - every iteration evaluates it: it lies in a statement of the loop's
 *     body before any other statement that could jump (break, continue,
 *     return, goto, a label), in a part of it C evaluates always (an
 *     if's condition, not its branches; the left operand of && and ||,
 *     the condition of ?:; the initializer of a declaration; an
 *     expression statement);
 *   - its indices are integer arithmetic on the loop's variable and
 *     variables the body does not write, so the preload computes the
 *     same address before the iteration.
 * Whether P's memory may change while the loop runs is lowering's to
 * say (read-only and distinct).  Requires: r->loops (loops.c).
 */
#include <string.h>

#include "internal.h"

enum { MAX_PRELOADS = 16 };

typedef struct Walk {
	Ctx *c;
	Region *r;
	CXCursor loop_var;
	CXCursor host_var;    /* the host loop's, for stencil steps */
	unsigned body_begin, body_end;
	size_t cap;
	int jumped;           /* a statement that may jump was met */
} Walk;

typedef struct Writes {
	Ctx *c;
	unsigned begin, end;  /* the body */
	CXCursor var;         /* the variable asked about */
	int written;
} Writes;

static enum CXChildVisitResult
writes_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Writes *w = data;
	CXCursor lhs, decl, kids[1];

	(void)parent;
	if ((cx_write_of(cur, &lhs) && cx_written_var(lhs, &decl) &&
	     clang_equalCursors(decl, w->var)) ||
	    (clang_getCursorKind(cur) == CXCursor_UnaryOperator &&
	     !strcmp(cx_operator(cur), "&") && cx_children(cur, kids, 1) == 1 &&
	     cx_written_var(kids[0], &decl) && clang_equalCursors(decl, w->var)))
		w->written = 1;
	return w->written ? CXChildVisit_Break : CXChildVisit_Recurse;
}

typedef struct Ok {
	Walk *w;
	CXCursor body;
} Ok;

/* May an index read variable decl: declared outside the loop's body (the
 * preload runs before it) and not written in it (the loop's own variable,
 * which only its increment writes, included)? */
static int
var_ok(CXCursor decl, void *data)
{
	Ok *ok = data;
	Writes w = {ok->w->c, 0, 0, decl, 0};
	unsigned b, e, db, de;

	cx_extent(ok->body, &b, &e);
	cx_extent(decl, &db, &de);
	if (cx_expanded_in_main_file(decl) && db >= b && db < e)
		return 0;
	writes_visit(ok->body, ok->body, &w);
	if (!w.written)
		clang_visitChildren(ok->body, writes_visit, &w);
	return !w.written;
}

/* The captured pointer at the root of load e (P[e], P[e].m[f], ...), its
 * indices all integer arithmetic that var_ok accepts; or NULL. */
static const Var *
root(Walk *w, CXCursor e, Ok *ok)
{
	CXCursor kids[2];

	for (;;) {
		e = cx_strip(e);
		switch (clang_getCursorKind(e)) {
		case CXCursor_ArraySubscriptExpr:
			if (cx_children(e, kids, 2) != 2 || !cx_int_arith(w->c, kids[1], var_ok, ok))
				return NULL;
			if (clang_getCanonicalType(clang_getCursorType(cx_strip(kids[0]))).kind ==
			    CXType_Pointer) {
				CXCursor d = cx_var_ref(kids[0]);
				Decl *dd = clang_Cursor_isNull(d) ? NULL : scan_decl_of(w->c, d);
				if (!dd || !dd->var || dd->var->kind != VAR_POINTER)
					return NULL;
				for (int i = 0; i < w->r->data.nprivates; i++)
					if (w->r->data.privates[i] == dd->var)
						return NULL;
				return dd->var;
			}
			e = kids[0];
			break;
		case CXCursor_MemberRefExpr:
			/* s.m, not p->m: the element stays the subscript's */
			if (cx_children(e, kids, 1) != 1 ||
			    clang_getCanonicalType(clang_getCursorType(cx_strip(kids[0]))).kind ==
			            CXType_Pointer)
				return NULL;
			e = kids[0];
			break;
		default:
			return NULL;
		}
	}
}

typedef struct Names {
	CXCursor decl;
	int found;
} Names;

static enum CXChildVisitResult
names_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Names *n = data;

	(void)parent;
	n->found = clang_equalCursors(cx_var_ref(cur), n->decl);
	return n->found ? CXChildVisit_Break : CXChildVisit_Recurse;
}

/* Does load e name variable decl (the loop's: else it is the same in
 * every iteration, and nvcc loads it once)? */
static int
names_var(CXCursor e, CXCursor decl)
{
	Names n = {decl, 0};

	if (!clang_Cursor_isNull(decl))
		clang_visitChildren(e, names_visit, &n);
	return n.found;
}

static void
candidate(Walk *w, CXCursor e, Ok *ok)
{
	CXType t = clang_getCursorType(e);
	const char *elem = cx_arith_name(t);
	const Var *v;
	Preload pl = {0};

	if (!elem || clang_isVolatileQualifiedType(t) || !cx_in_main_file(e) ||
	    w->r->npreloads == MAX_PRELOADS || !names_var(e, w->loop_var) || !(v = root(w, e, ok)))
		return;
	cx_extent(e, &pl.begin, &pl.end);
	pl.by_step = names_var(e, w->host_var);
	pl.var = v;
	pl.elem = elem;
	pl.loc = cx_loc(w->c, pl.begin);
	VEC_PUSH(w->r->preloads, w->r->npreloads, w->cap, pl);
}

/* The subexpressions of e that C always evaluates, and the loads there. */
static void
always(Walk *w, CXCursor e, Ok *ok)
{
	CXCursor kids[3];
	enum CXCursorKind k;
	int n;

	e = cx_strip(e);
	k = clang_getCursorKind(e);
	if (k == CXCursor_ArraySubscriptExpr) {
		candidate(w, e, ok);
		return; /* its index: integer arithmetic, no load */
	}
	n = cx_children(e, kids, 3);
	if (k == CXCursor_BinaryOperator) {
		const char *op = cx_operator(e);
		if (n != 2)
			return;
		if (strcmp(op, "=")) /* the left side of = is stored to, not loaded */
			always(w, kids[0], ok);
		if (strcmp(op, "&&") && strcmp(op, "||") && strcmp(op, ","))
			always(w, kids[1], ok);
	} else if (k == CXCursor_ConditionalOperator) {
		if (n == 3)
			always(w, kids[0], ok);
	} else if (k == CXCursor_UnaryOperator && !strcmp(cx_operator(e), "&")) {
		return; /* an address, not a load: &P[e] names the element itself */
	} else if (k == CXCursor_UnaryOperator || k == CXCursor_CStyleCastExpr ||
	           k == CXCursor_CXXStaticCastExpr || k == CXCursor_CXXFunctionalCastExpr ||
	           k == CXCursor_UnexposedExpr || k == CXCursor_ParenExpr) {
		if (n >= 1)
			always(w, kids[n - 1], ok);
	}
}

static enum CXChildVisitResult
jump_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	enum CXCursorKind k = clang_getCursorKind(cur);

	(void)parent;
	if (k == CXCursor_BreakStmt || k == CXCursor_ContinueStmt || k == CXCursor_ReturnStmt ||
	    k == CXCursor_GotoStmt || k == CXCursor_IndirectGotoStmt || k == CXCursor_LabelStmt) {
		*(int *)data = 1;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

static int
may_jump(CXCursor s)
{
	int j = 0;

	jump_visit(s, s, &j);
	if (!j)
		clang_visitChildren(s, jump_visit, &j);
	return j;
}

/* One statement of the loop's body, met while no statement before it
 * could have jumped. */
static void
statement(Walk *w, CXCursor s, Ok *ok)
{
	CXCursor kids[4];
	enum CXCursorKind k = clang_getCursorKind(s);
	int n = cx_children(s, kids, 4);

	if (k == CXCursor_IfStmt && n >= 2)
		always(w, kids[0], ok);
	else if (k == CXCursor_DeclStmt) {
		for (int i = 0; i < n; i++)
			if (clang_getCursorKind(kids[i]) == CXCursor_VarDecl &&
			    !clang_Cursor_isNull(clang_Cursor_getVarDeclInitializer(kids[i])))
				always(w, clang_Cursor_getVarDeclInitializer(kids[i]), ok);
	} else if (clang_isExpression(k))
		always(w, s, ok);
	if (may_jump(s))
		w->jumped = 1;
}

void
preloads_read(Ctx *c, Region *r, CXCursor loop, CXCursor host_var)
{
	CXCursor kids[4], stmts[64], d[2];
	Walk w = {.c = c, .r = r, .host_var = host_var};
	Ok ok = {&w, clang_getNullCursor()};
	int n;

	if (r->nloops != 1 || clang_getCursorKind(loop) != CXCursor_ForStmt ||
	    cx_children(loop, kids, 4) != 4 || clang_getCursorKind(kids[0]) != CXCursor_DeclStmt ||
	    cx_children(kids[0], d, 2) != 1)
		return;
	w.loop_var = d[0];
	ok.body = kids[3];
	if (clang_getCursorKind(kids[3]) == CXCursor_CompoundStmt)
		n = cx_children(kids[3], stmts, 64);
	else
		stmts[0] = kids[3], n = 1;
	for (int i = 0; i < n && i < 64 && !w.jumped; i++)
		statement(&w, stmts[i], &ok);
}
