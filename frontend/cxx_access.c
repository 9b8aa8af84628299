/* Access tags (Unit.access_tags): members that are not public, named
 * through `this` in a region of a member function defined outside its
 * class, which the kernels and the host fallback (outside the class)
 * read and call through pointers to members (codegen/emit_access.c). */
#include <string.h>

#include "cxx.h"

/* Can code outside every class name type t (canonical): no class or
 * enumeration in it, through pointers, references and arrays, is a
 * member of a class that is not public? */
static int
named_outside(CXType t)
{
	for (;;) {
		if (t.kind == CXType_Pointer || t.kind == CXType_LValueReference ||
		    t.kind == CXType_RValueReference)
			t = clang_getCanonicalType(clang_getPointeeType(t));
		else if (t.kind == CXType_ConstantArray)
			t = clang_getCanonicalType(clang_getArrayElementType(t));
		else
			break;
	}
	for (CXCursor d = clang_getTypeDeclaration(t); !clang_Cursor_isNull(d) &&
	                                               clang_getCursorKind(d) != CXCursor_TranslationUnit &&
	                                               clang_getCursorKind(d) != CXCursor_Namespace;
	     d = clang_getCursorSemanticParent(d)) {
		enum CX_CXXAccessSpecifier a = clang_getCXXAccessSpecifier(d);
		if (a == CX_CXXPrivate || a == CX_CXXProtected)
			return 0;
	}
	return 1;
}

/* How code names member tag through the pointer this_name for `this`. */
const char *
cxx_access_text(const char *this_name, int tag)
{
	return arena_printf("(%s->*o2c_member(o2c_access_%d()))", this_name, tag);
}

/* The access tag (Unit.access_tags) of member ref, not public, a data
 * member or a member function (neither static nor virtual), named through
 * `this` in a region of member function fn defined outside its class (not
 * a class template's, whose instances' kernels are friends): its index,
 * made once; -1 where there is none, or the tag cannot name the member (a
 * bit-field, a reference, a member of a class nested in another, a type
 * code outside the class cannot name). */
int
cxx_access_tag(Ctx *c, CXCursor fn, CXCursor ref)
{
	Unit *u = c->u;
	CXCursor cls = clang_getCursorSemanticParent(ref), fcls = clang_getCursorSemanticParent(fn);
	CXType t = clang_getCanonicalType(clang_getCursorType(ref));
	enum CXCursorKind outer = clang_getCursorKind(clang_getCursorSemanticParent(cls));
	enum CX_CXXAccessSpecifier a = clang_getCXXAccessSpecifier(ref);
	const char *cname, *member = cx_take_string(clang_getCursorSpelling(ref));

	int method = clang_getCursorKind(ref) == CXCursor_CXXMethod;

	if ((a != CX_CXXPrivate && a != CX_CXXProtected) ||
	    (clang_getCursorKind(ref) != CXCursor_FieldDecl &&
	     !(method && !clang_CXXMethod_isStatic(ref) && !clang_CXXMethod_isVirtual(ref))) ||
	    clang_Cursor_isBitField(ref) || t.kind == CXType_LValueReference ||
	    t.kind == CXType_RValueReference || !clang_Cursor_isNull(clang_getSpecializedCursorTemplate(cls)) ||
	    !clang_Cursor_isNull(clang_getSpecializedCursorTemplate(fcls)) ||
	    clang_equalCursors(clang_getCursorLexicalParent(fn), fcls) ||
	    (outer != CXCursor_TranslationUnit && outer != CXCursor_Namespace) || !named_outside(t))
		return -1;
	cname = cx_take_string(clang_getTypeSpelling(clang_getCanonicalType(clang_getCursorType(cls))));
	const char *type = cx_take_string(clang_getTypeSpelling(t));
	for (int i = 0; i < u->naccess_tags; i++) /* an overload has a tag of its own */
		if (!strcmp(u->access_tags[i].cls, cname) && !strcmp(u->access_tags[i].member, member) &&
		    !strcmp(u->access_tags[i].type, type))
			return i;
	/* printed before the host code of fn's regions: a member function
	 * template's instance's, before the template */
	AccessTag tag = {cname, member, type,
	                 cxx_decl_begin(c, c->inst && clang_equalCursors(fn, c->inst->spec)
	                                           ? c->inst->tmpl : fn)};
	VEC_PUSH(u->access_tags, u->naccess_tags, c->cap_access_tags, tag);
	return u->naccess_tags - 1;
}
