/* Reductions of arrays no thread keeps a copy of (DataClauses.direct):
 * a section whose length is known at run time alone,
 * `reduction(+: hist[0:nbins])`, or an array larger than a thread's copy
 * may be (reductions.c).  OpenMP 5.2 5.5.8 gives each thread a private
 * copy starting at the operator's identity and combines the copies into
 * the original at the end, in an unspecified order.  Where the loop's
 * body names the item only as the object of updates with the clause's
 * operator, each a statement of its own (`h[e] += x`, `h[e]++`, `h[e] =
 * h[e] * x`; for min and max the forms of an atomic compare, `if (h[e] <
 * x) h[e] = x;`, `h[e] = std::max(h[e], x)` and `fmax(h[e], x)`), the same
 * result is each
 * update applied once to the device copy: the kernel performs each as
 * '#pragma omp atomic update' (or compare) would, an Atomic of the
 * region, the host fallback under that directive (or the compare-and-swap
 * the host file writes), and no thread copies the array.  Any other use
 * (a read of the partial sum, the item passed to a function, another
 * operator) is an error: its copy would be needed. */
#include <string.h>

#include "internal.h"

typedef struct Uses {
	Ctx *c;
	const Reduction *red;
	CXCursor decl;        /* the item's variable */
	unsigned *bases;      /* offsets of the names updates account for */
	int nbases;
	size_t capbases;
	Atomic *updates;
	int nupdates;
	size_t capupdates;
	unsigned bad;         /* a use no update accounts for, or 0 */
} Uses;

static int
names_item(const Uses *u, CXCursor e)
{
	e = cx_strip(e);
	return clang_getCursorKind(e) == CXCursor_DeclRefExpr &&
	       clang_equalCursors(clang_getCanonicalCursor(clang_getCursorReferenced(e)), u->decl);
}

/* The variable an element expression `v[i]`, `v[i][j]` subscripts, as
 * the name written; a null cursor for another expression. */
static CXCursor
subscripted(const Uses *u, CXCursor e)
{
	CXCursor k[2];

	e = cx_strip(e);
	while (clang_getCursorKind(e) == CXCursor_ArraySubscriptExpr && cx_children(e, k, 2) == 2)
		e = cx_strip(k[0]);
	return names_item(u, e) ? e : clang_getNullCursor();
}

/* Is an update statement's operator op (a->op, a->negate) the
 * clause's? */
static int
same_op(const Reduction *red, const Atomic *a)
{
	return a->op == red->op && (!a->negate || red->op == RED_ADD);
}

/* Are a and b one node?  (libclang's cursors of one expression may
 * differ in the declaration they were reached from.) */
static int
same_node(CXCursor a, CXCursor b)
{
	return clang_getCursorKind(a) == clang_getCursorKind(b) &&
	       clang_equalRanges(clang_getCursorExtent(a), clang_getCursorExtent(b));
}

/* Is e a statement of its own: its value unused? */
static int
statement(CXCursor e, CXCursor parent)
{
	CXCursor k[8];
	int n = cx_children(parent, k, 8);

	if (n > 8)
		return 0;
	switch (clang_getCursorKind(parent)) {
	case CXCursor_CompoundStmt:
	case CXCursor_LabelStmt:
	case CXCursor_DefaultStmt:
		return 1;
	case CXCursor_CaseStmt:   /* its statement, not its value */
		return n == 2 && same_node(k[1], e);
	case CXCursor_IfStmt:     /* then or else, not the condition */
		return n >= 2 && !same_node(k[0], e);
	case CXCursor_ForStmt:    /* the body */
	case CXCursor_WhileStmt:
		return n >= 1 && same_node(k[n - 1], e);
	case CXCursor_DoStmt:
		return n == 2 && same_node(k[0], e);
	default:
		return 0;
	}
}

static void
account(Uses *u, CXCursor name)
{
	VEC_PUSH(u->bases, u->nbases, u->capbases, cx_offset(clang_getCursorLocation(name)));
}

/* The names of the item that begin x, the element a compare statement
 * reads and writes (`h[k]` of `if (h[k] < v) h[k] = v;`), each
 * accounted for. */
static enum CXChildVisitResult
element_names(CXCursor cur, CXCursor parent, CXClientData data)
{
	Uses *u = ((void **)data)[0];
	const char *x = ((void **)data)[1];
	CXCursor base;

	(void)parent;
	if (clang_getCursorKind(cur) != CXCursor_ArraySubscriptExpr ||
	    clang_Cursor_isNull(base = subscripted(u, cur)) || strcmp(cx_cursor_text(u->c, cur), x))
		return CXChildVisit_Recurse;
	account(u, base);
	return CXChildVisit_Continue;
}

/* Does the cursor name the item within the span (*data: Uses, then the
 * span's two offsets)? */
static enum CXChildVisitResult
names_in_span(CXCursor cur, CXCursor parent, CXClientData data)
{
	Uses *u = ((void **)data)[0];
	const unsigned *at = ((void **)data)[1];
	unsigned off = cx_offset(clang_getCursorLocation(cur));

	(void)parent;
	if (off >= at[0] && off < at[1] && names_item(u, cur)) {
		((void **)data)[2] = u;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

/* A min or max reduction's update: `if (x < e) x = e;`, `x = x < e ? e :
 * x` and the other forms of an atomic compare, and `x = std::max(x, e)`
 * (compare.c), whose x is an element of the item and which keep the
 * lesser (min) or the greater (max) of x and e, where e does not name
 * the item. */
static void
compare_update(Uses *u, CXCursor cur, int own)
{
	enum CXCursorKind k = clang_getCursorKind(cur);
	CXCursor kids[2];
	Atomic a;
	unsigned b, e;
	void *data[2];
	int before;

	if ((k != CXCursor_IfStmt && (k != CXCursor_BinaryOperator || strcmp(cx_operator(cur), "="))) ||
	    !own || cx_in_macro(cur))
		return;
	cx_extent(cur, &b, &e);
	a = (Atomic){.loc = cx_loc(u->c, b), .kind = ATOM_UPDATE};
	if (!compare_read(u->c, cur, 0, &a)) {
		a = (Atomic){.loc = cx_loc(u->c, b), .kind = ATOM_UPDATE};
		if (!compare_min_max_call(u->c, cur, &a))
			return;
	}
	if (a.d || a.cmp != (u->red->op == RED_MAX ? ACMP_LT : ACMP_GT) || !atomics_size_ok(a.size))
		return;
	if (k == CXCursor_BinaryOperator &&
	    (cx_children(cur, kids, 2) != 2 || clang_Cursor_isNull(subscripted(u, kids[0]))))
		return;
	void *span[3] = {u, a.at[AT_E], NULL};
	clang_visitChildren(cur, names_in_span, span);
	if (span[2])
		return; /* e reads the item: a thread's copy would give it */
	data[0] = u;
	data[1] = (void *)a.x;
	before = u->nbases;
	clang_visitChildren(cur, element_names, data);
	if (u->nbases == before)
		return; /* x is no element of the item */
	a.begin = b;
	a.end = cx_stmt_end(u->c, cur);
	VEC_PUSH(u->updates, u->nupdates, u->capupdates, a);
}

/* An update of the item, cur (own: a statement of its own): `v[..] op=
 * e`, `v[..]++`, `v[..] = v[..] op e` whose operator is the clause's;
 * each name of v it accounts for (the element's, twice in the last
 * form) is recorded. */
static void
update(Uses *u, CXCursor cur, int own)
{
	enum CXCursorKind k = clang_getCursorKind(cur);
	CXCursor kids[2], r[2], base;
	Atomic a;
	unsigned b, e;

	if (u->red->op == RED_MIN || u->red->op == RED_MAX) {
		compare_update(u, cur, own);
		return;
	}
	if (k != CXCursor_CompoundAssignOperator && k != CXCursor_UnaryOperator &&
	    k != CXCursor_BinaryOperator)
		return;
	if (cx_children(cur, kids, 2) < 1 || clang_Cursor_isNull(base = subscripted(u, kids[0])))
		return;
	if (k == CXCursor_BinaryOperator && strcmp(cx_operator(cur), "="))
		return;
	cx_extent(cur, &b, &e);
	if (!own || cx_in_macro(cur) || !atomics_update_of(u->c, cur, cx_loc(u->c, b), &a) ||
	    !same_op(u->red, &a))
		return;
	account(u, base);
	if (k == CXCursor_BinaryOperator && cx_children(cur, kids, 2) == 2 &&
	    cx_children(cx_strip(kids[1]), r, 2) == 2) {
		CXCursor other = subscripted(u, r[0]);
		if (clang_Cursor_isNull(other))
			other = subscripted(u, r[1]);
		if (!clang_Cursor_isNull(other))
			account(u, other);
	}
	a.begin = b;
	a.end = cx_stmt_end(u->c, cur);
	VEC_PUSH(u->updates, u->nupdates, u->capupdates, a);
}

/* Updates of the item in the statement.  C++ wraps a statement whose
 * expression makes temporaries (`h[k] = std::min(h[k], x / 3)`) in an
 * expression libclang does not expose: its operand is the statement's. */
static enum CXChildVisitResult
find_updates(CXCursor cur, CXCursor parent, CXClientData data)
{
	Uses *u = data;
	CXCursor kid;
	enum CXCursorKind k = clang_getCursorKind(cur);

	/* only these can be an update (statement() lists the parent's
	 * children: not for every node) */
	if (k != CXCursor_UnexposedExpr && k != CXCursor_CompoundAssignOperator &&
	    k != CXCursor_UnaryOperator && k != CXCursor_BinaryOperator && k != CXCursor_IfStmt)
		return CXChildVisit_Recurse;
	if (k == CXCursor_UnexposedExpr) {
		if (cx_children(cur, &kid, 1) == 1 && statement(cur, parent))
			update(u, kid, 1);
	} else {
		update(u, cur, statement(cur, parent));
	}
	return CXChildVisit_Recurse;
}

/* Every name of the item in the statement: one an update accounts for? */
static enum CXChildVisitResult
find_other_uses(CXCursor cur, CXCursor parent, CXClientData data)
{
	Uses *u = data;
	unsigned at;

	(void)parent;
	if (!names_item(u, cur))
		return CXChildVisit_Recurse;
	at = cx_offset(clang_getCursorLocation(cur));
	for (int i = 0; i < u->nbases; i++)
		if (u->bases[i] == at)
			return CXChildVisit_Continue;
	u->bad = at;
	return CXChildVisit_Break;
}

/* Region r's direct reductions, its statement stmt: each update of an
 * item becomes an atomic operation of the kernel; an item used
 * otherwise is an error. */
void
direct_reductions_read(Ctx *c, Region *r, CXCursor stmt)
{
	for (int i = 0; i < r->data.ndirect; i++) {
		const Reduction *red = &r->data.direct[i];
		Decl *d = scan_var_decl(c, red->var, r->src.pragma_begin);
		Uses u = {c, red, clang_getNullCursor(), NULL, 0, 0, NULL, 0, 0, 0};
		size_t cap = (size_t)r->dev.natomics;
		if (!d)
			continue;
		u.decl = clang_getCanonicalCursor(d->cursor);
		clang_visitChildren(stmt, find_updates, &u);
		clang_visitChildren(stmt, find_other_uses, &u);
		if (u.bad || !u.nupdates) {
			const char *form =
				red->op == RED_MAX   ? "'if (x[i] < e) x[i] = e;', 'x[i] = x[i] < e ? e : x[i]' or "
				                       "'x[i] = std::max(x[i], e)' (or fmax), e not naming x"
				: red->op == RED_MIN ? "'if (x[i] > e) x[i] = e;', 'x[i] = x[i] > e ? e : x[i]' or "
				                       "'x[i] = std::min(x[i], e)' (or fmin), e not naming x"
				: red->op == RED_ADD ? "'x[i] += e' or 'x[i]++'"
				                     : arena_printf("'x[i] %s= e'", red_c_ops[red->op]);
			diag_error(u.bad ? cx_loc(c, u.bad) : red->loc,
			           "reduction of '%s' is not supported yet here: no thread can keep a "
			           "copy of it (its length is known at run time alone, or it is larger "
			           "than a thread's copy may be), so each use in the loop must be an "
			           "update %s, a statement of its own, which the device performs "
			           "atomically; %s",
			           red->item, form, u.bad ? "this use is not" : "the loop has none");
			continue;
		}
		for (int k = 0; k < u.nupdates; k++) {
			/* the host fallback's threads share the item too (it
			 * writes a compare out itself: codegen/emit_region.c) */
			Loc at = u.updates[k].loc;
			if (!u.updates[k].cmp)
				edits_add(c, (Edit){.begin = u.updates[k].begin, .end = u.updates[k].begin,
				                    .text = "", .host = 1,
				                    .host_text = arena_printf("\n#pragma omp atomic update\n"
				                                              "#line %u %s\n", at.line,
				                                              c_string(at.file))});
			VEC_PUSH(r->dev.atomics, r->dev.natomics, cap, u.updates[k]);
		}
	}
}
