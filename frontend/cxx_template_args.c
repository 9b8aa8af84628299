/* A template's parameters and a specialization's arguments, as generated
 * code spells them: the aliases that give each parameter its argument
 * (`using T = float;`, `constexpr int BLOCK = 256;`) and the condition
 * that selects the specialization in still templated host code
 * (cxx_templates.c's instances).  A member function template's
 * specialization, whose arguments libclang does not give, has them from
 * cxx_member_templates.c.
 */
#include <limits.h>
#include <string.h>

#include "cxx.h"

static enum CXChildVisitResult
add_param(CXCursor cur, CXCursor parent, CXClientData data)
{
	TemplateParams *ps = data;
	enum CXCursorKind k = clang_getCursorKind(cur);

	(void)parent;
	if ((k == CXCursor_TemplateTypeParameter || k == CXCursor_NonTypeTemplateParameter ||
	     k == CXCursor_TemplateTemplateParameter) && ps->n < 16)
		ps->p[ps->n++] = cur;
	return CXChildVisit_Continue;
}

void
cxx_template_params(CXCursor tmpl, TemplateParams *ps)
{
	clang_visitChildren(tmpl, add_param, ps);
}

/* Integral argument a, for a parameter of type t, as a literal: a
 * bool's true or false, an unsigned type's (an enumeration's, by its
 * underlying type) with its u, where libclang's signed value would be
 * another number (-1 for true). */
static const char *
integral_text(const TemplateArg *a, CXType t)
{
	CXType canon = clang_getCanonicalType(t);
	long long v = a->value;
	unsigned long long u = a->uvalue;

	if (canon.kind == CXType_Enum)
		canon = clang_getCanonicalType(clang_getEnumDeclIntegerType(clang_getTypeDeclaration(canon)));
	if (canon.kind == CXType_Bool)
		return u ? "true" : "false";
	/* C++'s char16_t and char32_t are unsigned too */
	if (cx_is_unsigned(canon) || canon.kind == CXType_Char16 || canon.kind == CXType_Char32)
		return arena_printf("%lluu", u);
	return v == LLONG_MIN ? "(-0x7fffffffffffffffll - 1)" : arena_printf("%lld", v);
}

/* Argument i of specialization spec, as libclang gives it. */
TemplateArg
cxx_template_arg_of(CXCursor spec, int i)
{
	TemplateArg a = {clang_Cursor_getTemplateArgumentKind(spec, (unsigned)i),
	                 {CXType_Invalid, {0, 0}}, 0, 0, 0};

	if (a.kind == CXTemplateArgumentKind_Type)
		a.type = clang_Cursor_getTemplateArgumentType(spec, (unsigned)i);
	else if (a.kind == CXTemplateArgumentKind_Integral) {
		a.value = clang_Cursor_getTemplateArgumentValue(spec, (unsigned)i);
		a.uvalue = clang_Cursor_getTemplateArgumentUnsignedValue(spec, (unsigned)i);
	}
	return a;
}

/* Argument a for parameter prm: its alias, the condition that selects
 * it, its spelling.  0 for a kind not taken. */
int
cxx_template_arg_text(const TemplateArg *a, CXCursor prm, const char **alias, const char **cond,
                      const char **text)
{
	const char *name = cx_take_string(clang_getCursorSpelling(prm));
	CXType t;

	switch (a->kind) {
	case CXTemplateArgumentKind_Type:
		*text = arena_printf("%s%s", cx_take_string(clang_getTypeSpelling(a->type)),
		                     a->ref == 2 ? " &&" : a->ref ? " &" : "");
		*alias = arena_printf("using %s = %s;", name, *text);
		*cond = arena_printf("__is_same(%s, %s)", name, *text);
		return clang_getCursorKind(prm) == CXCursor_TemplateTypeParameter;
	case CXTemplateArgumentKind_Integral:
		t = clang_getCursorType(prm);
		*text = integral_text(a, t);
		/* an enumeration's value converts from its integer explicitly
		 * (a scoped one only so) */
		const char *v = clang_getCanonicalType(t).kind == CXType_Enum
		                        ? arena_printf("static_cast<%s>(%s)",
		                                       cx_take_string(clang_getTypeSpelling(t)), *text)
		                        : *text;
		*alias = arena_printf("constexpr %s %s = %s;", cx_take_string(clang_getTypeSpelling(t)),
		                      name, v);
		*cond = arena_printf("(%s) == %s", name, v);
		return clang_getCursorKind(prm) == CXCursor_NonTypeTemplateParameter;
	default:
		return 0;
	}
}

/* One argument of specialization spec for parameter prm: its alias, the
 * condition that selects it, its spelling.  0 for a kind not taken. */
int
cxx_template_arg(CXCursor spec, int i, CXCursor prm, const char **alias, const char **cond,
             const char **text)
{
	TemplateArg a = cxx_template_arg_of(spec, i);

	return cxx_template_arg_text(&a, prm, alias, cond, text);
}

/* Is class cls an explicit specialization of a class template,
 * `template <> struct Box<int> {...}`, a class of its own, whose members
 * no template's parameters reach?  Its declaration is written so:
 * libclang tells it from an instantiation by its tokens alone. */
int
cxx_explicit_specialization(CXCursor cls)
{
	CXTranslationUnit tu = clang_Cursor_getTranslationUnit(cls);
	enum CXCursorKind k = clang_getCursorKind(cls);
	CXToken *t;
	unsigned n;
	int yes = 0;

	if ((k != CXCursor_StructDecl && k != CXCursor_ClassDecl && k != CXCursor_UnionDecl) ||
	    clang_Cursor_isNull(clang_getSpecializedCursorTemplate(cls)))
		return 0;
	clang_tokenize(tu, clang_getCursorExtent(cls), &t, &n);
	if (t && n > 2)
		yes = !strcmp(cx_take_string(clang_getTokenSpelling(tu, t[0])), "template") &&
		      !strcmp(cx_take_string(clang_getTokenSpelling(tu, t[1])), "<") &&
		      !strcmp(cx_take_string(clang_getTokenSpelling(tu, t[2])), ">");
	if (t)
		clang_disposeTokens(tu, t, n);
	return yes;
}

/* Is fn a member function of a specialization of a class template (not
 * a partial one, nor an explicit one)?  Then *cls is that
 * specialization. */
int
cxx_member_of_class_template(CXCursor fn, CXCursor *cls)
{
	enum CXCursorKind k = clang_getCursorKind(fn);
	CXCursor p = clang_getCursorSemanticParent(fn), t;

	if ((k != CXCursor_CXXMethod && k != CXCursor_Constructor && k != CXCursor_Destructor) ||
	    cxx_explicit_specialization(p))
		return 0;
	t = clang_getSpecializedCursorTemplate(p);
	if (clang_Cursor_isNull(t) || clang_getCursorKind(t) != CXCursor_ClassTemplate)
		return 0;
	*cls = p;
	return 1;
}
