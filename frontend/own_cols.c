/* A thread's own column: the facts from which lowering/own_cols.c
 * decides whether each iteration j of a combined loop over one index may
 * keep the elements of its own column of an array in registers, as in
 * lud's row panel (forward substitution, a thread a column):
 *
 *     #pragma omp target teams distribute parallel for
 *     for (int j = be; j < n; j++)
 *             for (int i = kb + 1; i < be; i++) {
 *                     float s = a[(long)i * n + j];
 *                     for (int k = kb; k < i; k++)
 *                             s -= a[(long)i * n + k] * a[(long)k * n + j];
 *                     a[(long)i * n + j] = s;
 *             }
 *
 * What that needs, decided here (ColFacts, with why not):
 *   - the region's loop is for (j = lo; j < hi or j <= hi; ...) over
 *     increasing values, lo and hi an integer constant or a captured
 *     scalar plus or minus a constant;
 *   - the body touches memory only through one captured pointer or
 *     one-dimensional array a, as a[R * ld + f]: ld the same integer
 *     constant or captured scalar at every access, the index of a signed
 *     type (C computes it exactly), R and f an integer constant, a
 *     captured scalar or the variable of a loop of the body, plus or
 *     minus a constant; or f is j itself: the iteration's own column;
 *   - it writes only its own column's elements and variables the body
 *     declares; it calls only math functions and __attribute__((const))
 *     ones, takes no address, dereferences nothing else and holds no
 *     jump, static or pointer variable, or other statement;
 *   - every loop of the body is for (T v = lo; v < hi; v++), T a signed
 *     integer type of at least an int's size, lo and hi
 *     such terms of constants, captured scalars and the variables of the
 *     loops around it, and nothing but its increment writes v.
 * From the loops' bounds, each term's least and greatest value is a
 * constant or a captured scalar plus a constant: ColFacts gives them for
 * every own access's row and every loop's variable (rlo, rhi), for the
 * other accesses' columns (clo, chi) and for j (jlo, jhi), which the
 * kernel checks as it starts (lowering/own_cols.c says what).
 *
 * Requires: r->caps (captures.c).
 */
#include <string.h>

#include "row_terms.h"

enum { MAX_LOOPS = 8, MAX_PARTS = 8 };

typedef struct Walk {
	Ctx *c;
	Region *r;
	CXCursor j;                    /* the region's loop's variable */
	unsigned body_begin, body_end; /* its body */
	CXCursor array;                /* a, once an access names it */
	int have_ld;
	CXCursor vars[MAX_LOOPS];      /* the body's loops' variables */
	ColBound lb[MAX_LOOPS], ub[MAX_LOOPS]; /* their least and greatest values */
	unsigned inc_begin[MAX_LOOPS], inc_end[MAX_LOOPS]; /* their increments */
	int nvars;
	int loop;                      /* the last term: its loop's index, or -1, */
	long long off;                 /* and the constant added to its variable */
	size_t own_cap, loops_cap;
	ColFacts *f;
	const char *why;
	unsigned why_at;
} Walk;

/* What a term is: its least and greatest values. */
enum { TERM_CONST, TERM_SCALAR, TERM_LOOP };

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


/* e as an integer constant, a captured scalar or a body loop's variable
 * plus a constant: its least and greatest values in *lo, *hi and its
 * kind in *kind (w->loop and w->off: which loop's variable plus what);
 * 0 if not. */
static int
term(Walk *w, CXCursor e, ColBound *lo, ColBound *hi, int *kind)
{
	CXCursor kids[2], d;
	long long v;

	e = rt_value(e);
	CXType t = clang_getCanonicalType(clang_getCursorType(e));
	w->loop = -1, w->off = 0;
	if (cx_int_constant(e, &v)) {
		*lo = *hi = (ColBound){NULL, v};
		*kind = TERM_CONST;
		return 1;
	}
	/* a value of an unsigned type may wrap, or not fit a long long */
	if (!cx_is_integer(t) || (cx_is_unsigned(t) && clang_Type_getSizeOf(t) >= 8))
		return 0;
	if (cx_is_unsigned(t) && clang_getCursorKind(e) != CXCursor_DeclRefExpr)
		return 0;
	if ((rt_binop(e, "+", kids) || rt_binop(e, "-", kids)) &&
	    cx_int_constant(rt_value(kids[1]), &v)) {
		if (!term(w, kids[0], lo, hi, kind))
			return 0;
		v = !strcmp(cx_operator(e), "+") ? v : -v;
		lo->c += v, hi->c += v, w->off += v;
		return 1;
	}
	if (rt_binop(e, "+", kids) && cx_int_constant(rt_value(kids[0]), &v)) {
		if (!term(w, kids[1], lo, hi, kind))
			return 0;
		lo->c += v, hi->c += v, w->off += v;
		return 1;
	}
	d = cx_var_ref(e);
	if (clang_Cursor_isNull(d) || rt_names(e, w->j))
		return 0;
	for (int i = 0; i < w->nvars; i++)
		if (rt_names(e, w->vars[i])) {
			*lo = w->lb[i], *hi = w->ub[i];
			*kind = TERM_LOOP;
			w->loop = i;
			return 1;
		}
	if (declared_in_body(w, d) || !captured_scalar(w, d))
		return 0;
	*lo = *hi = (ColBound){cx_take_string(clang_getCursorSpelling(d)), 0};
	*kind = TERM_SCALAR;
	return 1;
}

static int
same_bound(const ColBound *a, const ColBound *b)
{
	return a->c == b->c && (a->var ? b->var && !strcmp(a->var, b->var) : !b->var);
}

/* Adds bound x to the n of set (lower bounds where low, else upper), the
 * same variable's kept at its least (greatest) constant; 0 past
 * MAX_COL_BOUNDS. */
static int
add_bound(ColBound *set, int *n, ColBound x, int low)
{
	for (int i = 0; i < *n; i++)
		if (set[i].var ? x.var && !strcmp(set[i].var, x.var) : !x.var) {
			if (low ? x.c < set[i].c : x.c > set[i].c)
				set[i].c = x.c;
			return 1;
		}
	if (*n == MAX_COL_BOUNDS)
		return 0;
	set[(*n)++] = x;
	return 1;
}

static void
add_rows(Walk *w, CXCursor at, ColBound lo, ColBound hi)
{
	if (!add_bound(w->f->rlo, &w->f->nrlo, lo, 1) || !add_bound(w->f->rhi, &w->f->nrhi, hi, 0))
		no(w, at, "too many bounds of rows");
}

/* Is e the row length, the same at every access (the first sets it)? */
static int
row_length(Walk *w, CXCursor e)
{
	ColBound lo, hi;
	int kind;

	if (!term(w, e, &lo, &hi, &kind) || kind == TERM_LOOP || (lo.var && lo.c))
		return 0;
	if (!w->have_ld) {
		w->have_ld = 1;
		w->f->ld = lo;
		return 1;
	}
	return same_bound(&w->f->ld, &lo);
}

/* The part R * ld of an index's parts: its row R in *row; -1 if none. */
static int
row_part(Walk *w, CXCursor *parts, const int *signs, int n, CXCursor *row)
{
	for (int t = 0; t < n; t++) {
		CXCursor prod[2];
		ColBound lo, hi;
		int kind[2];
		if (!rt_binop(parts[t], "*", prod) || signs[t] < 0)
			continue;
		for (int m = 0; m < 2; m++)
			if (!term(w, prod[m], &lo, &hi, &kind[m]))
				kind[m] = -1;
		/* ld is the factor that is no loop's variable, the one seen
		 * before where both may be, else the second */
		int ld = kind[1] == TERM_LOOP || kind[1] < 0                     ? 0
		         : kind[0] == TERM_LOOP || kind[0] < 0                   ? 1
		         : w->have_ld && !row_length(w, prod[1]) ? 0 : 1;
		if (kind[1 - ld] < 0 || !row_length(w, prod[ld]))
			return -1;
		*row = prod[1 - ld];
		return t;
	}
	return -1;
}

static ColAccess *
own_at(Walk *w, unsigned begin)
{
	for (int i = 0; i < w->f->nown; i++)
		if (w->f->own[i].begin == begin)
			return &w->f->own[i];
	return NULL;
}

/* Checks a[index], a write where write, and records it. */
static void
access(Walk *w, CXCursor sub, int write)
{
	CXCursor kids[2], base, row, parts[MAX_PARTS];
	int signs[MAX_PARTS], n = 0, kind, own = 0, atoms = 0;
	unsigned b, e;
	ColBound lo, hi, clo = {NULL, 0}, chi = {NULL, 0};
	long long c = 0, v;

	cx_extent(sub, &b, &e);
	if (own_at(w, b)) { /* seen as a write's left side */
		own_at(w, b)->write |= write;
		return;
	}
	if (cx_children(sub, kids, 2) != 2)
		return no(w, sub, "a subscript the walk cannot read");
	base = cx_var_ref(cx_strip(kids[0]));
	if (clang_Cursor_isNull(base) || !captures_shared(w->c, w->r, base) ||
	    captures_shared(w->c, w->r, base)->ndims > 1)
		return no(w, sub, "a subscript of other than a captured pointer or one-dimensional array");
	if (clang_Cursor_isNull(w->array)) {
		CXType t = clang_getCursorType(sub);
		w->array = clang_getCanonicalCursor(base);
		w->f->elem = cx_arith_name(t);
		if (!w->f->elem || clang_isVolatileQualifiedType(t))
			return no(w, sub, "an element of other than a non-volatile arithmetic type");
	} else if (!rt_names(kids[0], w->array)) {
		return no(w, sub, "the body accesses two arrays");
	}
	CXType it = clang_getCanonicalType(clang_getCursorType(cx_strip(kids[1])));
	if (!cx_is_integer(it) || cx_is_unsigned(it))
		return no(w, sub, "an index of an unsigned type (it may wrap)");
	int rp;
	if (!rt_sum_parts(kids[1], 1, parts, signs, &n, MAX_PARTS) ||
	    (rp = row_part(w, parts, signs, n, &row)) < 0)
		return no(w, sub, "an index other than row * ld + column, ld one constant or captured "
		                  "scalar at every access");
	for (int t = 0; t < n; t++) {
		if (t == rp)
			continue;
		if (cx_int_constant(parts[t], &v)) {
			c += signs[t] * v;
			continue;
		}
		if (atoms++ || signs[t] < 0)
			return no(w, sub, "a column other than one term plus a constant");
		if (rt_names(parts[t], w->j))
			own = 1;
		else if (!term(w, parts[t], &clo, &chi, &kind))
			return no(w, sub, "a column other than the loop's variable, or a constant, a "
			                  "captured scalar or a loop's variable plus a constant");
	}
	w->f->seen |= own;
	if (own && c)
		return no(w, sub, "a column of the loop's variable plus a constant");
	if (!own && write)
		return no(w, sub, "a write of other than the iteration's own column");
	if (!own) {
		clo.c += c, chi.c += c;
		if (w->f->ncols == MAX_COL_BOUNDS)
			return no(w, sub, "too many accesses of other columns");
		w->f->clo[w->f->ncols] = clo;
		w->f->chi[w->f->ncols++] = chi;
		return;
	}
	if (cx_in_macro(sub) || cx_in_macro(row))
		return no(w, sub, "an access of the own column that a macro writes");
	term(w, row, &lo, &hi, &kind);
	add_rows(w, sub, lo, hi);
	ColAccess x = {b, e, 0, 0, write, w->loop, w->off, lo, hi, 0};
	cx_extent(row, &x.row_begin, &x.row_end);
	VEC_PUSH(w->f->own, w->f->nown, w->own_cap, x);
}

static enum CXChildVisitResult visit(CXCursor cur, CXCursor parent, CXClientData data);

static void
check_write(Walk *w, CXCursor cur, CXCursor lhs)
{
	CXCursor d;
	unsigned b, e;

	lhs = cx_strip(lhs);
	if (clang_getCursorKind(lhs) == CXCursor_ArraySubscriptExpr)
		return access(w, lhs, 1);
	d = cx_var_ref(lhs);
	if (clang_Cursor_isNull(d) || !declared_in_body(w, d))
		return no(w, cur, "a write of other than a's own column or a variable of the body");
	cx_extent(cur, &b, &e);
	for (int i = 0; i < w->nvars; i++)
		if (rt_names(lhs, w->vars[i]) && (b != w->inc_begin[i] || e != w->inc_end[i]))
			return no(w, cur, "a write of a loop's variable other than its increment");
}

/* Does a comparison's operands' common type have a sign (so that it
 * compares the values)? */
static int
signed_compare(CXCursor cmp[2])
{
	CXType t = clang_getCanonicalType(clang_getCursorType(cmp[0]));

	return cx_is_integer(t) && !cx_is_unsigned(t);
}

/* for (T v = lo; v < hi; v++) body: v's least and greatest values
 * recorded, with the loop's pieces. */
static void
check_for(Walk *w, CXCursor cur)
{
	CXCursor kids[4], decl[1], init, cmp[2];
	ColBound lo, hi, lo2, hi2;
	int kind_lo, kind_hi;
	ColLoop l = {0};
	static const char *const why = "a loop other than for (T v = lo; v < hi; v++) over bounds of "
	                               "constants, captured scalars and the loops' variables";

	if (cx_children(cur, kids, 4) != 4 || w->nvars == MAX_LOOPS ||
	    clang_getCursorKind(kids[0]) != CXCursor_DeclStmt || cx_children(kids[0], decl, 1) != 1 ||
	    clang_Cursor_isNull(init = rt_var_init(decl[0])) ||
	    !cx_is_integer(clang_getCursorType(decl[0])) ||
	    cx_is_unsigned(clang_getCanonicalType(clang_getCursorType(decl[0]))) ||
	    clang_Type_getSizeOf(clang_getCursorType(decl[0])) < 4 ||
	    !rt_binop(cx_strip_casts(kids[1]), "<", cmp) || !rt_names(cmp[0], decl[0]) ||
	    !signed_compare(cmp) ||
	    !rt_step_one(kids[2], decl[0]) || !term(w, init, &lo, &hi, &kind_lo))
		return no(w, cur, why);
	l.lo_loop = w->loop, l.lo_c = w->off, l.lo = lo; /* the last term read: lo's */
	if (!term(w, cmp[1], &lo2, &hi2, &kind_hi))
		return no(w, cur, why);
	l.hi_loop = w->loop, l.hi_c = w->off, l.hi = lo2;
	l.invariant = kind_lo != TERM_LOOP && kind_hi != TERM_LOOP;
	if (cx_in_macro(cur) || cx_in_macro(decl[0]) || cx_in_macro(kids[1]))
		return no(w, cur, "a loop that a macro writes");
	hi2.c -= 1; /* v < hi: at most hi - 1 */
	add_rows(w, cur, lo, hi2);
	w->vars[w->nvars] = decl[0];
	w->lb[w->nvars] = lo;
	w->ub[w->nvars] = hi2;
	cx_extent(kids[2], &w->inc_begin[w->nvars], &w->inc_end[w->nvars]);
	w->nvars++;
	cx_extent(cur, &l.begin, &l.body_end);
	cx_extent(decl[0], &l.decl_begin, &l.decl_end);
	cx_extent(kids[1], &l.cond_begin, &l.cond_end);
	cx_extent(kids[3], &l.body_begin, &l.body_end);
	l.body_end = cx_stmt_end(w->c, kids[3]); /* with a ';' clang leaves out */
	l.var = cx_take_string(clang_getCursorSpelling(decl[0]));
	VEC_PUSH(w->f->loops, w->f->nloops, w->loops_cap, l);
	if (visit(kids[3], cur, w) == CXChildVisit_Recurse)
		clang_visitChildren(kids[3], visit, w);
}

static enum CXChildVisitResult
visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Walk *w = data;
	CXCursor lhs, d;
	const char *why;

	(void)parent;
	if (w->why)
		return CXChildVisit_Break;
	if (cx_write_of(cur, &lhs))
		check_write(w, cur, lhs);
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
		access(w, cur, 0);
		return CXChildVisit_Continue; /* its index is terms alone */
	case CXCursor_DeclRefExpr:
		d = clang_getCursorReferenced(cur);
		if (!declared_in_body(w, d) && !rt_names(cur, w->j) && !captured_scalar(w, d))
			no(w, cur, "a variable other than the body's, the loops' and captured scalars");
		return CXChildVisit_Continue;
	default:
		if ((why = rt_plain_why(cur))) {
			no(w, cur, why);
			return CXChildVisit_Break;
		}
		return CXChildVisit_Recurse;
	}
}

static ColAccess *
own_at_cursor(Walk *w, CXCursor e)
{
	unsigned b, end;

	cx_extent(e, &b, &end);
	return own_at(w, b);
}

static int
loop_at(Walk *w, CXCursor s)
{
	unsigned b, e;

	cx_extent(s, &b, &e);
	for (int i = 0; i < w->f->nloops; i++)
		if (w->f->loops[i].begin == b)
			return i;
	return -1;
}

/* The own accesses in e that C always evaluates where e is (not an if's
 * branches, the right operands of && and ||, the arms of ?:), in the
 * body itself (loop -1) or in the body of loops[loop]: sure where the row
 * is that loop's variable plus a constant, or names no loop's variable in
 * the body itself (ColAccess.sure). */
static void
sure_expr(Walk *w, CXCursor e, int loop)
{
	CXCursor kids[3];
	enum CXCursorKind k;
	ColAccess *x;
	int n;

	e = cx_strip(e);
	k = clang_getCursorKind(e);
	if (k == CXCursor_ArraySubscriptExpr) {
		/* a row of no loop's variable in the body itself, or loops[loop]'s:
		 * each value of the row is one the access is made at (a loop's
		 * that runs no iteration makes none, and has no value) */
		if ((x = own_at_cursor(w, e)) && x->row_loop == loop)
			x->sure = 1;
		return; /* its index: terms, no access */
	}
	if (k == CXCursor_CallExpr) {
		for (int a = 0; a < clang_Cursor_getNumArguments(e); a++)
			sure_expr(w, clang_Cursor_getArgument(e, (unsigned)a), loop);
		return;
	}
	n = cx_children(e, kids, 3);
	if (k == CXCursor_BinaryOperator && n == 2) {
		sure_expr(w, kids[0], loop);
		if (strcmp(cx_operator(e), "&&") && strcmp(cx_operator(e), "||"))
			sure_expr(w, kids[1], loop);
	} else if (k == CXCursor_CompoundAssignOperator && n == 2) {
		sure_expr(w, kids[0], loop);
		sure_expr(w, kids[1], loop);
	} else if (k == CXCursor_ConditionalOperator && n == 3) {
		sure_expr(w, kids[0], loop);
	} else if ((k == CXCursor_UnaryOperator || k == CXCursor_CStyleCastExpr ||
	            k == CXCursor_CXXStaticCastExpr || k == CXCursor_CXXFunctionalCastExpr ||
	            k == CXCursor_UnexposedExpr || k == CXCursor_ParenExpr) && n >= 1) {
		sure_expr(w, kids[n - 1], loop);
	}
}

/* Statement s, which every iteration runs (the body holds no jump), in
 * the body itself (loop -1) or in the body of loops[loop], a loop
 * directly in it whose bounds are constants or captured scalars: it runs
 * each of that loop's iterations. */
static void
sure_stmt(Walk *w, CXCursor s, int loop)
{
	CXCursor kids[64];
	enum CXCursorKind k = clang_getCursorKind(s);
	int n = cx_children(s, kids, 64), l;

	if (k == CXCursor_CompoundStmt) {
		for (int i = 0; i < n && n < 64; i++)
			sure_stmt(w, kids[i], loop);
	} else if (k == CXCursor_DeclStmt) {
		for (int i = 0; i < n && n < 64; i++)
			if (clang_getCursorKind(kids[i]) == CXCursor_VarDecl &&
			    !clang_Cursor_isNull(clang_Cursor_getVarDeclInitializer(kids[i])))
				sure_expr(w, clang_Cursor_getVarDeclInitializer(kids[i]), loop);
	} else if (k == CXCursor_IfStmt && n >= 2) {
		sure_expr(w, kids[0], loop);
	} else if (k == CXCursor_ForStmt && n == 4 && loop < 0 && (l = loop_at(w, s)) >= 0 &&
	           w->f->loops[l].invariant) {
		sure_stmt(w, kids[3], l);
	} else if (clang_isExpression(k)) {
		sure_expr(w, s, loop);
	}
}

/* for (j = lo; j < hi or j <= hi; ...): j in w->j, its values' bounds in
 * f->jlo and f->jhi; 0 if not. */
static int
region_loop(Walk *w, CXCursor kids[4])
{
	CXCursor set[2], cmp[2], init;
	ColBound lo, hi, lo2, hi2;
	int kind, le;

	if (clang_getCursorKind(kids[0]) == CXCursor_DeclStmt && cx_children(kids[0], set, 2) == 1)
		w->j = set[0], init = rt_var_init(set[0]);
	else if (rt_binop(kids[0], "=", set) && !clang_Cursor_isNull(cx_var_ref(cx_strip(set[0]))))
		w->j = cx_var_ref(cx_strip(set[0])), init = set[1];
	else
		return 0;
	le = rt_binop(cx_strip_casts(kids[1]), "<=", cmp);
	if (clang_Cursor_isNull(init) || (!le && !rt_binop(cx_strip_casts(kids[1]), "<", cmp)) ||
	    !rt_names(cmp[0], w->j) || !signed_compare(cmp) || !term(w, init, &lo, &hi, &kind) ||
	    kind == TERM_LOOP ||
	    !term(w, cmp[1], &lo2, &hi2, &kind) || kind == TERM_LOOP)
		return 0;
	w->f->jlo = lo;
	w->f->jhi = hi2;
	w->f->jhi.c -= !le;
	return 1;
}

void
own_cols_read(Ctx *c, Region *r, CXCursor stmt)
{
	ColFacts *f = &r->reads.cols;
	CXCursor kids[4];
	Walk w = {.c = c, .r = r, .f = f};

	memset(f, 0, sizeof *f);
	w.array = w.j = clang_getNullCursor();
	if (r->nloops != 1 || r->loops[0].is_unsigned ||
	    (r->loops[0].cmp != CMP_LT && r->loops[0].cmp != CMP_LE) || clang_getCursorKind(stmt) != CXCursor_ForStmt || cx_children(stmt, kids, 4) != 4 ||
	    !region_loop(&w, kids)) {
		f->why = "not a loop for (j = lo; j < hi; ...) over one signed index, its bounds "
		         "constants or captured scalars";
		return;
	}
	cx_extent(kids[3], &w.body_begin, &w.body_end);
	if (visit(kids[3], stmt, &w) == CXChildVisit_Recurse) /* the body, then what it holds */
		clang_visitChildren(kids[3], visit, &w);
	if (!w.why && !f->nown)
		w.why = "no access of the iteration's own column a[R * ld + j]", w.why_at = w.body_begin;
	if (!w.why)
		sure_stmt(&w, kids[3], -1);
	if (w.why) {
		Loc l = cx_loc(c, w.why_at);
		int seen = f->seen;
		memset(f, 0, sizeof *f);
		f->seen = seen;
		f->why = arena_printf("%s at %u:%u", w.why, l.line, l.col);
		return;
	}
	f->array = captures_shared(c, r, w.array);
}
