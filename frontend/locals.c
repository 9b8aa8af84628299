/* Types declared inside a function (block scope, C11 6.2.1p4) that
 * device code uses.  The kernels and the host fallbacks are functions at
 * file scope, and their parameters name the types of the variables they
 * receive, so each such declaration is copied to file scope: in the .cu
 * file in source order with the other declarations, in the host file
 * before the fallbacks of its function (codegen/emit_host.c).
 *
 * Two functions may declare one name differently, and a name declared in
 * a function may be a file-scope name too (a function test_struct and a
 * typedef test_struct in another function): the copies are renamed.
 * Every name the declaration declares (tags, typedef names, enumerators)
 * becomes o2c_<name>_<line>, and an untagged struct, union or enum gets
 * the tag o2c_<keyword>_<line>_<col>, so that parameters can spell it.
 * The names are those of the declaration's own line and column: a type
 * is spelled the same wherever it is used, with no table.  Inside the
 * copy, references to those names are renamed alike; in region code,
 * each type name written refers to the copy (an edit both the .cu file
 * and the host fallback make, Edit.host), and each enumerator (the region
 * declares those it names itself too, captures.c, for the text of loop
 * bounds and macros).  A loop's bounds name no such type: they are copied
 * as text (locals_check_text).
 *
 * What the copy cannot take is an error: a declaration a macro writes
 * (its text is the invocation), a type whose declaration refers to
 * variables (a variably modified typedef, sizeof of a local), a type
 * declared outside a declaration statement (in a sizeof or a cast).
 */
#include <stdlib.h>
#include <string.h>

#include "cxx.h"

int
locals_in_function(CXCursor decl)
{
	for (CXCursor p = clang_getCursorSemanticParent(decl); !clang_Cursor_isNull(p);
	     p = clang_getCursorSemanticParent(p))
		switch (clang_getCursorKind(p)) {
		case CXCursor_FunctionDecl:
		case CXCursor_FunctionTemplate:
		case CXCursor_CXXMethod:
		case CXCursor_Constructor:
		case CXCursor_Destructor:
		case CXCursor_ConversionFunction:
			return 1;
		case CXCursor_TranslationUnit:
			return 0;
		default:
			if (clang_isInvalid(clang_getCursorKind(p)))
				return 0;
		}
	return 0;
}

int
locals_is_tag(enum CXCursorKind k)
{
	return k == CXCursor_StructDecl || k == CXCursor_UnionDecl || k == CXCursor_EnumDecl;
}

const char *
locals_keyword(enum CXCursorKind k)
{
	return k == CXCursor_StructDecl ? "struct" : k == CXCursor_UnionDecl ? "union" : "enum";
}

/* Offset of a location where it is spelled. */
unsigned
locals_spelled_at(CXSourceLocation loc)
{
	unsigned off;

	clang_getSpellingLocation(loc, NULL, NULL, NULL, &off);
	return off;
}

/* Does the tag have a name of its own written after its keyword?  An
 * untagged struct that a typedef names has that name for libclang, at
 * the keyword. */
int
locals_tagged(CXCursor tag)
{
	return !clang_Cursor_isAnonymous(tag) &&
	       locals_spelled_at(clang_getCursorLocation(tag)) !=
	               locals_spelled_at(clang_getRangeStart(clang_getCursorExtent(tag)));
}

/* The declaration a name refers to: a tag's definition, where it has
 * one, so that every declaration of the tag gets one name. */
static CXCursor
named(CXCursor decl)
{
	CXCursor def = clang_getCursorDefinition(decl);

	return clang_Cursor_isNull(def) ? clang_getCanonicalCursor(decl) : def;
}

/* The file-scope name of a declaration made in a function. */
const char *
locals_name(CXCursor decl)
{
	enum CXCursorKind k;
	unsigned line, col;

	decl = named(decl);
	k = clang_getCursorKind(decl);
	clang_getExpansionLocation(clang_getCursorLocation(decl), NULL, &line, &col, NULL);
	if (locals_is_tag(k) && !locals_tagged(decl))
		return arena_printf("o2c_%s_%u_%u", locals_keyword(k), line, col);
	return arena_printf("o2c_%s_%u", cx_take_string(clang_getCursorSpelling(decl)), line);
}

/* Is cls a lambda's closure type? */
int
locals_closure(CXCursor cls)
{
	return clang_getCursorKind(clang_getCursorSemanticParent(cls)) == CXCursor_LambdaExpr ||
	       !strncmp(cx_take_string(clang_getTypeSpelling(clang_getCursorType(cls))), "(lambda",
	                7);
}

/* The name of the struct that stands for closure type cls in generated
 * code (frontend/cxx_closures.c), after where its lambda is written. */
const char *
locals_closure_name(CXCursor cls)
{
	unsigned line, col;

	clang_getExpansionLocation(clang_getCursorLocation(cls), NULL, &line, &col, NULL);
	return arena_printf("o2c_closure_%u_%u", line, col);
}

/* The spelling of t, qualifiers and all, when it names a type declared in
 * a function (not through pointers or arrays), a lambda's closure type
 * among them (its struct's name, whatever names it: a template's
 * parameter); else NULL. */
const char *
locals_leaf(CXType t)
{
	CXType n = t.kind == CXType_Elaborated ? clang_Type_getNamedType(t) : t;
	CXCursor d = clang_getTypeDeclaration(n);
	enum CXCursorKind k = clang_getCursorKind(d);
	int cst = clang_isConstQualifiedType(t) || clang_isConstQualifiedType(n);
	int vol = clang_isVolatileQualifiedType(t) || clang_isVolatileQualifiedType(n);
	CXType canon = clang_getCanonicalType(t);

	if (canon.kind == CXType_Record && locals_closure(clang_getTypeDeclaration(canon)))
		return arena_printf("%s%s%s", cst ? "const " : "", vol ? "volatile " : "",
		                    locals_closure_name(clang_getTypeDeclaration(canon)));
	if ((n.kind != CXType_Typedef && n.kind != CXType_Record && n.kind != CXType_Enum) ||
	    !locals_in_function(d))
		return NULL;
	return arena_printf("%s%s%s%s%s", cst ? "const " : "", vol ? "volatile " : "",
	                    locals_is_tag(k) ? locals_keyword(k) : "", locals_is_tag(k) ? " " : "", locals_name(d));
}

/* Does t name a type declared in a function, maybe through pointers and
 * arrays? */
static int
names_local(CXType t)
{
	for (;;)
		switch (t.kind) {
		case CXType_Pointer:
			t = clang_getPointeeType(t);
			break;
		case CXType_ConstantArray:
		case CXType_IncompleteArray:
		case CXType_VariableArray:
			t = clang_getArrayElementType(t);
			break;
		default:
			return locals_leaf(t) != NULL;
		}
}

/* Is d declared among a class's members? */
int
locals_class_member(CXCursor d)
{
	switch (clang_getCursorKind(clang_getCursorSemanticParent(d))) {
	case CXCursor_StructDecl:
	case CXCursor_ClassDecl:
	case CXCursor_UnionDecl:
	case CXCursor_ClassTemplate:
	case CXCursor_ClassTemplatePartialSpecialization:
		return 1;
	default:
		return 0;
	}
}

/* t's spelling, but for a class's member typedef (std::vector<float>::
 * size_type, which `auto n = v.size();` gives), struct or enum (A::Mode),
 * which clang spells by its name alone where the class names it: the
 * type it stands for, which names the same type outside the class (and,
 * a typedef, whatever the member's access); `auto`, by what it deduced. */
static const char *
type_text(CXType t)
{
	CXType n = t.kind == CXType_Elaborated ? clang_Type_getNamedType(t) : t;
	CXCursor d = clang_getTypeDeclaration(n);

	if (n.kind == CXType_Auto) { /* auto: what it deduced, which may be such */
		const char *leaf = locals_leaf(clang_getCanonicalType(t));
		return leaf ? leaf : type_text(clang_getCanonicalType(t));
	}
	if ((n.kind == CXType_Typedef || n.kind == CXType_Record || n.kind == CXType_Enum) &&
	    !clang_Cursor_isNull(d) && locals_class_member(d))
		return cxx_without_unnamed(
		        cx_take_string(clang_getTypeSpelling(clang_getCanonicalType(t))));
	return cx_take_string(clang_getTypeSpelling(t));
}

/* Type t as C spells it, for a cast or a declaration; with the
 * file-scope names of types declared in functions. */
const char *
locals_spelling(CXType t)
{
	const char *s;
	size_t n;

	if (!names_local(t))
		return type_text(t);
	s = locals_decl(t, "");
	n = strlen(s);
	while (n && s[n - 1] == ' ')
		n--;
	return arena_strndup(s, n);
}

/* A declaration of `inner` with type t, as C spells it; with leaf_const
 * 1, the type pointers and arrays lead to is const-qualified, and where
 * they lead to a pointer (float **, int *a[8]), that pointer: float
 * *const *p; with 2, t itself, a pointer. */
const char *
locals_decl_q(CXType t, const char *inner, int leaf_const)
{
	if (t.kind == CXType_Pointer) {
		CXType p = clang_getPointeeType(t);
		const char *in = arena_printf("*%s%s", clang_isConstQualifiedType(t) || leaf_const == 2
		                                               ? "const "
		                                               : "",
		                              inner);
		if (p.kind == CXType_ConstantArray || p.kind == CXType_FunctionProto)
			in = arena_printf("(%s)", in);
		return locals_decl_under(p, in, leaf_const);
	}
	if (t.kind == CXType_ConstantArray)
		return locals_decl_under(clang_getArrayElementType(t),
		                         arena_printf("%s[%lld]", inner, clang_getArraySize(t)), leaf_const);
	const char *leaf = locals_leaf(t);

	return arena_printf("%s%s %s", leaf_const && !clang_isConstQualifiedType(t) ? "const " : "",
	                    leaf ? leaf : type_text(t), inner);
}

/* locals_decl_q of t, what a pointer or an array leads to. */
const char *
locals_decl_under(CXType t, const char *inner, int leaf_const)
{
	if (leaf_const == 2)
		leaf_const = 0;
	else if (leaf_const == 1 && t.kind == CXType_Pointer)
		leaf_const = 2;
	return locals_decl_q(t, inner, leaf_const);
}

/* A declaration of inner with type t, as C spells it. */
const char *
locals_decl(CXType t, const char *inner)
{
	return locals_decl_q(t, inner, 0);
}

/* A declaration of inner with type t, the qualifiers of t (or of the
 * elements of the arrays t is) left out. */
const char *
locals_decl_rw(CXType t, const char *inner)
{
	if (t.kind == CXType_ConstantArray)
		return locals_decl_rw(clang_getArrayElementType(t),
		                      arena_printf("%s[%lld]", inner, clang_getArraySize(t)));
	return locals_decl(clang_getUnqualifiedType(t), inner);
}

/* Is the cursor's text written in the file, not given by a macro?
 * (libclang gives a token of a macro's definition the spelling location
 * of the invocation, outside the main file; one of a macro's argument,
 * where the argument is written.) */
int
locals_written(CXCursor cur)
{
	CXSourceRange r = clang_getCursorExtent(cur);
	CXSourceLocation ends[3] = {clang_getRangeStart(r), clang_getRangeEnd(r),
	                            clang_getCursorLocation(cur)};

	for (int i = 0; i < 3; i++)
		if (!clang_Location_isFromMainFile(ends[i]) || locals_spelled_at(ends[i]) != cx_offset(ends[i]))
			return 0;
	return 1;
}

/* A name written in region code, of a type or enumerator declared in
 * the function: the kernel and the host fallback name the copy.  0 when
 * it is no such name, or a macro writes it. */
int
locals_region_ref(Ctx *c, CXCursor ref)
{
	CXCursor to = clang_getCursorReferenced(ref);
	unsigned b, e;

	if (!locals_in_function(to) || !locals_written(ref))
		return 0;
	cx_extent(ref, &b, &e);
	edits_rename(c, b, e, locals_name(to));
	return 1;
}

static enum CXChildVisitResult
find_local_type(CXCursor cur, CXCursor parent, CXClientData data)
{
	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_TypeRef &&
	    locals_in_function(clang_getCursorReferenced(cur))) {
		*(CXCursor *)data = cur;
		return CXChildVisit_Break;
	}
	return CXChildVisit_Recurse;
}

/* The text of an expression that device code copies as written (a
 * loop's bounds and step): an error where it names a type declared in
 * the function, which the copy would not rename, or that macros write in
 * a form whose text cannot be had (cx_expr_text). */
const char *
locals_check_text(Ctx *c, CXCursor e)
{
	CXCursor ref = clang_getNullCursor();
	unsigned b, end;

	clang_visitChildren(e, find_local_type, &ref);
	if (!clang_Cursor_isNull(ref)) {
		cx_extent(ref, &b, &end);
		diag_error(cx_loc(c, b), "type '%s', declared inside a function, in the bounds or "
		                         "step of a target region's loop: not supported yet",
		           cx_take_string(clang_getCursorSpelling(ref)));
	}
	const char *text = cx_expr_text(c, e);
	if (!text) {
		cx_extent(e, &b, &end);
		diag_error(cx_loc(c, b), "a bound or step of a target region's loop that a macro "
		                         "writes in a form omp2cuda cannot copy: not supported yet; "
		                         "compute it into a variable before the loop");
		return "0";
	}
	return text;
}
