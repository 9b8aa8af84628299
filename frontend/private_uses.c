/* Which of its private and firstprivate list items a construct nested in
 * a kernel region names in its code (Region.named_privates), from the
 * references in its statement's AST: codegen declares a copy only of
 * those (an unused copy would be an unused variable in the kernel and
 * the host fallback).  A team may declare the variable, which no region
 * captures, so the kernel region's captures do not tell.
 * Requires: r->privates, r->firstprivates (clause_lists.c).
 */
#include "internal.h"

typedef struct Named {
	Ctx *c;
	Region *r;
	size_t cap;
} Named;

static int
listed(Var *const *vars, int n, const Var *v)
{
	for (int i = 0; i < n; i++)
		if (vars[i] == v)
			return 1;
	return 0;
}

static enum CXChildVisitResult
named(CXCursor cur, CXCursor parent, CXClientData data)
{
	Named *n = data;
	Region *r = n->r;
	Decl *d;

	(void)parent;
	if (clang_getCursorKind(cur) != CXCursor_DeclRefExpr ||
	    !(d = scan_decl_of(n->c, clang_getCursorReferenced(cur))) || !d->var ||
	    listed(r->named_privates, r->nnamed_privates, d->var))
		return CXChildVisit_Recurse;
	if (listed(r->privates, r->nprivates, d->var) ||
	    listed(r->firstprivates, r->nfirstprivates, d->var))
		VEC_PUSH(r->named_privates, r->nnamed_privates, n->cap, d->var);
	return CXChildVisit_Recurse;
}

void
private_uses_read(Ctx *c, Region *r, CXCursor stmt)
{
	Named n = {c, r, 0};

	if (!r->nprivates && !r->nfirstprivates)
		return;
	if (named(stmt, stmt, &n) == CXChildVisit_Recurse)
		clang_visitChildren(stmt, named, &n);
}
