/* The functions a call may run, for the analyses that follow calls for
 * facts about memory (access.c, names.c): a fact must hold whichever
 * function runs, on the device or in the host fallback.
 *
 *   - a declare variant base (OpenMP 5.2 7.1): the variant the kernel
 *     calls, chosen as selectors_call chooses it for codegen, and the
 *     host fallback's choice;
 *   - a virtual member function: it and every override of the classes
 *     the .cu file holds (cxx_overriders);
 *   - C++'s calls no expression names: the destructors that end a
 *     variable, a temporary or a deleted object (cxx_destructors);
 *   - a call through a pointer to a function, or one whose variant is
 *     not known: no set; the analysis assumes the worst.
 *
 * A library function (declared in a system header, or a builtin) is
 * trusted to reach memory only through its arguments; any other
 * function the analyses cannot read (defined in another file) may do
 * anything.
 */
#include "cxx.h"

typedef struct Each {
	const Ctx *c;
	void (*each)(CXCursor fn, void *data);
	void *data;
} Each;

static void
with_overriders(CXCursor fn, void *data)
{
	Each *e = data;

	e->each(fn, e->data);
	if (e->c->u->cxx)
		cxx_overriders(e->c, fn, e->each, e->data);
}

static int
function_kind(CXCursor fn)
{
	switch (clang_getCursorKind(fn)) {
	case CXCursor_FunctionDecl:
	case CXCursor_CXXMethod:
	case CXCursor_Constructor:
	case CXCursor_Destructor:
	case CXCursor_ConversionFunction:
	case CXCursor_FunctionTemplate:
		return 1;
	default:
		return 0;
	}
}

/* A C++ construction libclang names no constructor of (it shows it as a
 * call): a copy or move of one value of a class whose copies run no code
 * of its own (a struct of C's), which calls nothing. */
static int
trivial_copy(CXCursor call, CXCursor *k)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(call));

	return t.kind == CXType_Record && cx_children(call, k, 1) == 1 &&
	       clang_equalTypes(clang_getCanonicalType(clang_getCursorType(k[0])), t) &&
	       !cxx_nontrivial_copy(t) && !cxx_copy_runs_code(t);
}

/* Each function the call expression call (in region r's statement, or
 * NULL: in a function compiled for the device) may run, given to each;
 * 0 where the set is not known (each is not called). */
int
callees_each(Ctx *c, const Region *r, CXCursor call, void (*each)(CXCursor fn, void *data),
             void *data)
{
	CXCursor fn[2] = {clang_getCursorReferenced(call), clang_getNullCursor()}, k[1];
	Each e = {c, each, data};
	int n;

	if (!function_kind(fn[0]) && trivial_copy(call, k))
		return 1;
	if (!function_kind(fn[0]) || (n = selectors_callees(c, r, call, fn)) < 0)
		return 0;
	with_overriders(fn[0], &e);
	if (n > 0 && !clang_equalCursors(fn[0], fn[1]))
		with_overriders(fn[1], &e);
	return 1;
}

/* The type of the object whose end at cur runs destructors: a variable,
 * a parameter, a temporary (a call's result, an aggregate), a deleted
 * object; a type of no class otherwise. */
static CXType
ended(CXCursor cur)
{
	CXCursor k[1];

	switch (clang_getCursorKind(cur)) {
	case CXCursor_VarDecl:
	case CXCursor_ParmDecl:
	case CXCursor_CallExpr:
	case CXCursor_InitListExpr:
	case CXCursor_CompoundLiteralExpr:
	case CXCursor_CXXFunctionalCastExpr:
		return clang_getCursorType(cur);
	case CXCursor_CXXDeleteExpr:
		if (cx_children(cur, k, 1) == 1)
			return clang_getPointeeType(clang_getCanonicalType(clang_getCursorType(k[0])));
		/* fall through */
	default:
		return clang_getCursorType(clang_getNullCursor());
	}
}

/* C++: each destructor that the end of the object at cur (see ended())
 * may run, its overrides included, given to each. */
void
callees_ended(Ctx *c, CXCursor cur, void (*each)(CXCursor fn, void *data), void *data)
{
	Each e = {c, each, data};

	if (c->u->cxx)
		cxx_destructors(ended(cur), with_overriders, &e);
}

/* Is fn a library function: declared in a system header, or a builtin
 * (no file)? */
int
callees_library(CXCursor fn)
{
	CXSourceLocation at = clang_getCursorLocation(fn);
	CXFile file;

	clang_getFileLocation(at, &file, NULL, NULL, NULL);
	return !file || clang_Location_isInSystemHeader(at);
}
