/* Loops in a combined loop's body: whether each iteration of the
 * region's loop (of its collapsed nest: the innermost loop's body) runs
 * a loop of its own, a for, while or do statement in
 * the body or in a function the body calls (through the functions those
 * call, a few deep), the fact from which lowering/flat.c decides to give
 * the kernel a variant of one iteration a thread.  nvcc hoists what such
 * an inner loop needs out of the kernel's grid-stride loop, and keeps it
 * in registers across every iteration the thread runs.
 *
 * Requires: r->loops (loops.c).  Guarantees: r->body_loops.read, and
 * where a loop was found, .found and .loc (the loop, or the call whose
 * function loops).
 */
#include "internal.h"

enum { MAX_DEPTH = 4 }; /* functions followed through calls */

typedef struct Walk {
	int depth;
	CXCursor at;          /* the loop, or the body's call that reaches it */
	int found;
} Walk;

static enum CXChildVisitResult visit(CXCursor cur, CXCursor parent, CXClientData data);

/* Does the function a call names (its definition) loop? */
static int
callee_loops(Walk *w, CXCursor call)
{
	CXCursor f = clang_getCursorDefinition(clang_getCursorReferenced(call));
	Walk in = {w->depth + 1, f, 0};

	if (clang_Cursor_isNull(f) || in.depth > MAX_DEPTH)
		return 0;
	clang_visitChildren(f, visit, &in);
	return in.found;
}

static enum CXChildVisitResult
visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Walk *w = data;
	enum CXCursorKind k = clang_getCursorKind(cur);

	(void)parent;
	if (k == CXCursor_ForStmt || k == CXCursor_WhileStmt || k == CXCursor_DoStmt ||
	    k == CXCursor_CXXForRangeStmt) {
		w->found = 1;
		w->at = cur;
		return CXChildVisit_Break;
	}
	if (k == CXCursor_LambdaExpr) /* its body runs only where it is called */
		return CXChildVisit_Continue;
	if (k == CXCursor_CallExpr && callee_loops(w, cur)) {
		w->found = 1;
		w->at = cur;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

void
body_loops_read(Ctx *c, Region *r, CXCursor stmt)
{
	Walk w = {0, stmt, 0};
	unsigned b, e;

	r->body_loops.read = 1;
	stmt = cx_nest_body(stmt, r->nloops); /* the innermost collapsed loop's body */
	if (clang_Cursor_isNull(stmt))
		return;
	if (visit(stmt, stmt, &w) == CXChildVisit_Recurse)
		clang_visitChildren(stmt, visit, &w);
	if (!w.found)
		return;
	r->body_loops.found = 1;
	r->body_loops.call = clang_getCursorKind(w.at) == CXCursor_CallExpr;
	cx_extent(w.at, &b, &e);
	r->body_loops.loc = cx_loc(c, b);
}
