/* Member types that region code names alone.  In a member function, `C`
 * names the class's member typedef or alias (`using C = R;`), struct,
 * union or enum, or one of a base class's; the kernel and the host fallback are functions outside
 * the class, where the name means nothing, so the region's code begins
 * with a typedef of that name (RegionUses.consts) for the type it
 * stands for, as a function outside the class spells it (locals_spelling
 * of the canonical type: `A::Pair`, and in a class template's instance,
 * `float` for `using C = R;`).  An enumerator of a member enum named
 * alone is declared as a constant of its value.  A member type that is
 * not public makes the kernels friends of its class (cxx_this.c).
 *
 * The host fallback of a class template's region comes before the
 * class: a member struct, union or enum of a class template of the main
 * file, named in the region or captured, is an error.
 */
#include <string.h>

#include "cxx.h"
#include "use.h"

/* Is class p the class whose USR is usr, or an instantiation of it? */
static int
is_class(CXCursor p, const char *usr)
{
	CXCursor t = clang_getSpecializedCursorTemplate(p);

	return !strcmp(cx_take_string(clang_getCursorUSR(clang_getCanonicalCursor(p))), usr) ||
	       (!clang_Cursor_isNull(t) &&
	        !strcmp(cx_take_string(clang_getCursorUSR(clang_getCanonicalCursor(t))), usr));
}

typedef struct Bases {
	const char *usr;
	int depth, found;
} Bases;

static int derives(CXCursor cls, Bases *b);

static enum CXChildVisitResult
base_of(CXCursor cur, CXCursor parent, CXClientData data)
{
	Bases *b = data;
	CXCursor base;

	(void)parent;
	if (clang_getCursorKind(cur) != CXCursor_CXXBaseSpecifier)
		return CXChildVisit_Continue;
	base = clang_getTypeDeclaration(clang_getCanonicalType(clang_getCursorType(cur)));
	if (!clang_Cursor_isNull(base) && (is_class(base, b->usr) || derives(base, b)))
		b->found = 1;
	return b->found ? CXChildVisit_Break : CXChildVisit_Continue;
}

/* Does class cls derive from the class b->usr names, directly or not?
 * (A dependent base, whose members unqualified names do not find, has
 * no declaration here.) */
static int
derives(CXCursor cls, Bases *b)
{
	if (b->depth > 32)
		return 0;
	b->depth++;
	clang_visitChildren(cls, base_of, b);
	b->depth--;
	return b->found;
}

/* Is cls (a class, or a class template) fn's class or one around it, or
 * a base of one, whose member types unqualified names in fn find?  A
 * class template's instantiation is its template. */
static int
encloses(CXCursor cls, CXCursor fn)
{
	Bases b = {cx_take_string(clang_getCursorUSR(clang_getCanonicalCursor(cls))), 0, 0};

	for (CXCursor p = clang_getCursorSemanticParent(fn);
	     !clang_Cursor_isNull(p) && !clang_isTranslationUnit(clang_getCursorKind(p));
	     p = clang_getCursorSemanticParent(p))
		if (is_class(p, b.usr) || derives(p, &b))
			return 1;
	return 0;
}

static int
is_type_decl(enum CXCursorKind k)
{
	return k == CXCursor_TypedefDecl || k == CXCursor_TypeAliasDecl ||
	       k == CXCursor_StructDecl || k == CXCursor_ClassDecl || k == CXCursor_UnionDecl ||
	       k == CXCursor_EnumDecl;
}

/* Is decl declared in a class template of the main file, or in one of
 * its instances or specializations?  The host fallback of a class
 * template's region is printed before the class, where no type of the
 * class can be named (a header's come before it). */
static int
in_class_template(CXCursor decl)
{
	if (!cx_in_main_file(decl))
		return 0;
	for (CXCursor p = clang_getCursorSemanticParent(decl);
	     !clang_Cursor_isNull(p) && !clang_isTranslationUnit(clang_getCursorKind(p));
	     p = clang_getCursorSemanticParent(p)) {
		enum CXCursorKind k = clang_getCursorKind(p);
		if (k == CXCursor_ClassTemplate || k == CXCursor_ClassTemplatePartialSpecialization ||
		    !clang_Cursor_isNull(clang_getSpecializedCursorTemplate(p)))
			return 1;
	}
	return 0;
}

/* The declaration of what t names, through pointers, references and
 * arrays. */
static CXCursor
named_decl(CXType t)
{
	for (;;) {
		CXType in = clang_getPointeeType(t);
		if (in.kind == CXType_Invalid)
			in = clang_getArrayElementType(t);
		if (in.kind == CXType_Invalid)
			return clang_getTypeDeclaration(cx_named_type(t));
		t = in;
	}
}

/* Can the kernel and the host fallback spell t (canonical)?  Not a
 * member type of a class template. */
static int
spelled_outside(CXType t)
{
	CXCursor d = named_decl(t);

	return clang_Cursor_isNull(d) || !locals_class_member(d) || !in_class_template(d);
}

/* The region's code begins with a typedef of decl's name. */
static void
declare(Use *u, CXCursor decl, Loc loc)
{
	const char *name = cx_take_string(clang_getCursorSpelling(decl));
	CXType t = clang_getCanonicalType(clang_getCursorType(decl));

	if (!*name)
		return; /* an anonymous struct: no name to use */
	if (!spelled_outside(t)) {
		diag_error(loc, "'%s', a member type of a class template (%s), named in a target "
		                "region: not supported yet (the host fallback is declared before "
		                "the class)", name, locals_spelling(t));
		return;
	}
	enumerators_const(u, arena_printf("typedef %s %s", cxx_without_unnamed(locals_spelling(t)),
	                                  name));
}

/* A member type that is not public, which the kernel names (in its
 * code, or its parameters' types): the kernels become friends of its
 * class, as members named through `this` make them (cxx_this_access, to
 * which a declaration is its own reference). */
static int
befriend(Use *u, CXCursor decl, Loc loc)
{
	return cxx_this_access(u, decl, 0, loc, NULL);
}

/* A type that region code names (ref, a TypeRef's declaration): where it
 * is a member type of the class of the region's function, the region
 * declares it.  (Named through its class, `A::C`, the typedef is the
 * same type.) */
void
member_types_use(Use *u, CXCursor ref, Loc loc)
{
	CXCursor fn, cls = clang_getCursorSemanticParent(ref);

	if (!u->r || !u->c->u->cxx || !is_type_decl(clang_getCursorKind(ref)) ||
	    !locals_class_member(ref) || !befriend(u, ref, loc))
		return;
	if (scan_function_at(u->c, u->begin, &fn) && encloses(cls, fn))
		declare(u, ref, loc);
}

/* A variable the region captures (var), whose type its kernels'
 * parameters name: a member type that is not public makes them friends
 * of its class. */
void
member_types_capture(Use *u, CXCursor var, Loc loc)
{
	CXType t = clang_getCanonicalType(clang_getCursorType(var));
	CXCursor decl = named_decl(t);

	if (!u->r || !u->c->u->cxx || !is_type_decl(clang_getCursorKind(decl)) ||
	    !locals_class_member(decl))
		return;
	if (spelled_outside(t))
		befriend(u, decl, loc);
	else
		diag_error(loc, "'%s' of type '%s', a member type of a class template, captured by "
		                "a target region: not supported yet (the host fallback is declared "
		                "before the class)", cx_take_string(clang_getCursorSpelling(var)),
		           locals_spelling(t));
}

/* An enumerator of a member enum of the region function's class, named
 * alone (cur, the reference, has no qualifier): the region declares a
 * constant of its name and value. */
void
member_types_enumerator(Use *u, CXCursor cur, CXCursor ref, Loc loc)
{
	CXCursor fn, kids[1], en = clang_getCursorSemanticParent(ref);
	CXCursor cls = clang_getCursorSemanticParent(en);
	const char *type, *name = cx_take_string(clang_getCursorSpelling(ref));

	if (!u->r || !u->c->u->cxx || !locals_class_member(en) || !befriend(u, en, loc) ||
	    cx_children(cur, kids, 1) != 0 || !scan_function_at(u->c, u->begin, &fn) ||
	    !encloses(cls, fn))
		return;
	type = cxx_without_unnamed(locals_spelling(clang_getCanonicalType(clang_getCursorType(en))));
	if (in_class_template(en)) {
		diag_error(loc, "enumerator '%s' of '%s', a member type of a class template, named in "
		                "a target region: not supported yet (the host fallback is declared "
		                "before the class)", name, type);
		return;
	}
	enumerators_const(u, arena_printf("constexpr %s %s = (%s)%lld", type, name, type,
	                                  clang_getEnumConstantDeclValue(ref)));
}
