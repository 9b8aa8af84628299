/* Constant arrays that device code declares: `const unsigned char
 * mask[128] = {255, 85, ...};` in a function compiled for the device or
 * in region code.  nvcc builds such an automatic array on the thread's
 * stack each time its declaration runs (a store of every element, then
 * loads from local memory); the .cu file's copy declares it static
 * instead, one copy in global memory that the declaration no longer
 * writes.  The values read are the same: the array is const, every
 * element is a constant, and its name is only subscripted for an
 * element's value (or the operand of sizeof), so no address of it
 * outlives or distinguishes the block that declares it.  The host file keeps the declaration as
 * written.  The edit is an optimization's, not C's meaning
 * (Edit.opt): codegen makes it where Unit.static_arrays (the driver's
 * -fno-constant-arrays turns it off), and --explain names each array.
 *
 * What is an array here: a local variable with no storage class, of a
 * const (not volatile) array type of arithmetic or enumeration elements,
 * the only declarator of a declaration that is a statement of a block,
 * whose initializer is a brace list of constants (integer, floating and
 * character literals, enumerators, sizeof, and the operators and casts
 * of them) or a string literal, the declaration written out in the
 * file, not in a constexpr function (which C++ before C++23 gives no
 * static variables).
 */

#include "internal.h"

/* Is e an expression of constants only, which clang evaluates? */
static int
constant_leaf(CXCursor e)
{
	CXCursor kids[3];
	int n;
	CXEvalResult v;
	CXEvalResultKind k;

	switch (clang_getCursorKind(e)) {
	case CXCursor_IntegerLiteral:
	case CXCursor_FloatingLiteral:
	case CXCursor_CharacterLiteral:
	case CXCursor_CXXBoolLiteralExpr:
	case CXCursor_UnaryExpr: /* sizeof, _Alignof */
		break;
	case CXCursor_DeclRefExpr:
		if (clang_getCursorKind(clang_getCursorReferenced(e)) != CXCursor_EnumConstantDecl)
			return 0;
		break;
	case CXCursor_ParenExpr:
	case CXCursor_UnaryOperator:
	case CXCursor_BinaryOperator:
	case CXCursor_CStyleCastExpr:
	case CXCursor_CXXStaticCastExpr:
	case CXCursor_CXXFunctionalCastExpr:
	case CXCursor_UnexposedExpr: /* an implicit conversion */
		n = cx_children(e, kids, 3);
		if (n < 1 || n > 2)
			return 0;
		for (int i = 0; i < n; i++)
			if (clang_getCursorKind(kids[i]) != CXCursor_TypeRef && !constant_leaf(kids[i]))
				return 0;
		break;
	default:
		return 0;
	}
	if (!(v = clang_Cursor_Evaluate(e)))
		return 0;
	k = clang_EvalResult_getKind(v);
	clang_EvalResult_dispose(v);
	return k == CXEval_Int || k == CXEval_Float;
}

/* data: an int, 1 while every element seen is a constant */
static enum CXChildVisitResult
constant_element(CXCursor cur, CXCursor parent, CXClientData data)
{
	int *ok = data;

	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_InitListExpr)
		return CXChildVisit_Recurse;
	*ok = constant_leaf(cur);
	return *ok ? CXChildVisit_Continue : CXChildVisit_Break;
}

/* Is init a brace list of constants, or a string literal? */
static int
constant_init(CXCursor init)
{
	int ok = 1;

	if (clang_getCursorKind(init) == CXCursor_StringLiteral)
		return 1;
	if (clang_getCursorKind(init) != CXCursor_InitListExpr)
		return 0;
	clang_visitChildren(init, constant_element, &ok);
	return ok;
}

/* Is t a const array of arithmetic or enumeration elements? */
static int
constant_array_type(CXType t)
{
	t = clang_getCanonicalType(t);
	if (t.kind != CXType_ConstantArray || !clang_isConstQualifiedType(t) ||
	    clang_isVolatileQualifiedType(t))
		return 0; /* (an array's qualifiers are its elements') */
	while (t.kind == CXType_ConstantArray)
		t = clang_getCanonicalType(clang_getArrayElementType(t));
	return t.kind == CXType_Enum || (t.kind >= CXType_Bool && t.kind <= CXType_LongDouble);
}

/* The uses of one array in the function that declares it. */
typedef struct Uses {
	CXCursor decl;
	int ok;               /* names of it subscripted or sizeof's */
	int refs;             /* every name of it */
	int declarators;      /* of the declaration statement that holds it */
	int in_block;         /* that statement is a block's */
	unsigned stmt;        /* where it begins */
	int stmt_written;     /* and it is written out in the file */
} Uses;

static int
names_decl(CXCursor e, CXCursor decl)
{
	return clang_getCursorKind(e) == CXCursor_DeclRefExpr &&
	       clang_equalCursors(clang_getCursorReferenced(e), decl);
}

/* The array an element access's base chain ends in: `t[i][j]` is
 * t[i]'s subscript, whose base is t. */
static void
subscript_base(Uses *s, CXCursor e)
{
	CXCursor kids[2];

	for (;;) {
		enum CXCursorKind k = clang_getCursorKind(e);
		if (k == CXCursor_ArraySubscriptExpr) {
			if (cx_children(e, kids, 2) != 2)
				return;
			e = kids[0];
		} else if (k == CXCursor_UnexposedExpr || k == CXCursor_ParenExpr) {
			if (cx_children(e, kids, 2) != 1)
				return;
			e = kids[0];
		} else
			break;
	}
	if (names_decl(e, s->decl))
		s->ok++;
}

static enum CXChildVisitResult
mark_all(CXCursor cur, CXCursor parent, CXClientData data)
{
	Uses *s = data;

	(void)parent;
	if (names_decl(cur, s->decl)) {
		s->ok++;
		s->refs++;
	}
	return CXChildVisit_Recurse;
}

static enum CXChildVisitResult
visit_use(CXCursor cur, CXCursor parent, CXClientData data)
{
	Uses *s = data;
	CXCursor kids[8];
	int n;

	switch (clang_getCursorKind(cur)) {
	case CXCursor_DeclStmt:
		n = cx_children(cur, kids, 8);
		for (int i = 0; i < n; i++)
			if (clang_equalCursors(kids[i], s->decl)) {
				unsigned e;
				s->declarators = n;
				s->in_block = clang_getCursorKind(parent) == CXCursor_CompoundStmt;
				cx_extent(cur, &s->stmt, &e);
				s->stmt_written = !cx_in_macro(cur) && cx_in_main_file(cur);
			}
		break;
	case CXCursor_ArraySubscriptExpr:
		/* an element whose value is read: an implicit conversion (of an
		 * lvalue to its value) holds it, not &, nor a reference bound */
		if (clang_getCanonicalType(clang_getCursorType(cur)).kind != CXType_ConstantArray &&
		    clang_getCursorKind(parent) == CXCursor_UnexposedExpr)
			subscript_base(s, cur);
		break;
	case CXCursor_UnaryExpr: /* sizeof t, unevaluated */
		clang_visitChildren(cur, mark_all, s);
		return CXChildVisit_Continue;
	case CXCursor_DeclRefExpr:
		if (names_decl(cur, s->decl))
			s->refs++;
		break;
	default:
		break;
	}
	return CXChildVisit_Recurse;
}

/* The declaration of a function template's (or a class template
 * member's) text whose instance var is: at var's place. */
typedef struct Pattern {
	unsigned at;
	CXCursor decl;
} Pattern;

static enum CXChildVisitResult
find_pattern(CXCursor cur, CXCursor parent, CXClientData data)
{
	Pattern *p = data;

	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_VarDecl &&
	    cx_offset(clang_getCursorLocation(cur)) == p->at) {
		p->decl = cur;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

/* Is var's type a constant array, and its initializer constants, in
 * each instance of the text that declares it?  In a template's instance,
 * the template's own declaration says so (`const T w[2]` does not). */
static int
constant_decl(CXCursor var)
{
	CXCursor init = clang_Cursor_getVarDeclInitializer(var);

	return constant_array_type(clang_getCursorType(var)) && !clang_Cursor_isNull(init) &&
	       constant_init(init);
}

static int
constant_everywhere(CXCursor fn, CXCursor var)
{
	CXCursor tmpl = clang_getSpecializedCursorTemplate(fn);
	Pattern p = {cx_offset(clang_getCursorLocation(var)), clang_getNullCursor()};

	if (!constant_decl(var))
		return 0;
	if (clang_Cursor_isNull(tmpl))
		return 1;
	clang_visitChildren(tmpl, find_pattern, &p);
	return !clang_Cursor_isNull(p.decl) && constant_decl(p.decl);
}

/* Is var, a local variable that device code declares, a constant array
 * whose declaration can be static?  Where it is, the edit that makes it
 * so. */
void
const_arrays_check(Ctx *c, CXCursor var)
{
	CXCursor fn = clang_getCursorSemanticParent(var);
	enum CXCursorKind fk = clang_getCursorKind(fn);
	Uses s = {0};
	Edit ed = {0};
	CXType t = clang_getCursorType(var);

	if (clang_Cursor_getStorageClass(var) != CX_SC_None ||
	    (fk != CXCursor_FunctionDecl && fk != CXCursor_CXXMethod && fk != CXCursor_Constructor &&
	     fk != CXCursor_Destructor) ||
	    (c->u->cxx && cx_printed_constexpr(fn)) || !constant_everywhere(fn, var))
		return;
	s.decl = var;
	clang_visitChildren(fn, visit_use, &s);
	if (s.declarators != 1 || !s.in_block || !s.stmt_written || s.refs != s.ok)
		return;
	ed.begin = ed.end = s.stmt;
	ed.open = "static ";
	ed.close = "";
	ed.opt = arena_printf("constant array '%s' (%s): one static copy in global memory, "
	                      "not built on the thread's stack where it is declared",
	                      cx_take_string(clang_getCursorSpelling(var)),
	                      cx_take_string(clang_getTypeSpelling(t)));
	edits_add(c, ed);
}
