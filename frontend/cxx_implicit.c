/* The special members C++ calls without naming them, which device code
 * needs compiled for the device: an implicit constructor or destructor
 * calls its bases' and fields' own (CUDA makes the implicit one a host
 * and device function, not those it calls), `delete p` calls the
 * destructor of what p points to, a local's scope's end its
 * destructor.  Each user-provided one found is read as a member
 * function device code calls (captures.c); a class template's
 * constructor template or special member, which libclang lists in the
 * template and not in the instantiation, is marked __device__ in the
 * template's text (cxx_members.c), which nvcc instantiates.
 */
#include <string.h>

#include "cxx.h"
#include "use.h"

/* An implicit special member, whose location is its class's. */
int
cxx_implicit_member(CXCursor fn)
{
	return clang_equalLocations(clang_getCursorLocation(fn),
	                            clang_getCursorLocation(clang_getCursorSemanticParent(fn)));
}

/* Are special members a and b of the same kind (default, copy or move
 * constructor, destructor)? */
static int
same_special(CXCursor a, CXCursor b)
{
	enum CXCursorKind k = clang_getCursorKind(a);

	if (k != clang_getCursorKind(b) || (k != CXCursor_Constructor && k != CXCursor_Destructor))
		return 0;
	return k == CXCursor_Destructor ||
	       (clang_CXXConstructor_isDefaultConstructor(a) == clang_CXXConstructor_isDefaultConstructor(b) &&
	        clang_CXXConstructor_isCopyConstructor(a) == clang_CXXConstructor_isCopyConstructor(b) &&
	        clang_CXXConstructor_isMoveConstructor(a) == clang_CXXConstructor_isMoveConstructor(b));
}

typedef struct Implicit {
	Use *u;
	CXCursor fn;          /* the implicit member, or null: a destructor */
	Loc loc;
	int found;
} Implicit;

/* Is member m of the kind of im's implicit member? */
static int
counterpart_of(const Implicit *im, CXCursor m)
{
	if (clang_Cursor_isNull(im->fn))
		return clang_getCursorKind(m) == CXCursor_Destructor;
	return same_special(m, im->fn);
}

static enum CXChildVisitResult
first_child(CXCursor cur, CXCursor parent, CXClientData data)
{
	(void)parent;
	*(CXCursor *)data = cur;
	return CXChildVisit_Break;
}

static enum CXChildVisitResult
count_params(CXCursor cur, CXCursor parent, CXClientData data)
{
	(void)parent;
	*(int *)data += clang_getCursorKind(cur) == CXCursor_ParmDecl;
	return CXChildVisit_Continue;
}

/* A member of a class template's pattern that an implicit member of a
 * class holding an instantiation calls: a constructor template of no
 * parameters, or a special member of the same kind, which libclang
 * lists in the template and not in the instantiation.  Marked
 * __device__ before its name, compiled as the class template is, for
 * nvcc to instantiate. */
static void
use_pattern_member(Implicit *im, CXCursor tmpl)
{
	int params = 0;
	unsigned b, e;

	if (clang_getCursorKind(tmpl) == CXCursor_FunctionTemplate) {
		clang_visitChildren(tmpl, count_params, &params);
		if (clang_getTemplateCursorKind(tmpl) != CXCursor_Constructor || params ||
		    clang_Cursor_isNull(im->fn) || !clang_CXXConstructor_isDefaultConstructor(im->fn))
			return;
	} else if (!counterpart_of(im, tmpl)) {
		return;
	}
	im->found = 1;
	if (!cxx_ctor_template_device(im->u->c, tmpl))
		return;
	Use inner = {.c = im->u->c, .templated = 1};
	cx_extent(tmpl, &b, &e);
	inner.begin = b;
	inner.end = e;
	for (int i = 0; i < inner.c->u->ndecls; i++)
		if (inner.c->u->decls[i].at <= b && b < inner.c->u->decls[i].at + strlen(inner.c->u->decls[i].text))
			inner.fn = i;
	clang_visitChildren(tmpl, captures_visit, &inner);
}

static enum CXChildVisitResult
counterpart(CXCursor cur, CXCursor parent, CXClientData data)
{
	Implicit *im = data;

	(void)parent;
	if (counterpart_of(im, cur)) {
		im->found = 1;
		captures_use_method(im->u, cur, im->loc);
	}
	return CXChildVisit_Continue;
}

static enum CXChildVisitResult
pattern_counterpart(CXCursor cur, CXCursor parent, CXClientData data)
{
	(void)parent;
	use_pattern_member(data, cur);
	return CXChildVisit_Continue;
}

/* `delete p`, `delete[] p`: the destructor of what p points to, which
 * the expression calls without naming it. */
void
cxx_implicit_delete(Use *u, CXCursor del, Loc loc)
{
	CXCursor operand = clang_getNullCursor();

	clang_visitChildren(del, first_child, &operand);
	cxx_implicit_part(u, clang_getPointeeType(clang_getCanonicalType(clang_getCursorType(operand))),
	              clang_getNullCursor(), loc);
}

/* The member of a base's or field's class t that implicit member fn
 * calls; where t declares none, its own bases' and fields'. */
void
cxx_implicit_part(Use *u, CXType t, CXCursor fn, Loc loc)
{
	Implicit im = {u, fn, loc, 0};
	CXCursor decl;

	t = clang_getCanonicalType(t);
	while (t.kind == CXType_ConstantArray)
		t = clang_getCanonicalType(clang_getArrayElementType(t));
	if (t.kind != CXType_Record)
		return;
	decl = clang_getTypeDeclaration(t);
	clang_visitChildren(decl, counterpart, &im);
	if (!im.found && cxx_template_instance(decl))
		clang_visitChildren(clang_getSpecializedCursorTemplate(decl), pattern_counterpart, &im);
	if (!im.found)
		cxx_implicit_parts(u, t, fn, loc);
}

static enum CXVisitorResult
implicit_field(CXCursor field, CXClientData data)
{
	Implicit *im = data;

	cxx_implicit_part(im->u, clang_getCursorType(field), im->fn, im->loc);
	return CXVisit_Continue;
}

static enum CXChildVisitResult
implicit_base(CXCursor cur, CXCursor parent, CXClientData data)
{
	Implicit *im = data;

	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_CXXBaseSpecifier)
		cxx_implicit_part(im->u, clang_getCursorType(cur), im->fn, im->loc);
	return CXChildVisit_Continue;
}

/* Implicit special member fn of class t calls its bases' and fields':
 * CUDA makes an implicit member a host and device function, so those
 * it calls must be compiled for the device too. */
void
cxx_implicit_parts(Use *u, CXType t, CXCursor fn, Loc loc)
{
	Implicit im = {u, fn, loc, 0};

	clang_visitChildren(clang_getTypeDeclaration(t), implicit_base, &im);
	clang_Type_visitFields(t, implicit_field, &im);
}

