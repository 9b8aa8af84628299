/* Template template arguments of a function template's specialization
 * (`template <template <typename> class Act, typename T> void
 * activate(T *a, int n)`, called as `activate<Relu>(f, n)`).
 *
 * libclang tells such an argument's kind and nothing of it; the
 * specialization's USR spells it, as the USR of the class template or
 * alias template it names, `c:@F@activate<#@ST>1#T@Relu#f>#*f#I#`
 * (a class template's specialization: `c:@S@Box>#@ST>1#T@Neg`).  So
 * each template the file declares (the headers' too) whose USR is one of
 * the arguments there is a candidate, and the candidates in the order
 * the USR writes them are the template arguments in order.  The
 * instance's code names the parameter as the argument through an alias
 * template of the parameter's own parameters, `template <typename O2cA0>
 * using Act = ::Relu<O2cA0>;`,
 * and the host code selects the instance with o2c_same_template
 * (runtime/include/omp2cuda_rt.h), `o2c_same_template<Act, ::Relu>::value`.
 * A template taken so, and the parameter, have type parameters only
 * (packs included); one with a value or template parameter, or a member
 * of a class template, is not (a located error, cxx_templates.c
 * describe).  One declared after the function template is declared
 * before the instance's host code (cxx_templates.c template_argument).
 */
#include <stdlib.h>
#include <string.h>

#include "cxx.h"

typedef struct Found {
	const char *args;     /* the specialization's USR past its name */
	CXCursor *tmpl;       /* the templates found in it */
	size_t *at;           /* and where */
	size_t n, nat, cap, capat;
} Found;

/* Is the USR of template t in f->args, written as an argument (`#` before
 * it, `#`, `>` or the end after)? */
static void
candidate(Found *f, CXCursor t)
{
	const char *usr = cx_take_string(clang_getCursorUSR(t)), *p;
	size_t n;

	if (strncmp(usr, "c:", 2))
		return;
	usr += 2;
	n = strlen(usr);
	for (p = f->args; (p = strstr(p, usr)); p++)
		if (p > f->args && p[-1] == '#' && (p[n] == '#' || p[n] == '>' || !p[n])) {
			VEC_PUSH(f->tmpl, f->n, f->cap, t);
			VEC_PUSH(f->at, f->nat, f->capat, (size_t)(p - f->args));
		}
}

static enum CXChildVisitResult
templates(CXCursor cur, CXCursor parent, CXClientData data)
{
	enum CXCursorKind k = clang_getCursorKind(cur);

	(void)parent;
	if (k == CXCursor_ClassTemplate || k == CXCursor_TypeAliasTemplateDecl)
		candidate(data, cur);
	if (k == CXCursor_Namespace || k == CXCursor_LinkageSpec || k == CXCursor_StructDecl ||
	    k == CXCursor_ClassDecl || k == CXCursor_ClassTemplate)
		return CXChildVisit_Recurse;
	return CXChildVisit_Continue;
}

/* The qualifier of scope p's members, "a::b::" ("" for the global
 * namespace; an unnamed namespace adds nothing); NULL for a class
 * template's, a specialization's or a function's. */
static const char *
scope_prefix(CXCursor p)
{
	enum CXCursorKind k = clang_getCursorKind(p);
	const char *outer;

	if (k == CXCursor_TranslationUnit)
		return "";
	if ((k != CXCursor_Namespace && k != CXCursor_StructDecl && k != CXCursor_ClassDecl) ||
	    !clang_Cursor_isNull(clang_getSpecializedCursorTemplate(p)) ||
	    !(outer = scope_prefix(clang_getCursorSemanticParent(p))))
		return NULL;
	if (k == CXCursor_Namespace && clang_Cursor_isAnonymous(p))
		return outer;
	return arena_printf("%s%s::", outer, cx_take_string(clang_getCursorSpelling(p)));
}

/* The name of declaration d from the global namespace, `::a::Relu`, or
 * NULL (scope_prefix). */
static const char *
qualified(CXCursor d)
{
	const char *outer = scope_prefix(clang_getCursorSemanticParent(d));

	return outer ? arena_printf("::%s%s", outer, cx_take_string(clang_getCursorSpelling(d)))
	             : NULL;
}

/* Does template t have type parameters alone? */
static int
types_only(CXCursor t)
{
	TemplateParams ps = {{{0}}, 0};

	cxx_template_params(t, &ps);
	for (int i = 0; i < ps.n; i++)
		if (clang_getCursorKind(ps.p[i]) != CXCursor_TemplateTypeParameter)
			return 0;
	return 1;
}

/* The alias template that gives template template parameter prm,
 * `template <typename> class Act`, the template q: of prm's own
 * parameters, `template <typename O2cA0> using Act = ::Relu<O2cA0>;`
 * (a pack, `typename... O2cA0`, expanded); NULL for a parameter of
 * another kind. */
static const char *
alias_of(CXCursor prm, const char *q)
{
	TemplateParams ps = {{{0}}, 0};
	const char *params = "", *args = "";

	cxx_template_params(prm, &ps);
	for (int i = 0; i < ps.n; i++) {
		unsigned n;
		CXToken *t;
		int pack = 0;
		CXTranslationUnit tu = clang_Cursor_getTranslationUnit(prm);
		if (clang_getCursorKind(ps.p[i]) != CXCursor_TemplateTypeParameter)
			return NULL;
		/* `typename...`: libclang tells a pack by its tokens alone */
		clang_tokenize(tu, clang_getCursorExtent(ps.p[i]), &t, &n);
		for (unsigned k = 0; k < n; k++)
			pack |= !strcmp(cx_take_string(clang_getTokenSpelling(tu, t[k])), "...");
		if (t)
			clang_disposeTokens(tu, t, n);
		params = arena_printf("%s%stypename%s O2cA%d", params, i ? ", " : "", pack ? "..." : "", i);
		args = arena_printf("%s%sO2cA%d%s", args, i ? ", " : "", i, pack ? "..." : "");
	}
	return arena_printf("template <%s> using %s = %s<%s>;", params,
	                    cx_take_string(clang_getCursorSpelling(prm)), q, args);
}

/* Argument i of specialization spec (of a function template or a class
 * template), a template, for template template
 * parameter prm: the alias that names it in the instance's code, the
 * condition that selects the instance, its spelling.  0 where it is not
 * found, or not taken. */
int
cxx_template_name_argument(CXCursor spec, int i, CXCursor prm, const char **alias, const char **cond,
                           const char **text, CXCursor *named)
{
	const char *usr = cx_take_string(clang_getCursorUSR(spec)), *name, *q;
	Found f = {0};
	int nth = 0;
	size_t best = 0;
	CXCursor t = clang_getNullCursor();

	enum CXCursorKind k = clang_getCursorKind(spec);
	/* a class's arguments follow a `>`, a function's a `<` */
	char open = k == CXCursor_StructDecl || k == CXCursor_ClassDecl ? '>' : '<';

	if (clang_getCursorKind(prm) != CXCursor_TemplateTemplateParameter || !strchr(usr, open))
		return 0;
	f.args = strchr(usr, open);
	for (int k = 0; k < i; k++)
		nth += clang_Cursor_getTemplateArgumentKind(spec, (unsigned)k) ==
		       CXTemplateArgumentKind_Template;
	clang_visitChildren(clang_getTranslationUnitCursor(clang_Cursor_getTranslationUnit(spec)),
	                    templates, &f);
	/* the nth argument: the nth place a template is written at */
	for (int k = 0; k <= nth; k++) {
		size_t next = (size_t)-1;
		t = clang_getNullCursor();
		for (size_t j = 0; j < f.n; j++)
			if ((k == 0 ? f.at[j] >= best : f.at[j] > best) && f.at[j] < next) {
				next = f.at[j];
				t = f.tmpl[j];
			}
		if (clang_Cursor_isNull(t))
			return 0;
		best = next;
	}
	for (size_t j = 0; j < f.n; j++) /* two templates at one place */
		if (f.at[j] == best && !clang_equalCursors(f.tmpl[j], t))
			return 0;
	if (!types_only(t) || !(q = qualified(t)) || !(*alias = alias_of(prm, q)))
		return 0;
	name = cx_take_string(clang_getCursorSpelling(prm));
	*named = t;
	*cond = arena_printf("o2c_same_template<%s, %s>::value", name, q);
	*text = q + 2;
	return 1;
}
