/* Types that device code declares itself: a struct, union, class, enum,
 * typedef or alias declaration in a target region's code or in a
 * function compiled for the device.  The declaration stays where it is
 * written, in the kernel's and the host fallback's copies of the region's
 * code and in the .cu file's copy of the function (C++ takes local types
 * in device code): no file-scope copy, no renaming (locals.c does both
 * for the types a function declares outside its regions), and its
 * enumerators are the code's own.  The walk over device code (captures.c)
 * notes each (local_types_read) before any code names it.
 *
 * C++: nvcc compiles a local class's member functions, all defined in the
 * class (C++ [class.local]), for the host only: each gets __device__ in
 * the .cu file's copy.  Their `this` is the local object's, which the
 * region does not capture (Use.local_class, captures.c).
 *
 * C: a struct or union declares the struct, union and enum types written
 * in it in the enclosing scope (C11 6.2.1p4), C++ in its own: one that
 * declares a tag or an enumerator there is an error.  The edits that keep
 * C's meaning spell a cast to such a type as written (local_types_
 * spelling), not by locals.c's file-scope name.
 */
#include <string.h>

#include "internal.h"

/* Does cur declare a type: a struct, union, class or enum, a typedef
 * or an alias? */
int
local_types_declares(CXCursor cur)
{
	switch (clang_getCursorKind(cur)) {
	case CXCursor_StructDecl:
	case CXCursor_UnionDecl:
	case CXCursor_ClassDecl:
	case CXCursor_EnumDecl:
	case CXCursor_TypedefDecl:
	case CXCursor_TypeAliasDecl:
		return 1;
	default:
		return 0;
	}
}

/* Is decl (a type's declaration) one that device code declares itself? */
int
local_types_has(const Ctx *c, CXCursor decl)
{
	CXCursor def = clang_getCursorDefinition(decl);

	if (clang_Cursor_isNull(def))
		def = clang_getCanonicalCursor(decl);
	for (size_t i = 0; i < c->nlocal_types; i++)
		if (clang_equalCursors(c->local_types[i], def))
			return 1;
	return 0;
}

static int
is_member_function(enum CXCursorKind k)
{
	return k == CXCursor_CXXMethod || k == CXCursor_Constructor || k == CXCursor_Destructor ||
	       k == CXCursor_ConversionFunction;
}

static int
is_record(enum CXCursorKind k)
{
	return k == CXCursor_StructDecl || k == CXCursor_UnionDecl || k == CXCursor_ClassDecl;
}

/* A member function of a local class: __device__ in the .cu file, once
 * (cxx_members.c marks it the same way where device code calls it). */
static void
mark_device(Ctx *c, CXCursor fn)
{
	Edit ed = {0};
	unsigned e;

	cx_extent(fn, &ed.begin, &e);
	for (int i = 0; i < c->u->nedits; i++)
		if (c->u->edits[i].begin == ed.begin && c->u->edits[i].open &&
		    !strcmp(c->u->edits[i].open, "__device__ "))
			return;
	ed.end = ed.begin;
	ed.open = "__device__ ";
	ed.close = "";
	edits_add(c, ed);
}

typedef struct Members {
	Ctx *c;
	int nested;           /* C: a tag or enumerator declared inside */
	Loc at;
} Members;

static enum CXChildVisitResult
member(CXCursor cur, CXCursor parent, CXClientData data)
{
	Members *m = data;
	enum CXCursorKind k = clang_getCursorKind(cur);
	unsigned b, e;

	(void)parent;
	if (m->c->u->cxx) {
		if (is_member_function(k))
			mark_device(m->c, cur);
		return is_record(k) ? CXChildVisit_Recurse : CXChildVisit_Continue;
	}
	if ((is_record(k) && !clang_Cursor_isAnonymousRecordDecl(cur) &&
	     locals_tagged(cur)) ||
	    k == CXCursor_EnumDecl) {
		cx_extent(cur, &b, &e);
		m->nested = 1;
		m->at = cx_loc(m->c, b);
		return CXChildVisit_Break;
	}
	return is_record(k) ? CXChildVisit_Recurse : CXChildVisit_Continue;
}

/* Type declaration decl, which device code declares at loc: noted, and
 * checked as the file comment says.  1 where it is a class whose
 * members' code the walk reads as a local class's. */
int
local_types_read(Ctx *c, CXCursor decl, Loc loc)
{
	enum CXCursorKind k = clang_getCursorKind(decl);
	Members m = {c, 0, loc};

	if (!is_record(k) || !clang_isCursorDefinition(decl))
		k = CXCursor_NoDeclFound;
	if (local_types_has(c, decl)) /* read by an earlier walk */
		return k != CXCursor_NoDeclFound && c->u->cxx;
	VEC_PUSH(c->local_types, c->nlocal_types, c->caplocal_types,
	         clang_Cursor_isNull(clang_getCursorDefinition(decl)) ? clang_getCanonicalCursor(decl)
	                                                              : clang_getCursorDefinition(decl));
	if (k == CXCursor_NoDeclFound)
		return 0;
	clang_visitChildren(decl, member, &m);
	if (m.nested)
		diag_error(m.at, "a struct, union or enum declared inside a struct or union in device "
		                 "code is not supported yet: C declares it in the enclosing scope, "
		                 "CUDA C++ in the struct's");
	return c->u->cxx;
}

/* Type t as a cast in device code spells it: as written where it, or
 * what it points to or holds, is a type device code declares itself;
 * else as locals.c spells it.  NULL where it cannot be spelled (an
 * untagged struct, union or enum of its own). */
const char *
local_types_spelling(const Ctx *c, CXType t)
{
	CXType leaf = t;
	CXCursor d;

	for (;;) {
		if (leaf.kind == CXType_Pointer)
			leaf = clang_getPointeeType(leaf);
		else if (leaf.kind == CXType_ConstantArray || leaf.kind == CXType_IncompleteArray)
			leaf = clang_getArrayElementType(leaf);
		else if (leaf.kind == CXType_Elaborated)
			leaf = clang_Type_getNamedType(leaf);
		else
			break;
	}
	d = clang_getTypeDeclaration(leaf);
	if (clang_Cursor_isNull(d) || !local_types_has(c, d))
		return locals_spelling(t);
	if (locals_is_tag(clang_getCursorKind(d)) && !locals_tagged(d))
		return NULL;
	return cx_take_string(clang_getTypeSpelling(t));
}
