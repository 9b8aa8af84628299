/* C++ namespaces around what device code uses.  A type, constant or
 * function declared in a namespace is copied into the .cu file alone
 * (not with the rest of its namespace, which may hold host-only code),
 * inside the namespaces the source writes it in (DeviceDecl.ns_open and
 * ns_close), so that its qualified name means in device code what it
 * means on the host.  A region's kernels go inside the namespaces of the
 * function that holds the region (RegionText.ns_open), so that the names
 * its code writes unqualified find the same declarations; the kernels are
 * extern "C", their names unchanged.  The using-directives of namespace
 * scope come along in source order, each after a declaration of the
 * namespace it nominates (C++17 [namespace.udir]), and so do the
 * namespace aliases (`namespace pu = phys::units;`, [namespace.alias]),
 * which device code names as the host code does.
 */
#include <string.h>

#include "cxx.h"

/* The innermost declaration inside namespace ns (or in one nested in it)
 * whose extent holds offset at; ns itself where none does. */
typedef struct Member {
	unsigned at;
	CXCursor found;
} Member;

static enum CXChildVisitResult
member_at(CXCursor cur, CXCursor parent, CXClientData data)
{
	Member *m = data;
	unsigned b, e;

	(void)parent;
	cx_extent(cur, &b, &e);
	if (m->at < b || m->at >= e)
		return CXChildVisit_Continue;
	m->found = cur;
	return clang_getCursorKind(cur) == CXCursor_Namespace ? CXChildVisit_Recurse
	                                                       : CXChildVisit_Break;
}

CXCursor
cxx_namespace_member(CXCursor top, unsigned at)
{
	Member m = {at, top};

	if (clang_getCursorKind(top) == CXCursor_Namespace)
		clang_visitChildren(top, member_at, &m);
	return m.found;
}

/* "namespace a { namespace b { " for the namespaces that lexically hold
 * decl, outermost first (an anonymous or inline one as such), and in
 * *close the braces that end them; NULL where none does. */
const char *
cxx_namespaces_open(CXCursor decl, const char **close)
{
	const char *open = "", *end = "";

	for (CXCursor p = clang_getCursorLexicalParent(decl);
	     clang_getCursorKind(p) == CXCursor_Namespace; p = clang_getCursorLexicalParent(p)) {
		const char *name = cx_take_string(clang_getCursorSpelling(p));
		open = arena_printf("%snamespace %s%s{ %s",
		                    clang_Cursor_isInlineNamespace(p) ? "inline " : "", name,
		                    *name ? " " : "", open);
		end = arena_printf("%s }", end);
	}
	*close = end;
	return *open ? open : NULL;
}

/* The qualified name of namespace ns, or of a namespace alias (declared
 * before, so its own text in the .cu file precedes the use), "::a::b". */
static const char *
qualified(CXCursor ns)
{
	const char *name = "";

	if (clang_getCursorKind(ns) == CXCursor_NamespaceAlias) {
		name = arena_printf("::%s", cx_take_string(clang_getCursorSpelling(ns)));
		ns = clang_getCursorSemanticParent(ns);
	}
	for (; clang_getCursorKind(ns) == CXCursor_Namespace; ns = clang_getCursorSemanticParent(ns))
		name = arena_printf("::%s%s", cx_take_string(clang_getCursorSpelling(ns)), name);
	return name;
}

static enum CXChildVisitResult
nominee(CXCursor cur, CXCursor parent, CXClientData data)
{
	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_NamespaceRef)
		*(CXCursor *)data = clang_getCursorReferenced(cur);
	return CXChildVisit_Continue;
}

/* The namespace a using-directive nominates or a namespace alias names
 * (its last NamespaceRef: `a::b`), or a null cursor; in *decl a
 * declaration of it where the user's file declares it (a system header's
 * is declared by the headers the .cu file includes, an alias by its own
 * text), else "". */
static CXCursor
nominated(CXCursor directive, const char **decl)
{
	CXCursor ns = clang_getNullCursor();
	const char *inner, *close;

	*decl = "";
	clang_visitChildren(directive, nominee, &ns);
	if (clang_getCursorKind(ns) == CXCursor_NamespaceAlias)
		return ns;
	if (clang_getCursorKind(ns) != CXCursor_Namespace || clang_Cursor_isAnonymous(ns))
		return clang_getNullCursor();
	if (clang_Location_isInSystemHeader(clang_getCursorLocation(ns)))
		return ns;
	inner = cxx_namespaces_open(ns, &close);
	*decl = arena_printf("%s%snamespace %s { }%s ", inner ? inner : "",
	                     clang_Cursor_isInlineNamespace(ns) ? "inline " : "",
	                     cx_take_string(clang_getCursorSpelling(ns)), inner ? close : "");
	return ns;
}

/* What a using-directive or namespace alias cur, naming ns, says, as
 * the .cu file writes it: "using namespace ::a" or "namespace p = ::a". */
static const char *
scope_text(CXCursor cur, CXCursor ns)
{
	if (clang_getCursorKind(cur) == CXCursor_NamespaceAlias)
		return arena_printf("namespace %s = %s", cx_take_string(clang_getCursorSpelling(cur)),
		                    qualified(ns));
	return arena_printf("using namespace %s", qualified(ns));
}

/* A using-directive or a namespace alias at namespace scope: the declaration of N, then the
 * directive naming N by its qualified name, inside the namespaces around
 * the directive. */
static void
using_directive(Ctx *c, CXCursor cur)
{
	const char *open, *close, *decl;
	CXCursor ns = nominated(cur, &decl);
	DeviceDecl d = {0};
	unsigned b, e;

	if (clang_Cursor_isNull(ns))
		return;
	open = cxx_namespaces_open(cur, &close);
	cx_extent(cur, &b, &e);
	d.at = b;
	d.loc = cx_loc(c, b);
	d.text = arena_printf("%s%s%s;%s", decl, open ? open : "", scope_text(cur, ns),
	                      open ? close : "");
	VEC_PUSH(c->u->decls, c->u->ndecls, c->cap_decls, d);
}

static enum CXChildVisitResult
find_directives(CXCursor cur, CXCursor parent, CXClientData data)
{
	(void)parent;
	if (!cx_in_main_file(cur))
		return CXChildVisit_Continue;
	if (clang_getCursorKind(cur) == CXCursor_UsingDirective ||
	    clang_getCursorKind(cur) == CXCursor_NamespaceAlias)
		using_directive(data, cur);
	return clang_getCursorKind(cur) == CXCursor_Namespace ? CXChildVisit_Recurse
	                                                       : CXChildVisit_Continue;
}

void
cxx_using_directives(Ctx *c)
{
	if (!c->u->cxx || !c->u->nregions)
		return;
	for (size_t i = 0; i < c->ntops; i++)
		if (clang_getCursorKind(c->tops[i]) == CXCursor_Namespace)
			clang_visitChildren(c->tops[i], find_directives, c);
		else
			find_directives(c->tops[i], c->tops[i], c);
}

static enum CXChildVisitResult
qualifier(CXCursor cur, CXCursor parent, CXClientData data)
{
	enum CXCursorKind k = clang_getCursorKind(cur);

	(void)parent;
	if (k == CXCursor_NamespaceRef || k == CXCursor_TypeRef || k == CXCursor_TemplateRef)
		*(int *)data = 1;
	return CXChildVisit_Continue;
}

/* A variable of namespace scope or a static data member that region r
 * captures, named at ref (a DeclRefExpr, or a MemberRefExpr `o.v`): the
 * kernel's and the host fallback's parameter has its unqualified name, so
 * `geo::scale` is written `scale` in both (the host code binds the name
 * to the variable: Var.host_bind).  Two such variables of one name in
 * one region would be one parameter: an error. */
void
cxx_captured_name(Ctx *c, const Region *r, CXCursor ref, const Var *v, Loc loc)
{
	int qualified = 0;
	Edit ed = {0};

	if (!c->u->cxx)
		return;
	for (int i = 0; i < r->ncaps; i++)
		if (r->caps[i] != v && !strcmp(r->caps[i]->name, v->name)) {
			diag_error(loc, "two variables named '%s' in one target region (from different "
			                "scopes) are not supported yet: rename one", v->name);
			return;
		}
	if (clang_getCursorKind(ref) == CXCursor_MemberRefExpr)
		qualified = 1;
	else
		clang_visitChildren(ref, qualifier, &qualified);
	if (!qualified || !edits_written_out(c, ref, &ed.begin, &ed.end, "a qualified name"))
		return;
	ed.text = v->name;
	ed.host = v->host_bind != NULL;
	edits_add(c, ed);
}

typedef struct Block {
	Ctx *c;
	unsigned at;          /* the region's directive */
	const char *text;     /* the directives before it, in its blocks */
} Block;

static enum CXChildVisitResult
block_directive(CXCursor cur, CXCursor parent, CXClientData data)
{
	Block *k = data;
	const char *decl;
	DeviceDecl d = {0};
	CXCursor ns;

	(void)parent;
	if ((clang_getCursorKind(cur) != CXCursor_UsingDirective &&
	     clang_getCursorKind(cur) != CXCursor_NamespaceAlias) ||
	    clang_Cursor_isNull(ns = nominated(cur, &decl)))
		return CXChildVisit_Continue;
	k->text = arena_printf("%s%s; ", k->text ? k->text : "", scope_text(cur, ns));
	if (!*decl)
		return CXChildVisit_Continue;
	cx_extent(cur, &d.at, &(unsigned){0});
	d.loc = cx_loc(k->c, d.at);
	d.text = decl;
	VEC_PUSH(k->c->u->decls, k->c->u->ndecls, k->c->cap_decls, d);
	return CXChildVisit_Continue;
}

static enum CXChildVisitResult
block_directives(CXCursor cur, CXCursor parent, CXClientData data)
{
	Block *k = data;
	unsigned b, e;

	(void)parent;
	cx_extent(cur, &b, &e);
	if (b >= k->at)
		return CXChildVisit_Break;
	if (k->at < e)
		return CXChildVisit_Recurse; /* a statement around the region */
	if (clang_getCursorKind(cur) == CXCursor_DeclStmt)
		clang_visitChildren(cur, block_directive, k);
	return CXChildVisit_Continue;
}

/* The using-directives and namespace aliases of function fn's blocks
 * that hold the region at offset at, before it: "using namespace ::a;
 * namespace p = ::b; ...", which the region's
 * kernels begin with (a kernel's block scope gives them the meaning they
 * have in fn), or NULL. */
const char *
cxx_block_usings(Ctx *c, CXCursor fn, unsigned at)
{
	Block k = {c, at, NULL};

	if (c->u->cxx)
		clang_visitChildren(fn, block_directives, &k);
	return k.text;
}

static enum CXChildVisitResult
first_param(CXCursor cur, CXCursor parent, CXClientData data)
{
	unsigned *first = data, b, e;
	enum CXCursorKind k = clang_getCursorKind(cur);

	(void)parent;
	if (k == CXCursor_TemplateTypeParameter || k == CXCursor_NonTypeTemplateParameter ||
	    k == CXCursor_TemplateTemplateParameter) {
		cx_extent(cur, &b, &e);
		if (b < *first)
			*first = b;
	}
	return CXChildVisit_Continue;
}

/* Where declaration d begins, as text the host file can put a
 * declaration before (cx_function_begin): a member function template
 * defined outside its class template begins with the class template's
 * parameter list, which libclang leaves out of its extent but lists
 * among its children (`template <typename T> template <typename U> void
 * V<T>::f(U u)`): at the `template <` before the first of those. */
unsigned
cxx_decl_begin(Ctx *c, CXCursor d)
{
	unsigned b = cx_function_begin(d), first = b, n, at = b;
	CXToken *t = NULL;
	CXSourceRange r;
	int i;

	if (clang_getCursorKind(d) != CXCursor_FunctionTemplate)
		return b;
	clang_visitChildren(d, first_param, &first);
	if (first >= b || cx_in_macro(d))
		return b;
	r = clang_getRange(clang_getLocationForOffset(c->tu, c->file, first > 256 ? first - 256 : 0),
	                   clang_getLocationForOffset(c->tu, c->file, first));
	clang_tokenize(c->tu, r, &t, &n);
	for (i = (int)n - 1; i >= 0 && cx_token_offset(c, t[i], 0) >= first; i--)
		;
	if (i >= 1 && cx_token_is(c, t[i], "<") && cx_token_is(c, t[i - 1], "template"))
		at = cx_token_offset(c, t[i - 1], 0);
	if (t)
		clang_disposeTokens(c->tu, t, n);
	return at;
}

typedef struct Requires {
	unsigned at, name; /* past the heads; the declaration's name */
} Requires;

/* A requires-clause after the template heads, before the declaration's
 * name (`template <class T> requires Small<T> T f(T);`): an expression
 * among the declaration's children; r->at goes past it. */
static enum CXChildVisitResult
requires_clause(CXCursor cur, CXCursor parent, CXClientData data)
{
	Requires *r = data;
	unsigned b, e;

	(void)parent;
	cx_extent(cur, &b, &e);
	if (clang_isExpression(clang_getCursorKind(cur)) && b >= r->at && e <= r->name)
		r->at = e;
	return CXChildVisit_Continue;
}

/* Where a declaration's head begins past its template parameter lists
 * (`template <typename T, int N = (2 > 1)>`) and the requires-clause
 * after them: its first token that is in neither, or the declaration's
 * start. */
unsigned
cxx_past_template_heads(Ctx *c, CXCursor decl)
{
	unsigned n, i = 0, at;
	CXToken *t = cx_tokens_of(c, decl, &n);
	int depth;
	Requires r = {0, cx_offset(clang_getCursorLocation(decl))};

	while (i < n && cx_token_is(c, t[i], "template") && i + 1 < n && cx_token_is(c, t[i + 1], "<")) {
		depth = 0;
		for (i++; i < n; i++) {
			depth += cx_token_is(c, t[i], "<") || cx_token_is(c, t[i], "(");
			depth -= cx_token_is(c, t[i], ">") || cx_token_is(c, t[i], ")");
			if (!depth)
				break;
		}
		i++;
	}
	if (i < n && cx_token_is(c, t[i], "requires")) {
		r.at = cx_token_offset(c, t[i], 0);
		clang_visitChildren(decl, requires_clause, &r);
		while (i < n && cx_token_offset(c, t[i], 0) < r.at)
			i++;
	}
	at = i < n ? cx_token_offset(c, t[i], 0) : 0;
	if (t)
		clang_disposeTokens(c->tu, t, n);
	if (!at)
		cx_extent(decl, &at, &(unsigned){0});
	return at;
}

/* The definition a member function of a class template's instantiation
 * is instantiated from, outside the class or in it, or a null cursor
 * for other declarations. */
CXCursor
cxx_member_pattern(CXCursor fn)
{
	CXCursor pattern = clang_getSpecializedCursorTemplate(fn);
	enum CXCursorKind k = clang_getCursorKind(pattern);

	if ((k != CXCursor_CXXMethod && k != CXCursor_Constructor && k != CXCursor_Destructor &&
	     k != CXCursor_ConversionFunction) ||
	    !cxx_template_instance(clang_getCursorSemanticParent(fn)))
		return clang_getNullCursor();
	return clang_getCursorDefinition(pattern);
}

typedef struct Instanced {
	CXFile file;
	unsigned begin, end; /* the class declaration's text */
	int from_pattern;
} Instanced;

static enum CXVisitorResult
field_outside(CXCursor field, CXClientData data)
{
	Instanced *in = data;
	CXFile file;
	unsigned at;

	clang_getExpansionLocation(clang_getCursorLocation(field), &file, NULL, NULL, &at);
	in->from_pattern |= !clang_File_isEqual(file, in->file) || at < in->begin || in->end < at;
	return in->from_pattern ? CXVisit_Break : CXVisit_Continue;
}

static enum CXVisitorResult
method_instanced(CXCursor method, CXClientData data)
{
	Instanced *in = data;

	in->from_pattern |= !clang_Cursor_isNull(clang_getSpecializedCursorTemplate(method));
	return in->from_pattern ? CXVisit_Break : CXVisit_Continue;
}

/* Is cls, a class template's specialization declared apart from the
 * template, its explicit instantiation (`template struct A<int>;`, whose
 * members are the template's, written there) rather than an explicit
 * specialization (`template <> struct A<int> { ... }`, members of its
 * own)?  Read from the members: a field declared outside cls's text, or
 * a member function instantiated from the template's.  A class with
 * neither is empty both ways and counts as a specialization. */
static int
explicit_instantiation(CXCursor cls)
{
	Instanced in = {0};
	CXType t = clang_getCursorType(cls);

	clang_getExpansionLocation(clang_getCursorLocation(cls), &in.file, NULL, NULL, NULL);
	cx_extent(cls, &in.begin, &in.end);
	clang_Type_visitFields(t, field_outside, &in);
	if (!in.from_pattern)
		clang_visitCXXMethods(t, method_instanced, &in);
	return in.from_pattern;
}

static enum CXChildVisitResult
own_copy(CXCursor cur, CXCursor parent, CXClientData data)
{
	enum CXCursorKind k = clang_getCursorKind(cur);

	(void)parent;
	if (((k == CXCursor_Constructor && clang_CXXConstructor_isCopyConstructor(cur)) ||
	     k == CXCursor_Destructor) &&
	    !clang_CXXMethod_isDefaulted(cur))
		*(int *)data = 1;
	return *(int *)data ? CXChildVisit_Break : CXChildVisit_Continue;
}

/* What copy_code looks for: of any class, or of a system header's. */
typedef struct CopyCode {
	int system_only;
	int found;
} CopyCode;

static int copy_code(CXType t, int system_only);

static enum CXVisitorResult
copy_code_part(CXCursor part, CXClientData data)
{
	CopyCode *q = data;

	q->found |= copy_code(clang_getCursorType(part), q->system_only);
	return q->found ? CXVisit_Break : CXVisit_Continue;
}

/* Is class type t, a base or a member (arrays of them too) a class (of a
 * system header, where system_only) that declares a copy constructor or a
 * destructor of its own, not defaulted?  A class template's instantiation
 * is read in its template, whose members libclang lists. */
static int
copy_code(CXType t, int system_only)
{
	CopyCode q = {system_only, 0};

	t = clang_getCanonicalType(t);
	while (t.kind == CXType_ConstantArray)
		t = clang_getCanonicalType(clang_getArrayElementType(t));
	if (t.kind != CXType_Record)
		return 0;
	CXCursor decl = clang_getTypeDeclaration(t), tmpl = clang_getSpecializedCursorTemplate(decl);
	if (!system_only || clang_Location_isInSystemHeader(clang_getCursorLocation(decl))) {
		clang_visitChildren(decl, own_copy, &q.found);
		if (!q.found && !clang_Cursor_isNull(tmpl))
			clang_visitChildren(tmpl, own_copy, &q.found);
	}
	if (!q.found)
		clang_visitCXXBaseClasses(t, copy_code_part, &q);
	if (!q.found)
		clang_Type_visitFields(t, copy_code_part, &q);
	return q.found;
}

/* Is class type t one whose copies device code cannot make: a system
 * header's class in it with a copy constructor or a destructor of its own
 * (std::vector's, which nvcc compiles for the host only)?  The user's own
 * classes are compiled for the device as written. */
int
cxx_nontrivial_copy(CXType t)
{
	return copy_code(t, 1);
}

/* Does copying or destroying an object of class type t run code of a
 * class's own (a copy constructor or destructor not defaulted, in it, a
 * base or a member)?  OpenMP's map copies the object's storage and runs
 * none of it. */
int
cxx_copy_runs_code(CXType t)
{
	return copy_code(t, 0);
}

/* Is function fn of C++ language linkage in a C++ file: its symbol
 * mangled, as nvcc mangles the device copy's (not in extern "C")? */
int
cxx_mangled(const Ctx *c, CXCursor fn)
{
	return c->u->cxx && !strncmp(cx_take_string(clang_Cursor_getMangling(fn)), "_Z", 2);
}

/* Is decl an instantiation of a class or function template (the
 * template's text is all it has): implicit (the program names it) or a
 * class's explicit instantiation?  An explicit specialization has a
 * declaration of its own, elsewhere.  An implicit instantiation is where
 * the template's first declaration is, or, of a function template
 * declared before its definition, where the definition is. */
int
cxx_template_instance(CXCursor decl)
{
	CXCursor tmpl = clang_getSpecializedCursorTemplate(decl);
	enum CXCursorKind k = clang_getCursorKind(tmpl);
	CXSourceLocation at = clang_getCursorLocation(decl);

	if (clang_Cursor_isNull(tmpl) || (k != CXCursor_FunctionTemplate && k != CXCursor_ClassTemplate &&
	                                  k != CXCursor_ClassTemplatePartialSpecialization))
		return 0;
	if (clang_equalLocations(clang_getCursorLocation(tmpl), at) ||
	    clang_equalLocations(clang_getCursorLocation(cxx_template_pattern(decl)), at))
		return 1;
	return k != CXCursor_FunctionTemplate && explicit_instantiation(decl);
}

/* Is fn a template's text: a function template, or a function of a class
 * template (or of its instance), at any depth of the classes and
 * functions around it?  Its code is every instance's, whose types may
 * differ from the one read. */
int
cxx_template_text(CXCursor fn)
{
	for (CXCursor p = fn;
	     !clang_Cursor_isNull(p) && !clang_isTranslationUnit(clang_getCursorKind(p));
	     p = clang_getCursorSemanticParent(p)) {
		enum CXCursorKind k = clang_getCursorKind(p);
		if (k == CXCursor_FunctionTemplate || k == CXCursor_ClassTemplate ||
		    k == CXCursor_ClassTemplatePartialSpecialization ||
		    !clang_Cursor_isNull(clang_getSpecializedCursorTemplate(p)))
			return 1;
	}
	return 0;
}

/* The template declaration whose text an instantiation of a function
 * template is copied from: the template's definition, or its first
 * declaration where the file defines it nowhere. */
CXCursor
cxx_template_pattern(CXCursor decl)
{
	CXCursor tmpl = clang_getSpecializedCursorTemplate(decl);
	CXCursor def = clang_getCursorDefinition(tmpl);

	return clang_Cursor_isNull(def) ? tmpl : def;
}

/* "(anonymous namespace)::" left out of a qualified name as clang
 * prints it: generated code names such a member through the enclosing
 * scope, where the unnamed namespace's members are visible. */
const char *
cxx_without_unnamed(const char *s)
{
	static const char unnamed[] = "(anonymous namespace)::";
	const char *at;
	Buf b = {0};

	while ((at = strstr(s, unnamed))) {
		buf_printf(&b, "%.*s", (int)(at - s), s);
		s = at + sizeof unnamed - 1;
	}
	buf_puts(&b, s);
	return b.s;
}
