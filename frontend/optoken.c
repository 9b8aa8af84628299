/* The operator of a unary, binary or compound assignment cursor, from
 * libclang's AST (clang_getCursorBinaryOperatorKind and
 * clang_getCursorUnaryOperatorKind): the operator the parser built,
 * wherever the preprocessor took its token from (the file, a macro's
 * replacement list, a macro's argument, an object-like macro that is
 * the operator itself).  Spelled as C spells it ("+=", "++", "*"); a
 * prefix and a postfix ++ (or --) spell the same, and cx_postfix tells
 * them apart.  "" for a cursor that is no operator: each caller then
 * assumes what is safe for it (that a write may be one, that a pattern
 * does not match).
 */
#include "internal.h"

/* Is the unary operator cursor e a postfix one (x++, x--)? */
int
cx_postfix(CXCursor e)
{
	if (clang_getCursorKind(e) != CXCursor_UnaryOperator)
		return 0;
	enum CXUnaryOperatorKind u = clang_getCursorUnaryOperatorKind(e);
	return u == CXUnaryOperator_PostInc || u == CXUnaryOperator_PostDec;
}

/* The operator of a unary, binary or compound assignment operator cursor
 * as C spells it ("+=", "++"), or "" when e is none. */
const char *
cx_operator(CXCursor e)
{
	enum CXCursorKind k = clang_getCursorKind(e);

	if (k == CXCursor_BinaryOperator || k == CXCursor_CompoundAssignOperator) {
		enum CXBinaryOperatorKind b = clang_getCursorBinaryOperatorKind(e);
		if (b != CXBinaryOperator_Invalid)
			return cx_take_string(clang_getBinaryOperatorKindSpelling(b));
	} else if (k == CXCursor_UnaryOperator) {
		enum CXUnaryOperatorKind u = clang_getCursorUnaryOperatorKind(e);
		if (u != CXUnaryOperator_Invalid)
			return cx_take_string(clang_getUnaryOperatorKindSpelling(u));
	}
	return "";
}
