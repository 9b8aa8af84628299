/* One walk over the plain parse of the main file that records what later
 * passes look up: variable declarations with the extent where their name
 * is visible, statements in pre-order (to find the statement a pragma
 * applies to), macro definitions and function definitions.
 *
 * Requires c->tu parsed with a detailed preprocessing record.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

typedef struct Walk {
	Ctx *c;
	unsigned scope_begin, scope_end;
	int in_function;
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

static void
add_decl(Walk *w, CXCursor cur, unsigned at)
{
	Ctx *c = w->c;
	Decl d = {0};

	d.cursor = cur;
	d.name = cx_take_string(clang_getCursorSpelling(cur));
	d.at = at;
	d.scope_begin = w->scope_begin;
	d.scope_end = w->scope_end;
	d.global = !w->in_function || clang_Cursor_getStorageClass(cur) == CX_SC_Static;
	d.file_scope = !w->in_function;
	VEC_PUSH(c->decls, c->ndecls, c->capdecls, d);
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

static enum CXChildVisitResult
visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Walk *w = data, inner;
	Ctx *c = w->c;
	enum CXCursorKind k = clang_getCursorKind(cur);
	unsigned begin, end;

	if (k == CXCursor_MacroDefinition) {
		add_macro(c, cur);
		return CXChildVisit_Continue;
	}
	if (!cx_in_main_file(cur))
		return CXChildVisit_Continue;
	cx_extent(cur, &begin, &end);
	if (k == CXCursor_MacroExpansion) {
		Node n = {cur, begin, end};
		VEC_PUSH(c->expansions, c->nexpansions, c->capexpansions, n);
		return CXChildVisit_Continue;
	}
	if (k == CXCursor_InclusionDirective) {
		add_include(c, cur, begin, end);
		return CXChildVisit_Continue;
	}
	if (k == CXCursor_VarDecl || k == CXCursor_ParmDecl)
		add_decl(w, cur, begin);
	if (clang_isStatement(k) || clang_isExpression(k)) {
		Node n = {cur, begin, end};
		VEC_PUSH(c->nodes, c->nnodes, c->capnodes, n);
	}
	if (clang_equalCursors(parent, clang_getTranslationUnitCursor(c->tu)))
		VEC_PUSH(c->tops, c->ntops, c->captops, cur);
	inner = *w;
	if (k == CXCursor_FunctionDecl) {
		if (clang_isCursorDefinition(cur))
			VEC_PUSH(c->funcs, c->nfuncs, c->capfuncs, cur);
		inner.in_function = 1;
		inner.scope_begin = begin;
		inner.scope_end = end;
	} else if (opens_scope(k)) {
		inner.scope_begin = begin;
		inner.scope_end = end;
	}
	clang_visitChildren(cur, visit, &inner);
	return CXChildVisit_Continue;
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
	Walk w = {c, 0, (unsigned)c->u->len, 0};

	clang_visitChildren(clang_getTranslationUnitCursor(c->tu), visit, &w);
	if (c->nnodes) /* qsort wants a non-null array */
		qsort(c->nodes, c->nnodes, sizeof *c->nodes, by_begin);
}

/* The declaration a name refers to at an offset: the latest one declared
 * before it whose scope encloses it. */
Decl *
scan_lookup(Ctx *c, const char *name, unsigned at)
{
	Decl *best = NULL;

	for (size_t i = 0; i < c->ndecls; i++) {
		Decl *d = &c->decls[i];
		if (strcmp(d->name, name) || d->at >= at)
			continue;
		if (at < d->scope_begin || at >= d->scope_end)
			continue;
		if (!best || d->at > best->at)
			best = d;
	}
	return best;
}

/* The recorded declaration behind a referenced cursor, or NULL. */
Decl *
scan_decl_of(Ctx *c, CXCursor ref)
{
	for (size_t i = 0; i < c->ndecls; i++)
		if (clang_equalCursors(c->decls[i].cursor, ref))
			return &c->decls[i];
	return NULL;
}

/* The outermost statement or expression starting at or after offset. */
Node *
scan_stmt_after(Ctx *c, unsigned offset)
{
	size_t lo = 0, hi = c->nnodes;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		if (c->nodes[mid].begin < offset)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < c->nnodes ? &c->nodes[lo] : NULL;
}

int
scan_function_at(Ctx *c, unsigned offset, CXCursor *fn)
{
	for (size_t i = 0; i < c->nfuncs; i++) {
		unsigned b, e;
		cx_extent(c->funcs[i], &b, &e);
		if (b <= offset && offset < e) {
			*fn = c->funcs[i];
			return 1;
		}
	}
	return 0;
}
