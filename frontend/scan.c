/* One walk over the plain parse of the main file that records what later
 * passes look up: variable declarations with the extent where their name
 * is visible, statements in pre-order (to find the statement a pragma
 * applies to), macro definitions and function definitions.
 *
 * The walk is one clang_visitChildren that recurses by returning
 * CXChildVisit_Recurse, with the scope of each ancestor on a stack of its
 * own: libclang walks statements and expressions from a work list, so a
 * long expression or deep nesting does not deepen the C stack (a nested
 * clang_visitChildren per node would, once per operator).
 *
 * Requires c->tu parsed with a detailed preprocessing record.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

/* What a node's children see: the innermost scope around them. */
typedef struct Scope {
	CXCursor cursor;
	unsigned scope_begin, scope_end;
	int in_function;
} Scope;

typedef struct Walk {
	Ctx *c;
	Scope *stack; /* the node's ancestors, the translation unit first */
	size_t n, cap;
} Walk;

static int
opens_scope(enum CXCursorKind k)
{
	switch (k) {
	case CXCursor_CompoundStmt:
	case CXCursor_ForStmt:
	case CXCursor_IfStmt:
	case CXCursor_WhileStmt:
	case CXCursor_SwitchStmt:
	case CXCursor_DoStmt:
		return 1;
	default:
		return 0;
	}
}

/* A declaration a macro of the file may give, whole or in part (a type,
 * a storage class, a declarator such as `*A` or `A[N]` from a macro's
 * arguments, a whole typedef at file scope): it belongs to the main file
 * where its macro is expanded there.  Functions a macro defines are not
 * the file's: a region cannot call them. */
static int
declares(enum CXCursorKind k, int top)
{
	switch (k) {
	case CXCursor_DeclStmt:
	case CXCursor_VarDecl:
	case CXCursor_ParmDecl:
		return 1;
	case CXCursor_TypedefDecl:
	case CXCursor_StructDecl:
	case CXCursor_UnionDecl:
	case CXCursor_EnumDecl:
		return top;
	default:
		return 0;
	}
}

/* A class or function written in the main file whose name a macro gives
 * (`template <size_t N> class IMPL_CLS final { ... }`): its cursor's
 * location is the macro's, its text from its first token to its last
 * the file's. */
static int
named_by_macro(CXCursor cur, enum CXCursorKind k)
{
	CXSourceRange r = clang_getCursorExtent(cur);

	switch (k) {
	case CXCursor_ClassDecl:
	case CXCursor_StructDecl:
	case CXCursor_UnionDecl:
	case CXCursor_ClassTemplate:
	case CXCursor_FunctionDecl:
	case CXCursor_FunctionTemplate:
	case CXCursor_CXXMethod:
	case CXCursor_Constructor:
	case CXCursor_Destructor:
		return clang_Location_isFromMainFile(clang_getRangeStart(r)) &&
		       clang_Location_isFromMainFile(clang_getRangeEnd(r));
	default:
		return 0;
	}
}

/* A node a macro expanded in the main file gives that belongs to the
 * file: a declaration (declares), or a statement whose parts the file
 * may write out (`FOR(i, n) { body }`: the loop is the macro's, its body
 * the file's). */
static int
expanded_here(enum CXCursorKind k, int top)
{
	return declares(k, top) || (clang_isStatement(k) && !clang_isExpression(k));
}

static void
add_decl(Ctx *c, const Scope *w, CXCursor cur, unsigned at)
{
	Decl d = {0};

	d.cursor = cur;
	d.name = cx_take_string(clang_getCursorSpelling(cur));
	if (c->u->cxx && cxx_pack_element(cur)) /* cxx_packs.c */
		d.name = cxx_pack_element(cur);
	d.at = at;
	d.scope_begin = w->scope_begin;
	d.scope_end = w->scope_end;
	d.global = !w->in_function || clang_Cursor_getStorageClass(cur) == CX_SC_Static;
	d.file_scope = !w->in_function;
	VEC_PUSH(c->decls, c->ndecls, c->capdecls, d);
}

/* A file-scope variable of one of the user's headers: declared before
 * the whole main file, as the header's #include comes first (a header
 * included further down is rare, and clang has checked every use). */
static void
add_header_decl(Ctx *c, const Scope *top, CXCursor cur)
{
	add_decl(c, top, cur, 0);
	c->decls[c->ndecls - 1].header = 1;
}

/* Is a declaration whose lexical parent is parent at namespace scope: in
 * the file, a namespace or an `extern "C"` block? */
static int
namespace_scope(CXCursor parent)
{
	switch (clang_getCursorKind(parent)) {
	case CXCursor_TranslationUnit:
	case CXCursor_Namespace:
	case CXCursor_LinkageSpec:
		return 1;
	default:
		return 0;
	}
}

/* Is main-file location at in the text of a header put in the main file's
 * text (its #line directives name that header)? */
int
scan_put_in_text(const Ctx *c, CXSourceLocation at)
{
	CXString file;

	clang_getPresumedLocation(at, &file, NULL, NULL);
	return strcmp(cx_take_string(file), c->u->path) != 0;
}

/* Is main-file macro m, at at, the include guard of a header put in the
 * main file's text in place of its #include (included.c): the first macro
 * of that header's text, an empty object-like one?  The .cu file defines
 * it where the text is, so that a header the .cu file includes whole
 * and that includes this one again gets nothing from it, as in the
 * source (the .cu file copies what device code uses of the header's
 * text, not its #ifndef). */
static int
include_guard(Ctx *c, Macro *m, CXSourceLocation at)
{
	CXString file;

	clang_getPresumedLocation(at, &file, NULL, NULL);
	m->file = cx_take_string(file);
	if (!strcmp(m->file, c->u->path) || clang_Cursor_isMacroFunctionLike(m->cursor) ||
	    strcmp(m->text, m->name))
		return 0;
	for (size_t i = 0; i < c->nmacros; i++)
		if (c->macros[i].file && !strcmp(c->macros[i].file, m->file))
			return 0;
	return 1;
}

/* Macros of the user's own files; those of included headers count as
 * defined before the whole main file. */
static void
add_macro(Ctx *c, CXCursor cur)
{
	CXSourceRange r = clang_getCursorExtent(cur);
	CXSourceLocation at = clang_getRangeStart(r);
	Macro m = {0};
	CXFile f;
	unsigned b, e;
	size_t size;
	const char *text;

	if (clang_Location_isInSystemHeader(at))
		return;
	clang_getSpellingLocation(at, &f, NULL, NULL, &b);
	clang_getSpellingLocation(clang_getRangeEnd(r), NULL, NULL, NULL, &e);
	if (!f || !(text = clang_getFileContents(c->tu, f, &size)) || e < b || e > size)
		return;
	m.cursor = cur;
	m.name = cx_take_string(clang_getCursorSpelling(cur));
	m.text = arena_strndup(text + b, e - b);
	m.at = clang_Location_isFromMainFile(at) ? b : 0;
	m.used = m.at && include_guard(c, &m, at);
	VEC_PUSH(c->macros, c->nmacros, c->capmacros, m);
}

/* #include <...> of the main file, for the generated CUDA file. */
static void
add_include(Ctx *c, CXCursor cur, unsigned begin, unsigned end)
{
	const char *name = cx_take_string(clang_getCursorSpelling(cur));

	if (!strchr(cx_text(c, begin, end), '<') || !strcmp(name, "omp.h"))
		return;
	VEC_PUSH(c->u->includes, c->u->nincludes, c->cap_includes,
	         arena_printf("#include <%s>", name));
}

/* #include <...> of the user's own headers, for the generated CUDA file
 * too: a header that includes <stdint.h> gives the main file uint64_t,
 * and a kernel that names it needs the same header.  The main file's own
 * lines are add_include's; a system header's includes come with it. */
static void
header_include(CXFile included, CXSourceLocation *stack, unsigned depth, CXClientData data)
{
	Ctx *c = data;
	CXFile from;
	unsigned off;
	size_t size, n;
	const char *s, *lt, *line;

	(void)included;
	if (depth < 2 || clang_Location_isFromMainFile(stack[0]) ||
	    clang_Location_isInSystemHeader(stack[0]))
		return;
	clang_getSpellingLocation(stack[0], &from, NULL, NULL, &off);
	if (!from || !(s = clang_getFileContents(c->tu, from, &size)) || off >= size)
		return;
	line = arena_strndup(s + off, strcspn(s + off, "\n"));
	if (!(lt = strchr(line, '<')) || strchr(line, '"') || !(n = strcspn(lt + 1, ">")) ||
	    !lt[1 + n] || (n == 5 && !strncmp(lt + 1, "omp.h", 5)))
		return;
	const char *inc = arena_printf("#include <%.*s>", (int)n, lt + 1);
	for (int i = 0; i < c->u->nincludes; i++)
		if (!strcmp(c->u->includes[i], inc))
			return;
	VEC_PUSH(c->u->includes, c->u->nincludes, c->cap_includes, inc);
}

static enum CXChildVisitResult
visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Walk *w = data;
	Ctx *c = w->c;
	enum CXCursorKind k = clang_getCursorKind(cur);
	unsigned begin, end;
	Scope *up, inner;

	/* pre-order: the parent is on the stack, its finished siblings'
	 * subtrees above it */
	while (w->n > 1 && !clang_equalCursors(w->stack[w->n - 1].cursor, parent))
		w->n--;
	up = &w->stack[w->n - 1];
	if (k == CXCursor_MacroDefinition) {
		add_macro(c, cur);
		return CXChildVisit_Continue;
	}
	if (k == CXCursor_VarDecl && w->n == 1 && !cx_expanded_in_main_file(cur) &&
	    !clang_Location_isInSystemHeader(clang_getCursorLocation(cur))) {
		add_header_decl(c, up, cur);
		return CXChildVisit_Continue;
	}
	if (!cx_in_main_file(cur) && !(expanded_here(k, w->n == 1) && cx_expanded_in_main_file(cur)) &&
	    !named_by_macro(cur, k))
		return CXChildVisit_Continue;
	cx_extent(cur, &begin, &end);
	if (k == CXCursor_MacroExpansion) {
		Node n = {cur, begin, end};
		VEC_PUSH(c->expansions, c->nexpansions, c->capexpansions, n);
		return CXChildVisit_Continue;
	}
	if (k == CXCursor_InclusionDirective) {
		VEC_PUSH(c->inclusions, c->ninclusions, c->capinclusions, begin);
		add_include(c, cur, begin, end);
		if (strchr(cx_text(c, begin, end), '"') && scan_put_in_text(c, clang_getCursorLocation(cur)))
			VEC_PUSH(c->nested_includes, c->nnested_includes, c->capnested_includes, cur);
		return CXChildVisit_Continue;
	}
	if (k == CXCursor_VarDecl || k == CXCursor_ParmDecl)
		add_decl(c, up, cur, begin);
	if (clang_isStatement(k) || clang_isExpression(k)) {
		Node n = {cur, begin, end};
		VEC_PUSH(c->nodes, c->nnodes, c->capnodes, n);
	}
	if (w->n == 1)
		VEC_PUSH(c->tops, c->ntops, c->captops, cur);
	if (k == CXCursor_FunctionDecl && !up->in_function && namespace_scope(parent))
		VEC_PUSH(c->fns, c->nfns, c->capfns, cur);
	inner = *up;
	inner.cursor = cur;
	if (k == CXCursor_FunctionDecl || k == CXCursor_FunctionTemplate || k == CXCursor_CXXMethod ||
	    k == CXCursor_Constructor || k == CXCursor_Destructor ||
	    k == CXCursor_ConversionFunction) { /* C++'s too */
		if (clang_isCursorDefinition(cur))
			VEC_PUSH(c->funcs, c->nfuncs, c->capfuncs, cur);
		inner.in_function = 1;
		inner.scope_begin = begin;
		inner.scope_end = end;
	} else if (opens_scope(k)) {
		inner.scope_begin = begin;
		inner.scope_end = end;
	}
	VEC_PUSH(w->stack, w->n, w->cap, inner);
	return CXChildVisit_Recurse;
}

static int
by_begin(const void *a, const void *b)
{
	const Node *x = a, *y = b;

	if (x->begin != y->begin)
		return x->begin < y->begin ? -1 : 1;
	/* pre-order among equal starts: the outer node came first */
	return x < y ? -1 : x > y;
}

void
scan_unit(Ctx *c)
{
	Walk w = {c, NULL, 0, 0};
	Scope top = {clang_getTranslationUnitCursor(c->tu), 0, (unsigned)c->u->len, 0};

	VEC_PUSH(w.stack, w.n, w.cap, top);
	clang_visitChildren(top.cursor, visit, &w);
	clang_getInclusions(c->tu, header_include, c);
	macro_undefs_read(c);
	if (c->nnodes) /* qsort wants a non-null array */
		qsort(c->nodes, c->nnodes, sizeof *c->nodes, by_begin);
}

static int same_entity(CXCursor a, CXCursor b);

/* Is k the kind of a class, or of a class template? */
static int
class_kind(enum CXCursorKind k)
{
	return k == CXCursor_StructDecl || k == CXCursor_ClassDecl || k == CXCursor_UnionDecl ||
	       k == CXCursor_ClassTemplate || k == CXCursor_ClassTemplatePartialSpecialization;
}

/* The declaration a name refers to at an offset: the latest one declared
 * before it whose scope encloses it.  In C++, as its lookup goes: the
 * function's own (a local or a parameter), then a static data member of
 * the class of the member function around the offset (declared anywhere
 * in its class), then the file's.  A static data member of another class
 * may be what a member function names alone (of a base or an enclosing
 * class): in a member function, where one of that name exists and the
 * function has no declaration of it, no declaration is found. */
Decl *
scan_lookup(Ctx *c, const char *name, unsigned at)
{
	Decl *best = NULL, *member = NULL;
	CXCursor fn = clang_getNullCursor();
	unsigned fb = 0, fe;
	int other = 0;

	if (c->u->cxx && scan_function_at(c, at, &fn))
		cx_extent(fn, &fb, &fe);
	for (size_t i = 0; i < c->ndecls; i++) {
		Decl *d = &c->decls[i];
		if (strcmp(d->name, name))
			continue;
		if (c->u->cxx && scan_static_member(d->cursor)) {
			if (!clang_Cursor_isNull(fn) &&
			    same_entity(clang_getCursorSemanticParent(fn), clang_getCursorSemanticParent(d->cursor)))
				member = d;
			else
				other = 1;
			continue;
		}
		if (d->at >= at || at < d->scope_begin || at >= d->scope_end)
			continue;
		if (!best || d->at > best->at)
			best = d;
	}
	if (best && fb && best->at >= fb)
		return best;
	if (member)
		return scan_static_decl(c, member->cursor);
	if (other && !clang_Cursor_isNull(fn) &&
	    class_kind(clang_getCursorKind(clang_getCursorSemanticParent(fn))))
		return NULL;
	return best;
}

/* The declaration of captured variable v where offset at is: a static
 * data member's one Decl, which its name alone need not find there;
 * else the one v's name finds (scan_lookup). */
Decl *
scan_var_decl(Ctx *c, const Var *v, unsigned at)
{
	for (size_t i = 0; i < c->nstatics; i++)
		if (c->statics[i]->var == v)
			return c->statics[i];
	return scan_lookup(c, v->name, at);
}

/* Is var a static data member of a class? */
int
scan_static_member(CXCursor var)
{
	return clang_getCursorKind(var) == CXCursor_VarDecl &&
	       class_kind(clang_getCursorKind(clang_getCursorSemanticParent(var)));
}

/* Are a and b declarations of one entity? */
static int
same_entity(CXCursor a, CXCursor b)
{
	return clang_equalCursors(clang_getCanonicalCursor(a), clang_getCanonicalCursor(b));
}

/* The one Decl of static data member var, made on first use.  A static
 * data member is one object whatever names it (C::v, o.v, v in a member
 * function), declared in its class and defined outside, and of a class
 * template each instantiation has its own, which the walk above does not
 * see: every name of it finds this Decl, so it has one Var.  Its cursor
 * is the definition where the file has one (an array declared without
 * its size in the class has it there); it is declare target when one of
 * its declarations is. */
Decl *
scan_static_decl(Ctx *c, CXCursor var)
{
	CXCursor canon = clang_getCanonicalCursor(var), def = clang_getCursorDefinition(canon);
	Decl *d = NULL;

	for (size_t i = 0; i < c->nstatics && !d; i++)
		if (same_entity(c->statics[i]->cursor, canon))
			d = c->statics[i];
	if (!d) {
		d = arena_alloc(sizeof *d);
		d->cursor = clang_Cursor_isNull(def) ? canon : def;
		d->name = cx_take_string(clang_getCursorSpelling(canon));
		d->at = cx_offset(clang_getCursorLocation(canon));
		d->global = d->file_scope = 1; /* declared outside every function */
		VEC_PUSH(c->statics, c->nstatics, c->capstatics, d);
	}
	for (size_t i = 0; i < c->ndecls; i++)
		if (same_entity(c->decls[i].cursor, canon)) {
			d->declare_target |= c->decls[i].declare_target;
			d->link |= c->decls[i].link;
		}
	return d;
}

/* The recorded declaration behind a referenced cursor, or NULL; of a
 * static data member, its one Decl. */
Decl *
scan_decl_of(Ctx *c, CXCursor ref)
{
	if (c->u->cxx && scan_static_member(ref))
		return scan_static_decl(c, ref);
	for (size_t i = 0; i < c->ndecls; i++)
		if (clang_equalCursors(c->decls[i].cursor, ref))
			return &c->decls[i];
	return NULL;
}

/* The recorded declaration of the variable or parameter that cur, a
 * DeclRefExpr, names; NULL for another cursor or name. */
Decl *
scan_var_ref(Ctx *c, CXCursor cur)
{
	CXCursor ref;

	if (clang_getCursorKind(cur) != CXCursor_DeclRefExpr)
		return NULL;
	ref = clang_getCursorReferenced(cur);
	if (clang_getCursorKind(ref) != CXCursor_VarDecl && clang_getCursorKind(ref) != CXCursor_ParmDecl)
		return NULL;
	return scan_decl_of(c, ref);
}

/* A loop under loop hints (cx_loop_under_hints): the loop is the
 * statement a directive before the hints is associated with, as clang's
 * OpenMP reads it.  The hints stay in the text. */
static size_t
through_loop_hints(Ctx *c, size_t i)
{
	CXCursor k[1];

	while (cx_loop_under_hints(c->nodes[i].cursor, k)) {
		unsigned b, e;
		size_t j = i + 1;
		cx_extent(k[0], &b, &e);
		while (j < c->nnodes && c->nodes[j].begin <= b &&
		       !(c->nodes[j].begin == b && c->nodes[j].end == e &&
		         clang_getCursorKind(c->nodes[j].cursor) == clang_getCursorKind(k[0])))
			j++;
		if (j == c->nnodes || c->nodes[j].begin != b)
			break;
		i = j;
	}
	return i;
}

static size_t
first_after(const Ctx *c, unsigned offset)
{
	size_t lo = 0, hi = c->nnodes;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		if (c->nodes[mid].begin < offset)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* The outermost statement or expression starting at or after offset; a
 * loop, not the loop hints before it (through_loop_hints). */
Node *
scan_stmt_after(Ctx *c, unsigned offset)
{
	size_t i = first_after(c, offset);

	return i < c->nnodes ? &c->nodes[through_loop_hints(c, i)] : NULL;
}

/* Where that statement's text begins: at its loop hints, if it has any. */
unsigned
scan_stmt_text_begin(Ctx *c, unsigned offset)
{
	size_t i = first_after(c, offset);

	return i < c->nnodes ? c->nodes[i].begin : offset;
}

/* The function of the main file around offset; while an instantiation
 * is read (scan_instance), its specialization in place of the template
 * (a member function of a class template's: of the specialization's
 * class, whose `this` it has). */
int
scan_function_at(Ctx *c, unsigned offset, CXCursor *fn)
{
	for (size_t i = 0; i < c->nfuncs; i++) {
		unsigned b, e, tb, te;
		cx_extent(c->funcs[i], &b, &e);
		if (b <= offset && offset < e) {
			*fn = c->funcs[i];
			if (c->inst) {
				cx_extent(c->inst->tmpl, &tb, &te);
				if (tb == b && te == e)
					*fn = c->inst->spec;
			}
			return 1;
		}
	}
	return 0;
}

/* The parameters of spec that clang placed at another file's
 * declaration (a member function declared in a class template of a
 * header, defined here: its instantiation's parameters are the header's):
 * each at the offset of the same parameter of tmpl, the definition here,
 * where the body's uses of it name it. */
static void
instance_params(Ctx *c, CXCursor tmpl, CXCursor spec, const Scope *fn)
{
	int n = clang_Cursor_getNumArguments(spec);

	for (int i = 0; i < n && i < clang_Cursor_getNumArguments(tmpl); i++) {
		CXCursor p = clang_Cursor_getArgument(spec, (unsigned)i);
		unsigned b, e;
		if (cx_in_main_file(p))
			continue;
		cx_extent(clang_Cursor_getArgument(tmpl, (unsigned)i), &b, &e);
		add_decl(c, fn, p, b);
	}
}

/* An instantiated node ends where the template's does: clang's
 * instantiation of a fold expression, `(x * ... * args)`, is the
 * operators between its elements, which ends at the last element, not
 * at the `)`, and so does each node that ends with it (the statement
 * around it).  Each node of the specialization takes the end of the
 * template's node of its kind and start that ends first at or after it. */
static void
written_ends(Ctx *c, const Node *pattern, size_t n, unsigned b, unsigned e)
{
	for (size_t i = 0; i < c->nnodes; i++) {
		Node *s = &c->nodes[i];
		unsigned end = ~0u;
		if (s->begin < b || s->begin >= e)
			continue;
		for (size_t k = 0; k < n; k++)
			if (pattern[k].begin == s->begin && pattern[k].end >= s->end &&
			    pattern[k].end < end &&
			    clang_getCursorKind(pattern[k].cursor) == clang_getCursorKind(s->cursor))
				end = pattern[k].end;
		if (end != ~0u)
			s->end = end;
	}
}

/* The index of the main file where function template tmpl is its
 * specialization spec (cxx_templates.c): the nodes and declarations
 * inside the template are those of spec's instantiated body, of the
 * instantiation's types, at the same offsets.  *saved keeps the index
 * for scan_instance_end. */
void
scan_instance(Ctx *c, CXCursor tmpl, CXCursor spec, ScanIndex *saved)
{
	Walk w = {c, NULL, 0, 0};
	Scope top = {clang_getTranslationUnitCursor(c->tu), 0, (unsigned)c->u->len, 0}, fn;
	unsigned b, e;
	Node *nodes = c->nodes;
	Decl *decls = c->decls;
	size_t nnodes = c->nnodes, ndecls = c->ndecls;

	*saved = (ScanIndex){c->nodes, c->nnodes, c->capnodes, c->decls, c->ndecls, c->capdecls};
	cx_extent(tmpl, &b, &e);
	c->nodes = NULL, c->decls = NULL;
	c->nnodes = c->capnodes = c->ndecls = c->capdecls = 0;
	for (size_t i = 0; i < nnodes; i++)
		if (nodes[i].begin < b || nodes[i].begin >= e)
			VEC_PUSH(c->nodes, c->nnodes, c->capnodes, nodes[i]);
	for (size_t i = 0; i < ndecls; i++)
		if (decls[i].at < b || decls[i].at >= e)
			VEC_PUSH(c->decls, c->ndecls, c->capdecls, decls[i]);
	fn = (Scope){spec, b, e, 1};
	VEC_PUSH(w.stack, w.n, w.cap, top);
	VEC_PUSH(w.stack, w.n, w.cap, fn);
	instance_params(c, tmpl, spec, &fn);
	clang_visitChildren(spec, visit, &w);
	if (c->nnodes)
		qsort(c->nodes, c->nnodes, sizeof *c->nodes, by_begin);
	written_ends(c, nodes, nnodes, b, e);
}

void
scan_instance_end(Ctx *c, const ScanIndex *saved)
{
	c->nodes = saved->nodes, c->nnodes = saved->nnodes, c->capnodes = saved->capnodes;
	c->decls = saved->decls, c->ndecls = saved->ndecls, c->capdecls = saved->capdecls;
}

typedef struct InExpansion {
	unsigned begin, end; /* the macro expansion */
	int n;               /* top-level declarations it gives */
	CXCursor *decls;     /* them, in order */
	size_t cap;
} InExpansion;

static enum CXChildVisitResult
in_expansion(CXCursor cur, CXCursor parent, CXClientData data)
{
	InExpansion *x = data;
	unsigned b, e;

	(void)parent;
	if (clang_isDeclaration(clang_getCursorKind(cur)) && cx_expanded_in_main_file(cur)) {
		cx_extent(cur, &b, &e);
		if (x->begin <= b && b < x->end)
			VEC_PUSH(x->decls, x->n, x->cap, cur);
	}
	return CXChildVisit_Continue;
}

/* The top-level declarations that the main file's macro expansion that
 * gives declaration cur gives, in order (*decls); their count, 0 where
 * cur is not in such an expansion. */
int
scan_expansion_decls(Ctx *c, CXCursor cur, CXCursor **decls)
{
	unsigned at;

	*decls = NULL;
	if (cx_in_main_file(cur) || !cx_expanded_in_main_file(cur))
		return 0;
	at = cx_offset(clang_getCursorLocation(cur));
	for (size_t i = 0; i < c->nexpansions; i++) {
		InExpansion x = {c->expansions[i].begin, c->expansions[i].end, 0, NULL, 0};
		if (x.begin > at || at >= x.end)
			continue;
		clang_visitChildren(clang_getTranslationUnitCursor(c->tu), in_expansion, &x);
		*decls = x.decls;
		return x.n;
	}
	return 0;
}

/* Is def a definition of the main file whose name is written there, or
 * a declaration that a macro expansion there gives (a function a macro
 * defines: `MAKE_MIX(64)`, its name pasted)?  The .cu file prints the
 * invocation as the definition, __device__ before it, where the
 * expansion gives that declaration alone; clang's printing of the
 * expansion's declarations where it gives others too (decls.c). */
int
scan_own_expansion(Ctx *c, CXCursor def)
{
	CXCursor *decls;

	return cx_in_main_file(def) || scan_expansion_decls(c, def, &decls) > 0;
}
