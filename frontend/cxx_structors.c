/* What a constructor or destructor the user wrote does without naming
 * it: a constructor default-initializes each base and data member its
 * initializer list does not name (C++17 [class.base.init]p9), which
 * calls their default constructors; captures.c compiles those for the
 * device with the constructor (a destructor's bases and members are all
 * destroyed: captures.c needs no list for that).
 */
#include "cxx.h"

typedef struct Named {
	unsigned after;       /* where the constructor's name ends: a class
	                         named before it qualifies the name */
	CXCursor *refs;       /* the bases' and members' declarations named */
	size_t n, cap;
	int delegates;        /* the list names the class itself */
	CXCursor cls;
} Named;

static enum CXChildVisitResult
named(CXCursor cur, CXCursor parent, CXClientData data)
{
	Named *nm = data;
	enum CXCursorKind k = clang_getCursorKind(cur);
	CXCursor ref;

	(void)parent;
	if ((k != CXCursor_TypeRef && k != CXCursor_MemberRef && k != CXCursor_TemplateRef) ||
	    cx_offset(clang_getCursorLocation(cur)) < nm->after)
		return CXChildVisit_Continue;
	ref = clang_getCanonicalCursor(clang_getCursorReferenced(cur));
	if (k == CXCursor_TypeRef)
		ref = clang_getCanonicalCursor(clang_getTypeDeclaration(
		        clang_getCanonicalType(clang_getCursorType(clang_getCursorReferenced(cur)))));
	nm->delegates |= clang_equalCursors(ref, nm->cls);
	VEC_PUSH(nm->refs, nm->n, nm->cap, ref);
	return CXChildVisit_Continue;
}

static int
is_named(const Named *nm, CXCursor decl)
{
	decl = clang_getCanonicalCursor(decl);
	for (size_t i = 0; i < nm->n; i++)
		if (clang_equalCursors(nm->refs[i], decl))
			return 1;
	return 0;
}

typedef struct Defaults {
	Named nm;
	void (*each)(CXType t, void *data);
	void *data;
} Defaults;

static enum CXChildVisitResult
default_part(CXCursor cur, CXCursor parent, CXClientData data)
{
	Defaults *d = data;
	CXType t = clang_getCanonicalType(clang_getCursorType(cur));
	CXCursor init = clang_getNullCursor();

	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_CXXBaseSpecifier) {
		if (!is_named(&d->nm, clang_getTypeDeclaration(t)))
			d->each(t, d->data);
	} else if (clang_getCursorKind(cur) == CXCursor_FieldDecl && !is_named(&d->nm, cur)) {
		cx_children(cur, &init, 1);
		while (t.kind == CXType_ConstantArray)
			t = clang_getCanonicalType(clang_getArrayElementType(t));
		/* a default member initializer says how it is initialized */
		if (t.kind == CXType_Record && !clang_isExpression(clang_getCursorKind(init)))
			d->each(t, d->data);
	}
	return CXChildVisit_Continue;
}

/* Each base and data member of class type that constructor ctor, as
 * written, default-initializes, given to each with its type; none for a
 * delegating constructor. */
void
cxx_ctor_defaults(CXCursor ctor, void (*each)(CXType t, void *data), void *data)
{
	Defaults d = {{0, NULL, 0, 0, 0, clang_getNullCursor()}, each, data};
	CXCursor cls = clang_getCursorSemanticParent(ctor);

	d.nm.after = cx_offset(clang_getCursorLocation(ctor)) + 1;
	d.nm.cls = clang_getCanonicalCursor(cls);
	clang_visitChildren(ctor, named, &d.nm);
	if (!d.nm.delegates)
		clang_visitChildren(cls, default_part, &d);
}

typedef struct Ends {
	void (*each)(CXCursor fn, void *data);
	void *data;
	int depth;
} Ends;

static void destructors_of(CXType t, Ends *e);

static enum CXChildVisitResult
end_part(CXCursor cur, CXCursor parent, CXClientData data)
{
	Ends *e = data;
	enum CXCursorKind k = clang_getCursorKind(cur);

	(void)parent;
	if (k == CXCursor_Destructor)
		e->each(cur, e->data);
	else if (k == CXCursor_CXXBaseSpecifier || k == CXCursor_FieldDecl)
		destructors_of(clang_getCursorType(cur), e);
	return CXChildVisit_Continue;
}

static void
destructors_of(CXType t, Ends *e)
{
	t = clang_getCanonicalType(t);
	while (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray ||
	       t.kind == CXType_VariableArray)
		t = clang_getCanonicalType(clang_getArrayElementType(t));
	if (t.kind != CXType_Record || e->depth > 64)
		return;
	e->depth++;
	clang_visitChildren(clang_getTypeDeclaration(t), end_part, e);
	e->depth--;
}

/* Each destructor the user declared that ending an object of type t (or
 * t's elements) runs, without a call naming it: its class's, its bases'
 * and its members', given to each.  (An implicit destructor does nothing
 * but run these.) */
void
cxx_destructors(CXType t, void (*each)(CXCursor fn, void *data), void *data)
{
	Ends e = {each, data, 0};

	destructors_of(t, &e);
}
