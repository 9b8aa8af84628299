/* Reads the host loop around a kernel region: a `for` loop in canonical
 * form whose whole body is the region (its statement alone, or braced
 * alone), as in
 *
 *     for (int k = kb; k < be; k++)
 *     #pragma omp target teams distribute parallel for
 *             for (int i = k + 1; i < n; i++) ...
 *
 * Lowering may then run the loop's remaining iterations as one launch
 * (lowering/chains.c).  What that needs of the host loop, decided here:
 * nothing but the region runs in an iteration (no other statement, no
 * other directive), the step is an integer constant, and the test's bound
 * is integer arithmetic on variables with no side effect, so the host may
 * count the remaining iterations at any one of them: the region cannot
 * change a host variable the bound reads (lowering takes no region with a
 * map clause, so nothing comes back from it).  The loop's variable is a
 * non-volatile local of the function: only the loop's own test and
 * increment read it between iterations.
 */
#include <string.h>

#include "internal.h"

/* The nearest node of the plain parse that holds node n, or NULL. */
const Node *
chains_holder(const Ctx *c, const Node *n)
{
	for (const Node *p = n; p-- > c->nodes;)
		if (p->begin <= n->begin && p->end >= n->end && (p->begin < n->begin || p->end > n->end))
			return p;
	return NULL;
}

/* A variable the bound may read: not the loop's (named by data), not
 * volatile. */
static int
bound_var_ok(CXCursor decl, void *data)
{
	return strcmp(cx_take_string(clang_getCursorSpelling(decl)), data) &&
	       !clang_isVolatileQualifiedType(clang_getCursorType(decl));
}

/* Does C compare a variable of type v with a bound of integer type b in
 * v's type, as the chain counts the loop's iterations (lowering/trip.c
 * converts the bound to it)?  The usual arithmetic conversions give v's
 * type where both are the same type, where v is wider, or where they are
 * as wide and v is unsigned. */
static int
compares_in_var_type(CXType v, CXType b)
{
	long long sv, sb;

	v = clang_getCanonicalType(v);
	b = clang_getCanonicalType(b);
	if (!cx_is_integer(v) || !cx_is_integer(b))
		return 0;
	if (v.kind == b.kind)
		return 1;
	sv = clang_Type_getSizeOf(v);
	sb = clang_Type_getSizeOf(b);
	return sv > sb || (sv == sb && cx_is_unsigned(v));
}

/* The loop variable's declaration, from the init-statement. */
CXCursor
chains_loop_var(CXCursor init)
{
	CXCursor kids[2];

	if (clang_getCursorKind(init) == CXCursor_DeclStmt)
		return cx_children(init, kids, 2) == 1 ? kids[0] : clang_getNullCursor();
	if (clang_getCursorKind(init) != CXCursor_BinaryOperator || cx_children(init, kids, 2) != 2)
		return clang_getNullCursor();
	return cx_var_ref(kids[0]);
}

/* Why the for loop f around a region cannot run its iterations from
 * one of them: NULL where it can (*l filled): canonical, its variable a
 * non-volatile local, a positive constant step, a test bound the host may
 * evaluate again (frontend/batches.c asks it too). */
const char *
chains_host_loop(Ctx *c, Loop *l, CXCursor f)
{
	CXCursor kids[4], ub, step, var;
	long long v;
	enum CX_StorageClass sc;

	if (!loops_canonical(c, f, l, &ub, &step))
		return "the loop is not in canonical form";
	if (cx_children(f, kids, 4) != 4 || clang_Cursor_isNull(var = chains_loop_var(kids[0])))
		return "the loop's variable is not a plain variable";
	sc = clang_Cursor_getStorageClass(var);
	if (clang_getCursorKind(var) != CXCursor_VarDecl || sc == CX_SC_Static ||
	    sc == CX_SC_Extern || clang_getCursorKind(clang_getCursorSemanticParent(var)) !=
	                              CXCursor_FunctionDecl)
		return "the loop's variable is not a local variable";
	if (clang_isVolatileQualifiedType(clang_getCursorType(var)))
		return "the loop's variable is volatile";
	if (!clang_Cursor_isNull(step) && (!cx_int_constant(step, &v) || v <= 0))
		return "the loop's step is not a positive integer constant";
	if (!compares_in_var_type(clang_getCursorType(var), clang_getCursorType(cx_strip(ub))))
		return "the loop's test compares in a type other than its variable's";
	if (!cx_int_arith(c, ub, bound_var_ok, (void *)l->var))
		return "the loop's test bound is not integer arithmetic on variables other than its "
		       "own";
	return NULL;
}

/* The host for loop whose whole body is statement stmt (alone, or braced
 * alone), or NULL. */
const Node *
chains_host_for(const Ctx *c, const Node *stmt)
{
	const Node *p = chains_holder(c, stmt), *f = p;
	CXCursor kids[4], want = stmt->cursor;

	if (!p)
		return NULL;
	if (clang_getCursorKind(p->cursor) == CXCursor_CompoundStmt) {
		if (cx_children(p->cursor, kids, 2) != 1)
			return NULL;
		want = p->cursor;
		f = chains_holder(c, p);
	}
	if (!f || clang_getCursorKind(f->cursor) != CXCursor_ForStmt ||
	    cx_children(f->cursor, kids, 4) != 4 || !cx_same_node(kids[3], want))
		return NULL;
	return f;
}

void
chains_read(Ctx *c, Region *r, const Node *stmt)
{
	const Node *f;

	r->around.chain.var = NULL;
	r->around.chain_why = NULL;
	if (r->src.outer_end || !(f = chains_host_for(c, stmt)))
		return;
	for (int i = 0; i < c->nps; i++) {
		unsigned at = c->ps[i].begin;
		if (at > f->begin && at < f->end && (at < r->src.pragma_begin || at >= region_end(r))) {
			r->around.chain_why = "the loop's body holds another directive";
			return;
		}
	}
	if ((r->around.chain_why = chains_host_loop(c, &r->around.chain, f->cursor)))
		r->around.chain.var = NULL;
}
