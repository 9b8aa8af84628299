/* Pointers a kernel region maps as themselves (OpenMP 5.2 5.8.3, 5.0
 * 2.19.7.1): a list item of pointer type that is not an array section,
 * named in a map clause or mapped by defaultmap(<type>[: pointer]), is
 * mapped like a scalar: its bits, which on the device are a host address
 * unless the region stores another there (&a[0] of a mapped array).  The
 * kernel and the host fallback treat it as a mapped scalar
 * (region_maps_pointer).  clang and gcc accept such maps, and so does
 * omp2cuda; but a region that dereferences the pointer before any store
 * to it most likely meant the data it points to, which is not mapped:
 * a warning says so.  "Before" is the order of the region's text, which
 * a loop around both may not follow: the warning is a hint, not a proof.
 *
 * Requires the region's maps read (defaultmap applied).  Guarantees
 * nothing about the region: it only warns. */
#include <string.h>

#include "internal.h"

typedef struct Order {
	Ctx *c;
	const Var *v;
	unsigned write;       /* the first store to v, or ~0u */
	unsigned deref;       /* the first *v, v[i] or v->m, or ~0u */
	Loc deref_loc;
} Order;

/* Does cur name v (a reference to its declaration)? */
static int
names(Order *o, CXCursor cur)
{
	Decl *d;

	cur = cx_strip(cur);
	if (clang_getCursorKind(cur) != CXCursor_DeclRefExpr)
		return 0;
	d = scan_decl_of(o->c, clang_getCursorReferenced(cur));
	return d && d->var == o->v;
}

/* v[i], *v or v->m at cur */
static int
dereferences(Order *o, CXCursor cur)
{
	CXCursor k[2];
	enum CXCursorKind kind = clang_getCursorKind(cur);

	if (kind == CXCursor_ArraySubscriptExpr)
		return cx_children(cur, k, 2) == 2 && names(o, k[0]);
	if (kind == CXCursor_MemberRefExpr)
		return cx_children(cur, k, 1) == 1 && names(o, k[0]) &&
		       clang_getCanonicalType(clang_getCursorType(cx_strip(k[0]))).kind ==
		               CXType_Pointer;
	if (kind == CXCursor_UnaryOperator)
		return cx_children(cur, k, 1) == 1 && names(o, k[0]) &&
		       !strcmp(cx_operator(cur), "*");
	return 0;
}

static enum CXChildVisitResult
order_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Order *o = data;
	CXCursor lhs;
	unsigned b, e;

	(void)parent;
	cx_extent(cur, &b, &e);
	if (cx_write_of(cur, &lhs) && names(o, lhs) &&
	    b < o->write)
		o->write = b;
	if (dereferences(o, cur) && b < o->deref) {
		o->deref = b;
		o->deref_loc = cx_loc(o->c, b);
	}
	return CXChildVisit_Recurse;
}

void
map_pointers_check(Ctx *c, const Region *r)
{
	Node *stmt;

	if (!dir_has_kernel(r->dir) || !(stmt = scan_stmt_after(c, r->src.pragma_end)))
		return;
	for (int i = 0; i < r->ncaps; i++) {
		const Var *v = r->caps[i];
		Order o = {c, v, ~0u, ~0u, {0}};
		if (!region_maps_pointer(r, v))
			continue;
		clang_visitChildren(stmt->cursor, order_visit, &o);
		if (o.deref < o.write)
			diag_warning(o.deref_loc, "'%s' is mapped as a pointer variable, not an array "
			             "section: the region receives its value, a host address, and "
			             "none of the data it points to (OpenMP 5.0 2.19.7.1); map "
			             "'%s[0:n]' for the data", v->name, v->name);
	}
}
