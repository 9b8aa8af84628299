/* Where the walk over device code (captures.c) reads through memory and
 * where it uses a name as a value alone.  Each is noted by where it
 * begins, before the walk reaches it (the visit reaches parents first):
 * use_member marks the member expressions read through (Attach.deref),
 * use_var the captured pointers named otherwise than as values alone.
 */
#include <string.h>

#include "internal.h"
#include "use.h"

/* e is an operand the code reads or writes through (of a subscript, of
 * unary *, before ->): a member expression there, or one that pointer
 * arithmetic starts from, is noted by where it begins, before use_member
 * reads it (the visit reaches parents first). */
static void
note_deref(Use *u, CXCursor e, int depth)
{
	CXCursor kids[2];
	unsigned b, end;
	int n;

	e = cx_strip(e);
	if (clang_getCanonicalType(clang_getCursorType(e)).kind != CXType_Pointer)
		return;
	if (clang_getCursorKind(e) == CXCursor_MemberRefExpr) {
		cx_extent(e, &b, &end);
		VEC_PUSH(u->derefs, u->nderefs, u->derefs_cap, b);
	} else if (clang_getCursorKind(e) == CXCursor_BinaryOperator && depth < 4 &&
	           (n = cx_children(e, kids, 2)) == 2) {
		note_deref(u, kids[0], depth + 1);
		note_deref(u, kids[1], depth + 1);
	}
}

/* A name (under parentheses and implicit conversions) that cur uses as a
 * value alone, not to reach memory: an operand of a comparison or of a
 * cast to an integer, the left operand of =.  Noted by where it begins,
 * before use_var reads it. */
static void
note_value(Use *u, CXCursor e)
{
	unsigned b, end;

	e = cx_strip(e);
	if (clang_getCursorKind(e) != CXCursor_DeclRefExpr)
		return;
	cx_extent(e, &b, &end);
	VEC_PUSH(u->values, u->nvalues, u->values_cap, b);
}

void
derefs_values(Use *u, CXCursor cur)
{
	static const char *const compare[] = {"==", "!=", "<", ">", "<=", ">=", 0};
	CXCursor kids[2];
	int n = cx_children(cur, kids, 2);
	const char *op;
	enum CXTypeKind t;

	if (clang_getCursorKind(cur) == CXCursor_CStyleCastExpr) {
		t = clang_getCanonicalType(clang_getCursorType(cur)).kind;
		if (n >= 1 && t >= CXType_Bool && t <= CXType_Int128)
			note_value(u, kids[n - 1]);
		return;
	}
	if (clang_getCursorKind(cur) != CXCursor_BinaryOperator || n != 2)
		return;
	op = cx_operator(cur);
	for (int i = 0; compare[i]; i++)
		if (!strcmp(op, compare[i])) {
			note_value(u, kids[0]);
			note_value(u, kids[1]);
		}
	if (!strcmp(op, "="))
		note_value(u, kids[0]);
}

/* The operands cur reads through, for note_deref. */
void
derefs_operands(Use *u, CXCursor cur)
{
	CXCursor kids[2];
	int n = cx_children(cur, kids, 2);

	switch (clang_getCursorKind(cur)) {
	case CXCursor_ArraySubscriptExpr:
		for (int i = 0; i < n; i++)
			note_deref(u, kids[i], 0);
		break;
	case CXCursor_UnaryOperator:
		if (n >= 1 && clang_getCursorUnaryOperatorKind(cur) == CXUnaryOperator_Deref)
			note_deref(u, kids[0], 0);
		break;
	case CXCursor_MemberRefExpr: /* the base of ->: a pointer */
		if (n >= 1)
			note_deref(u, kids[0], 0);
		break;
	default:
		break;
	}
}
