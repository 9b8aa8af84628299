/* Index arithmetic of row-major accesses (row_terms.h). */
#include <string.h>

#include "row_terms.h"

CXCursor
rt_value(CXCursor e)
{
	for (;;) {
		CXCursor inner = cx_strip_casts(e), kid;
		if (clang_equalCursors(inner, e))
			return e;
		enum CXCursorKind k = clang_getCursorKind(e);
		if (k == CXCursor_ParenExpr || k == CXCursor_UnexposedExpr) {
			if (cx_children(e, &kid, 1) != 1)
				return e;
		} else if (clang_Cursor_isNull(kid = cx_cast_operand(e))) {
			return e;
		}
		CXType t = clang_getCanonicalType(clang_getCursorType(e));
		CXType o = clang_getCanonicalType(clang_getCursorType(kid));
		long long ts = clang_Type_getSizeOf(t), os = clang_Type_getSizeOf(o);
		int implicit = k == CXCursor_UnexposedExpr && (!cx_is_integer(t) || !cx_is_integer(o));
		if (k != CXCursor_ParenExpr && !implicit && !clang_equalTypes(t, o) &&
		    (!cx_is_integer(t) || !cx_is_integer(o) || ts <= 0 || os <= 0 ||
		     (cx_is_unsigned(t) ? !cx_is_unsigned(o) || ts < os
		                        : ts < os || (ts == os && cx_is_unsigned(o)))))
			return e;
		e = kid;
	}
}

int
rt_names(CXCursor e, CXCursor decl)
{
	CXCursor d = cx_var_ref(rt_value(e));

	return !clang_Cursor_isNull(d) &&
	       clang_equalCursors(clang_getCanonicalCursor(d), clang_getCanonicalCursor(decl));
}

int
rt_binop(CXCursor e, const char *op, CXCursor kids[2])
{
	return clang_getCursorKind(e) == CXCursor_BinaryOperator && cx_children(e, kids, 2) == 2 &&
	       !strcmp(cx_operator(e), op);
}

int
rt_step_one(CXCursor inc, CXCursor v)
{
	CXCursor kids[2];
	long long one;
	enum CXCursorKind kind = clang_getCursorKind(inc);

	if (kind == CXCursor_UnaryOperator)
		return cx_children(inc, kids, 1) == 1 && !strcmp(cx_operator(inc), "++") &&
		       rt_names(kids[0], v);
	return kind == CXCursor_CompoundAssignOperator && cx_children(inc, kids, 2) == 2 &&
	       !strcmp(cx_operator(inc), "+=") && rt_names(kids[0], v) &&
	       cx_int_constant(rt_value(kids[1]), &one) && one == 1;
}

CXCursor
rt_var_init(CXCursor d)
{
	CXCursor kids[2];
	int n;

	if (clang_getCursorKind(d) != CXCursor_VarDecl || (n = cx_children(d, kids, 2)) < 1 || n > 2 ||
	    (n == 2 && clang_getCursorKind(kids[0]) != CXCursor_TypeRef) ||
	    !clang_isExpression(clang_getCursorKind(kids[n - 1])))
		return clang_getNullCursor();
	return kids[n - 1];
}

int
rt_sum_parts(CXCursor e, int sign, CXCursor *parts, int *signs, int *n, int max)
{
	CXCursor kids[2];
	CXType t;

	e = rt_value(e);
	t = clang_getCanonicalType(clang_getCursorType(e));
	if ((rt_binop(e, "+", kids) || rt_binop(e, "-", kids)) && cx_is_integer(t) && !cx_is_unsigned(t))
		return rt_sum_parts(kids[0], sign, parts, signs, n, max) &&
		       rt_sum_parts(kids[1], !strcmp(cx_operator(e), "+") ? sign : -sign, parts, signs, n,
		                    max);
	if (*n == max)
		return 0;
	parts[*n] = e;
	signs[(*n)++] = sign;
	return 1;
}

const char *
rt_plain_why(CXCursor cur)
{
	switch (clang_getCursorKind(cur)) {
	case CXCursor_UnaryOperator:
		if (!strcmp(cx_operator(cur), "&") || !strcmp(cx_operator(cur), "*"))
			return "an address or a dereference";
		return NULL;
	case CXCursor_VarDecl:
		if (clang_Cursor_getStorageClass(cur) == CX_SC_Static ||
		    clang_getCanonicalType(clang_getCursorType(cur)).kind == CXType_Pointer)
			return "a static or pointer variable";
		return NULL;
	case CXCursor_CompoundStmt:
	case CXCursor_DeclStmt:
	case CXCursor_IfStmt:
	case CXCursor_NullStmt:
	case CXCursor_BinaryOperator:
	case CXCursor_CompoundAssignOperator:
	case CXCursor_ConditionalOperator:
	case CXCursor_ParenExpr:
	case CXCursor_UnexposedExpr:
	case CXCursor_CStyleCastExpr:
	case CXCursor_CXXFunctionalCastExpr:
	case CXCursor_CXXStaticCastExpr:
	case CXCursor_CXXBoolLiteralExpr:
	case CXCursor_IntegerLiteral:
	case CXCursor_FloatingLiteral:
	case CXCursor_TypeRef:
		return NULL;
	default:
		return "a statement or expression other than arithmetic, if and for";
	}
}

int
rt_declared_in(CXCursor decl, unsigned begin, unsigned end)
{
	unsigned b, e;

	if (!cx_expanded_in_main_file(decl))
		return 0;
	cx_extent(decl, &b, &e);
	return b >= begin && b < end;
}

const Var *
rt_captured_scalar(Ctx *c, const Region *r, CXCursor decl)
{
	const Var *v = captures_of(c, r, decl);

	return v && v->kind == VAR_SCALAR && v->arg != ARG_RECORD ? v : NULL;
}

const char *
rt_pure_call(CXCursor call, CXCursorVisitor visit, CXClientData data)
{
	CXCursor d = clang_getCursorReferenced(call);

	if (clang_Cursor_isNull(d) || !team_pure_math(d))
		return "a call of other than a math function or __attribute__((const))";
	for (int a = 0; a < clang_Cursor_getNumArguments(call); a++) {
		CXCursor arg = clang_Cursor_getArgument(call, (unsigned)a);
		if (visit(arg, call, data) == CXChildVisit_Recurse)
			clang_visitChildren(arg, visit, data);
	}
	return NULL;
}
