/* C++ sources: what the front end takes of C++ device code, and the C++
 * constructs it does not compile yet, each an error at the user's line.
 *
 * A C++ unit (Unit.cxx: the file is C++, the host compiler a C++ one)
 * keeps C++'s meaning in the .cu file, which nvcc compiles as C++: none
 * of cxx.c's edits for C's meaning apply.  Device code may call the C++
 * library's math (<cmath>, std::abs) and std::min, std::max and
 * std::clamp (<algorithm>): CUDA declares the math for the device, and
 * the others are constexpr templates nvcc compiles for the device
 * (--expt-relaxed-constexpr, tools/omp2cuda.c).
 *
 * Not compiled yet, each reported where the user wrote it:
 *   - a region in a conversion function, a partial specialization of a
 *     class template, or a lambda, and one in a class template outside
 *     the instantiations cxx_templates.c reads (cxx_region_at);
 *   - in a region: `this`, written or implied by a data member named
 *     alone (a member function compiled for the device has its own,
 *     cxx_members.c);
 *   - in device code: exceptions (throw, try), RTTI (typeid,
 *     dynamic_cast), placement new and a class's own operator new or
 *     delete, calls of member functions of std:: classes (containers
 *     among them), thread-local variables (cxx_source_check).
 * new and delete otherwise compile as written: CUDA C++ allocates on the
 * device heap, as device malloc does (a failed new gives a null
 * pointer there), and captures.c compiles the constructors and
 * destructors they call for the device.
 */
#include <string.h>

#include "cxx.h"

/* Is fn a constexpr function of a C++ library header whose constexpr
 * functions call no host function (std::pair, std::tuple, std::array,
 * std::span, std::move and std::forward, std::numeric_limits' members,
 * <bit>'s and <numeric>'s (std::popcount, std::midpoint), <compare>'s
 * orderings (what a defaulted operator<=> gives `a < b`), constants or
 * compiler builtins; of std::complex, cxx_complex.c's)?  nvcc
 * compiles those for the device (--expt-relaxed-constexpr). */
static int
constexpr_function(CXCursor fn)
{
	static const char *const headers[] = {"complex", "stl_pair.h", "tuple", "array", "span",
	                                      "move.h", "limits", "bit", "numeric", "compare", 0};
	const char *h = cxx_header_of(fn);
	int known = 0;

	for (int i = 0; headers[i]; i++)
		known |= !strcmp(h, headers[i]);
	if (!strcmp(h, "complex") && cxx_complex_device(fn))
		return 1; /* omp2cuda_complex.h's, for the device */
	if (!strcmp(h, "complex") && !cxx_complex_part(fn))
		return 0;
	return known && cx_printed_constexpr(fn);
}

/* Is fn std::swap of two values of one arithmetic type?  Before C++20
 * (where it is not constexpr) omp2cuda_swap.h gives the device its own. */
int
cxx_swap_arithmetic(CXCursor fn)
{
	CXType ft = clang_getCursorType(fn), a, b;

	if (strcmp(cx_take_string(clang_getCursorSpelling(fn)), "swap") || !cxx_in_std(fn) ||
	    !clang_Location_isInSystemHeader(clang_getCursorLocation(fn)) ||
	    clang_getNumArgTypes(ft) != 2)
		return 0;
	a = clang_getCanonicalType(clang_getNonReferenceType(clang_getArgType(ft, 0)));
	b = clang_getCanonicalType(clang_getNonReferenceType(clang_getArgType(ft, 1)));
	return clang_equalTypes(a, b) && !clang_isConstQualifiedType(a) && a.kind >= CXType_Bool &&
	       a.kind < CXType_LongDouble && a.kind != CXType_Int128 && a.kind != CXType_UInt128;
}

/* Is name one of <algorithm>'s functions of values: min, max, clamp? */
int
cxx_value_algorithm(const char *name)
{
	static const char *const algorithms[] = {"min", "max", "clamp", 0};

	for (int i = 0; algorithms[i]; i++)
		if (!strcmp(name, algorithms[i]))
			return 1;
	return 0;
}

int
cxx_library_function(CXCursor fn, const char *name)
{
	CXSourceLocation loc = clang_getCursorLocation(clang_getCanonicalCursor(fn));
	const char *base;

	if (!clang_Location_isInSystemHeader(loc) || !cxx_in_std(fn))
		return 0;
	if (cxx_value_algorithm(name))
		return 1;
	if (constexpr_function(fn))
		return 1; /* std::make_pair, std::real */
	base = cxx_header_of(fn);
	/* std::minmax of values or of an initializer list: constexpr (C++14),
	 * comparisons and a pair of references only, or the comparator given */
	if (!strcmp(name, "minmax") && !strcmp(base, "stl_algo.h"))
		return cx_printed_constexpr(fn);
	return !strcmp(base, "cmath") || !strcmp(base, "std_abs.h");
}

/* The construct a cursor kind declares, when a region inside it is not
 * compiled yet, or NULL. */
static const char *
unsupported_scope(enum CXCursorKind k)
{
	switch (k) {
	case CXCursor_ConversionFunction:
		return "a conversion function";
	case CXCursor_ClassTemplate:
	case CXCursor_ClassTemplatePartialSpecialization:
		return "a class template";
	default:
		return NULL;
	}
}

typedef struct Around {
	const Ctx *c;
	unsigned at;
	const char *what; /* the innermost unsupported scope around at */
	int templated;    /* at is inside a template */
} Around;

static enum CXChildVisitResult
find_scope(CXCursor cur, CXCursor parent, CXClientData data)
{
	Around *a = data;
	unsigned b, e;
	const char *what;

	(void)parent;
	if (!cx_in_main_file(cur))
		return CXChildVisit_Continue;
	cx_extent(cur, &b, &e);
	if (a->at < b || a->at >= e)
		return CXChildVisit_Continue;
	/* a member of a class template is read once per instantiation
	 * (cxx_templates.c) */
	if ((what = unsupported_scope(clang_getCursorKind(cur))) &&
	    !(a->c->inst && clang_getCursorKind(cur) == CXCursor_ClassTemplate))
		a->what = what;
	/* a lambda's body is its function's code, but for a generic
	 * lambda's, a template, and one in a template, read per
	 * instantiation of the template, not of the lambda */
	if (clang_getCursorKind(cur) == CXCursor_LambdaExpr && (a->templated || cxx_lambda_generic(cur)))
		a->what = a->templated ? "a lambda in a template" : "a generic lambda";
	a->templated |= clang_getCursorKind(cur) == CXCursor_FunctionTemplate ||
	                clang_getCursorKind(cur) == CXCursor_ClassTemplate ||
	                clang_getCursorKind(cur) == CXCursor_ClassTemplatePartialSpecialization;
	return CXChildVisit_Recurse;
}

int
cxx_region_at(Ctx *c, unsigned at, const char *directive, Loc loc)
{
	Around a = {c, at, NULL, 0};

	if (!c->u->cxx)
		return 1;
	clang_visitChildren(clang_getTranslationUnitCursor(c->tu), find_scope, &a);
	if (!a.what)
		return 1;
	diag_error(loc, "'#pragma omp %s' in %s is not supported yet: C++ target regions can be "
	                "in functions, function templates, classes' and class templates' member "
	                "functions, and lambdas that are neither generic nor in a template",
	           directive, a.what);
	return 0;
}

/* A call of a member function: its name and class. */
static void
check_member_call(Ctx *c, CXCursor cur, Loc loc)
{
	CXCursor fn = clang_getCursorReferenced(cur);
	CXCursor cls;

	if (clang_Cursor_isNull(fn) || !cxx_is_method(fn))
		return;
	cls = clang_getCursorSemanticParent(fn);
	/* the user's classes' members are compiled for the device
	 * (cxx_members.c) */
	if (!cxx_complex_call(c, fn, loc))
		return;
	if (!cxx_in_std(cls) || clang_CXXMethod_isDefaulted(fn) || constexpr_function(fn))
		return;
	diag_error(loc, "call to member function '%s' of '%s' in device code is not supported "
	                "yet: std:: containers cannot be used on the device (map their .data() as "
	                "an array section); of the C++ library's classes, device code can call the "
	                "constexpr member functions of std::pair, std::tuple, std::array, std::span and "
	                "std::numeric_limits, "
	                "and std::complex's constructors, real() and imag()",
	           cx_take_string(clang_getCursorSpelling(fn)),
	           cx_take_string(clang_getTypeSpelling(clang_getCursorType(cls))));
}

static enum CXChildVisitResult
own_operator(CXCursor cur, CXCursor parent, CXClientData data)
{
	const char *name = cx_take_string(clang_getCursorSpelling(cur));

	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_CXXMethod &&
	    (!strncmp(name, "operator new", 12) || !strncmp(name, "operator delete", 15)))
		*(int *)data = 1;
	return CXChildVisit_Continue;
}

/* new or delete at cur: the global operators, on the device heap;
 * placement new (`new (buf) T`: its tokens after `new` open a
 * parenthesis) and a class's own operator new or delete are errors. */
static void
check_new(Ctx *c, CXCursor cur, Loc loc)
{
	int is_new = clang_getCursorKind(cur) == CXCursor_CXXNewExpr, own = 0;
	CXCursor operand = clang_getNullCursor();
	CXType t = clang_getCursorType(cur);
	unsigned n, k = 0;
	CXToken *tok = cx_tokens_of(c, cur, &n);

	if (!c->u->device_heap.line)
		c->u->device_heap = loc;
	if (!tok) {
		diag_error(loc, "'%s' in device code written by a macro is not supported yet",
		           is_new ? "new" : "delete");
		return;
	}
	k = n > 1 && cx_token_is(c, tok[0], "::");
	own = is_new && k + 1 < n && cx_token_is(c, tok[k + 1], "(");
	clang_disposeTokens(c->tu, tok, n);
	if (own) {
		diag_error(loc, "placement new ('new (...) T') in device code is not supported yet");
		return;
	}
	if (!is_new) {
		cx_children(cur, &operand, 1);
		t = clang_getCursorType(operand);
	}
	t = clang_getCanonicalType(clang_getPointeeType(clang_getCanonicalType(t)));
	while (t.kind == CXType_ConstantArray)
		t = clang_getCanonicalType(clang_getArrayElementType(t));
	if (t.kind == CXType_Record)
		clang_visitChildren(clang_getTypeDeclaration(t), own_operator, &own);
	if (own)
		diag_error(loc, "'%s' of '%s', which declares its own operator new or delete, in "
		                "device code is not supported yet", is_new ? "new" : "delete",
		           cx_take_string(clang_getTypeSpelling(t)));
}

void
cxx_source_check(Ctx *c, CXCursor cur, Loc loc)
{
	CXCursor ref;

	switch (clang_getCursorKind(cur)) {
	case CXCursor_MemberRefExpr: /* m alone: this->m */
	case CXCursor_CXXThisExpr:
		if (cxx_this_on_device(c, cur) ||
		    (clang_getCursorKind(cur) == CXCursor_MemberRefExpr && cx_children(cur, NULL, 0)))
			break;
		diag_error(loc, "'this' in a target region (a data member or a member function "
		                "named in it) is not supported yet: copy the members the region uses "
		                "into local variables");
		break;
	case CXCursor_CXXThrowExpr:
	case CXCursor_CXXTryStmt:
		diag_error(loc, "exceptions ('%s') cannot be used in device code",
		           clang_getCursorKind(cur) == CXCursor_CXXThrowExpr ? "throw" : "try");
		break;
	case CXCursor_CXXTypeidExpr:
	case CXCursor_CXXDynamicCastExpr:
		diag_error(loc, "run-time type information ('%s') cannot be used in device code",
		           clang_getCursorKind(cur) == CXCursor_CXXTypeidExpr ? "typeid"
		                                                             : "dynamic_cast");
		break;
	case CXCursor_CXXNewExpr:
	case CXCursor_CXXDeleteExpr:
		check_new(c, cur, loc);
		break;
	case CXCursor_CallExpr:
		check_member_call(c, cur, loc);
		break;
	case CXCursor_DeclRefExpr:
		ref = clang_getCursorReferenced(cur);
		if (clang_getCursorKind(ref) == CXCursor_VarDecl &&
		    clang_getCursorTLSKind(ref) != CXTLS_None)
			diag_error(loc, "thread-local variable '%s' cannot be used in device code",
			           cx_take_string(clang_getCursorSpelling(ref)));
		break;
	default:
		break;
	}
}

typedef struct Decomp {
	CXCursor binding;
	CXType type;          /* of the decomposition that declares it */
	int found;
} Decomp;

static enum CXChildVisitResult
find_decomposition(CXCursor cur, CXCursor parent, CXClientData data)
{
	Decomp *w = data;

	if (clang_getCursorKind(parent) == CXCursor_UnexposedDecl &&
	    clang_equalCursors(cur, w->binding)) {
		w->type = clang_getCursorType(parent);
		w->found = 1;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

/* A structured binding (C++17 [dcl.struct.bind]) or a variable template's
 * specialization, which libclang both show as unexposed declarations (the
 * specialization has linkage: cxx_variable_template), that device code
 * names.  A structured binding declared in device code [begin, end): nvcc
 * compiles it as written when the decomposition holds a copy (`auto [a,
 * b] = s;`) or a reference to const (`const auto &[a, b] = s;`); one that
 * refers to the object otherwise (`auto &[a, b] = s;`), through which the
 * code could write what the region's analyses take for read, is an
 * error, as is a binding from outside the device code.  0 after an
 * error. */
int
cxx_binding(Ctx *c, CXCursor binding, unsigned begin, unsigned end, Loc loc)
{
	Decomp w = {binding, {CXType_Invalid, {0, 0}}, 0};
	const char *name = cx_take_string(clang_getCursorSpelling(binding));
	CXCursor fn;
	unsigned b, e;

	if (clang_getCursorLinkage(binding) != CXLinkage_NoLinkage)
		return cxx_variable_template(c, binding, loc);
	cx_extent(binding, &b, &e);
	if (!cx_expanded_in_main_file(binding) || b < begin || b >= end) {
		diag_error(loc, "structured binding '%s', declared outside the device code that "
		                "names it, is not supported yet: copy it into a variable",
		           name);
		return 0;
	}
	if (scan_function_at(c, b, &fn))
		clang_visitChildren(fn, find_decomposition, &w);
	if (w.found && ((w.type.kind != CXType_LValueReference &&
	                 w.type.kind != CXType_RValueReference) ||
	                clang_isConstQualifiedType(clang_getPointeeType(w.type))))
		return 1;
	diag_error(loc, "structured binding '%s' of a reference ('auto &[...]') in device code is "
	                "not supported yet: bind a copy ('auto [...]') or a reference to const "
	                "('const auto &[...]')",
	           name);
	return 0;
}
