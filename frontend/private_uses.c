/* Which of its private and firstprivate list items a construct nested in
 * a kernel region names in its code (Unit.private_uses), from the
 * references in its statement's AST: codegen declares a copy only of
 * those (an unused copy would be an unused variable in the kernel and
 * the host fallback).  A team may declare the variable, which no region
 * captures, so the kernel region's captures do not tell.
 * Requires: r->data.privates, r->data.firstprivates (clause_lists.c); a task's
 * implicit firstprivates, which tasks.c finds where they are named, it
 * adds with private_uses_add.
 */
#include "internal.h"

typedef struct Named {
	Ctx *c;
	const Region *r;
} Named;

static int
recorded(const Unit *u, const Region *r, const Var *v)
{
	for (int i = u->nprivate_uses - 1; i >= 0 && u->private_uses[i].r == r; i--)
		if (u->private_uses[i].v == v)
			return 1;
	return 0;
}

void
private_uses_add(Ctx *c, const Region *r, const Var *v)
{
	if (!recorded(c->u, r, v))
		VEC_PUSH(c->u->private_uses, c->u->nprivate_uses, c->cap_private_uses,
		         ((PrivateUse){r, v}));
}

static enum CXChildVisitResult
named(CXCursor cur, CXCursor parent, CXClientData data)
{
	Named *n = data;
	const Region *r = n->r;
	Unit *u = n->c->u;
	Decl *d;

	(void)parent;
	if (clang_getCursorKind(cur) != CXCursor_DeclRefExpr ||
	    !(d = scan_decl_of(n->c, clang_getCursorReferenced(cur))) || !d->var ||
	    recorded(u, r, d->var))
		return CXChildVisit_Recurse;
	if (var_listed(r->data.privates, r->data.nprivates, d->var) ||
	    var_listed(r->data.firstprivates, r->data.nfirstprivates, d->var))
		private_uses_add(n->c, r, d->var);
	return CXChildVisit_Recurse;
}

void
private_uses_read(Ctx *c, const Region *r, CXCursor stmt)
{
	Named n = {c, r};

	if (!r->data.nprivates && !r->data.nfirstprivates)
		return;
	if (named(stmt, stmt, &n) == CXChildVisit_Recurse)
		clang_visitChildren(stmt, named, &n);
}
