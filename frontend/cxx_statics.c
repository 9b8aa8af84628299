/* Static data members in device code.  OpenMP gives a static data member
 * the meaning of any variable of static storage duration (5.2 5.1.1 and
 * 5.8.1): a region that names it captures it as it captures a file-scope
 * variable (captures.c), a scalar firstprivate, an array mapped tofrom;
 * a function the region calls may name it only when it is declare target.
 *
 * A static data member is one object whatever names it: `C::v`, `o.v`,
 * `p->v`, `this->v`, `v` alone in a member function, its declaration in
 * the class and its definition outside, and, of a class template, each
 * instantiation's own.  It has one Decl (scan_static_decl), which
 * captures_var turns into one Var: every name of the member is that Var,
 * so the region has one parameter and the host one map for the object,
 * and the analyses that follow a variable's uses find each of them.
 *
 * The host code names the member as the source does, qualified: it binds
 * the member's unqualified name to it before the region's maps
 * (Var.host_bind, "auto &v = ns::C::v;"), and names it there as it
 * names a file-scope variable.  The kernel and the host fallback name
 * their parameter in its place (cxx_captured_name).  A variable of a
 * namespace is bound the same way.
 */
#include <string.h>

#include "cxx.h"

/* The qualified name of var, a static data member or a variable of a
 * namespace: its class's type as clang prints it (namespaces and
 * template arguments included) or its namespaces, then its name; NULL
 * for a variable of the global namespace or of a function. */
const char *
cxx_qualified_name(CXCursor var)
{
	CXCursor p = clang_getCursorSemanticParent(clang_getCanonicalCursor(var));
	const char *name = cx_take_string(clang_getCursorSpelling(var)), *q = NULL;

	if (scan_static_member(var))
		return cxx_without_unnamed(arena_printf(
		        "%s::%s", cx_take_string(clang_getTypeSpelling(clang_getCursorType(p))), name));
	for (; clang_getCursorKind(p) == CXCursor_Namespace; p = clang_getCursorSemanticParent(p))
		if (!clang_Cursor_isAnonymous(p))
			q = arena_printf("%s::%s", cx_take_string(clang_getCursorSpelling(p)),
			                 q ? q : name);
	return q;
}

/* The declaration the host code makes before a region's maps so that
 * the Var's name, name, is the variable var of type t there: a
 * reference to it by its qualified name, "auto &tab = C::tab";
 * NULL where the name alone names it everywhere (a variable of the
 * global namespace). */
const char *
cxx_host_bind(CXCursor var, CXType t, const char *name)
{
	const char *q = cxx_qualified_name(var);

	(void)t;
	/* auto: the variable's type as declared, const and all (`static
	 * constexpr double tab[4]`: const double (&tab)[4]) */
	return q ? arena_printf("auto &%s = %s", name, q) : NULL;
}

/* Is t an arithmetic type (or an enum)? */
static int
arithmetic(CXType t)
{
	enum CXTypeKind k = clang_getCanonicalType(t).kind;

	return (k >= CXType_Bool && k <= CXType_LongDouble) || k == CXType_Enum;
}

/* `o.v`, `p->v`, `this->v` of a static data member v, at member, parent
 * its parent: the object expression is not evaluated for the member, so
 * it must have no effect of its own (a variable or `this`).  The
 * analyses that follow a variable's uses read o.v as v where its value
 * is read or it is assigned (cx_var_ref, cx_written_var); other uses (an
 * array indexed, an address taken, a reference bound) are an error, as
 * is a member of another type.  1 when v is named as `C::v` is. */
int
cxx_static_through(CXCursor member, CXCursor parent, Loc loc)
{
	CXCursor base, lhs;
	enum CXCursorKind k = CXCursor_InvalidCode;
	const char *name = cxx_qualified_name(clang_getCursorReferenced(member));

	if (cx_children(member, &base, 1) == 1)
		k = clang_getCursorKind(cx_strip(base));
	if (k != CXCursor_DeclRefExpr && k != CXCursor_CXXThisExpr) {
		diag_error(loc, "static data member '%s' named through an expression other than a "
		                "variable or 'this' in device code is not supported yet: name it as "
		                "'%s'", cx_take_string(clang_getCursorSpelling(member)), name);
		return 0;
	}
	if (!arithmetic(clang_getCursorType(member)) ||
	    (clang_getCursorKind(parent) != CXCursor_UnexposedExpr && /* its value read */
	     !(cx_write_of(parent, &lhs) && clang_equalCursors(lhs, member)))) {
		diag_error(loc, "static data member '%s' named through an object in device code is "
		                "supported where its value is read or assigned, of an arithmetic "
		                "type: name it as '%s' here", cx_take_string(clang_getCursorSpelling(member)),
		           name);
		return 0;
	}
	return 1;
}

/* Are a and b declarations of one entity? */
static int
same_entity(CXCursor a, CXCursor b)
{
	return clang_equalCursors(clang_getCanonicalCursor(a), clang_getCanonicalCursor(b));
}

/* Region r captures v, d's Var, whose name the host code binds before
 * the region's maps (Var.host_bind): another variable of that name
 * visible where the region is, which its clauses may name (as written
 * or through a macro), would be hidden there.  An error then, 1. */
int
cxx_bind_hides(Ctx *c, const Region *r, const Decl *d, const Var *v, Loc loc)
{
	Decl *seen = scan_lookup(c, v->name, r->src.pragma_begin);
	CXCursor fn;

	if (!v->host_bind || !seen || seen == d ||
	    same_entity(seen->cursor, clang_getSpecializedCursorTemplate(d->cursor)))
		return 0; /* itself, or the class template's member it instantiates */
	/* a static data member is named alone in its class's member
	 * functions only */
	if (scan_static_member(seen->cursor) &&
	    (!scan_function_at(c, r->src.pragma_begin, &fn) ||
	     !same_entity(clang_getCursorSemanticParent(fn), clang_getCursorSemanticParent(seen->cursor))))
		return 0;
	diag_error(loc, "'%s' names another variable where this target region is: a region "
	                "that names '%s' there too is not supported yet: rename one",
	           v->name, cxx_qualified_name(d->cursor));
	return 1;
}

/* The variable a list item names by its qualified name, text
 * ("ns::C::v", "::ns::v"): a static data member or a variable of a
 * namespace, spelled as its full name (cxx_qualified_name); NULL for other
 * names.  A static data member's one Decl. */
Decl *
cxx_qualified_decl(Ctx *c, const char *text)
{
	const char *last = strrchr(text, ':');

	if (!strncmp(text, "::", 2))
		text += 2;
	for (size_t i = 0; last && i < c->ndecls; i++) {
		Decl *d = &c->decls[i];
		const char *q;
		if (strcmp(d->name, last + 1) || !(q = cxx_qualified_name(d->cursor)) || strcmp(q, text))
			continue;
		return scan_static_member(d->cursor) ? scan_static_decl(c, d->cursor) : d;
	}
	return NULL;
}
