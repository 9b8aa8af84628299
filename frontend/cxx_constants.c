/* C++ constants in device code: a const variable of scalar type at
 * namespace scope whose initializer the compiler evaluates (C++20
 * [expr.const]: a const integral or enumeration variable with a constant
 * initializer, or a constexpr variable, is usable in constant
 * expressions) is a value, not an object device code must reach: the
 * .cu file defines it, `static __device__ constexpr T NAME = value;` in
 * its namespaces, so that an array bound or a template argument in a
 * region keeps it a constant and a reference bound to it (std::min)
 * finds a device object.  The host fallback names the host's variable.
 * Where the .cu file includes the user's header that declares it (for a
 * type it declares), the header's declaration is the one it gets, and a
 * library header's constant (std::numbers::pi) is the header's.
 *
 * A constant static data member is its class's: the .cu file's copy of
 * the class declares it (member_constant).  Named alone in a member
 * function's region, where the kernel and a class template's host
 * fallback, outside the class, would not find it, the region declares a
 * constant of its name and value (cxx_member_constant_decl).
 *
 * A variable template's specialization (`std::is_floating_point_v<T>`,
 * `template <class T> constexpr int W = ...;`) that is such a constant is
 * named as written: nvcc instantiates the template as clang did, from the
 * headers the .cu file includes or from the template's declaration, which
 * the .cu file copies with what its initializer names
 * (cxx_variable_template, decls_variable_template).
 *
 * C keeps its rules: a const variable is an object there (captures.c).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "cxx.h"

/* The value of var's initializer as a literal of type t, or NULL where
 * it has none the compiler evaluates or t is not an integral, enum or
 * floating type CUDA's device code has. */
static const char *
constant_literal(CXCursor var, CXType t)
{
	CXType canon = clang_getCanonicalType(t);
	CXEvalResult ev = clang_Cursor_Evaluate(var);
	const char *lit = NULL;
	double d;

	if (!ev)
		return NULL;
	if (clang_EvalResult_getKind(ev) == CXEval_Int && canon.kind == CXType_Enum)
		lit = arena_printf("(%s)%lld",
		                   cx_take_string(clang_getTypeSpelling(clang_getUnqualifiedType(canon))),
		                   clang_EvalResult_getAsLongLong(ev));
	else if (clang_EvalResult_getKind(ev) == CXEval_Int && canon.kind == CXType_Bool)
		lit = clang_EvalResult_getAsLongLong(ev) ? "true" : "false";
	else if (clang_EvalResult_getKind(ev) == CXEval_Int && canon.kind >= CXType_Char_U &&
	         canon.kind <= CXType_Int128 && canon.kind != CXType_Bool)
		lit = clang_EvalResult_isUnsignedInt(ev)
		          ? arena_printf("%lluull", clang_EvalResult_getAsUnsigned(ev))
		          : arena_printf("(%lldll)", clang_EvalResult_getAsLongLong(ev));
	else if (clang_EvalResult_getKind(ev) == CXEval_Float &&
	         (canon.kind == CXType_Float || canon.kind == CXType_Double) &&
	         isfinite(d = clang_EvalResult_getAsDouble(ev)))
		lit = arena_printf("%.17g", d); /* round-trips; a float's value converts exactly */
	clang_EvalResult_dispose(ev);
	return lit;
}

/* Is var a constant of this kind at namespace scope? */
static int
namespace_constant(CXCursor var, CXType t)
{
	enum CXCursorKind k = clang_getCursorKind(clang_getCursorSemanticParent(var));

	return (k == CXCursor_TranslationUnit || k == CXCursor_Namespace) &&
	       clang_isConstQualifiedType(t) && !clang_isVolatileQualifiedType(t) &&
	       clang_getCursorKind(var) == CXCursor_VarDecl;
}

/* A static data member usable in constant expressions whose class
 * declares it with its initializer (`static constexpr double S = 2.0;`,
 * `static const int W = 16;`): the .cu file's copy of the class keeps
 * that declaration, so `Grid::W` names the same constant in device code
 * (a constexpr scalar, which nvcc lets device code read).  1 when the
 * class came along, 0 when var is not such a member. */
static int
member_constant(Ctx *c, CXCursor var, CXType t, Loc loc)
{
	CXCursor decl = clang_getCanonicalCursor(var);
	CXCursor cls = clang_getCursorSemanticParent(decl);

	return scan_static_member(decl) && clang_isConstQualifiedType(t) &&
	       !clang_isVolatileQualifiedType(t) &&
	       !clang_Cursor_isNull(clang_Cursor_getVarDeclInitializer(decl)) &&
	       constant_literal(decl, t) && decls_type(c, clang_getCursorType(cls), loc);
}

/* Device code names var: 1 when it is a constant the .cu file defines
 * (nothing to capture or map), 0 when it is an object. */
int
cxx_constant_var(Ctx *c, CXCursor var, Loc loc)
{
	CXCursor def = clang_getCursorDefinition(var);
	CXType t = clang_getCursorType(var);
	const char *lit, *name;
	DeviceDecl d = {0};

	if (member_constant(c, var, t, loc))
		return 1;
	if (clang_Cursor_isNull(def) || !namespace_constant(def, t) ||
	    !(lit = constant_literal(def, t)) || !decls_type(c, t, loc))
		return 0;
	if (clang_Location_isInSystemHeader(clang_getCursorLocation(def)))
		return 1; /* std::numbers::pi: the header the .cu file includes defines it */
	name = cx_take_string(clang_getCursorSpelling(def));
	d.text = arena_printf("static __device__ constexpr %s %s = %s;",
	                      cx_take_string(clang_getTypeSpelling(t)), name, lit);
	d.ns_open = cxx_namespaces_open(def, &d.ns_close);
	if (cx_expanded_in_main_file(def))
		cx_whole_extent(c, def, &d.at, &(unsigned){0});
	else
		d.header = decls_header(def); /* at 0: before the file's declarations */
	d.loc = cx_loc(c, d.at);
	for (int i = 0; i < c->u->ndecls; i++)
		if (c->u->decls[i].at == d.at && !strcmp(c->u->decls[i].text, d.text))
			return 1;
	VEC_PUSH(c->u->decls, c->u->ndecls, c->cap_decls, d);
	return 1;
}

/* Device code names spec, a variable template's specialization: 1 when
 * it is a constant the .cu file has (a system header's, or one whose
 * template the main file declares at namespace scope, copied), 0 after an
 * error. */
int
cxx_variable_template(Ctx *c, CXCursor spec, Loc loc)
{
	CXType t = clang_getCursorType(spec);

	if (!clang_isConstQualifiedType(t) || clang_isVolatileQualifiedType(t) ||
	    !constant_literal(spec, t)) {
		diag_error(loc, "variable template '%s' in device code is not supported yet unless it "
		                "is a constant of scalar type",
		           cx_take_string(clang_getCursorSpelling(spec)));
		return 0;
	}
	if (clang_Location_isInSystemHeader(clang_getCursorLocation(spec)))
		return 1;
	if (!decls_variable_template(c, spec, loc)) {
		diag_error(loc, "variable template '%s' declared in a header is not supported yet in "
		                "device code",
		           cx_take_string(clang_getCursorSpelling(spec)));
		return 0;
	}
	return 1;
}

/* The constants of headers the .cu file includes are the headers'. */
void
cxx_constants_finish(Ctx *c)
{
	int n = 0;

	for (int i = 0; i < c->u->ndecls; i++) {
		const char *h = c->u->decls[i].header;
		int included = 0;
		for (int k = 0; h && k < c->u->nheaders; k++)
			included |= !strcmp(c->u->headers[k], h);
		if (!included)
			c->u->decls[n++] = c->u->decls[i];
	}
	c->u->ndecls = n;
}

/* A constant static data member that region code names alone (no
 * `C::`, cur the reference): the declaration of a constant of its name,
 * type and value for the kernel and the host fallback to begin with
 * (RegionUses.consts), or NULL where it is no such member or is named
 * qualified. */
const char *
cxx_member_constant_decl(CXCursor cur, CXCursor var)
{
	CXCursor decl = clang_getCanonicalCursor(var), kids[1];
	CXType t = clang_getCursorType(decl);
	const char *lit;

	if (!scan_static_member(decl) || cx_children(cur, kids, 1) != 0 ||
	    !clang_isConstQualifiedType(t) || clang_isVolatileQualifiedType(t) ||
	    !(lit = constant_literal(decl, t)))
		return NULL;
	return arena_printf("constexpr %s %s = %s",
	                    cx_take_string(clang_getTypeSpelling(clang_getUnqualifiedType(
	                            clang_getCanonicalType(t)))),
	                    cx_take_string(clang_getCursorSpelling(decl)), lit);
}
