/* The pieces of a division's edit that divisors.c (divisors the host
 * knows at launch) and loop_divisors.c (divisors a loop does not change)
 * share: the divisor computed again elsewhere (division_value), whether
 * it is a constant, where the operator is, and whether another edit
 * overlaps the division.
 */
#include <string.h>

#include "internal.h"

static int
integer(CXCursor e)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(e));

	return cx_is_plain_integer(t) && clang_Type_getSizeOf(t) <= 8;
}

/* The integer expression e computed again, into *out: 1, and *vars counts
 * the variables it reads, each one leaf names (its name, or NULL where it
 * may not be read so); 0 where e is not made of them and integer
 * constants with + - *, parentheses and integer conversions.  Sums and
 * products are computed in unsigned long long and converted back, so the
 * copy overflows nowhere (where e would, its value is undefined anyway).
 * *name: the variable where e is one, else NULL. */
int
division_value(CXCursor e, DivisorLeaf leaf, void *data, const char **out, int *vars,
               const char **name)
{
	CXCursor k[3];
	const char *a, *b, *type, *op;
	int n = cx_children(e, k, 3);
	CXEvalResult ev;

	if (!integer(e))
		return 0;
	type = cx_take_string(
	        clang_getTypeSpelling(clang_getCanonicalType(clang_getCursorType(e))));
	switch (clang_getCursorKind(e)) {
	case CXCursor_IntegerLiteral:
		if (!(ev = clang_Cursor_Evaluate(e)))
			return 0;
		*out = arena_printf("(%s)%lluull", type, clang_EvalResult_getAsUnsigned(ev));
		clang_EvalResult_dispose(ev);
		return 1;
	case CXCursor_DeclRefExpr: {
		const char *v = leaf(e, data);
		if (!v)
			return 0;
		*out = v;
		*name = v;
		++*vars;
		return 1;
	}
	case CXCursor_ParenExpr:
		return n == 1 && division_value(k[0], leaf, data, out, vars, name);
	case CXCursor_UnexposedExpr: /* an implicit conversion */
	case CXCursor_CStyleCastExpr:
		if (clang_getCursorKind(e) == CXCursor_CStyleCastExpr)
			k[0] = cx_cast_operand(e), n = !clang_Cursor_isNull(k[0]);
		if (n != 1 || !division_value(k[0], leaf, data, &a, vars, name))
			return 0;
		*out = arena_printf("(%s)(%s)", type, a);
		return 1;
	case CXCursor_BinaryOperator:
		op = cx_operator(e);
		if (n != 2 || (strcmp(op, "+") && strcmp(op, "-") && strcmp(op, "*")) ||
		    !division_value(k[0], leaf, data, &a, vars, name) ||
		    !division_value(k[1], leaf, data, &b, vars, name))
			return 0;
		*name = NULL; /* named by its place */
		*out = arena_printf("(%s)((unsigned long long)(%s) %s (unsigned long long)(%s))",
		                    type, a, op, b);
		return 1;
	default:
		return 0;
	}
}

/* Is e an integer constant expression? */
int
division_constant(CXCursor e)
{
	CXEvalResult ev = clang_Cursor_Evaluate(e);
	int is = ev && clang_EvalResult_getKind(ev) == CXEval_Int;

	if (ev)
		clang_EvalResult_dispose(ev);
	return is;
}

/* The operator token (/ % /= %=) of a division or compound assignment
 * between its operands lhs and rhs: its offsets. */
int
division_operator_at(Ctx *c, CXCursor lhs, CXCursor rhs, unsigned *b, unsigned *e)
{
	CXSourceRange range = clang_getRange(clang_getRangeEnd(clang_getCursorExtent(lhs)),
	                                     clang_getRangeStart(clang_getCursorExtent(rhs)));
	CXToken *t;
	unsigned n;
	int found = 0;

	clang_tokenize(c->tu, range, &t, &n);
	for (unsigned i = 0; i < n && !found; i++) {
		const char *s = cx_take_string(clang_getTokenSpelling(c->tu, t[i]));
		if (!strcmp(s, "/") || !strcmp(s, "%") || !strcmp(s, "/=") || !strcmp(s, "%=")) {
			CXSourceRange x = clang_getTokenExtent(c->tu, t[i]);
			*b = cx_offset(clang_getRangeStart(x));
			*e = cx_offset(clang_getRangeEnd(x));
			found = 1;
		}
	}
	clang_disposeTokens(c->tu, t, n);
	return found;
}

/* Does an edit other than a division's own (Edit.divisor, loop_divisor)
 * overlap [b, e)? */
int
division_other_edit(const Unit *u, unsigned b, unsigned e, const char *open)
{
	for (int i = 0; i < u->nedits; i++) {
		const Edit *o = &u->edits[i];
		if (o->divisor || o->loop_divisor)
			continue;
		if (o->text ? o->begin < e && o->end > b
		            : o->begin == b && o->end == e && strcmp(o->open, open))
			return 1;
	}
	return 0;
}
