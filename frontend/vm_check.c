/* Region code that uses a captured variable of variably modified type
 * (vm.c), edited for the kernel, where the variable is a pointer to its
 * scalar elements.
 *
 * In region code, each expression of array type derived from such a
 * variable is, in the kernel, the address of its first scalar: the .cu
 * file's copy of the code is edited so that
 *   - B[I] of array type becomes (B + (I) * S), S the number of scalars
 *     in one element of B: a product of the captured extents;
 *   - *B of array type becomes B;
 *   - sizeof of an expression of variable-length array type becomes
 *     ((size_t)(S) * sizeof(T)), T the scalar type, when the operand
 *     computes nothing else (C evaluates it, 6.5.3.4p2).
 * Every other use whose meaning would change (pointer arithmetic,
 * assignment, &, casts to such types, sizeof of a type) is an error.
 */
#include <string.h>

#include "internal.h"

/* The variable a region-code expression's address comes from, through
 * subscripts, *, parentheses and implicit conversions; or NULL. */
static Var *
root_var(Ctx *c, CXCursor e, unsigned inside)
{
	for (;;) {
		CXCursor kids[2];
		enum CXCursorKind k;
		e = cx_strip(e);
		k = clang_getCursorKind(e);
		if (k == CXCursor_ArraySubscriptExpr && cx_children(e, kids, 2) == 2)
			e = vm_pointer(clang_getCursorType(kids[0])) || !vm_pointer(clang_getCursorType(kids[1]))
			            ? kids[0]
			            : kids[1]; /* i[a] */
		else if (k == CXCursor_UnaryOperator && cx_children(e, kids, 1) == 1 &&
		         !strcmp(cx_operator(e), "*"))
			e = kids[0];
		else
			break;
	}
	if (clang_getCursorKind(e) != CXCursor_DeclRefExpr)
		return NULL;
	CXCursor ref = clang_getCursorReferenced(e);
	Decl *d;
	unsigned b, end;

	if (!vm_type(clang_getCursorType(ref)) || !(d = scan_decl_of(c, ref)) || d->at >= inside)
		return NULL; /* a VLA declared in device code: cxx.c rejects it */
	cx_extent(e, &b, &end);
	return captures_var(c, d, cx_loc(c, b));
}

/* The number of array dimensions of t (an array) or of what it points
 * to. */
static int
rank(CXType t)
{
	int r = 0;

	t = clang_getCanonicalType(t);
	if (t.kind == CXType_Pointer)
		t = clang_getCanonicalType(clang_getPointeeType(t));
	for (; vm_is_array(t); t = clang_getArrayElementType(vm_as_array(t)))
		r++;
	return r;
}

/* The scalars in one object of rank r among v's elements: the product of
 * the last r extents. */
static const char *
scalars(const Var *v, int r)
{
	const char *s = NULL;

	for (int k = v->vm_rank - r; k < v->vm_rank; k++)
		s = s ? arena_printf("%s * %s", s, v->vm_dims[k]) : v->vm_dims[k];
	return s;
}

static Edit
edit(unsigned begin, unsigned end, const char *text, const char *open)
{
	Edit ed = {0};

	ed.begin = begin;
	ed.end = end;
	ed.text = text;
	ed.open = open;
	ed.close = open ? "" : NULL;
	return ed;
}

/* Is the expression's range written out in the file (no macro)? */
static int
written(Ctx *c, CXCursor e, unsigned *b, unsigned *end)
{
	CXSourceRange r = clang_getCursorExtent(e);
	CXFile sf, ef;
	unsigned so, eo, so2, eo2;

	cx_extent(e, b, end);
	clang_getSpellingLocation(clang_getRangeStart(r), &sf, NULL, NULL, &so);
	clang_getExpansionLocation(clang_getRangeStart(r), &ef, NULL, NULL, &eo);
	clang_getSpellingLocation(clang_getRangeEnd(r), NULL, NULL, NULL, &so2);
	clang_getExpansionLocation(clang_getRangeEnd(r), NULL, NULL, NULL, &eo2);
	if (cx_same_file(sf, ef) && so == eo && so2 == eo2 && cx_in_main_file(e))
		return 1;
	diag_error(cx_loc(c, *b), "a subscript of a pointer to a variable-length array inside a "
	                          "macro expansion is not supported in device code: write it "
	                          "outside the macro");
	return 0;
}

/* B[I] of array type: (B + (I) * S). */
static void
vm_subscript(Ctx *c, CXCursor e, const Var *v)
{
	CXCursor kids[2];
	unsigned eb, ee, bb, be, ib, ie;

	if (cx_children(e, kids, 2) != 2 || !written(c, e, &eb, &ee))
		return;
	cx_extent(kids[0], &bb, &be);
	cx_extent(kids[1], &ib, &ie);
	if (bb != eb || !(be < ib && ie < ee) ||
	    (clang_getCanonicalType(clang_getCursorType(kids[0])).kind != CXType_Pointer &&
	     !vm_is_array(clang_getCursorType(kids[0])))) {
		diag_error(cx_loc(c, eb), "'%s', a pointer to a variable-length array, subscripted "
		                          "as index[pointer] in a target region: not supported yet",
		           v->name);
		return;
	}
	edits_add(c, edit(eb, ee, NULL, "("));
	edits_add(c, edit(be, ib, " + (", NULL));
	edits_add(c, edit(ie, ee, arena_printf(") * %s)", scalars(v, rank(clang_getCursorType(e)))),
	                 NULL));
}

/* Does the operand of sizeof compute anything (a call, an assignment,
 * ++, --), which C evaluates for a variable-length array? */
static enum CXChildVisitResult
effect_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	enum CXCursorKind k = clang_getCursorKind(cur);
	int *found = data;
	const char *op;

	(void)parent;
	if (k == CXCursor_CallExpr || k == CXCursor_CompoundAssignOperator ||
	    k == CXCursor_StmtExpr)
		*found = 1;
	if (k == CXCursor_UnaryOperator || k == CXCursor_BinaryOperator) {
		op = cx_operator(cur);
		if (!*op || !strcmp(op, "++") || !strcmp(op, "--") || !strcmp(op, "="))
			*found = 1;
	}
	return *found ? CXChildVisit_Break : CXChildVisit_Recurse;
}

/* The first token of e's extent. */
static const char *
first_token(Ctx *c, CXCursor e)
{
	CXToken *toks = NULL;
	unsigned n = 0;
	const char *s = "";

	clang_tokenize(c->tu, clang_getCursorExtent(e), &toks, &n);
	if (n)
		s = cx_take_string(clang_getTokenSpelling(c->tu, toks[0]));
	clang_disposeTokens(c->tu, toks, n);
	return s;
}

/* sizeof of an expression of variable-length array type. */
static void
vm_sizeof(Ctx *c, CXCursor e, CXCursor kid, Loc loc, unsigned inside)
{
	const Var *v = root_var(c, kid, inside);
	int found = 0;
	unsigned b, end;
	CXType leaf = clang_getCursorType(kid);

	if (v && v->vm && rank(clang_getCursorType(kid)) > v->vm_rank)
		return; /* the array used whole: frontend/arrays.c */
	if (!v || !v->vm)
		return; /* declared in device code: cxx.c checks its declaration */
	if (strcmp(first_token(c, e), "sizeof")) {
		diag_error(loc, "_Alignof of a variable-length array in a target region is not "
		                "supported yet");
		return;
	}
	clang_visitChildren(e, effect_visit, &found);
	if (found) {
		diag_error(loc, "sizeof of a variable-length array whose operand computes "
		                "something (C evaluates it) in a target region is not supported");
		return;
	}
	while (vm_is_array(leaf))
		leaf = clang_getArrayElementType(vm_as_array(leaf));
	if (written(c, e, &b, &end))
		edits_add(c, edit(b, end,
		                 arena_printf("((size_t)(%s) * sizeof(%s))",
		                              scalars(v, rank(clang_getCursorType(kid))),
		                              locals_leaf(leaf) ? locals_leaf(leaf)
		                                                : cx_take_string(
		                                                          clang_getTypeSpelling(leaf))),
		                 NULL));
}

/* Does the cursor or one of its operands have such a type? */
static int
vm_operands(CXCursor e)
{
	CXCursor kids[2];
	int n = cx_children(e, kids, 2);

	if (vm_pointer(clang_getCursorType(e)))
		return 1;
	for (int i = 0; i < n; i++)
		if (vm_pointer(clang_getCursorType(kids[i])))
			return 1;
	return 0;
}

static void
vm_unary(Ctx *c, CXCursor e, Loc loc, unsigned inside)
{
	CXCursor kid;
	unsigned b, end, kb, ke;
	const Var *v;

	if (cx_children(e, &kid, 1) != 1 || !vm_operands(e))
		return;
	if (strcmp(cx_operator(e), "*")) {
		diag_error(loc, "operator '%s' on a pointer to a variable-length array in a target "
		                "region is not supported yet: subscript it", cx_operator(e));
		return;
	}
	if (!vm_is_array(clang_getCursorType(e)) || !(v = root_var(c, kid, inside)) || !v->vm ||
	    !written(c, e, &b, &end))
		return;
	cx_extent(kid, &kb, &ke);
	edits_add(c, edit(b, kb, "", NULL));
}

/* Does e, a sizeof or _Alignof, have a constant value?  Only that of a
 * variable-length array type has none (C11 6.5.3.4p2). */
static int
constant(CXCursor e)
{
	CXEvalResult v = clang_Cursor_Evaluate(e);
	int k = v ? clang_EvalResult_getKind(v) : CXEval_UnExposed;

	if (v)
		clang_EvalResult_dispose(v);
	return k == CXEval_Int;
}

/* Each cursor of device code, which begins at offset inside. */
void
vm_check(Ctx *c, CXCursor e, Loc loc, unsigned inside)
{
	enum CXCursorKind k = clang_getCursorKind(e);
	CXCursor kid;
	const Var *v;

	switch (k) {
	case CXCursor_ArraySubscriptExpr:
		if (vm_is_array(clang_getCursorType(e)) && (v = root_var(c, e, inside)) && v->vm)
			vm_subscript(c, e, v);
		break;
	case CXCursor_UnaryOperator:
		vm_unary(c, e, loc, inside);
		break;
	case CXCursor_BinaryOperator:
	case CXCursor_CompoundAssignOperator:
		if (vm_operands(e))
			diag_error(loc, "operator '%s' on a pointer to a variable-length array in a "
			                "target region is not supported yet: subscript it",
			           cx_operator(e));
		break;
	case CXCursor_CStyleCastExpr:
		if (vm_type(clang_getCursorType(e)))
			diag_error(loc, "a cast to a variably modified type in a target region is not "
			                "supported: CUDA C++ has no variable-length arrays");
		break;
	case CXCursor_UnaryExpr:
		kid = cx_children(e, &kid, 1) == 1 ? kid : clang_getNullCursor();
		if (clang_Cursor_isNull(kid) || !clang_isExpression(clang_getCursorKind(kid))) {
			if (vm_operands(e) || (!clang_Cursor_isNull(kid) &&
			                       vm_type(clang_getCursorType(kid))))
				diag_error(loc, "sizeof of a variably modified type in a target region "
				                "is not supported yet: take it of an expression");
		} else if (vm_is_array(clang_getCursorType(kid)) &&
		           vm_type(clang_getCursorType(kid))) {
			vm_sizeof(c, e, kid, loc, inside);
		} else if (!constant(e)) { /* sizeof(double[n]): the child is n */
			diag_error(loc, "sizeof of a variably modified type in a target region "
			                "is not supported yet: take it of an expression");
		}
		break;
	default:
		break;
	}
}

