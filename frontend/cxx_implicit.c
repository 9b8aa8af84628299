/* The special members an implicit (or defaulted) special member of a
 * class calls: those of its bases and fields, of the same kind (default,
 * copy or move constructor, copy or move assignment, destructor; for a
 * move, the copy one where the class declares that and no move one, as
 * overload resolution chooses), or, where a class declares none, its own
 * bases' and fields' in turn.  CUDA makes an implicit
 * member a host and device function, so device code that uses one needs
 * those compiled for the device too; the caller (captures.c) is told of
 * each, and of each member of a class template's pattern that stands for
 * one (libclang lists those in the template, not in the instantiation).
 */
#include "cxx.h"

typedef struct Implicit {
	const CxxImplicit *cb;
	CXCursor fn;          /* the implicit member; null: a destructor; a
	                         class: a default constructor */
	int found;
	int as_copy;          /* a move member's counterpart looked for as the
	                         copy one */
} Implicit;

int
cxx_implicit_member(CXCursor fn)
{
	return clang_equalLocations(clang_getCursorLocation(fn),
	                            clang_getCursorLocation(clang_getCursorSemanticParent(fn)));
}

enum Special { NOT_SPECIAL, DEFAULT_CTOR, COPY_CTOR, MOVE_CTOR, COPY_ASSIGN, MOVE_ASSIGN, DTOR };

static enum Special
special(CXCursor m)
{
	switch (clang_getCursorKind(m)) {
	case CXCursor_Destructor:
		return DTOR;
	case CXCursor_Constructor:
		return clang_CXXConstructor_isDefaultConstructor(m) ? DEFAULT_CTOR
		       : clang_CXXConstructor_isCopyConstructor(m)  ? COPY_CTOR
		       : clang_CXXConstructor_isMoveConstructor(m)  ? MOVE_CTOR
		                                                    : NOT_SPECIAL;
	case CXCursor_CXXMethod:
		return clang_CXXMethod_isCopyAssignmentOperator(m)   ? COPY_ASSIGN
		       : clang_CXXMethod_isMoveAssignmentOperator(m) ? MOVE_ASSIGN
		                                                     : NOT_SPECIAL;
	default:
		return NOT_SPECIAL;
	}
}

/* The kind of im's implicit member, or the copy kind of a move one
 * (im->as_copy). */
static enum Special
wanted(const Implicit *im)
{
	enum Special k;

	if (clang_Cursor_isNull(im->fn))
		return DTOR;
	if (!cxx_is_method(im->fn))
		return DEFAULT_CTOR;
	k = special(im->fn);
	if (im->as_copy && (k == MOVE_CTOR || k == MOVE_ASSIGN))
		return k == MOVE_CTOR ? COPY_CTOR : COPY_ASSIGN;
	return k;
}

/* Is member m of the kind of im's implicit member? */
static int
counterpart_of(const Implicit *im, CXCursor m)
{
	enum Special k = wanted(im);

	return k != NOT_SPECIAL && special(m) == k;
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
 * parameters, or a special member of the same kind. */
static void
pattern_member(Implicit *im, CXCursor tmpl)
{
	int params = 0;

	if (clang_getCursorKind(tmpl) == CXCursor_FunctionTemplate) {
		clang_visitChildren(tmpl, count_params, &params);
		if (clang_getTemplateCursorKind(tmpl) != CXCursor_Constructor || params ||
		    clang_Cursor_isNull(im->fn) || !clang_CXXConstructor_isDefaultConstructor(im->fn))
			return;
	} else if (!counterpart_of(im, tmpl)) {
		return;
	}
	im->found = 1;
	im->cb->pattern(tmpl, im->cb->data);
}

static enum CXChildVisitResult
counterpart(CXCursor cur, CXCursor parent, CXClientData data)
{
	Implicit *im = data;

	(void)parent;
	if (counterpart_of(im, cur)) {
		im->found = 1;
		im->cb->method(cur, im->cb->data);
	}
	return CXChildVisit_Continue;
}

static enum CXChildVisitResult
pattern_counterpart(CXCursor cur, CXCursor parent, CXClientData data)
{
	(void)parent;
	pattern_member(data, cur);
	return CXChildVisit_Continue;
}

void
cxx_implicit_part(CXType t, CXCursor fn, const CxxImplicit *cb)
{
	Implicit im = {cb, fn, 0, 0};
	CXCursor decl;

	t = clang_getCanonicalType(t);
	while (t.kind == CXType_ConstantArray)
		t = clang_getCanonicalType(clang_getArrayElementType(t));
	if (t.kind != CXType_Record)
		return;
	decl = clang_getTypeDeclaration(t);
	int moving = special(fn) == MOVE_CTOR || special(fn) == MOVE_ASSIGN;
	for (im.as_copy = 0; im.as_copy <= moving && !im.found; im.as_copy++) {
		clang_visitChildren(decl, counterpart, &im);
		if (!im.found && cxx_template_instance(decl))
			clang_visitChildren(clang_getSpecializedCursorTemplate(decl), pattern_counterpart,
			                    &im);
	}
	if (!im.found)
		cxx_implicit_parts(t, fn, cb);
}

static enum CXVisitorResult
implicit_field(CXCursor field, CXClientData data)
{
	Implicit *im = data;

	cxx_implicit_part(clang_getCursorType(field), im->fn, im->cb);
	return CXVisit_Continue;
}

static enum CXChildVisitResult
implicit_base(CXCursor cur, CXCursor parent, CXClientData data)
{
	Implicit *im = data;

	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_CXXBaseSpecifier)
		cxx_implicit_part(clang_getCursorType(cur), im->fn, im->cb);
	return CXChildVisit_Continue;
}

void
cxx_implicit_parts(CXType t, CXCursor fn, const CxxImplicit *cb)
{
	Implicit im = {cb, fn, 0, 0};

	clang_visitChildren(clang_getTypeDeclaration(t), implicit_base, &im);
	clang_Type_visitFields(t, implicit_field, &im);
}
