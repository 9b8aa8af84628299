/* Regions in function templates: one region, kernel and host fallback
 * per instantiation the program uses.
 *
 * libclang lists a function template's pattern, whose types depend on
 * its parameters, and no implicit instantiation; but a call of a
 * specialization refers to the specialization's FunctionDecl, whose
 * children are the instantiated parameters and body, of the
 * instantiation's types, at the pattern's source locations.  So:
 *   - cxx_templates_find collects, transitively (a template called from
 *     an instantiation), every specialization of a function template of
 *     the main file that holds a directive, and describes it as an
 *     Instance: how --explain names it (run<float>), the suffix of its
 *     kernels' names, the aliases that give the template's parameters
 *     the instantiation's arguments in generated code (`using T =
 *     float;`, `constexpr int BLOCK = 256;`) and the condition on those
 *     parameters that selects it in the still templated host code.
 *   - while the regions of one instance are read (parse.c), the scan
 *     index walks the specialization in place of the template
 *     (scan_instance), so that every analysis reads the instantiation's
 *     types: its proofs and decisions are the instantiation's.
 * A member function of a class template is read the same way, once per
 * specialization of the class whose member the program uses (a call, a
 * constructor's call), with the class template's parameters; a
 * destructor, which nothing names, and the virtual member functions,
 * which a call through a base names as the base's, are found through the
 * class: the type of a variable, member, base, temporary or
 * new-expression.  Its
 * host code goes before the class template (cxx_templates_host_scope),
 * whose parameters its namespaces name; where its regions use `this`,
 * the host file declares the class template before that code and
 * prints the instance's host fallbacks after the class template
 * (cxx_templates_this).
 * A member function template (of a class, or of a class template) is
 * read once per specialization too, with its class's arguments and its
 * own; libclang gives no arguments of such a specialization, which
 * cxx_member_templates.c reads from the specialization's types and body.
 * Its specializations are described once the whole file is walked, all
 * or none (member_instances): where one's arguments are not found, or
 * its class is nested in a class template, a warning says its regions
 * run on the host, and the host compiler compiles them.  The host code
 * of one defined in a class goes before the class (the outermost class
 * of a nested one; an explicit specialization of a class template is a
 * class), its host fallbacks after the class (Instance.forward,
 * Instance.fallbacks_at), friends of it where they name its members
 * that are not public.
 * An explicit instantiation definition of a class template instantiates
 * every member function it defines.
 * A template the program never instantiates has no Instance and no
 * kernel.  A template template parameter's argument is read by
 * cxx_template_names.c, a parameter pack's by cxx_packs.c.  What does
 * not compile: a template with a parameter neither of those reads, nor
 * a type nor an integral value, `this` in a class template nested in a
 * class, and a region inside a partial specialization or a lambda
 * (cxx_source.c).
 */
#include <string.h>

#include "cxx.h"

typedef struct Finding {
	Ctx *c;
	CXCursor *seen; /* specializations found, each walked once */
	size_t nseen, capseen;
	TemplateUse *members; /* member function templates' specializations
	                         (member_instances) */
	size_t nmembers, capmembers;
	size_t cap;     /* of c->insts */
} Finding;

/* Does the main file hold a directive inside template tmpl? */
static int
holds_directive(Ctx *c, CXCursor tmpl)
{
	return cx_in_main_file(tmpl) && cxx_holds_directive(c, tmpl);
}

static Loc
template_loc(Ctx *c, CXCursor tmpl)
{
	unsigned b, e;

	cx_extent(tmpl, &b, &e);
	return cx_loc(c, b);
}

/* A name made of identifier characters only, for kernel names. */
static const char *
identifier(const char *s)
{
	char *out = arena_strdup(s);

	for (char *p = out; *p; p++)
		if (!(*p == '_' || (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') ||
		      (*p >= '0' && *p <= '9')))
			*p = '_';
	return out;
}

/* Does template tmpl hold a directive that has a kernel? */
static int
holds_kernel(Ctx *c, CXCursor tmpl)
{
	unsigned b, e;

	cx_extent(tmpl, &b, &e);
	for (int i = 0; i < c->nps; i++)
		if (c->ps[i].begin >= b && c->ps[i].begin < e && c->ps[i].dir >= 0 &&
		    dir_has_kernel(c->ps[i].dir))
			return 1;
	return 0;
}

/* The class or enumeration a type argument names, under references,
 * pointers and arrays (`Node`, `Node *`, `Node[4]`), or a null cursor. */
static CXCursor
argument_class(CXType t)
{
	t = clang_getCanonicalType(clang_getNonReferenceType(t));
	for (;;)
		if (t.kind == CXType_Pointer)
			t = clang_getCanonicalType(clang_getPointeeType(t));
		else if (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray)
			t = clang_getCanonicalType(clang_getArrayElementType(t));
		else
			break;
	return t.kind == CXType_Record || t.kind == CXType_Enum ? clang_getTypeDeclaration(t)
	                                                       : clang_getNullCursor();
}

typedef struct Next {
	Ctx *c;
	unsigned after; /* the end of a declaration */
	unsigned at;    /* the beginning of the first one after it, or ~0u */
} Next;

static enum CXChildVisitResult
next_decl(CXCursor cur, CXCursor parent, CXClientData data)
{
	Next *n = data;
	unsigned b, e;

	(void)parent;
	cx_extent(cur, &b, &e);
	if (clang_isDeclaration(clang_getCursorKind(cur)) && cx_in_main_file(cur))
		b = cxx_decl_begin(n->c, cur);
	/* declarations only: the preprocessing record's cursors (a macro
	 * named in an #ifndef line) are not where code may go */
	if (clang_isDeclaration(clang_getCursorKind(cur)) && cx_in_main_file(cur) && b >= n->after &&
	    b < n->at)
		n->at = b;
	return CXChildVisit_Continue;
}

/* Where the host fallbacks of an instance whose argument is class d,
 * defined at namespace scope, go: after d's definition, at the next
 * declaration of its scope (or its scope's closing brace, the file's
 * end), where d is complete and the template's namespace is open. */
static unsigned
after_definition(Ctx *c, CXCursor d)
{
	CXCursor scope = clang_getCursorSemanticParent(d);
	Next n = {c, 0, ~0u};
	unsigned b, e;

	cx_extent(d, &b, &n.after);
	clang_visitChildren(scope, next_decl, &n);
	if (n.at != ~0u)
		return n.at;
	if (clang_getCursorKind(scope) == CXCursor_TranslationUnit)
		return c->u->len;
	cx_extent(scope, &b, &e);
	return e - 1; /* the namespace's '}' */
}

/* Class d, an argument of instance in of tmpl, declared after the
 * template's host code (the CRTP: struct D : Base<D>): the host file
 * declares it by name before that code (in->forward: the condition
 * that selects the instance names it), and where the template has
 * kernels prints their host fallbacks, which may need it complete,
 * after its definition (in->fallbacks_at).  0 where it cannot be
 * declared so: a class not of the template's own namespace (a nested
 * or local class, one of another namespace), a template's
 * specialization, an enumeration. */
static int
later_class(Ctx *c, CXCursor host, CXCursor d, Instance *in)
{
	CXCursor def = clang_getCursorDefinition(d), ns = clang_getCursorSemanticParent(host);
	enum CXCursorKind k = clang_getCursorKind(d), pk = clang_getCursorKind(ns);
	const char *key = k == CXCursor_StructDecl ? "struct" : k == CXCursor_ClassDecl ? "class"
	                  : k == CXCursor_UnionDecl ? "union" : NULL;
	unsigned at;

	int explicit_spec = cxx_explicit_specialization(d);

	if (!key || (!clang_Cursor_isNull(clang_getSpecializedCursorTemplate(d)) && !explicit_spec) ||
	    (pk != CXCursor_Namespace && pk != CXCursor_TranslationUnit) ||
	    !clang_equalCursors(clang_getCursorSemanticParent(d), ns) ||
	    (!clang_Cursor_isNull(def) &&
	     !clang_equalCursors(clang_getCursorLexicalParent(def), ns)))
		return 0;
	/* an explicit specialization, `template <> struct Box<int>;` */
	in->forward = arena_printf("%s%s%s %s;", in->forward ? in->forward : "",
	                           explicit_spec ? "template <> " : "", key,
	                           cx_take_string(explicit_spec ? clang_getCursorDisplayName(d)
	                                                        : clang_getCursorSpelling(d)));
	if (!clang_Cursor_isNull(def) && (at = after_definition(c, def)) > in->fallbacks_at)
		in->fallbacks_at = at;
	return 1;
}

/* Type argument t of instance in of tmpl, for parameter prm: the
 * instance's alias names t in the host file before the template
 * (cxx_templates_host_scope), which must follow t's declaration or
 * declare it (later_class), and, where tmpl has kernels, in the .cu
 * file, whose copy of t's declaration comes along as a captured
 * variable's type's.  A lambda's closure type has a struct of the
 * instance's own (cxx_closures.c), which *alias, *cond and *text then
 * name.  0 after an error. */
static int
type_argument(Ctx *c, CXCursor tmpl, CXType t, CXCursor prm, Instance *in, const char **alias,
              const char **cond, const char **text)
{
	CXCursor d = argument_class(t), host = cxx_templates_host_scope(tmpl);
	unsigned b, e, db, de;

	cx_extent(host, &b, &e);
	if (!clang_Cursor_isNull(d) && cxx_is_lambda_class(d)) {
		if (clang_getCanonicalType(clang_getNonReferenceType(t)).kind == CXType_Record)
			return cxx_closure_argument(c, d, cx_take_string(clang_getCursorSpelling(prm)), b,
			                            template_loc(c, tmpl), alias, cond, text);
		cx_extent(d, &db, &de);
		diag_error(cx_loc(c, db), "a lambda passed to template '%s', which holds a target "
		           "construct, is not supported yet as '%s': pass the lambda itself",
		           cx_take_string(clang_getCursorSpelling(tmpl)),
		           cx_take_string(clang_getTypeSpelling(t)));
		return 0;
	}
	if (!clang_Cursor_isNull(d) && cx_in_main_file(d)) {
		cx_extent(d, &db, &de);
		if (db > b && !later_class(c, host, d, in)) {
			diag_error(template_loc(c, tmpl), "a target construct in a template instantiated "
			           "with '%s', declared after the template, is not supported yet: "
			           "only a class of the template's namespace can be",
			           cx_take_string(clang_getTypeSpelling(t)));
			return 0;
		}
	}
	/* the .cu file's alias, where tmpl has kernels */
	return !holds_kernel(c, tmpl) || decls_type(c, t, template_loc(c, tmpl));
}

/* Template t, the argument of a template template parameter of instance
 * in of tmpl, declared after tmpl's host code: the host file declares
 * it before that code (in->forward), where the template's namespace is
 * t's, and prints the instance's host fallbacks after its definition
 * (in->fallbacks_at).  0 after an error. */
static int
template_argument(Ctx *c, CXCursor tmpl, CXCursor t, Instance *in)
{
	CXCursor host = cxx_templates_host_scope(tmpl), def = clang_getCursorDefinition(t);
	const char *decl;
	unsigned b, e, tb, te, at;

	cx_extent(host, &b, &e);
	cx_extent(t, &tb, &te);
	if (!cx_in_main_file(t) || tb <= b)
		return 1;
	decl = clang_getCursorKind(t) == CXCursor_ClassTemplate ? cxx_template_declaration(t) : NULL;
	if (!decl || !clang_equalCursors(clang_getCursorSemanticParent(t),
	                                 clang_getCursorSemanticParent(host))) {
		diag_error(template_loc(c, tmpl), "a target construct in a template instantiated "
		           "with template '%s', declared after the template, is not supported yet: "
		           "only a class template of the template's namespace can be",
		           cx_take_string(clang_getCursorSpelling(t)));
		return 0;
	}
	if (!in->forward || !strstr(in->forward, decl))
		in->forward = arena_printf("%s%s", in->forward ? in->forward : "", decl);
	if (!clang_Cursor_isNull(def) && (at = after_definition(c, def)) > in->fallbacks_at)
		in->fallbacks_at = at;
	return 1;
}

/* The declaration of class template tmpl by its parameters alone
 * (`template <typename T, int N> struct Grid;`: a default argument is
 * the definition's), or NULL for a parameter not written so. */
const char *
cxx_template_declaration(CXCursor tmpl)
{
	TemplateParams ps = {{{0}}, 0};
	enum CXCursorKind k = clang_getTemplateCursorKind(tmpl);
	const char *text = "";

	cxx_template_params(tmpl, &ps);
	for (int i = 0; i < ps.n; i++) {
		const char *name = cx_take_string(clang_getCursorSpelling(ps.p[i]));
		if (clang_getCursorKind(ps.p[i]) == CXCursor_TemplateTypeParameter)
			text = arena_printf("%s%stypename %s", text, i ? ", " : "", name);
		else if (clang_getCursorKind(ps.p[i]) == CXCursor_NonTypeTemplateParameter)
			text = arena_printf("%s%s%s %s", text, i ? ", " : "",
			                    cx_take_string(clang_getTypeSpelling(
			                            clang_getCursorType(ps.p[i]))),
			                    name);
		else
			return NULL;
	}
	return arena_printf("template <%s> %s %s;", text,
	                    k == CXCursor_StructDecl ? "struct" : k == CXCursor_UnionDecl ? "union"
	                                                                                  : "class",
	                    cx_take_string(clang_getCursorSpelling(tmpl)));
}

/* `this` in a region of the member function of a class template read
 * now (c->inst): its host code before the class template names the
 * specialization, so the host file declares the class template there
 * (Instance.forward), and prints the instance's host fallbacks, which
 * reach the object's members, after the class template's definition
 * (Instance.fallbacks_at).  0 after an error: a class template nested
 * in a class, whose host code is inside the enclosing class. */
int
cxx_templates_this(Ctx *c, Loc use)
{
	CXCursor cls, tmpl, def;
	Instance *in = c->inst ? c->inst->in : NULL;
	enum CXCursorKind pk;
	const char *decl;
	unsigned at;

	if (!in || !cxx_member_of_class_template(c->inst->spec, &cls))
		return 1;
	tmpl = clang_getSpecializedCursorTemplate(cls);
	def = clang_getCursorDefinition(tmpl);
	pk = clang_getCursorKind(clang_getCursorSemanticParent(tmpl));
	decl = cxx_template_declaration(tmpl);
	if ((pk != CXCursor_Namespace && pk != CXCursor_TranslationUnit) || !decl ||
	    clang_Cursor_isNull(def)) {
		diag_error(use, "'this' in a target construct of a member function of class template "
		                "'%s' is not supported yet: the class template is nested in a class; "
		                "copy the members it uses into local variables",
		           cx_take_string(clang_getCursorSpelling(tmpl)));
		return 0;
	}
	if (!in->forward || !strstr(in->forward, decl))
		in->forward = arena_printf("%s%s", in->forward ? in->forward : "", decl);
	if ((at = after_definition(c, def)) > in->fallbacks_at)
		in->fallbacks_at = at;
	return 1;
}

/* Is p a class (not a class template's instantiation; an explicit
 * specialization is a class of its own)? */
static int
is_plain_class(CXCursor p)
{
	enum CXCursorKind k = clang_getCursorKind(p);

	return (k == CXCursor_StructDecl || k == CXCursor_ClassDecl) &&
	       (clang_Cursor_isNull(clang_getSpecializedCursorTemplate(p)) ||
	        cxx_explicit_specialization(p));
}

/* The class whose member function template tmpl is, defined in it, or
 * the outermost class around that one (`Outer` of a member of
 * Outer::Inner), where its instances' host code goes before it
 * (Instance.forward declares it there, Instance.fallbacks_at prints
 * their host fallbacks after it); a null cursor for a class template's
 * member or one defined outside its class, whose host code goes before
 * it (cxx_templates_host_scope). */
static CXCursor
plain_class(CXCursor tmpl)
{
	CXCursor p = clang_getCursorLexicalParent(tmpl), outer;
	enum CXCursorKind k = clang_getCursorKind(p);

	if (k != CXCursor_StructDecl && k != CXCursor_ClassDecl)
		return clang_getNullCursor();
	while (is_plain_class(outer = clang_getCursorLexicalParent(p)))
		p = outer;
	return p;
}

/* How --explain names the function of instance spec of template tmpl,
 * after its class's arguments (class): `::scale` of a class template's
 * member, `S::run` of a class's member template, `apply` of a function
 * template. */
static const char *
function_label(CXCursor tmpl, CXCursor spec, const char **class)
{
	CXCursor cls, def;
	char *member = arena_printf("::%s", cx_take_string(clang_getCursorSpelling(tmpl)));

	if (strchr(member, '<')) /* a constructor's Mapper<T> */
		*strchr(member, '<') = 0;
	if (cxx_member_of_class_template(spec, &cls)) {
		*class = cx_take_string(clang_getCursorSpelling(clang_getSpecializedCursorTemplate(cls)));
		return member;
	}
	*class = NULL;
	if (cxx_member_template_spec(spec, &def))
		return arena_printf("%s%s", cx_take_string(clang_getCursorSpelling(
		                                    clang_getCursorSemanticParent(spec))), member);
	return member + 2;
}

/* Instance of specialization spec of template tmpl, whose parameters
 * and arguments are args's (of a member of a class template: the class
 * template's first); 0 after an error. */
static int
describe(Ctx *c, CXCursor tmpl, CXCursor spec, const TemplateArgs *args, Instance *in)
{
	CXCursor cls, named;
	const char *label = "", *suffix = "", *cond = "", *class, *fn = function_label(tmpl, spec, &class);
	int nclass = cxx_member_of_class_template(spec, &cls) ? clang_Cursor_getNumTemplateArguments(cls) : 0;

	in->naliases = 0;
	in->forward = NULL;
	in->fallbacks_at = 0;
	for (int i = 0; i < args->n; i++) {
		const char *alias = NULL, *c1, *text;
		if (args->arg[i].kind == CXTemplateArgumentKind_Pack &&
		    cxx_pack_argument(spec, args->prm[i], &alias, &c1, &text))
			; /* a type parameter pack (cxx_packs.c) */
		else if (args->arg[i].kind == CXTemplateArgumentKind_Template &&
		         cxx_template_name_argument(i < nclass ? cls : spec, i < nclass ? i : i - nclass,
		                                    args->prm[i], &alias, &c1, &text, &named)) {
			/* a template (cxx_template_names.c) */
			if (!template_argument(c, tmpl, named, in) ||
			    (holds_kernel(c, tmpl) &&
			     !decls_alias_template(c, named, template_loc(c, tmpl))))
				return 0;
		}
		else if (!cxx_template_arg_text(&args->arg[i], args->prm[i], &alias, &c1, &text)) {
			diag_error(template_loc(c, tmpl), "a target region in function template '%s' instantiated as '%s' is "
			           "not supported yet: its template arguments must be types, integral "
			           "values, templates of type parameters (of a namespace or class) and "
			           "packs of types that are a function parameter pack's",
			           cx_take_string(clang_getCursorSpelling(tmpl)),
			           cx_take_string(clang_getCursorDisplayName(spec)));
			return 0;
		}
		if (args->arg[i].kind == CXTemplateArgumentKind_Type &&
		    !type_argument(c, tmpl, args->arg[i].type, args->prm[i], in, &alias, &c1, &text))
			return 0;
		/* a value of an enumeration: its alias names the type, which the
		 * kernels' file declares */
		if (clang_getCanonicalType(clang_getCursorType(args->prm[i])).kind == CXType_Enum &&
		    holds_kernel(c, tmpl) &&
		    !decls_type(c, clang_getCursorType(args->prm[i]), template_loc(c, tmpl)))
			return 0;
		if (alias)
			in->aliases[in->naliases++] = alias;
		if (i == nclass && class) /* Vec<double>::apply<Twice> */
			label = arena_printf("%s>%s<", label, fn);
		label = arena_printf("%s%s%s", label, i && i != nclass ? ", " : "", text);
		suffix = arena_printf("%s_%s", suffix, identifier(text));
		cond = arena_printf("%s%s%s", cond, i ? " && " : "", c1);
	}
	if (!class)
		in->label = arena_printf("%s<%s>", fn, label);
	else
		in->label = arena_printf("%s<%s>%s", class, label, args->n > nclass ? "" : fn);
	in->suffix = suffix;
	in->cond = cond;
	cx_extent(tmpl, &in->begin, &in->end);
	return 1;
}

static void find_in(Finding *f, CXCursor root);

/* Was cursor cur seen before?  It is, from now on. */
static int
seen(Finding *f, CXCursor cur)
{
	for (size_t i = 0; i < f->nseen; i++)
		if (clang_equalCursors(f->seen[i], cur))
			return 1;
	VEC_PUSH(f->seen, f->nseen, f->capseen, cur);
	return 0;
}

/* A new Instance of specialization fn of template tmpl, whose arguments
 * are args, on c->insts; none after an error. */
static void
add_instance(Finding *f, CXCursor tmpl, CXCursor fn, const TemplateArgs *args)
{
	Ctx *c = f->c;
	Instance *in = arena_alloc(sizeof *in);
	CXCursor cls = plain_class(tmpl);
	TemplateUse use = {in, tmpl, fn};

	in->ns = arena_printf("o2c_i%d", c->ninsts + 1);
	if (args->n > MAX_TEMPLATE_ARGS) {
		diag_error(template_loc(c, tmpl), "a function template of more than %d parameters with a target "
		           "region is not supported yet", MAX_TEMPLATE_ARGS);
		return;
	}
	if (!describe(c, tmpl, fn, args, in))
		return;
	/* a member template defined in its class: the host fallbacks follow
	 * the class, which their code may name */
	if (!clang_Cursor_isNull(cls) && !later_class(c, cls, cls, in)) {
		diag_error(template_loc(c, tmpl), "a target region in member function template '%s' of "
		           "a class nested in another, or local, is not supported yet",
		           cx_take_string(clang_getCursorSpelling(tmpl)));
		return;
	}
	VEC_PUSH(c->insts, c->ninsts, f->cap, use);
}

/* Is member function template tmpl's class where its instances' host
 * code can go: a class template's specialization whose template holds
 * tmpl, or a class, at namespace scope either? */
static int
member_class_supported(CXCursor tmpl, CXCursor spec)
{
	CXCursor p = clang_getCursorSemanticParent(tmpl), cls, outer = p;
	enum CXCursorKind k = clang_getCursorKind(p), pk;

	/* a class nested in classes: theirs is the namespace scope */
	while (is_plain_class(p) && is_plain_class(clang_getCursorSemanticParent(outer)) &&
	       clang_equalCursors(clang_getCursorSemanticParent(outer),
	                          clang_getCursorLexicalParent(outer)))
		outer = clang_getCursorSemanticParent(outer);
	pk = clang_getCursorKind(clang_getCursorSemanticParent(outer));
	if (pk != CXCursor_Namespace && pk != CXCursor_TranslationUnit)
		return 0;
	pk = clang_getCursorKind(clang_getCursorLexicalParent(outer));
	if (pk != CXCursor_Namespace && pk != CXCursor_TranslationUnit)
		return 0;
	if (k == CXCursor_ClassTemplate)
		return cxx_member_of_class_template(spec, &cls) &&
		       clang_equalCursors(clang_getSpecializedCursorTemplate(cls), p);
	return is_plain_class(p);
}

/* The specializations found of member function template f->members[i]'s
 * definition: each an Instance where the arguments of every one are
 * read (cxx_member_templates.c); else none, and the host compiler
 * compiles its directives (its regions run on the host), which a
 * warning says. */
static void
member_instances(Finding *f, size_t i)
{
	CXCursor tmpl = f->members[i].tmpl;
	TemplateArgs *args = arena_alloc((f->nmembers + 1) * sizeof *args);
	const char *why = NULL;

	/* a generic lambda's call operator: its regions are the error
	 * cxx_source.c gives a generic lambda */
	if (!strncmp(cx_take_string(clang_getTypeSpelling(
	                     clang_getCursorType(clang_getCursorSemanticParent(tmpl)))),
	             "(lambda at ", 11))
		return;

	for (size_t k = i; k < f->nmembers; k++)
		if (clang_equalCursors(f->members[k].tmpl, tmpl) && !why) {
			CXCursor spec = f->members[k].spec;
			if (!member_class_supported(tmpl, spec))
				why = "its class is nested in a class template, or defined outside the "
				      "class around it";
			else if (!cxx_template_args_of(spec, &args[k]))
				why = arena_printf("the template arguments of its specialization '%s' "
				                   "are not all found in its parameters' types or its "
				                   "body", cx_take_string(clang_getCursorDisplayName(spec)));
		}
	if (why) {
		diag_warning(template_loc(f->c, tmpl), "the target regions of member function template "
		             "'%s' are not offloaded (not supported yet): %s; the host compiler compiles "
		             "them, and they run on the host", cx_take_string(clang_getCursorSpelling(tmpl)),
		             why);
		return;
	}
	for (size_t k = i; k < f->nmembers; k++)
		if (clang_equalCursors(f->members[k].tmpl, tmpl))
			add_instance(f, tmpl, f->members[k].spec, &args[k]);
}

/* A specialization fn of a member function template whose definition is
 * tmpl: where tmpl holds a directive, its instance waits for the others
 * (member_instances). */
static void
member_found(Finding *f, CXCursor fn, CXCursor tmpl)
{
	TemplateUse use = {NULL, tmpl, fn};

	unsigned b, e, at = cx_offset(clang_getCursorLocation(fn));

	if (seen(f, fn))
		return;
	/* an instantiation, at its template's place (an explicit
	 * specialization is a function of its own) */
	if (!clang_Cursor_isNull(tmpl))
		cx_extent(tmpl, &b, &e);
	if (!clang_Cursor_isNull(tmpl) && holds_directive(f->c, tmpl) && b <= at && at < e)
		VEC_PUSH(f->members, f->nmembers, f->capmembers, use);
	find_in(f, fn); /* the templates its body calls */
}

/* A reference to function fn: a specialization of a template of the
 * file that holds a directive becomes an Instance. */
static void
found(Finding *f, CXCursor fn)
{
	Ctx *c = f->c;
	CXCursor tmpl = clang_getSpecializedCursorTemplate(fn), cls = fn;
	TemplateArgs args;

	if (cxx_member_template_spec(fn, &tmpl)) {
		member_found(f, fn, tmpl);
		return;
	}
	if (cxx_member_of_class_template(fn, &cls))
		tmpl = clang_getCursorDefinition(tmpl); /* the member's pattern */
	else if (clang_Cursor_isNull(tmpl) || clang_getCursorKind(tmpl) != CXCursor_FunctionTemplate)
		return;
	else if (!clang_Cursor_isNull(clang_getCursorDefinition(tmpl)))
		tmpl = clang_getCursorDefinition(tmpl); /* declared before, defined later */
	if (clang_Cursor_isNull(tmpl) || clang_Cursor_getNumTemplateArguments(cls) < 0 || seen(f, fn))
		return;
	if (holds_directive(c, tmpl)) {
		if (cxx_template_args_of(fn, &args))
			add_instance(f, tmpl, fn, &args);
		else
			diag_error(template_loc(c, tmpl), "a target region in function template '%s' "
			           "instantiated as '%s' is not supported yet: its template arguments must "
			           "be types and integral values, %d at most",
			           cx_take_string(clang_getCursorSpelling(tmpl)),
			           cx_take_string(clang_getCursorDisplayName(fn)), MAX_TEMPLATE_ARGS);
	}
	find_in(f, fn); /* the templates its body calls */
}

static enum CXVisitorResult
add_implicit(CXCursor m, CXClientData data)
{
	if ((clang_getCursorKind(m) == CXCursor_Destructor || clang_CXXMethod_isVirtual(m)) &&
	    clang_isCursorDefinition(m))
		found(data, m);
	return CXVisit_Continue;
}

/* An object of type t is destroyed where nothing names its destructor
 * (a variable's end, a base's or member's destruction), and its virtual
 * member functions are instantiated with the class, which a call through
 * a base's reference does not name: of a specialization of a class
 * template, both are found through the class. */
static void
destroyed(Finding *f, CXType t)
{
	CXCursor cls;

	t = clang_getCanonicalType(clang_getNonReferenceType(t));
	while (t.kind == CXType_ConstantArray || t.kind == CXType_IncompleteArray)
		t = clang_getCanonicalType(clang_getArrayElementType(t));
	if (t.kind != CXType_Record)
		return;
	cls = clang_getTypeDeclaration(t);
	if (clang_getCursorKind(clang_getSpecializedCursorTemplate(cls)) != CXCursor_ClassTemplate ||
	    seen(f, cls))
		return;
	clang_visitCXXMethods(t, add_implicit, f);
}

/* A member function of an explicitly instantiated class, by its
 * definition: one defined outside the class has its parameters there. */
static enum CXVisitorResult
add_defined(CXCursor m, CXClientData data)
{
	CXCursor d = clang_getCursorDefinition(m);

	if (!clang_Cursor_isNull(d))
		found(data, d);
	return CXVisit_Continue;
}

/* An explicit instantiation definition of a class template (`template
 * struct S<double>;`, not `extern template` nor `template <>`): it
 * instantiates every member function the template defines, which this
 * file may never call (another file of the program does). */
static void
explicitly_instantiated(Finding *f, CXCursor cur)
{
	unsigned n;
	CXToken *t = cx_tokens_of(f->c, cur, &n);

	if (t && n > 2 && cx_token_is(f->c, t[0], "template") && !cx_token_is(f->c, t[1], "<") &&
	    !clang_Cursor_isNull(clang_getSpecializedCursorTemplate(cur)) && !seen(f, cur))
		clang_visitCXXMethods(clang_getCursorType(cur), add_defined, f);
	if (t)
		clang_disposeTokens(f->c->tu, t, n);
}

static enum CXChildVisitResult
visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Finding *f = data;
	enum CXCursorKind k = clang_getCursorKind(cur);
	CXCursor ref;

	if ((k == CXCursor_StructDecl || k == CXCursor_ClassDecl) &&
	    clang_getCursorKind(parent) != CXCursor_ClassTemplate)
		explicitly_instantiated(f, cur);

	(void)parent;
	if (k == CXCursor_CallExpr || k == CXCursor_DeclRefExpr || k == CXCursor_MemberRefExpr) {
		ref = clang_getCursorReferenced(cur);
		switch (clang_getCursorKind(ref)) {
		case CXCursor_FunctionDecl:
		case CXCursor_CXXMethod:
		case CXCursor_Constructor:
			found(f, ref);
			break;
		default:
			break;
		}
	}
	if (k == CXCursor_VarDecl || k == CXCursor_FieldDecl || k == CXCursor_CXXBaseSpecifier ||
	    k == CXCursor_CallExpr)
		destroyed(f, clang_getCursorType(cur));
	else if (k == CXCursor_CXXNewExpr)
		destroyed(f, clang_getPointeeType(clang_getCursorType(cur)));
	return CXChildVisit_Recurse;
}

static void
find_in(Finding *f, CXCursor root)
{
	clang_visitChildren(root, visit, f);
}

void
cxx_templates_find(Ctx *c)
{
	Finding f = {c, NULL, 0, 0, NULL, 0, 0, 0};

	if (!c->u->cxx)
		return;
	find_in(&f, clang_getTranslationUnitCursor(c->tu));
	for (size_t i = 0; i < f.nmembers; i++) {
		int first = 1;
		for (size_t k = 0; k < i; k++)
			first &= !clang_equalCursors(f.members[k].tmpl, f.members[i].tmpl);
		if (first)
			member_instances(&f, i);
	}
}

static int
holds(CXCursor cur, unsigned at)
{
	unsigned b, e;

	cx_extent(cur, &b, &e);
	return b <= at && at < e;
}

/* Is offset at in the branch of `if constexpr` statement s that the
 * instantiation read now does not take?  Its condition, of the
 * instantiation's arguments, is a constant. */
static int
not_taken(Ctx *c, CXCursor s, unsigned at)
{
	unsigned nt;
	CXToken *t = cx_tokens_of(c, s, &nt);
	int constexpr_if = t && nt > 2 && cx_token_is(c, t[1], "constexpr"), cond = -1, taken, n;
	CXCursor kids[8];
	CXEvalResult v;

	if (t)
		clang_disposeTokens(c->tu, t, nt);
	if (!constexpr_if)
		return 0;
	n = cx_children(s, kids, 8);
	n = n < 8 ? n : 8;
	for (int i = 0; i < n && cond < 0; i++)
		if (clang_isExpression(clang_getCursorKind(kids[i])))
			cond = i;
	if (cond < 0 || cond + 1 >= n || !(v = clang_Cursor_Evaluate(kids[cond])))
		return 0;
	taken = clang_EvalResult_getKind(v) == CXEval_Int ? clang_EvalResult_getAsInt(v) != 0 : -1;
	clang_EvalResult_dispose(v);
	if (taken < 0)
		return 0;
	return taken ? cond + 2 < n && holds(kids[cond + 2], at) : holds(kids[cond + 1], at);
}

/* In the instantiation read now, is offset at in a branch of an `if
 * constexpr` that the instantiation discards?  The directives there are
 * other instantiations' only (clang instantiates the branch the
 * condition takes). */
int
cxx_templates_discarded(Ctx *c, unsigned at)
{
	for (size_t i = 0; c->inst && i < c->nnodes; i++)
		if (c->nodes[i].begin <= at && at < c->nodes[i].end &&
		    clang_getCursorKind(c->nodes[i].cursor) == CXCursor_IfStmt &&
		    not_taken(c, c->nodes[i].cursor, at))
			return 1;
	return 0;
}

typedef struct Discards {
	Ctx *c;
	Instance *in;
	size_t cap;
} Discards;

/* An `if constexpr` of the instantiation: clang instantiates the branch
 * its condition takes and puts an empty compound statement, of the
 * discarded branch's extent, in place of the other.  The instance's code
 * empties that branch too, "{}" (C++17 [stmt.if]: a discarded statement
 * of a template is not instantiated): the generated code is no template,
 * and the branch may not compile with the instantiation's arguments
 * (`x >> 1` of a float).  A branch that ends with `}` becomes "{}", one
 * that a `;` ends, "" (the `;` left is an empty statement).  An empty
 * branch the user wrote is emptied as well. */
static enum CXChildVisitResult
discarded_branch(CXCursor cur, CXCursor parent, CXClientData data)
{
	Discards *d = data;
	CXCursor kids[8];
	unsigned nt;
	CXToken *t;
	int n, cond = -1, constexpr_if;

	(void)parent;
	if (clang_getCursorKind(cur) != CXCursor_IfStmt || !cx_in_main_file(cur))
		return CXChildVisit_Recurse;
	t = cx_tokens_of(d->c, cur, &nt);
	constexpr_if = t && nt > 2 && cx_token_is(d->c, t[1], "constexpr");
	if (t)
		clang_disposeTokens(d->c->tu, t, nt);
	n = cx_children(cur, kids, 8);
	n = n < 8 ? n : 8;
	for (int i = 0; i < n && cond < 0; i++)
		if (clang_isExpression(clang_getCursorKind(kids[i])))
			cond = i;
	for (int i = cond + 1; constexpr_if && cond >= 0 && i < n && i <= cond + 2; i++) {
		Edit ed = {0};
		if (clang_getCursorKind(kids[i]) != CXCursor_CompoundStmt ||
		    cx_children(kids[i], NULL, 0) || cx_in_macro(kids[i]))
			continue;
		cx_extent(kids[i], &ed.begin, &ed.end);
		for (int k = 0; k < d->in->nedits; k++)
			if (d->in->edits[k].begin == ed.begin)
				ed.text = "";
		if (ed.text) /* a member function read again */
			continue;
		t = cx_tokens_of(d->c, kids[i], &nt);
		/* `{...}` or `if (...) {...}`, else a statement the `;` after
		 * its extent ends, which stays: the empty statement */
		ed.text = t && nt && cx_token_is(d->c, t[nt - 1], "}") ? "{}" : "";
		if (t)
			clang_disposeTokens(d->c->tu, t, nt);
		ed.host = 1;
		ed.seq = -1;
		VEC_PUSH(d->in->edits, d->in->nedits, d->cap, ed);
	}
	return CXChildVisit_Recurse;
}

/* The edits of the instantiation read now that its code alone makes
 * (Instance.edits): the branches of `if constexpr` it discards. */
void
cxx_templates_discards(Ctx *c)
{
	Discards d = {c, c->inst->in, (size_t)c->inst->in->nedits};

	clang_visitChildren(c->inst->spec, discarded_branch, &d);
}

/* The end of the function template, or member function of a class
 * template, of the main file around offset at, or 0 where none is. */
unsigned
cxx_templates_end(Ctx *c, unsigned at)
{
	for (size_t i = 0; i < c->nfuncs; i++) {
		unsigned b, e;
		if (clang_getCursorKind(c->funcs[i]) != CXCursor_FunctionTemplate &&
		    clang_getCursorKind(clang_getCursorSemanticParent(c->funcs[i])) !=
		        CXCursor_ClassTemplate)
			continue;
		cx_extent(c->funcs[i], &b, &e);
		if (at >= b && at < e)
			return e;
	}
	return 0;
}

/* Where the host code of function fn's regions goes before: a member
 * function defined in a class template, before the class template,
 * outside the scope of its parameters, which the instantiations'
 * namespaces name; a member function template defined in a class,
 * before the class, outside it (one defined outside: before its
 * definition, which begins with the template's parameters). */
CXCursor
cxx_templates_host_scope(CXCursor fn)
{
	CXCursor p = clang_getCursorLexicalParent(fn);

	if (clang_getCursorKind(fn) == CXCursor_FunctionTemplate && !clang_Cursor_isNull(plain_class(fn)))
		return plain_class(fn); /* the outermost class of a nested one */
	return clang_getCursorKind(p) == CXCursor_ClassTemplate ? p : fn;
}
