/* Captured arrays a region uses whole: as the array itself, not as the
 * pointer to its first element that C converts an array to everywhere
 * else (C11 6.3.2.1p3): the operand of sizeof, _Alignof or unary &, the
 * expression of __typeof__.  The kernel and the host fallback receive a
 * captured array as that pointer, so such a use would give the pointer's
 * size or address; code generation gives these regions the array itself
 * (lowering's Param.whole), and every other region's code stays as it is.
 *
 * The decision is the AST's, wherever the use is spelled, macros
 * included: libclang shows the conversion as an UnexposedExpr of pointer
 * type over the reference (and any parentheses around it); every other
 * reference to a captured array is a use of it whole.  The host fallback
 * names the array where each such use is spelled, in the region's text or
 * in a macro argument written there; one spelled in a macro's definition
 * cannot be named there, and is an error.
 *
 * A variable-length array used whole is an error: its type has no
 * spelling in CUDA C++.
 *
 * Requires: r->caps (captures.c), r->data.privates, r->data.firstprivates.
 * Guarantees: r->uses.wholes, each once; r->uses.whole_uses sorted by offset, each
 * once.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

typedef struct Walk {
	Ctx *c;
	Region *r;
	size_t wholes_cap, uses_cap;
} Walk;

static CXCursor
strip_parens(CXCursor e)
{
	CXCursor kid;

	while (clang_getCursorKind(e) == CXCursor_ParenExpr && cx_children(e, &kid, 1) == 1)
		e = kid;
	return e;
}

/* The array e names, when the region receives it as a pointer: captured,
 * not private, not firstprivate.  NULL for any other expression. */
static Var *
captured_array(Walk *w, CXCursor e)
{
	CXCursor ref = clang_getCursorReferenced(e);
	Decl *d;

	/* (a parameter declared as an array is a pointer, C11 6.7.6.3p7,
	 * although libclang gives its references the array type) */
	if (clang_getCursorKind(e) != CXCursor_DeclRefExpr ||
	    clang_getCursorKind(ref) != CXCursor_VarDecl ||
	    (clang_getCanonicalType(clang_getCursorType(e)).kind != CXType_ConstantArray &&
	     clang_getCanonicalType(clang_getCursorType(e)).kind != CXType_VariableArray) ||
	    !(d = scan_decl_of(w->c, ref)) || !d->var || d->var->kind != VAR_ARRAY)
		return NULL;
	if (!var_listed(w->r->caps, w->r->ncaps, d->var) ||
	    var_listed(w->r->data.privates, w->r->data.nprivates, d->var) ||
	    var_listed(w->r->data.firstprivates, w->r->data.nfirstprivates, d->var))
		return NULL;
	return d->var;
}

/* Where the reference e is spelled, if the host fallback can name the
 * array there: the identifier itself, in the region's text (a macro
 * argument's tokens are spelled where the argument is written; those of
 * a macro's definition are given the place of the invocation). */
static int
spelled_in_region(Walk *w, CXCursor e, const Var *v, unsigned *at)
{
	const Unit *u = w->c->u;
	size_t n = strlen(v->name);
	CXFile f;

	clang_getFileLocation(clang_getCursorLocation(e), &f, NULL, NULL, at);
	return f && cx_same_file(f, w->c->file) && *at >= w->r->src.stmt_begin &&
	       *at + n <= w->r->src.stmt_end && !strncmp(u->src + *at, v->name, n) &&
	       !isalnum((unsigned char)u->src[*at + n]) && u->src[*at + n] != '_' &&
	       !isalnum((unsigned char)u->src[*at - 1]) && u->src[*at - 1] != '_';
}

static void
whole_use(Walk *w, CXCursor e, Var *v)
{
	Region *r = w->r;
	unsigned at, b, end;

	if (v->vla) {
		/* the kernel would need the array's type, which CUDA C++ cannot
		 * spell: sizeof a would be the pointer's */
		cx_extent(e, &b, &end);
		diag_error(cx_loc(w->c, b), "variable-length array '%s' is used whole (its address, "
		           "size or type) in a target region: not supported yet; compute the size "
		           "outside the region, or use '&%s[0]'", v->name, v->name);
		return;
	}
	if (!var_listed(r->uses.wholes, r->uses.nwholes, v))
		VEC_PUSH(r->uses.wholes, r->uses.nwholes, w->wholes_cap, v);
	if (!spelled_in_region(w, e, v, &at)) {
		cx_extent(e, &b, &end);
		diag_error(cx_loc(w->c, b), "array '%s' is used whole (its address, size or type) "
		           "in a macro's definition: not supported yet, the host fallback receives "
		           "a pointer to its first element; write the use out, or pass '%s' to the "
		           "macro as an argument", v->name, v->name);
		return;
	}
	VarRef use = {at, at + (unsigned)strlen(v->name), v};
	VEC_PUSH(r->uses.whole_uses, r->uses.nwhole_uses, w->uses_cap, use);
}

typedef struct Parent {
	Walk *w;
	int decays;           /* an array-to-pointer conversion */
} Parent;

/* A child of an expression or statement: a reference to a captured
 * array, maybe in parentheses, decays or is a use of the array whole. */
static enum CXChildVisitResult
kid(CXCursor cur, CXCursor parent, CXClientData data)
{
	Parent *p = data;
	CXCursor e = strip_parens(cur);
	Var *v = captured_array(p->w, e);

	(void)parent;
	if (v && !p->decays)
		whole_use(p->w, e, v);
	return CXChildVisit_Continue;
}

static enum CXChildVisitResult
visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Parent p = {data, 0};

	(void)parent;
	/* parentheses are looked through from the expression around them */
	if (clang_getCursorKind(cur) == CXCursor_ParenExpr)
		return CXChildVisit_Recurse;
	p.decays = clang_getCursorKind(cur) == CXCursor_UnexposedExpr &&
	           clang_getCanonicalType(clang_getCursorType(cur)).kind == CXType_Pointer;
	clang_visitChildren(cur, kid, &p);
	return CXChildVisit_Recurse;
}

void
arrays_read(Ctx *c, Region *r, CXCursor stmt)
{
	Walk w = {c, r, 0, 0};
	Parent top = {&w, 0};

	kid(stmt, clang_getNullCursor(), &top); /* the statement `a;` */
	visit(stmt, clang_getNullCursor(), &w);
	clang_visitChildren(stmt, visit, &w);
	/* a macro may expand an argument twice: COUNT(a) */
	cx_sort_refs(r->uses.whole_uses, &r->uses.nwhole_uses);
}
