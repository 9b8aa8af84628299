/* C's complex numbers in device code (C11 6.2.5p11, 6.3.1.6-8, Annex G),
 * of a C file and GNU's _Complex of a C++ file, whose meaning g++ gives
 * as gcc does: the edits that give each operation on them that meaning
 * in CUDA C++, which keeps the complex types for storage but compiles
 * their operations to no code (runtime/include/omp2cuda_ccomplex.h says
 * what each edit calls and how it computes):
 *   - a complex operand of + - * / == != (and of unary - + ~ !) becomes
 *     o2c_cx(e); the left operand of a compound assignment with a complex
 *     operand o2c_cxl(e);
 *   - a conversion to or from a complex type, implicit or a cast, wraps
 *     the converted value in o2c_cto_f, o2c_cto_d, o2c_cto_real or
 *     o2c_cto_bool, by the type it converts to; a complex condition (if,
 *     while, do, ?:, && and ||) in o2c_cto_bool;
 *   - an imaginary constant (2.0i) becomes o2c_cmake(0, value); I, CMPLX
 *     and complex are the header's macros in a C file;
 *   - a call of a <complex.h> function calls the header's o2c_<name>.
 * Any such edit makes the .cu file include the header (Unit.ccomplex).
 * What stays an error, where a value of it comes from: complex integer
 * and long double types, ++ and -- of a complex value, a complex value
 * as a for loop's condition, operations spelled inside a macro, and
 * operations in a template's text (an instance of a real type would get
 * the complex wrappers too).
 */
#include <string.h>

#include "cxx.h"

enum { OTHER = -1 };

/* The parts' kind of complex type t (CXType_Float or CXType_Double),
 * OTHER for another complex type, 0 for a type not complex. */
static int
parts(CXType t)
{
	t = clang_getCanonicalType(t);
	if (t.kind != CXType_Complex)
		return 0;
	enum CXTypeKind k = clang_getCanonicalType(clang_getElementType(t)).kind;
	return k == CXType_Float || k == CXType_Double ? (int)k : OTHER;
}

static int
is_complex(CXCursor e)
{
	return parts(clang_getCursorType(e)) != 0;
}

/* Is location l inside a macro expansion? */
static int
in_macro(CXSourceLocation l)
{
	CXFile sf, ef;
	unsigned so, eo;

	clang_getSpellingLocation(l, &sf, NULL, NULL, &so);
	clang_getExpansionLocation(l, &ef, NULL, NULL, &eo);
	return !cx_same_file(sf, ef) || so != eo;
}

/* The invocation in the main file, around offset at, of one of
 * <complex.h>'s macros that omp2cuda_ccomplex.h defines again as one
 * complex value (I, _Complex_I, CMPLX, CMPLXF), or NULL. */
static const Node *
complex_macro_at(Ctx *c, unsigned at)
{
	static const char *const names[] = {"I", "_Complex_I", "CMPLX", "CMPLXF", 0};

	for (size_t i = 0; i < c->nexpansions; i++) {
		const Node *x = &c->expansions[i];
		CXCursor def = clang_getCursorReferenced(x->cursor);
		if (at < x->begin || at >= x->end || clang_Cursor_isNull(def) ||
		    !clang_Location_isInSystemHeader(clang_getCursorLocation(def)))
			continue;
		const char *name = cx_take_string(clang_getCursorSpelling(x->cursor));
		for (int k = 0; names[k]; k++)
			if (!strcmp(name, names[k]))
				return x;
	}
	return NULL;
}

/* The text of e in the main file, [*begin, *end): its own, where an
 * end inside a macro expansion is an invocation of complex_macro_at's
 * that it begins or ends with (I * I, CMPLX(x, y) + z); 0 after an error
 * where e is spelled otherwise in a macro. */
static int
written_out(Ctx *c, CXCursor e, unsigned *begin, unsigned *end)
{
	CXSourceRange r = clang_getCursorExtent(e);
	const Node *x;

	cx_extent(e, begin, end);
	if (!cx_in_macro(e) || !cx_expanded_in_main_file(e))
		return edits_written_out(c, e, begin, end, "an operation on a complex value");
	if (in_macro(clang_getRangeStart(r))) {
		if (!(x = complex_macro_at(c, *begin)) || x->begin != *begin)
			return edits_written_out(c, e, begin, end, "an operation on a complex value");
	}
	if (in_macro(clang_getRangeEnd(r))) {
		if (!(x = complex_macro_at(c, *end > 0 && *end > *begin ? *end - 1 : *end)) &&
		    !(x = complex_macro_at(c, *end)))
			return edits_written_out(c, e, begin, end, "an operation on a complex value");
		*end = x->end;
	}
	return 1;
}

/* Is offset at in a template's text: a region of a template's instance
 * (Ctx.inst), or a function template's body or a class template's
 * member function?  The text is every instance's, and an instance whose
 * type parameter is a real type would get the complex wrappers too. */
static int
template_text(Ctx *c, unsigned at)
{
	CXCursor fn;

	if (c->inst)
		return 1;
	return scan_function_at(c, at, &fn) && cxx_template_text(fn);
}

/* open before e and close after it, where e is written out. */
static void
wrap(Ctx *c, CXCursor e, const char *open, const char *close)
{
	Edit ed = {0};

	if (!written_out(c, e, &ed.begin, &ed.end))
		return;
	if (template_text(c, ed.begin)) {
		diag_error(cx_loc(c, ed.begin), "an operation on a complex value in a template's "
		                                "device code is not supported yet: the template's text "
		                                "is every instance's; compute it in a function that "
		                                "is not a template");
		return;
	}
	ed.open = open;
	ed.close = close;
	edits_add(c, ed);
	c->u->ccomplex = 1;
}

/* The function that converts a value to type t: NULL for a type the
 * header does not convert to (after an error at loc). */
static const char *
converter(CXType t, int from_complex, Loc loc)
{
	switch (parts(t)) {
	case CXType_Float:
		return "o2c_cto_f(";
	case CXType_Double:
		return "o2c_cto_d(";
	case 0:
		break;
	default:
		diag_error(loc, "complex type '%s' in device code is not supported: of the complex "
		                "types, device code has float _Complex and double _Complex",
		           cx_take_string(clang_getTypeSpelling(t)));
		return NULL;
	}
	if (!from_complex)
		return "";
	return clang_getCanonicalType(t).kind == CXType_Bool ? "o2c_cto_bool(" : "o2c_cto_real(";
}

/* Is conversion e (implicit, or a cast of operand k) one to or from a
 * complex type?  Its converter then, "" for none. */
static const char *
conversion(CXCursor e, CXCursor k, Loc loc)
{
	CXType to = clang_getCanonicalType(clang_getCursorType(e));
	CXType from = clang_getCanonicalType(clang_getCursorType(k));

	if ((!parts(to) && !parts(from)) ||
	    clang_equalTypes(clang_getUnqualifiedType(to), clang_getUnqualifiedType(from)))
		return "";
	return converter(to, parts(from) != 0, loc);
}

/* An implicit conversion's operand, or a null cursor for another node. */
static CXCursor
implicit_operand(CXCursor e)
{
	CXCursor k;

	if (clang_getCursorKind(e) != CXCursor_UnexposedExpr || cx_children(e, &k, 1) != 1 ||
	    !clang_isExpression(clang_getCursorKind(k)))
		return clang_getNullCursor();
	return k;
}

/* Operand e of a complex operation: o2c_cx(e), with e's own conversion
 * inside it (an edit of the same code is made once). */
static void
operand(Ctx *c, CXCursor e, const char *open, Loc loc)
{
	CXCursor k = implicit_operand(e);
	const char *conv = clang_Cursor_isNull(k) ? "" : conversion(e, k, loc);

	if (!conv)
		return;
	if (*conv)
		wrap(c, e, arena_printf("%s%s", open, conv), "))");
	else
		wrap(c, e, open, ")");
}

static int
among(const char *op, const char *const *list)
{
	for (int i = 0; list[i]; i++)
		if (!strcmp(op, list[i]))
			return 1;
	return 0;
}

static void
binary(Ctx *c, CXCursor e, Loc loc)
{
	static const char *const arith[] = {"+", "-", "*", "/", "==", "!=", 0};
	const char *op = cx_operator(e);
	CXCursor k[2];

	if (cx_children(e, k, 2) != 2 || (!is_complex(k[0]) && !is_complex(k[1])))
		return;
	if (clang_getCursorKind(e) == CXCursor_CompoundAssignOperator) {
		wrap(c, k[0], "o2c_cxl(", ")");
		if (is_complex(k[1]))
			operand(c, k[1], "o2c_cx(", loc);
		return;
	}
	for (int i = 0; i < 2; i++) {
		if (!is_complex(k[i]))
			continue;
		if (among(op, arith))
			operand(c, k[i], "o2c_cx(", loc);
		else if (!strcmp(op, "&&") || !strcmp(op, "||"))
			operand(c, k[i], "o2c_cto_bool(", loc);
	}
}

static void
unary(Ctx *c, CXCursor e, Loc loc)
{
	static const char *const ops[] = {"-", "+", "~", "!", 0};
	const char *op = cx_operator(e);
	CXCursor k;

	if (cx_children(e, &k, 1) != 1 || !is_complex(k))
		return;
	if (among(op, ops))
		operand(c, k, "o2c_cx(", loc);
	else if (strstr(op, "++") || strstr(op, "--"))
		diag_error(loc, "'%s' of a complex value in device code is not supported: C has no "
		                "++ or -- of complex types (a GNU extension)", op);
}

/* The condition of an if, while, do or ?:, child n of e. */
static void
condition(Ctx *c, CXCursor e, int n, Loc loc)
{
	CXCursor k[3];

	if (cx_children(e, k, 3) > n && clang_isExpression(clang_getCursorKind(k[n])) &&
	    is_complex(k[n]))
		operand(c, k[n], "o2c_cto_bool(", loc);
}

/* A for loop's condition of complex type: an error (an assignment, its
 * first or third clause, is of complex type too and stays). */
static void
for_loop(CXCursor e, Loc loc)
{
	CXCursor k[4];
	int n = cx_children(e, k, 4);

	for (int i = 0; i < n; i++) {
		enum CXCursorKind kk = clang_getCursorKind(k[i]);
		if (clang_isExpression(kk) && is_complex(k[i]) && kk != CXCursor_BinaryOperator &&
		    kk != CXCursor_CompoundAssignOperator && kk != CXCursor_CallExpr)
			diag_error(loc, "a complex value as a for loop's condition in device code is "
			                "not supported yet: compare it with 0");
	}
}

/* 2.0i written out: the complex value o2c_cmake(0, 2.0). */
static void
imaginary(Ctx *c, CXCursor e)
{
	CXCursor k;
	Edit ed = {0};
	CXEvalResult v;

	if (cx_in_macro(e) || cx_children(e, &k, 1) != 1 || !(v = clang_Cursor_Evaluate(k)))
		return; /* I: the header's macro */
	const char *part = parts(clang_getCursorType(e)) == CXType_Float ? "float" : "double";
	double x = clang_EvalResult_getKind(v) == CXEval_Int
	                   ? (double)clang_EvalResult_getAsLongLong(v)
	                   : clang_EvalResult_getAsDouble(v);
	clang_EvalResult_dispose(v);
	cx_extent(e, &ed.begin, &ed.end);
	ed.text = arena_printf("o2c_cmake<%s>(0, %a)", part, x);
	edits_add(c, ed);
	c->u->ccomplex = 1;
}

/* A call of fn, a <complex.h> function: the header's o2c_<name>. */
static void
call(Ctx *c, CXCursor e)
{
	CXCursor fn = clang_getCursorReferenced(e), k;
	const char *name;
	Edit ed = {0};

	if (clang_Cursor_isNull(fn) || !complex_library_function(fn) || cx_children(e, &k, 1) < 1)
		return;
	k = cx_strip_casts(k);
	name = cx_take_string(clang_getCursorSpelling(fn));
	if (clang_getCursorKind(k) != CXCursor_DeclRefExpr ||
	    !edits_written_out(c, k, &ed.begin, &ed.end, "a call of a <complex.h> function"))
		return;
	ed.text = arena_printf("o2c_%s", name);
	edits_add(c, ed);
	c->u->ccomplex = 1;
}

void
complex_check(Ctx *c, CXCursor e, Loc loc)
{
	CXCursor k;
	const char *conv;

	if (clang_Location_isInSystemHeader(clang_getCursorLocation(e)))
		return; /* the library's own (std::complex's: cxx_complex.c) */
	switch (clang_getCursorKind(e)) {
	case CXCursor_BinaryOperator:
	case CXCursor_CompoundAssignOperator:
		binary(c, e, loc);
		break;
	case CXCursor_UnaryOperator:
		unary(c, e, loc);
		break;
	case CXCursor_IfStmt:
	case CXCursor_WhileStmt:
	case CXCursor_ConditionalOperator:
		condition(c, e, 0, loc);
		break;
	case CXCursor_DoStmt:
		condition(c, e, 1, loc);
		break;
	case CXCursor_ForStmt:
		for_loop(e, loc);
		break;
	case CXCursor_ImaginaryLiteral:
		imaginary(c, e);
		break;
	case CXCursor_CallExpr:
		call(c, e);
		break;
	case CXCursor_CStyleCastExpr:
		k = cx_cast_operand(e);
		if (!clang_Cursor_isNull(k) && (conv = conversion(e, k, loc)) && *conv)
			wrap(c, k, conv, ")");
		break;
	case CXCursor_UnexposedExpr:
		k = implicit_operand(e);
		if (!clang_Cursor_isNull(k) && (conv = conversion(e, k, loc)) && *conv)
			wrap(c, e, conv, ")");
		break;
	case CXCursor_VarDecl:
	case CXCursor_ParmDecl:
	case CXCursor_FieldDecl:
		if (parts(clang_getCursorType(e)) == OTHER)
			converter(clang_getCursorType(e), 0, loc);
		break;
	default:
		break;
	}
}

/* Does the initializer below cur compute on complex values? */
static enum CXChildVisitResult
static_visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	enum CXCursorKind k = clang_getCursorKind(cur);
	CXCursor kid;

	(void)parent;
	if (k == CXCursor_ImaginaryLiteral ||
	    ((k == CXCursor_BinaryOperator || k == CXCursor_UnaryOperator ||
	      k == CXCursor_CallExpr || k == CXCursor_CStyleCastExpr) &&
	     (is_complex(cur) || (cx_children(cur, &kid, 1) == 1 && is_complex(kid))))) {
		*(int *)data = 1;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

/* Initializer init of device variable var, which nvcc computes before the
 * program runs: not where it computes on complex values (the header's
 * functions run on the device; a real constant converted is a constant).
 * 0 after an error. */
int
complex_static_init(CXCursor var, CXCursor init, Loc loc)
{
	int computes = 0;

	if (static_visit(init, clang_getNullCursor(), &computes) == CXChildVisit_Recurse)
		clang_visitChildren(init, static_visit, &computes);
	if (!computes)
		return 1;
	diag_error(loc, "declare target variable '%s' initialized by an operation on complex "
	                "values is not supported yet: the device's copy is initialized before "
	                "the program runs, where the operations omp2cuda gives complex values "
	                "do not run; initialize it with a real constant and assign it in code",
	           cx_take_string(clang_getCursorSpelling(var)));
	return 0;
}
