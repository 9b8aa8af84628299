/* The user's headers that the .cu file includes whole, each where the
 * main file's text includes it, among the declarations it copies
 * (decls.c): a header that declares a type device code uses (the .cu
 * file renames first the names of its file-scope declarations that CUDA
 * declares too), and the headers that headers put in the main file's
 * text include (included.c); and the prototype at a header's #include
 * of a function the header declares and the main file defines.
 */
#include <string.h>

#include "cxx.h"

/* The file whose text cur's expansion lies in. */
static CXFile
file_of(CXCursor cur)
{
	CXFile f;

	clang_getExpansionLocation(clang_getCursorLocation(cur), &f, NULL, NULL, NULL);
	return f;
}

/* File f as the .cu file includes it, or NULL. */
static const char *
file_path(CXFile f)
{
	const char *path;

	if (!f)
		return NULL;
	/* The kernels are compiled in a temporary directory: the header by
	 * its real path, not the one relative to where omp2cuda ran. */
	path = cx_take_string(clang_File_tryGetRealPathName(f));
	if (!*path)
		path = cx_take_string(clang_getFileName(f));
	return path;
}

/* The header that declares decl, as the .cu file includes it, or NULL. */
const char *
decls_header(CXCursor decl)
{
	return file_path(file_of(decl));
}

/* A file-scope declaration of a header the .cu file includes: CUDA C++
 * may declare its name too (a struct float3 of the user's), which the
 * .cu renames before it includes the header (cuda_names_declared). */
typedef struct Header {
	Ctx *c;
	CXFile file;
	Loc use;              /* the use in device code that brings it */
} Header;

static enum CXChildVisitResult
header_top(CXCursor cur, CXCursor parent, CXClientData data)
{
	const Header *h = data;

	(void)parent;
	if (!clang_Location_isInSystemHeader(clang_getCursorLocation(cur)) &&
	    clang_File_isEqual(file_of(cur), h->file))
		cuda_names_declared(h->c, cur, h->use);
	return CXChildVisit_Continue;
}

/* The first #include line of the main file that brings a header in,
 * directly or through other headers. */
typedef struct IncludeAt {
	CXFile file;
	unsigned at;
} IncludeAt;

static void
include_at(CXFile f, CXSourceLocation *stack, unsigned n, CXClientData data)
{
	IncludeAt *in = data;
	unsigned at;
	CXFile top;

	if (!n || !clang_File_isEqual(f, in->file))
		return;
	clang_getSpellingLocation(stack[n - 1], &top, NULL, NULL, &at);
	if (at < in->at)
		in->at = at;
}

/* Header file f, which the .cu file includes whole at offset at of the
 * main file's text (~0u: before the declarations it copies). */
static void
include_whole(Ctx *c, CXFile f, unsigned at, Loc use)
{
	const char *path = file_path(f);
	Header h = {c, f, use};

	if (!path)
		return;
	for (int i = 0; i < c->u->nheaders; i++)
		if (!strcmp(c->u->headers[i], path))
			return;
	int n = c->u->nheaders;
	VEC_PUSH(c->u->headers, c->u->nheaders, c->cap_headers, path);
	VEC_PUSH(c->u->header_at, n, c->cap_header_at, at);
	clang_visitChildren(clang_getTranslationUnitCursor(c->tu), header_top, &h);
}

/* The header that declares decl, included whole where the main file's
 * first #include line that brings it in is. */
void
decls_add_header(Ctx *c, CXCursor decl, Loc use)
{
	IncludeAt in = {file_of(decl), ~0u};

	if (!in.file)
		return;
	clang_getInclusions(c->tu, include_at, &in);
	include_whole(c, in.file, in.at, use);
}

/* The user's headers that headers put in the main file's text include
 * (their #include lines are the text's): where the .cu file includes a
 * header whole, which may include a put-in header again and get nothing
 * from it (its guard is defined where its text is), that header's own
 * headers come in their place, as they do in the source. */
void
decls_nested_headers(Ctx *c)
{
	if (!c->u->nheaders)
		return;
	for (size_t i = 0; i < c->nnested_includes; i++) {
		CXCursor cur = c->nested_includes[i];
		CXFile f = clang_getIncludedFile(cur);
		unsigned b, e;
		if (!f || clang_Location_isInSystemHeader(clang_getLocationForOffset(c->tu, f, 0)))
			continue;
		cx_extent(cur, &b, &e);
		include_whole(c, f, b, cx_loc(c, b));
	}
}

typedef struct Include {
	CXFile file;          /* a header */
	unsigned at;          /* the main file's #include that brings it in */
	int found;
} Include;

static void
include_of(CXFile included, CXSourceLocation *stack, unsigned depth, CXClientData data)
{
	Include *in = data;

	if (in->found || !depth || !clang_File_isEqual(included, in->file) ||
	    !clang_Location_isFromMainFile(stack[depth - 1]))
		return;
	clang_getExpansionLocation(stack[depth - 1], NULL, NULL, NULL, &in->at);
	in->found = 1;
}

static enum CXChildVisitResult
body_of(CXCursor cur, CXCursor parent, CXClientData data)
{
	(void)parent;
	if (clang_getCursorKind(cur) == CXCursor_CompoundStmt)
		*(CXCursor *)data = cur;
	return CXChildVisit_Continue;
}

/* A prototype of definition def where its only earlier one, proto, is
 * in a user's header (kmeans.h declares what its .c file defines after
 * a caller): the definition's head, at the #include of the header, where
 * the header's prototype was.  None for an old-style definition. */
void
decls_header_prototype(Ctx *c, CXCursor def, CXCursor proto)
{
	CXCursor body = clang_getNullCursor();
	Include in = {0};
	DeviceDecl d = {0};
	unsigned b, e, end;

	clang_getExpansionLocation(clang_getCursorLocation(proto), &in.file, NULL, NULL, NULL);
	clang_visitChildren(def, body_of, &body);
	if (!in.file || clang_Cursor_isNull(body))
		return;
	clang_getInclusions(c->tu, include_of, &in);
	cx_extent(def, &b, &e);
	end = cx_offset(clang_getCursorLocation(body));
	while (end > b && (c->u->src[end - 1] == ' ' || c->u->src[end - 1] == '\t' ||
	                   c->u->src[end - 1] == '\n'))
		end--;
	if (!in.found || in.at >= b || end <= b || c->u->src[end - 1] != ')')
		return;
	/* each of the header's prototypes has an entry at the #include, in
	 * the namespaces that hold the header's declaration */
	d.text = arena_printf("%s;", cx_text(c, b, end));
	d.ns_open = cxx_namespaces_open(proto, &d.ns_close);
	for (int i = 0; i < c->u->ndecls; i++)
		if (c->u->decls[i].at == in.at && !strcmp(c->u->decls[i].text, d.text) &&
		    !strcmp(c->u->decls[i].ns_open ? c->u->decls[i].ns_open : "",
		            d.ns_open ? d.ns_open : ""))
			return;
	d.at = in.at;
	d.loc = cx_loc(c, in.at);
	d.function = 1;
	if (clang_getCursorKind(def) == CXCursor_FunctionTemplate) /* __device__ after its heads */
		d.head = cxx_past_template_heads(c, def) - b;
	d.external = clang_getCursorLinkage(def) == CXLinkage_External;
	d.cxx_linkage = d.external && cxx_mangled(c, def);
	VEC_PUSH(c->u->decls, c->u->ndecls, c->cap_decls, d);
}
