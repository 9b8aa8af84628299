/* target teams distribute with nested parallel for (OpenMP 5.2 10.2,
 * 11.6): a block runs each distribute iteration, and the loop of each
 * nested parallel for is shared among the block's threads.  The code of
 * the distribute iteration outside those loops belongs to the team's
 * initial thread; omp2cuda runs it on every thread of the block, which
 * gives the same result only if that code writes nothing but variables
 * declared inside the region.  This pass checks that, and what else the
 * shape cannot do yet.
 */
#include <string.h>

#include "internal.h"

typedef struct Seq {
	Ctx *c;
	Region *r;
	int inner;            /* nested parallel for regions found */
} Seq;

static Region *
inner_at(Ctx *c, Region *r, unsigned at)
{
	for (int i = 0; i < c->u->nregions; i++) {
		Region *in = c->u->regions[i];
		if (in->parent == r && in->pragma_begin <= at && at < in->stmt_end)
			return in;
	}
	return NULL;
}

/* Is e a variable declared inside the region? */
static int
local_lvalue(Seq *s, CXCursor e)
{
	unsigned b, end;
	CXCursor ref;

	e = cx_strip(e);
	if (clang_getCursorKind(e) != CXCursor_DeclRefExpr)
		return 0;
	const char *name = cx_take_string(clang_getCursorSpelling(e));
	for (int i = 0; i < s->r->nloops; i++)
		if (!strcmp(name, s->r->loops[i].var))
			return 1; /* each thread has its own copy of the index */
	ref = clang_getCursorReferenced(e);
	cx_extent(ref, &b, &end);
	return cx_in_main_file(ref) && s->r->stmt_begin <= b && b < s->r->stmt_end;
}

static void
check_write(Seq *s, CXCursor cur, Loc loc)
{
	CXCursor kids[2];
	enum CXCursorKind k = clang_getCursorKind(cur);
	const char *op;

	if (k != CXCursor_BinaryOperator && k != CXCursor_CompoundAssignOperator &&
	    k != CXCursor_UnaryOperator)
		return;
	int n = cx_children(cur, kids, 2);
	if (k == CXCursor_UnaryOperator) {
		unsigned b, e;
		cx_extent(cur, &b, &e);
		op = cx_text(s->c, b, e);
		if (n != 1 || (!strstr(op, "++") && !strstr(op, "--")))
			return;
	} else {
		op = n == 2 ? cx_op_after(s->c, kids[0], ~0u) : "";
		if (k == CXCursor_BinaryOperator && strcmp(op, "="))
			return;
	}
	if (!local_lvalue(s, kids[0]))
		diag_error(loc, "this statement of '#pragma omp target teams distribute' writes memory "
		                "outside its nested parallel loops: not supported yet");
}

static enum CXChildVisitResult
walk(CXCursor cur, CXCursor parent, CXClientData data)
{
	Seq *s = data;
	unsigned b, e;
	Region *in;
	CXCursor ref;

	(void)parent;
	cx_extent(cur, &b, &e);
	if ((in = inner_at(s->c, s->r, b))) {
		s->inner++;
		return CXChildVisit_Continue;
	}
	check_write(s, cur, cx_loc(s->c, b));
	if (clang_getCursorKind(cur) == CXCursor_CallExpr) {
		ref = clang_getCursorReferenced(cur);
		if (!clang_Location_isInSystemHeader(clang_getCursorLocation(ref)))
			diag_error(cx_loc(s->c, b), "a call outside the nested parallel loops of '#pragma "
			                            "omp target teams distribute' is not supported yet");
	}
	return CXChildVisit_Recurse;
}

void
teams_check(Ctx *c, Region *r)
{
	Node *stmt = scan_stmt_after(c, r->pragma_end);
	Seq s = {c, r, 0};

	if (!stmt)
		return;
	for (int i = 0; i < c->u->nregions; i++)
		if (c->u->regions[i]->parent == r)
			s.inner++;
	if (!s.inner)
		return; /* no nested parallel: compiled like a combined loop */
	if (r->nreductions)
		diag_error(r->loc, "reduction on '#pragma omp target teams distribute' with nested "
		                   "parallel loops is not supported yet");
	clang_visitChildren(stmt->cursor, walk, &s);
}
