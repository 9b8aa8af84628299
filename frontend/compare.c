/* The statement of an atomic compare construct (OpenMP 5.1 2.19.7):
 *   cond-update  if (x == e) { x = d; }, if (e < x) { x = e; },
 *                if (x < e) { x = e; } (and >)
 *   cond-expr    x = x == e ? d : x, x = e < x ? e : x, x = x < e ? e : x
 *                (and >)
 *   capture      { v = x; cond }, { cond v = x; },
 *                if (x == e) { x = d; } else { v = x; },
 *                { r = x == e; if (r) { x = d; } [else { v = x; }] }
 * read into an Atomic: the comparison as x CMP_* e, what x gets, what v
 * and r get, and where each operand is written, which the host file
 * copies (codegen/emit_compare.c).  Anything else is 0, which the caller
 * reports. */
#include <string.h>

#include "internal.h"

static int
same(Ctx *c, CXCursor a, CXCursor b)
{
	return !strcmp(cx_cursor_text(c, cx_strip(a)), cx_cursor_text(c, cx_strip(b)));
}

static void
span(Ctx *c, CXCursor cur, Atomic *a, int which)
{
	cx_whole_extent(c, cx_strip(cur), &a->at[which][0], &a->at[which][1]);
}

/* s is `lhs = rhs`: its two sides in k. */
static int
assignment(CXCursor s, CXCursor k[2])
{
	s = cx_strip(s);
	return clang_getCursorKind(s) == CXCursor_BinaryOperator && cx_children(s, k, 2) == 2 &&
	       !strcmp(cx_operator(s), "=");
}

/* s is `{ lhs = rhs; }` or `lhs = rhs;` */
static int
braced_assignment(CXCursor s, CXCursor k[2])
{
	CXCursor in[1];

	if (clang_getCursorKind(s) == CXCursor_CompoundStmt)
		return cx_children(s, in, 1) == 1 && assignment(in[0], k);
	return assignment(s, k);
}

/* The comparison cond of x, where x gets value when it holds. */
static int
comparison(Ctx *c, CXCursor cond, CXCursor x, CXCursor value, Atomic *a)
{
	CXCursor k[2];
	const char *op;

	cond = cx_strip(cond);
	if (clang_getCursorKind(cond) != CXCursor_BinaryOperator || cx_children(cond, k, 2) != 2)
		return 0;
	op = cx_operator(cond);
	int eq = !strcmp(op, "=="), lt = !strcmp(op, "<"), gt = !strcmp(op, ">");
	if (!eq && !lt && !gt)
		return 0;
	int left = same(c, k[0], x);
	if (!left && !same(c, k[1], x))
		return 0;
	CXCursor e = left ? k[1] : k[0];
	span(c, e, a, AT_E);
	a->expr = cx_cursor_text(c, e);
	if (eq) {
		a->cmp = ACMP_EQ;
		a->d = cx_cursor_text(c, value);
		span(c, value, a, AT_D);
		return 1;
	}
	a->cmp = (lt == left) ? ACMP_LT : ACMP_GT; /* e < x is x > e */
	return same(c, value, e);
}

static void
take_x(Ctx *c, CXCursor x, Atomic *a)
{
	x = cx_strip(x);
	a->x = cx_cursor_text(c, x);
	a->type = locals_spelling(clang_getCursorType(x));
	a->size = clang_Type_getSizeOf(clang_getCursorType(x));
	if (clang_getCursorKind(x) == CXCursor_DeclRefExpr)
		a->x_name = cx_take_string(clang_getCursorSpelling(x));
	span(c, x, a, AT_X);
}

/* cond-update or cond-expr; else, with an else branch, the
 * `else { v = x; }` of a capture (*els). */
static int
conditional(Ctx *c, CXCursor s, Atomic *a, CXCursor *els)
{
	CXCursor k[3], as[2];
	int n;

	s = cx_strip(s);
	if (clang_getCursorKind(s) == CXCursor_IfStmt) {
		n = cx_children(s, k, 3);
		if ((n != 2 && (n != 3 || !els)) || !braced_assignment(k[1], as))
			return 0;
		if (n == 3)
			*els = k[2];
		take_x(c, as[0], a);
		return comparison(c, k[0], as[0], as[1], a);
	}
	if (!assignment(s, as) || clang_getCursorKind(cx_strip(as[1])) != CXCursor_ConditionalOperator ||
	    cx_children(cx_strip(as[1]), k, 3) != 3 || !same(c, k[2], as[0]))
		return 0;
	take_x(c, as[0], a);
	return comparison(c, k[0], as[0], k[1], a);
}

/* Is call a call of std::max (want "max") or std::min? */
static int
std_call(CXCursor call, const char *want)
{
	CXCursor fn = clang_getCursorReferenced(call);

	return clang_getCursorKind(call) == CXCursor_CallExpr && !clang_Cursor_isNull(fn) &&
	       !strcmp(cx_take_string(clang_getCursorSpelling(fn)), want) && cxx_in_std(fn);
}

/* Is call one of the C library's fmax, fmaxf, fmaxl (want "fmax") or
 * fmin family, or <cmath>'s std:: overloads of them?  Their type of
 * parameter in *param. */
static int
math_call(CXCursor call, const char *want, CXType *param)
{
	CXCursor fn = clang_getCursorReferenced(call);
	const char *name;
	size_t n = strlen(want);

	if (clang_getCursorKind(call) != CXCursor_CallExpr || clang_Cursor_isNull(fn))
		return 0;
	name = cx_take_string(clang_getCursorSpelling(fn));
	if (strncmp(name, want, n) || (name[n] && strcmp(name + n, "f") && strcmp(name + n, "l")) ||
	    (!device_library_function(fn, name) && !cxx_library_function(fn, name)))
		return 0;
	*param = clang_getArgType(clang_getCanonicalType(clang_getCursorType(fn)), 0);
	return param->kind != CXType_Invalid;
}

static int
floating(CXType t)
{
	t = clang_getCanonicalType(t);
	return t.kind == CXType_Float || t.kind == CXType_Double || t.kind == CXType_LongDouble;
}

/* `x = std::max(x, e);` or `std::max(e, x)` (x gets e where x < e; where
 * they compare equal either is the same value), `x = fmax(x, e)` or
 * `fmax(e, x)` of a floating x that the function's parameter type holds
 * exactly (its other operand converted to that type keeps its order with
 * x: conversions round monotonically; fmax's NaN operand is the one not
 * taken, as x < NaN takes none), and the min forms (where x > e), as a
 * compare: the update of a max or min reduction (direct_reductions.c), not
 * a form of the atomic construct. */
int
compare_min_max_call(Ctx *c, CXCursor s, Atomic *a)
{
	CXCursor as[2], args[2], call;
	CXType param;
	int max, xi;

	if (!assignment(s, as))
		return 0;
	call = cx_strip(as[1]);
	max = std_call(call, "max");
	if (!max && !std_call(call, "min")) {
		max = math_call(call, "fmax", &param);
		if (!max && !math_call(call, "fmin", &param))
			return 0;
		if (!floating(clang_getCursorType(cx_strip(as[0]))) || !floating(param) ||
		    clang_Type_getSizeOf(clang_getCursorType(cx_strip(as[0]))) > clang_Type_getSizeOf(param))
			return 0;
	}
	if (clang_Cursor_getNumArguments(call) != 2)
		return 0;
	args[0] = clang_Cursor_getArgument(call, 0);
	args[1] = clang_Cursor_getArgument(call, 1);
	xi = same(c, args[0], as[0]) ? 0 : same(c, args[1], as[0]) ? 1 : -1;
	if (xi < 0)
		return 0;
	take_x(c, as[0], a);
	span(c, args[1 - xi], a, AT_E);
	a->expr = cx_cursor_text(c, cx_strip(args[1 - xi]));
	a->cmp = max ? ACMP_LT : ACMP_GT;
	return 1;
}

/* `v = x` of the x read already */
static int
capture_of(Ctx *c, CXCursor s, Atomic *a, CXCursor x)
{
	CXCursor k[2];

	if (!braced_assignment(s, k) || !same(c, k[1], x))
		return 0;
	a->v = cx_cursor_text(c, k[0]);
	span(c, k[0], a, AT_V);
	return 1;
}

/* The x cursor of a conditional read: the left side of its assignment. */
static CXCursor
x_cursor(CXCursor s)
{
	CXCursor k[3], as[2];

	s = cx_strip(s);
	if (clang_getCursorKind(s) == CXCursor_IfStmt && cx_children(s, k, 3) >= 2 &&
	    braced_assignment(k[1], as))
		return as[0];
	return assignment(s, as) ? as[0] : s;
}

/* { r = x == e; if (r) { x = d; } [else { v = x; }] } */
static int
result_form(Ctx *c, CXCursor first, CXCursor second, Atomic *a)
{
	CXCursor r[2], k[3], as[2];
	int n;

	if (!assignment(first, r) || clang_getCursorKind(cx_strip(second)) != CXCursor_IfStmt)
		return 0;
	n = cx_children(cx_strip(second), k, 3);
	if (n < 2 || !same(c, k[0], r[0]) || !braced_assignment(k[1], as))
		return 0;
	take_x(c, as[0], a);
	if (!comparison(c, r[1], as[0], as[1], a) || a->cmp != ACMP_EQ)
		return 0;
	a->r = cx_cursor_text(c, r[0]);
	span(c, r[0], a, AT_R);
	if (n == 3) {
		a->cap = CAP_FAIL;
		return capture_of(c, k[2], a, as[0]);
	}
	return 1;
}

int
compare_read(Ctx *c, CXCursor s, int capture, Atomic *a)
{
	CXCursor k[2], els = clang_getNullCursor();

	s = cx_strip(s);
	if (!capture)
		return clang_getCursorKind(s) != CXCursor_CompoundStmt && conditional(c, s, a, NULL);
	if (clang_getCursorKind(s) == CXCursor_IfStmt) {
		a->cap = CAP_FAIL;
		return conditional(c, s, a, &els) && !clang_Cursor_isNull(els) && a->cmp == ACMP_EQ &&
		       capture_of(c, els, a, x_cursor(s));
	}
	if (clang_getCursorKind(s) != CXCursor_CompoundStmt || cx_children(s, k, 2) != 2)
		return 0;
	if (result_form(c, k[0], k[1], a))
		return 1;
	memset(a->at, 0, sizeof a->at);
	a->r = NULL;
	a->v = NULL;
	if (conditional(c, k[1], a, NULL)) {
		a->cap = CAP_OLD;
		return capture_of(c, k[0], a, x_cursor(k[1]));
	}
	a->cap = CAP_NEW;
	return conditional(c, k[0], a, NULL) && capture_of(c, k[1], a, x_cursor(k[0]));
}
