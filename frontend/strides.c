/* Unit strides of a collapsed loop nest (Region.reads.strides): for each loop
 * of a nest of two or more collapsed loops, how many element accesses of
 * the innermost body move by one element when that loop's variable moves
 * by one and the other loops' variables stay.  Lowering reads it to let
 * neighbouring threads take neighbouring values of such a variable
 * (lowering/order.c); no decision about correctness rests on it.
 *
 * An element access is a subscript a[e] whose value is not itself an
 * array (the last subscript of a[i][j], which picks the element within
 * a row) or *(p + e).  The coefficient of a variable v in e, with casts
 * and parentheses dropped, is 1 for v, 0 for a literal or a variable
 * declared outside the body (the other loops' variables, captured
 * scalars), the sum or difference of its operands' ones, c times the
 * other's for a product with an integer constant c, and the
 * initializer's for a variable the body declares with one and never
 * writes nor takes the address of; anything else that names v, a
 * variable the body declares otherwise or one it writes, has none (the
 * access counts for no loop).
 *
 * Each access also costs the memory transactions a warp needs for it when
 * neighbouring lanes step loop k (warp_cost): lowering compares the sums.
 *
 * Requires: r->loops[0..nloops) (loops.c), vars their variables' declarations.
 * Guarantees: r->reads.strides.unit[k] counts the accesses with coefficient 1 or
 * -1 for loop k, r->reads.strides.unit_loc[k] is the first of them,
 * r->reads.strides.cost[k] sums warp_cost over the accesses.
 */
#include <limits.h>
#include <string.h>

#include "internal.h"

enum { MAX_LOCALS = 64, NO_COEF = INT_MIN };

typedef struct Strides_walk {
	Ctx *c;
	Region *r;
	CXCursor var;         /* the variable whose coefficient is wanted */
	unsigned body_begin, body_end;
	CXCursor written[MAX_LOCALS]; /* variables the body writes or takes the address of */
	int nwritten;         /* > MAX_LOCALS: too many to tell */
	int depth;
} StridesWalk;

static int coef_of(StridesWalk *w, CXCursor e);

/* Is declaration d one the body declares? */
static int
body_local(const StridesWalk *w, CXCursor d)
{
	unsigned b, e;

	cx_extent(d, &b, &e);
	return b >= w->body_begin && b < w->body_end;
}

static int
is_written(const StridesWalk *w, CXCursor d)
{
	if (w->nwritten > MAX_LOCALS)
		return 1;
	for (int i = 0; i < w->nwritten; i++)
		if (clang_equalCursors(w->written[i], d))
			return 1;
	return 0;
}

static void
note_written(StridesWalk *w, CXCursor lhs)
{
	CXCursor d;

	if (!cx_written_var(lhs, &d) || clang_Cursor_isNull(d) || is_written(w, d))
		return;
	if (w->nwritten < MAX_LOCALS)
		w->written[w->nwritten] = d;
	w->nwritten++;
}

static enum CXChildVisitResult
find_writes(CXCursor cur, CXCursor parent, CXClientData data)
{
	StridesWalk *w = data;
	CXCursor lhs, k[1];

	(void)parent;
	if (cx_write_of(cur, &lhs))
		note_written(w, lhs);
	else if (clang_getCursorKind(cur) == CXCursor_UnaryOperator && !strcmp(cx_operator(cur), "&") &&
	         cx_children(cur, k, 1) == 1)
		note_written(w, k[0]);
	return CXChildVisit_Recurse;
}

typedef struct Mention {
	const StridesWalk *w;
	int found;
} Mention;

static enum CXChildVisitResult
mention_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Mention *m = data;
	CXCursor d;

	(void)parent;
	if (clang_getCursorKind(cur) != CXCursor_DeclRefExpr)
		return CXChildVisit_Recurse;
	d = clang_getCursorReferenced(cur);
	if (clang_equalCursors(d, m->w->var) ||
	    (clang_getCursorKind(d) == CXCursor_VarDecl && body_local(m->w, d)) || is_written(m->w, d)) {
		m->found = 1;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Continue;
}

/* Does e name the variable, a variable the body declares, or one it
 * writes? */
static int
mentions(const StridesWalk *w, CXCursor e)
{
	Mention m = {w, 0};

	if (clang_getCursorKind(e) == CXCursor_DeclRefExpr)
		mention_visit(e, clang_getNullCursor(), &m);
	else
		clang_visitChildren(e, mention_visit, &m);
	return m.found;
}

static int
scaled(int a, long long c)
{
	long long v = (long long)a * c;
	return a == NO_COEF || v > INT_MAX / 2 || v < -(INT_MAX / 2) ? NO_COEF : (int)v;
}

static int
binary_coef(StridesWalk *w, CXCursor e)
{
	CXCursor k[2];
	const char *op = cx_operator(e);
	long long c;
	int a, b;

	if (cx_children(e, k, 2) != 2)
		return NO_COEF;
	if (!strcmp(op, "+") || !strcmp(op, "-")) {
		if ((a = coef_of(w, k[0])) == NO_COEF || (b = coef_of(w, k[1])) == NO_COEF)
			return NO_COEF;
		return scaled(op[0] == '+' ? a + b : a - b, 1);
	}
	if (!strcmp(op, "*")) {
		if (cx_int_constant(k[0], &c))
			return scaled(coef_of(w, k[1]), c);
		if (cx_int_constant(k[1], &c))
			return scaled(coef_of(w, k[0]), c);
	}
	if (!strcmp(op, "<<") && cx_int_constant(k[1], &c) && c >= 0 && c < 30)
		return scaled(coef_of(w, k[0]), 1LL << c);
	return NO_COEF;
}

/* The coefficient of w->var in integer expression e, or NO_COEF. */
static int
coef_of(StridesWalk *w, CXCursor e)
{
	CXCursor d, k[1], init;
	int v;

	e = cx_strip_casts(e);
	if (!mentions(w, e))
		return 0;
	switch (clang_getCursorKind(e)) {
	case CXCursor_DeclRefExpr:
		d = clang_getCursorReferenced(e);
		if (clang_equalCursors(d, w->var))
			return 1;
		init = cx_var_init(d);
		if (is_written(w, d) || clang_Cursor_isNull(init) || w->depth > 8)
			return NO_COEF;
		w->depth++;
		v = coef_of(w, init);
		w->depth--;
		return v;
	case CXCursor_BinaryOperator:
		return binary_coef(w, e);
	case CXCursor_UnaryOperator:
		if (cx_children(e, k, 1) != 1)
			return NO_COEF;
		if (!strcmp(cx_operator(e), "-"))
			return scaled(coef_of(w, k[0]), -1);
		return !strcmp(cx_operator(e), "+") ? coef_of(w, k[0]) : NO_COEF;
	default:
		return NO_COEF;
	}
}

/* The index of an element access, or a null cursor. */
static CXCursor
access_index(CXCursor cur)
{
	CXCursor k[2], p[2];
	enum CXTypeKind t;

	if (clang_getCursorKind(cur) == CXCursor_ArraySubscriptExpr) {
		t = clang_getCanonicalType(clang_getCursorType(cur)).kind;
		if (t == CXType_ConstantArray || t == CXType_IncompleteArray || t == CXType_VariableArray ||
		    cx_children(cur, k, 2) != 2)
			return clang_getNullCursor();
		return cx_is_integer(clang_getCursorType(cx_strip_casts(k[1]))) ? k[1] : k[0];
	}
	if (clang_getCursorKind(cur) == CXCursor_UnaryOperator && !strcmp(cx_operator(cur), "*") &&
	    cx_children(cur, k, 1) == 1) {
		CXCursor sum = cx_strip_casts(k[0]);
		if (clang_getCursorKind(sum) == CXCursor_BinaryOperator && !strcmp(cx_operator(sum), "+") &&
		    cx_children(sum, p, 2) == 2)
			return cx_is_integer(clang_getCursorType(cx_strip_casts(p[1]))) ? p[1] : p[0];
	}
	return clang_getNullCursor();
}

/* The memory transactions a warp's 32 lanes need for one access when
 * neighbouring lanes step a variable of coefficient c: one where they
 * read the same element (0) or neighbouring ones (1 or -1), about |c|
 * for a small stride, one each for a large or unknown one. */
static int
warp_cost(int c)
{
	if (c == NO_COEF || c > 8 || c < -8)
		return 32;
	return c == 0 ? 1 : (c < 0 ? -c : c);
}

typedef struct Nest {
	StridesWalk *w;
	CXCursor *vars;
} Nest;

static enum CXChildVisitResult
access_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Nest *n = data;
	StridesWalk *w = n->w;
	Region *r = w->r;
	CXCursor index = access_index(cur);
	unsigned b, e;

	(void)parent;
	if (clang_Cursor_isNull(index))
		return CXChildVisit_Recurse;
	r->reads.strides.accesses++;
	for (int k = 0; k < r->nloops; k++) {
		w->var = n->vars[k];
		int c = coef_of(w, index);
		r->reads.strides.cost[k] += warp_cost(c);
		if (c != 1 && c != -1)
			continue;
		if (!r->reads.strides.unit[k]++) {
			cx_extent(cur, &b, &e);
			r->reads.strides.unit_loc[k] = cx_loc(w->c, b);
		}
	}
	return CXChildVisit_Recurse;
}

void
strides_read(Ctx *c, Region *r, CXCursor *vars, CXCursor body)
{
	StridesWalk w = {.c = c, .r = r};
	Nest n = {&w, vars};

	if (r->nloops < 2)
		return;
	for (int k = 0; k < r->nloops; k++)
		if (clang_Cursor_isNull(vars[k]))
			return;
	cx_extent(body, &w.body_begin, &w.body_end);
	clang_visitChildren(body, find_writes, &w);
	clang_visitChildren(body, access_visit, &n);
}
