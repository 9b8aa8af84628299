/* A template's parameters and a specialization's arguments, as generated
 * code spells them: the aliases that give each parameter its argument
 * (`using T = float;`, `constexpr int BLOCK = 256;`) and the condition
 * that selects the specialization in still templated host code
 * (cxx_templates.c's instances), and the aliases of the templates around
 * a lambda written in one (cxx_closures.c's closure structs).
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

/* The value of integral argument i of specialization spec, of type t,
 * as a literal: a bool's true or false, an unsigned type's (an
 * enumeration's, by its underlying type) with its u, where libclang's
 * signed value would be another number (-1 for true). */
static const char *
integral_text(CXCursor spec, int i, CXType t)
{
	CXType canon = clang_getCanonicalType(t);
	long long v = clang_Cursor_getTemplateArgumentValue(spec, (unsigned)i);
	unsigned long long u = clang_Cursor_getTemplateArgumentUnsignedValue(spec, (unsigned)i);

	if (canon.kind == CXType_Enum)
		canon = clang_getCanonicalType(clang_getEnumDeclIntegerType(clang_getTypeDeclaration(canon)));
	if (canon.kind == CXType_Bool)
		return u ? "true" : "false";
	/* C++'s char16_t and char32_t are unsigned too */
	if (cx_is_unsigned(canon) || canon.kind == CXType_Char16 || canon.kind == CXType_Char32)
		return arena_printf("%lluu", u);
	return v == LLONG_MIN ? "(-0x7fffffffffffffffll - 1)" : arena_printf("%lld", v);
}

/* One argument of specialization spec for parameter prm: its alias, the
 * condition that selects it, its spelling.  0 for a kind not taken. */
int
cxx_template_arg(CXCursor spec, int i, CXCursor prm, const char **alias, const char **cond,
             const char **text)
{
	const char *name = cx_take_string(clang_getCursorSpelling(prm));
	CXType t;

	switch (clang_Cursor_getTemplateArgumentKind(spec, (unsigned)i)) {
	case CXTemplateArgumentKind_Type:
		t = clang_Cursor_getTemplateArgumentType(spec, (unsigned)i);
		*text = cx_take_string(clang_getTypeSpelling(t));
		*alias = arena_printf("using %s = %s;", name, *text);
		*cond = arena_printf("__is_same(%s, %s)", name, *text);
		return clang_getCursorKind(prm) == CXCursor_TemplateTypeParameter;
	case CXTemplateArgumentKind_Integral:
		t = clang_getCursorType(prm);
		*text = integral_text(spec, i, t);
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

/* Is fn a member function of a specialization of a class template (not
 * a partial one)?  Then *cls is that specialization. */
int
cxx_member_of_class_template(CXCursor fn, CXCursor *cls)
{
	enum CXCursorKind k = clang_getCursorKind(fn);
	CXCursor p = clang_getCursorSemanticParent(fn), t;

	if (k != CXCursor_CXXMethod && k != CXCursor_Constructor && k != CXCursor_Destructor)
		return 0;
	t = clang_getSpecializedCursorTemplate(p);
	if (clang_Cursor_isNull(t) || clang_getCursorKind(t) != CXCursor_ClassTemplate)
		return 0;
	*cls = p;
	return 1;
}

/* The aliases of specialization spec's arguments (a specialization of a
 * function template or of a class template), after those in *text;
 * 0 where one is neither a type nor an integral value. */
static int
spec_aliases(CXCursor spec, const char **text)
{
	TemplateParams ps = {{{0}}, 0};
	CXCursor tmpl = clang_getSpecializedCursorTemplate(spec);
	int n = clang_Cursor_getNumTemplateArguments(spec);

	cxx_template_params(tmpl, &ps);
	for (int i = 0; i < n; i++) {
		const char *alias, *cond, *arg;
		if (i >= ps.n || !cxx_template_arg(spec, i, ps.p[i], &alias, &cond, &arg))
			return 0;
		/* members of the struct that stands for a closure */
		*text = arena_printf("%s\t%s%s\n", *text, strncmp(alias, "using ", 6) ? "static " : "",
		                     alias);
	}
	return 1;
}

/* The aliases that give the template parameters in scope in function fn,
 * an instantiation (of a function template, a member function of a class
 * template's specialization, or both), their arguments in a class of
 * generated code (`using T = float;`, `static constexpr int N = 64;`), a
 * line each: "" for a
 * function of no template; NULL where an argument is neither a type nor
 * an integral value. */
const char *
cxx_template_aliases(CXCursor fn)
{
	const char *text = "";
	CXCursor cls;

	if (cxx_member_of_class_template(fn, &cls) && !spec_aliases(cls, &text))
		return NULL;
	if (!clang_Cursor_isNull(clang_getSpecializedCursorTemplate(fn)) &&
	    clang_Cursor_getNumTemplateArguments(fn) > 0 && !spec_aliases(fn, &text))
		return NULL;
	return text;
}

