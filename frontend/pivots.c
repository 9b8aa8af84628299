/* Pivot rows of a chain: the facts from which lowering/pivots.c decides
 * whether the host loop around a combined loop region (a chain,
 * frontend/chains.c) may run as two launches, the rows its iterations
 * read as pivots first and every other row after, each of them through
 * all of the chain's iterations (codegen/emit_pivots.c), as in lud's
 * column panel:
 *
 *     for (int k = kb; k < be; k++)
 *     #pragma omp target teams distribute parallel for
 *             for (int i = k + 1; i < n; i++) {
 *                     float l = a[(long)i * n + k] / a[(long)k * n + k];
 *                     a[(long)i * n + k] = l;
 *                     for (int j = k + 1; j < be; j++)
 *                             a[(long)i * n + j] -= l * a[(long)k * n + j];
 *             }
 *
 * What that needs, decided here (PivotFacts, with why not):
 *   - the host loop's step is 1, and the region's loop is
 *     for (i = k + 1; i < ub; i++), k the host loop's variable and ub
 *     an integer constant or a captured scalar;
 *   - the body touches memory only through one captured pointer or
 *     one-dimensional array a, as a[R * ld + f]: R is i (the iteration's
 *     own row) or k (the pivot row), ld the same integer constant or
 *     captured scalar at every access, the index of a signed type (C
 *     computes it exactly), and the column f an integer constant, k, or
 *     the variable of a for loop of the body, plus or minus a constant;
 *     such a loop is for (v = lo; v < hi; v++), lo and hi an integer
 *     constant, k or a captured scalar plus or minus a constant, and
 *     nothing but its increment writes v;
 *   - it writes only a's elements in row i and variables the body
 *     declares; it reads other variables only as captured scalars; it
 *     calls only math functions and __attribute__((const)) ones (no
 *     memory but their arguments' values), takes no address, dereferences
 *     nothing else and holds no jump (break, continue, return, goto), no
 *     other statement.
 * Each column's range over the chain's iterations (PivotCol) is the
 * host's to check at launch: within [0, ld), rows R * ld + [0, ld) are
 * apart, so row i's elements are its iteration's alone.
 *
 * For the register form of kernel_below (lowering/pivots.c decides) it
 * also records every access (PivotAccess: its extent, row, column, and
 * for a write that is a whole expression statement its operator and
 * value), every loop of the body (PivotLoop: whether its iterations are
 * exactly [lo, hi) as the column ranges take them) and a's element type
 * where __shfl_sync takes it.
 *
 * Requires: r->caps (captures.c), r->around.chain (chains.c, which finds
 * the host loop).
 */
#include <string.h>

#include "row_terms.h"

enum { MAX_LOOPS = 8, MAX_PARTS = 8 };

typedef struct Walk {
	Ctx *c;
	Region *r;
	CXCursor i, k;                 /* the region's and the host loop's variables */
	unsigned body_begin, body_end; /* the region's loop's body */
	CXCursor array;                /* a, once an access names it */
	int have_ld;                   /* f->ld is its row length */
	CXCursor vars[MAX_LOOPS];      /* the body's loops' variables */
	PivotTerm lo[MAX_LOOPS], hi[MAX_LOOPS];
	unsigned inc_begin[MAX_LOOPS], inc_end[MAX_LOOPS]; /* their increments */
	int nvars;
	int depth;                     /* the body's for loops around the cursor */
	PivotFacts *f;
	const char *why;
	unsigned why_at;
} Walk;

static void
no(Walk *w, CXCursor at, const char *why)
{
	unsigned b, e;

	if (w->why)
		return;
	cx_extent(at, &b, &e);
	w->why = why;
	w->why_at = b;
}


static int
declared_in_body(Walk *w, CXCursor decl)
{
	return rt_declared_in(decl, w->body_begin, w->body_end);
}

static const Var *
captured_scalar(Walk *w, CXCursor decl)
{
	return rt_captured_scalar(w->c, w->r, decl);
}

/* e as an atom plus a constant: an integer constant, k, a captured
 * scalar, or (with loops) a variable of the body's loops; 0 if not. */
static int
term(Walk *w, CXCursor e, int loops, PivotTerm *t, int *loop)
{
	CXCursor kids[2], d;
	long long v;

	e = rt_value(e);
	*loop = -1;
	if (cx_int_constant(e, &v)) {
		*t = (PivotTerm){PIVOT_CONST, NULL, v};
		return 1;
	}
	if ((rt_binop(e, "+", kids) || rt_binop(e, "-", kids)) && cx_int_constant(rt_value(kids[1]), &v)) {
		if (!term(w, kids[0], loops, t, loop))
			return 0;
		t->c += !strcmp(cx_operator(e), "+") ? v : -v;
		return 1;
	}
	if (rt_binop(e, "+", kids) && cx_int_constant(rt_value(kids[0]), &v)) {
		if (!term(w, kids[1], loops, t, loop))
			return 0;
		t->c += v;
		return 1;
	}
	d = cx_var_ref(e);
	if (clang_Cursor_isNull(d) || !cx_is_integer(clang_getCursorType(e)))
		return 0;
	if (rt_names(e, w->k)) {
		*t = (PivotTerm){PIVOT_STEP, NULL, 0};
		return 1;
	}
	for (int i = 0; loops && i < w->nvars; i++)
		if (rt_names(e, w->vars[i])) {
			*loop = i;
			*t = (PivotTerm){PIVOT_CONST, NULL, 0};
			return 1;
		}
	if (!rt_names(e, w->i) && !declared_in_body(w, d) && captured_scalar(w, d)) {
		*t = (PivotTerm){PIVOT_VAR, cx_take_string(clang_getCursorSpelling(d)), 0};
		return 1;
	}
	return 0;
}

/* for (T v = lo; v < hi; <step one>) with its parts in kids: v, and its
 * bounds as terms; 0 if not. */
static int
loop_form(Walk *w, CXCursor kids[4], CXCursor *v, PivotTerm *lo, PivotTerm *hi)
{
	CXCursor decl[1], init, cmp[2];
	int loop;

	if (clang_getCursorKind(kids[0]) != CXCursor_DeclStmt || cx_children(kids[0], decl, 1) != 1 ||
	    clang_Cursor_isNull(init = rt_var_init(decl[0])))
		return 0;
	*v = decl[0];
	if (!cx_is_integer(clang_getCursorType(*v)) || !rt_binop(cx_strip_casts(kids[1]), "<", cmp) ||
	    !rt_names(cmp[0], *v) || !rt_step_one(kids[2], *v))
		return 0;
	return term(w, init, 0, lo, &loop) && term(w, cmp[1], 0, hi, &loop);
}

static int
same_term(const PivotTerm *a, const PivotTerm *b)
{
	return a->kind == b->kind && a->c == b->c && (a->kind != PIVOT_VAR || !strcmp(a->var, b->var));
}

/* Records a column range, once; returns its index, or -1. */
static int
add_col(Walk *w, CXCursor at, const PivotCol *col)
{
	for (int i = 0; i < w->f->ncols; i++)
		if (same_term(&w->f->cols[i].lo, &col->lo) && same_term(&w->f->cols[i].hi, &col->hi))
			return i;
	if (w->f->ncols == MAX_PIVOT_COLS) {
		no(w, at, "too many accesses");
		return -1;
	}
	w->f->cols[w->f->ncols++] = *col;
	return w->f->ncols - 1;
}

/* Records access sub, once (a write's target is visited again as a
 * read); returns it, or NULL past MAX_PIVOT_ACCESSES or where its text
 * is not its own (a macro's; accesses whose extents meet): then no
 * register form, nacc -1 until pivots_read sets it to 0. */
static PivotAccess *
add_access(Walk *w, CXCursor sub, int own, const PivotTerm *col, int loop, int range)
{
	PivotFacts *f = w->f;
	unsigned b, e;

	cx_extent(sub, &b, &e);
	for (int i = 0; i < f->nacc; i++)
		if (f->acc[i].begin == b && f->acc[i].end == e && own == f->acc[i].own &&
		    same_term(col, &f->acc[i].col) && loop == f->acc[i].loop)
			return &f->acc[i];
		else if (f->acc[i].begin < e && b < f->acc[i].end)
			f->nacc = -1;
	if (cx_in_macro(sub))
		f->nacc = -1;
	if (f->nacc < 0 || f->nacc == MAX_PIVOT_ACCESSES) {
		f->nacc = -1;
		return NULL;
	}
	f->acc[f->nacc] = (PivotAccess){b, e, own, 0, *col, loop, NULL, range, NULL, 0, 0, 0, 0};
	if (loop >= 0)
		f->acc[f->nacc].loop_var = cx_take_string(clang_getCursorSpelling(w->vars[loop]));
	return &f->acc[f->nacc++];
}

/* Is e the row length, the same at every access (the first sets it)? */
static int
row_length(Walk *w, CXCursor e)
{
	PivotTerm ld;
	int loop;

	if (!term(w, e, 0, &ld, &loop) || ld.kind == PIVOT_STEP || (ld.kind == PIVOT_VAR && ld.c))
		return 0;
	if (!w->have_ld) {
		w->have_ld = 1;
		w->f->ld = ld;
		return 1;
	}
	return same_term(&w->f->ld, &ld);
}

/* Checks a[index]: the row in *row_i, its columns over the chain in
 * *col, its column in *at plus, where *loop >= 0, that loop's variable;
 * 0 if refused. */
static int
access_column(Walk *w, CXCursor sub, int *row_i, PivotCol *colp, PivotTerm *at, int *loop)
{
	CXCursor kids[2], base;
	PivotTerm f = {PIVOT_CONST, NULL, 0};
	long long cst = 0; /* the column's constant terms */

	*row_i = 0;
	*loop = -1;
	if (cx_children(sub, kids, 2) != 2)
		return no(w, sub, "a subscript the walk cannot read"), 0;
	base = cx_var_ref(cx_strip(kids[0]));
	if (clang_Cursor_isNull(base) || !captures_shared(w->c, w->r, base) ||
	    captures_shared(w->c, w->r, base)->ndims > 1)
		return no(w, sub, "a subscript of other than a captured pointer or one-dimensional array"), 0;
	if (clang_Cursor_isNull(w->array))
		w->array = clang_getCanonicalCursor(base);
	else if (!rt_names(kids[0], w->array))
		return no(w, sub, "the body accesses two arrays"), 0;
	CXType it = clang_getCanonicalType(clang_getCursorType(cx_strip(kids[1])));
	if (!cx_is_integer(it) || cx_is_unsigned(it))
		return no(w, sub, "an index of an unsigned type (it may wrap)"), 0;
	CXCursor parts[MAX_PARTS];
	int signs[MAX_PARTS], n = 0, row = -1;
	if (!rt_sum_parts(kids[1], 1, parts, signs, &n, MAX_PARTS))
		return no(w, sub, "an index other than row * ld + column"), 0;
	PivotCol col = {{PIVOT_CONST, NULL, 0}, {PIVOT_CONST, NULL, 0}};
	int atom = 0;
	for (int t = 0; t < n; t++) {
		CXCursor prod[2];
		long long v;
		if (rt_binop(parts[t], "*", prod) && signs[t] > 0 && row < 0) {
			for (int m = 0; m < 2 && row < 0; m++)
				if (rt_names(prod[m], w->i) || rt_names(prod[m], w->k)) {
					row = rt_names(prod[m], w->i);
					if (!row_length(w, prod[1 - m]))
						return no(w, sub, "a row length other than one constant or captured "
						                  "scalar at every access"), 0;
				}
			if (row >= 0)
				continue;
		}
		if (cx_int_constant(parts[t], &v)) {
			col.lo.c += signs[t] * v;
			col.hi.c += signs[t] * v;
			cst += signs[t] * v;
			continue;
		}
		if (atom++ || signs[t] < 0 || !term(w, parts[t], 1, &f, loop) || f.c)
			return no(w, sub, "a column other than a constant, the host loop's variable, a "
			                  "captured scalar or a loop's of the body, plus a constant"), 0;
		long long c = col.lo.c;
		col.lo = *loop < 0 ? f : w->lo[*loop];
		col.hi = *loop < 0 ? f : w->hi[*loop];
		col.lo.c += c;
		col.hi.c += c - (*loop >= 0); /* v < hi: at most hi - 1 */
	}
	if (row < 0)
		return no(w, sub, "an index other than row * ld + column, the row the region's loop's "
		                  "variable or the host loop's"), 0;
	col.hi.c += 1; /* [lo, hi) */
	*row_i = row;
	*colp = col;
	*at = (PivotTerm){PIVOT_CONST, NULL, cst};
	if (atom && *loop < 0) {
		*at = f;
		at->c = cst;
	}
	return 1;
}

/* Checks a[index] and records its column; the row in *row_i; returns
 * the access (NULL where refused or past MAX_PIVOT_ACCESSES). */
static PivotAccess *
access(Walk *w, CXCursor sub, int *row_i)
{
	PivotCol col;
	PivotTerm at;
	int loop, range;

	if (!access_column(w, sub, row_i, &col, &at, &loop) || (range = add_col(w, sub, &col)) < 0)
		return NULL;
	return add_access(w, sub, *row_i, &at, loop, range);
}


static enum CXChildVisitResult visit(CXCursor cur, CXCursor parent, CXClientData data);

/* A write a[...] op value that is the whole expression of an
 * expression statement (its parent a compound statement): its operator,
 * its extent and its value's, for the register form. */
static void
statement_write(CXCursor cur, CXCursor parent, PivotAccess *a)
{
	CXCursor kids[2];
	enum CXCursorKind k = clang_getCursorKind(cur);

	if (clang_getCursorKind(parent) != CXCursor_CompoundStmt || cx_in_macro(cur) ||
	    (k != CXCursor_BinaryOperator && k != CXCursor_CompoundAssignOperator) ||
	    cx_children(cur, kids, 2) != 2)
		return;
	a->op = cx_operator(cur);
	cx_extent(cur, &a->stmt_begin, &a->stmt_end);
	cx_extent(kids[1], &a->value_begin, &a->value_end);
}

static void
check_write(Walk *w, CXCursor cur, CXCursor parent, CXCursor lhs)
{
	CXCursor d;
	unsigned b, e;

	lhs = cx_strip(lhs);
	if (clang_getCursorKind(lhs) == CXCursor_ArraySubscriptExpr) {
		int own;
		PivotAccess *a = access(w, lhs, &own);
		if (!own)
			no(w, cur, "a write of other than the iteration's own row");
		if (a) {
			a->write = 1;
			statement_write(cur, parent, a);
		}
		return;
	}
	d = cx_var_ref(lhs);
	if (clang_Cursor_isNull(d) || !declared_in_body(w, d))
		return no(w, cur, "a write of other than a's row or a variable of the body");
	cx_extent(cur, &b, &e);
	for (int i = 0; i < w->nvars; i++)
		if (rt_names(lhs, w->vars[i]) && (b != w->inc_begin[i] || e != w->inc_end[i]))
			return no(w, cur, "a write of a loop's variable other than its increment");
}

/* Are loop_form's loop's iterations exactly [lo, hi) of its terms'
 * values: its variable signed, its test compared in a signed type (no
 * wrap), its initializer's value kept (no conversion that may change
 * it)? */
static int
exact_loop(CXCursor kids[4], CXCursor v)
{
	CXCursor decl[1], cmp[2], init;
	CXType t = clang_getCanonicalType(clang_getCursorType(v)), it;
	enum CXCursorKind ik;

	if (!cx_is_integer(t) || cx_is_unsigned(t) || cx_children(kids[0], decl, 1) != 1 ||
	    !rt_binop(cx_strip_casts(kids[1]), "<", cmp))
		return 0;
	it = clang_getCanonicalType(clang_getCursorType(cmp[0]));
	if (!cx_is_integer(it) || cx_is_unsigned(it))
		return 0;
	init = rt_value(rt_var_init(decl[0]));
	ik = clang_getCursorKind(init);
	it = clang_getCanonicalType(clang_getCursorType(init));
	return ik != CXCursor_UnexposedExpr && ik != CXCursor_CStyleCastExpr && cx_is_integer(it) &&
	       clang_Type_getSizeOf(it) > 0 &&
	       (clang_Type_getSizeOf(it) < clang_Type_getSizeOf(t) ||
	        (clang_Type_getSizeOf(it) == clang_Type_getSizeOf(t) && !cx_is_unsigned(it)));
}

static void
check_for(Walk *w, CXCursor cur)
{
	CXCursor kids[4], v;
	PivotTerm lo, hi;
	unsigned b;

	if (cx_children(cur, kids, 4) != 4 || w->nvars == MAX_LOOPS || !loop_form(w, kids, &v, &lo, &hi))
		return no(w, cur, "a loop other than for (v = lo; v < hi; v++) over bounds of constants, "
		                  "the host loop's variable and captured scalars");
	w->vars[w->nvars] = v;
	w->f->loops[w->nvars] = (PivotLoop){0, exact_loop(kids, v)};
	cx_extent(cur, &w->f->loops[w->nvars].begin, &b);
	w->f->nloops = w->nvars + 1;
	w->lo[w->nvars] = lo;
	w->hi[w->nvars] = hi;
	cx_extent(kids[2], &w->inc_begin[w->nvars], &w->inc_end[w->nvars]);
	w->nvars++;
	w->f->nested |= w->depth > 0;
	w->depth++;
	clang_visitChildren(cur, visit, w);
	w->depth--;
}

static enum CXChildVisitResult
visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Walk *w = data;
	CXCursor lhs, d;
	const char *why;
	int own;

	(void)parent;
	if (w->why)
		return CXChildVisit_Break;
	if (cx_write_of(cur, &lhs))
		check_write(w, cur, parent, lhs);
	switch (clang_getCursorKind(cur)) {
	case CXCursor_ForStmt:
		check_for(w, cur);
		return CXChildVisit_Continue;
	case CXCursor_CallExpr: /* a math function or __attribute__((const)): its arguments */
		if ((why = rt_pure_call(cur, visit, w))) {
			no(w, cur, why);
			return CXChildVisit_Break;
		}
		return CXChildVisit_Continue;
	case CXCursor_ArraySubscriptExpr:
		access(w, cur, &own);
		return CXChildVisit_Continue; /* its index is terms alone */
	case CXCursor_DeclRefExpr:
		d = clang_getCursorReferenced(cur);
		if (!declared_in_body(w, d) && !rt_names(cur, w->i) && !rt_names(cur, w->k) &&
		    !captured_scalar(w, d))
			no(w, cur, "a variable other than the body's, the loops' and captured scalars");
		return CXChildVisit_Continue;
	case CXCursor_IfStmt:
	case CXCursor_ConditionalOperator:
		w->f->cond = 1;
		return CXChildVisit_Recurse;
	case CXCursor_BinaryOperator:
		w->f->cond |= !strcmp(cx_operator(cur), "&&") || !strcmp(cx_operator(cur), "||");
		return CXChildVisit_Recurse;
	default:
		if ((why = rt_plain_why(cur))) {
			no(w, cur, why);
			return CXChildVisit_Break;
		}
		return CXChildVisit_Recurse;
	}
}

/* The element type of pointer or array type t as C spells it, where
 * __shfl_sync takes it and it is not volatile; else NULL. */
static const char *
shfl_type(CXType t)
{
	CXType e;

	t = clang_getCanonicalType(t);
	e = t.kind == CXType_Pointer ? clang_getPointeeType(t) : clang_getArrayElementType(t);
	if (clang_isVolatileQualifiedType(e))
		return NULL;
	switch (clang_getCanonicalType(e).kind) {
	case CXType_Int:
		return "int";
	case CXType_UInt:
		return "unsigned int";
	case CXType_Long:
		return "long";
	case CXType_ULong:
		return "unsigned long";
	case CXType_LongLong:
		return "long long";
	case CXType_ULongLong:
		return "unsigned long long";
	case CXType_Float:
		return "float";
	case CXType_Double:
		return "double";
	default:
		return NULL;
	}
}

void
pivots_read(Ctx *c, Region *r, const Node *node)
{
	PivotFacts *f = &r->around.pivots;
	CXCursor kids[4], hk[4], init[1], lb, stmt = node->cursor;
	const Node *host_for;
	Walk w = {.c = c, .r = r, .f = f};
	PivotTerm lo, hi;
	int loop;

	memset(f, 0, sizeof *f);
	if (!r->around.chain.var)
		return;
	host_for = chains_host_for(c, node); /* chains_read found it */
	w.array = clang_getNullCursor();
	if (r->nloops != 1 || clang_getCursorKind(stmt) != CXCursor_ForStmt ||
	    cx_children(stmt, kids, 4) != 4 || !host_for || cx_children(host_for->cursor, hk, 4) != 4) {
		f->why = "not a loop over one index";
		return;
	}
	w.k = chains_loop_var(hk[0]);
	if (clang_Cursor_isNull(w.k) || !rt_step_one(hk[2], w.k)) {
		f->why = "the host loop's step is not 1";
		return;
	}
	/* for (i = k + 1; i < ub; i++), ub not k */
	if (clang_getCursorKind(kids[0]) != CXCursor_DeclStmt || cx_children(kids[0], init, 1) != 1 ||
	    clang_Cursor_isNull(lb = rt_var_init(init[0]))) {
		f->why = "the region's loop does not declare its variable";
		return;
	}
	w.i = init[0];
	CXCursor cmp[2];
	if (!term(&w, lb, 0, &lo, &loop) || lo.kind != PIVOT_STEP || lo.c != 1 ||
	    !rt_binop(cx_strip_casts(kids[1]), "<", cmp) || !rt_names(cmp[0], w.i) ||
	    !term(&w, cmp[1], 0, &hi, &loop) || hi.kind == PIVOT_STEP || !rt_step_one(kids[2], w.i)) {
		f->why = "the region's loop is not for (i = k + 1; i < n; i++), k the host loop's variable";
		return;
	}
	cx_extent(kids[3], &w.body_begin, &w.body_end);
	if (visit(kids[3], stmt, &w) == CXChildVisit_Recurse) /* the body, then what it holds */
		clang_visitChildren(kids[3], visit, &w);
	if (!w.why && clang_Cursor_isNull(w.array))
		w.why = "the body touches no array", w.why_at = w.body_begin;
	if (w.why) {
		Loc l = cx_loc(c, w.why_at);
		f->why = arena_printf("%s at %u:%u", w.why, l.line, l.col);
		f->ncols = 0;
		return;
	}
	f->array = cx_take_string(clang_getCursorSpelling(w.array));
	f->nacc = f->nacc < 0 ? 0 : f->nacc;
	f->elem = shfl_type(clang_getCursorType(w.array));
}
