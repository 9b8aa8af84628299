/* Target directives and device functions outside the main file.
 * omp2cuda rewrites one text, the main file's, so the host compiler would
 * get a directive of an included file as written (and run the region on
 * the host), and the .cu file gets the main file's functions.  A user's
 * file (not a system header) that holds target directives (a .c file of
 * regions, a header of target helpers), or defines a function that a
 * region calls (directly or through the main file's functions; a
 * function, member function, constructor or function template, the call
 * written in the region or given by a macro expanded there; a region
 * nested in a target data or host construct is found from its
 * `#pragma omp target` line, the OpenMP parse hiding that construct's
 * statement), or defines a file-scope variable device code names (so
 * that its declare target directive is read), or declares a type device
 * code uses and was read in part
 * by the preprocessor (type_decl), or is included inside a kernel
 * region's code, or holds target directives and is included inside a
 * target data or host construct's statement (which that parse hides
 * too), is put
 * in place of the main file's #include line that brings it in, between #line directives that
 * keep each line's file and number for every compiler and message
 * (__FILE__ and __LINE__ too); its directory joins the -iquote search of
 * every later compile, where its own #include "..." files are.  The
 * front end then reads that text; a file that the put-in file includes
 * is put in place the same way in the next pass.  Host constructs in
 * headers (parallel for, ...) are the host compiler's and stay.
 * Requires the OpenMP parse, whose AST has the directives: a directive a
 * macro of the main file gives is the main file's.
 */
#include <libgen.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define MAX_SPLICES 64

typedef struct Find {
	CXTranslationUnit tu;
	const Unit *u;
	CXFile files[MAX_SPLICES]; /* files with target directives, or with
	                              functions device code calls */
	int nfiles;
	unsigned *regions;        /* extents of the main file's kernel regions */
	size_t nregions, cap_regions;
	CXCursor *todo;           /* functions of the main file device code calls */
	size_t ntodo, cap_todo;
	CXCursor *seen;           /* function definitions already there */
	size_t nseen, cap_seen;
	CXCursor *types;          /* declarations of types device code uses */
	size_t ntypes, cap_types;
	unsigned *starts;         /* where the statements of kernel regions
	                             nested in other directives begin */
	size_t nstarts, cap_starts;
	unsigned *hidden;         /* extents of the statements of the main
	                             file's target data and host constructs */
	size_t nhidden, cap_hidden;
} Find;

static void
add_file(Find *fd, CXFile f, Loc at, const char *what)
{
	for (int i = 0; i < fd->nfiles; i++)
		if (cx_same_file(fd->files[i], f))
			return;
	if (fd->nfiles < MAX_SPLICES) {
		fd->files[fd->nfiles++] = f;
		return;
	}
	diag_error(at, "%s: more than %d included files hold target directives or functions "
	           "device code calls, which is not supported yet", what, MAX_SPLICES);
}

/* A function, member function or function template: what a call
 * expression may name. */
static int
is_function(enum CXCursorKind k)
{
	return k == CXCursor_FunctionDecl || k == CXCursor_CXXMethod ||
	       k == CXCursor_FunctionTemplate || k == CXCursor_Constructor ||
	       k == CXCursor_Destructor || k == CXCursor_ConversionFunction;
}

static void callee(Find *fd, CXCursor def);
static void declaring_header(Find *fd, CXCursor fn, CXCursor def);
static void device_type(Find *fd, CXType t);

/* Did the preprocessor skip part of file f (an #if, #ifdef or #else
 * group not taken)? */
static int
read_in_part(CXTranslationUnit tu, CXFile f)
{
	CXSourceRangeList *skipped = clang_getSkippedRanges(tu, f);
	int part = skipped && skipped->count > 0;

	clang_disposeSourceRangeList(skipped);
	return part;
}

static enum CXVisitorResult
field_type(CXCursor field, CXClientData data)
{
	Find *fd = data;

	device_type(fd, clang_getCursorType(field));
	return CXVisit_Continue;
}

/* The declaration of a type device code uses (decl), or of one a member
 * of such a type has: where a user's header that the preprocessor read
 * in part declares it, nvcc (which defines __CUDACC__, and __cplusplus
 * for a C file) may read another declaration there, or none, so that
 * header is put in place, and the .cu file copies the declaration the
 * host compiler read (decls.c) rather than including the header. */
static void
type_decl(Find *fd, CXCursor decl)
{
	CXSourceLocation at = clang_getCursorLocation(decl);
	unsigned line, col;
	CXFile f;

	if (clang_Cursor_isNull(decl) || clang_Location_isInSystemHeader(at))
		return;
	for (size_t i = 0; i < fd->ntypes; i++)
		if (clang_equalCursors(fd->types[i], decl))
			return;
	VEC_PUSH(fd->types, fd->ntypes, fd->cap_types, decl);
	if (clang_getCursorKind(decl) != CXCursor_TypedefDecl &&
	    clang_getCursorKind(decl) != CXCursor_TypeAliasDecl)
		clang_Type_visitFields(clang_getCursorType(decl), field_type, fd);
	clang_getExpansionLocation(at, &f, &line, &col, NULL);
	if (!f || clang_Location_isFromMainFile(at) ||
	    !read_in_part(clang_Cursor_getTranslationUnit(decl), f))
		return;
	add_file(fd, f, (Loc){cx_take_string(clang_getFileName(f)), line, col},
	         cx_take_string(clang_getCursorSpelling(decl)));
}

/* The types that type t names (through pointers, references, arrays and
 * typedefs), each declaration to type_decl. */
static void
device_type(Find *fd, CXType t)
{
	for (int steps = 0; steps < 64; steps++) {
		switch (t.kind) {
		case CXType_Pointer:
		case CXType_LValueReference:
		case CXType_RValueReference:
			t = clang_getPointeeType(t);
			break;
		case CXType_ConstantArray:
		case CXType_IncompleteArray:
		case CXType_VariableArray:
		case CXType_DependentSizedArray:
			t = clang_getArrayElementType(t);
			break;
		case CXType_Elaborated:
			t = clang_Type_getNamedType(t);
			break;
		case CXType_Typedef:
			type_decl(fd, clang_getTypeDeclaration(t));
			t = clang_getTypedefDeclUnderlyingType(clang_getTypeDeclaration(t));
			break;
		case CXType_Record:
		case CXType_Enum:
			type_decl(fd, clang_getTypeDeclaration(t));
			return;
		default:
			return;
		}
	}
}

/* A variable device code names (ref, a DeclRefExpr) that a user's
 * header defines at file or namespace scope: the header is put in place,
 * so that the front end reads the declare target directives around the
 * definition (OpenMP 5.2 7.8.1: the variable's device copy, which a
 * device function may name) as the main file's, and the definition as
 * one of the main file's; a variable in no declare target directive
 * stays an error there (captures.c). */
static void
header_var(Find *fd, CXCursor ref)
{
	CXCursor def = clang_getCursorDefinition(clang_getCursorReferenced(ref));
	enum CXCursorKind scope = clang_getCursorKind(clang_getCursorSemanticParent(def));
	CXSourceLocation at = clang_getCursorLocation(def);
	unsigned line, col;
	CXFile f;

	if (clang_getCursorKind(def) != CXCursor_VarDecl ||
	    (scope != CXCursor_TranslationUnit && scope != CXCursor_Namespace) ||
	    clang_Location_isInSystemHeader(at) || clang_Location_isFromMainFile(at))
		return;
	clang_getExpansionLocation(at, &f, &line, &col, NULL);
	if (f)
		add_file(fd, f, (Loc){cx_take_string(clang_getFileName(f)), line, col},
		         cx_take_string(clang_getCursorSpelling(def)));
}

/* Calls in device code (callee), and the variables it names
 * (header_var).  Walks
 * the plain parse, whose target regions' statements libclang shows (the
 * OpenMP parse hides them). */
static enum CXChildVisitResult
device_calls(CXCursor cur, CXCursor parent, CXClientData data)
{
	Find *fd = data;
	CXCursor def;

	(void)parent;
	device_type(fd, clang_getCursorType(cur));
	if (clang_getCursorKind(cur) == CXCursor_OverloadedDeclRef) {
		/* a call in a template whose callee its instantiations choose:
		 * each candidate, or (a template whose definitions are explicit
		 * specializations) where it is declared */
		for (unsigned i = 0; i < clang_getNumOverloadedDecls(cur); i++) {
			CXCursor d = clang_getOverloadedDecl(cur, i);
			def = clang_getCursorDefinition(d);
			callee(fd, is_function(clang_getCursorKind(def)) ? def : d);
		}
		return CXChildVisit_Recurse;
	}
	if (clang_getCursorKind(cur) == CXCursor_DeclRefExpr)
		header_var(fd, cur);
	if (clang_getCursorKind(cur) != CXCursor_CallExpr)
		return CXChildVisit_Recurse;
	def = clang_getCursorDefinition(clang_getCursorReferenced(cur));
	if (is_function(clang_getCursorKind(def)))
		callee(fd, def);
	declaring_header(fd, clang_getCursorReferenced(cur), def);
	return CXChildVisit_Recurse;
}

/* A function device code calls: its definition (or declaration) brings
 * its file in; one of the main file is device code too. */
static void
callee(Find *fd, CXCursor def)
{
	CXSourceLocation at;
	CXFile f;
	unsigned line, col;

	if (!is_function(clang_getCursorKind(def)))
		return;
	at = clang_getCursorLocation(def);
	if (clang_Location_isInSystemHeader(at))
		return;
	for (size_t i = 0; i < fd->nseen; i++)
		if (clang_equalCursors(fd->seen[i], def))
			return;
	VEC_PUSH(fd->seen, fd->nseen, fd->cap_seen, def);
	if (clang_Location_isFromMainFile(at)) {
		if (clang_isCursorDefinition(def))
			VEC_PUSH(fd->todo, fd->ntodo, fd->cap_todo, def);
		return;
	}
	clang_getExpansionLocation(at, &f, &line, &col, NULL);
	if (f)
		add_file(fd, f, (Loc){cx_take_string(clang_getFileName(f)), line, col},
		         cx_take_string(clang_getCursorSpelling(def)));
}

/* A function device code calls (fn) whose declaration a user's header
 * holds: a member function whose class the header declares (the class's
 * declaration of it gets __device__ there), or a function this file does
 * not define (def null: another file's declare target function, OpenMP
 * 5.2 7.8.1), whose declaration and directive the .cu file needs.  The
 * header is put in place, as for a function it defines. */
static void
declaring_header(Find *fd, CXCursor fn, CXCursor def)
{
	CXCursor decl = clang_getCanonicalCursor(fn);
	CXSourceLocation at = clang_getCursorLocation(decl);
	unsigned line, col;
	CXFile f;

	if (clang_getCursorKind(fn) == CXCursor_FunctionDecl) {
		if (!clang_Cursor_isNull(def))
			return;
	} else if (!is_function(clang_getCursorKind(fn)) ||
	           clang_getCursorKind(fn) == CXCursor_FunctionTemplate) {
		return;
	}
	if (clang_Location_isInSystemHeader(at) || clang_Location_isFromMainFile(at))
		return;
	clang_getExpansionLocation(at, &f, &line, &col, NULL);
	if (f)
		add_file(fd, f, (Loc){cx_take_string(clang_getFileName(f)), line, col},
		         cx_take_string(clang_getCursorSpelling(fn)));
}

/* The directive's name as written: the words after 'omp' that name
 * directives, for the message. */
static const char *
written_name(CXTranslationUnit tu, CXFile f, unsigned off)
{
	static const char *const words[] = {"target", "teams", "distribute", "parallel", "for",
	                                    "simd", "data", "enter", "exit", "update", "loop", 0};
	size_t size, n, len = 0;
	const char *s = clang_getFileContents(tu, f, &size), *w;
	char out[128] = "";

	if (!s || off >= size || !(w = strstr(s + off, "omp")) || w - s > (long)off + 64)
		return "target";
	for (w += 3; *w; w += n) {
		w += strspn(w, " \t");
		n = strspn(w, "abcdefghijklmnopqrstuvwxyz");
		int known = 0;
		for (int i = 0; words[i]; i++)
			known |= n == strlen(words[i]) && !strncmp(w, words[i], n);
		if (!known || len + n + 2 > sizeof out)
			break;
		len += (size_t)snprintf(out + len, sizeof out - len, "%s%.*s", len ? " " : "", (int)n, w);
	}
	return len ? arena_strdup(out) : "target";
}

/* The directory of a file, its real path's (./ and links resolved). */
static const char *
dir_of(const char *path)
{
	char *real = realpath(path, NULL), *copy = arena_strdup(real ? real : path);

	free(real);
	return arena_strdup(dirname(copy));
}

/* The end of a directive's statement: the furthest end of what the
 * OpenMP parse shows of it, a directive nested in it included (target
 * teams over distribute parallel for: the inner directive's own extent
 * is its line, and its loop's header is what it shows of the loop). */
static enum CXChildVisitResult
extent_end(CXCursor cur, CXCursor parent, CXClientData data)
{
	unsigned b, e, *end = data;

	(void)parent;
	cx_extent(cur, &b, &e);
	if (e > *end)
		*end = e;
	return CXChildVisit_Recurse;
}

/* Does a line end between offsets a and b of the main file's text (a
 * newline that no backslash continues)? */
static int
line_ends(const Find *fd, unsigned a, unsigned b)
{
	for (unsigned i = a; i < b && i < fd->u->len; i++)
		if (fd->u->src[i] == '\n' && (i == 0 || fd->u->src[i - 1] != '\\'))
			return 1;
	return 0;
}

static int
token_is(CXTranslationUnit tu, CXToken t, const char *s)
{
	return !strcmp(cx_take_string(clang_getTokenSpelling(tu, t)), s);
}

/* The kernel regions of the main file inside another directive's
 * statement [b, e) (a target data's, a host parallel's), whose
 * directives the OpenMP parse hides: each `#pragma omp target` line
 * there, other than target data, enter data, exit data and update,
 * and where the statement after it begins (fd->starts; region_calls
 * takes that statement's extent from the plain parse). */
static void
nested_targets(Find *fd, CXFile f, unsigned b, unsigned e)
{
	static const char *const data[] = {"data", "enter", "exit", "update", 0};
	CXSourceRange r = clang_getRange(clang_getLocationForOffset(fd->tu, f, b),
	                                 clang_getLocationForOffset(fd->tu, f, e));
	CXToken *t;
	unsigned n, at[2] = {0, 0};

	clang_tokenize(fd->tu, r, &t, &n);
	for (unsigned i = 0; i + 4 < n; i++) {
		if (!token_is(fd->tu, t[i], "#") || !token_is(fd->tu, t[i + 1], "pragma") ||
		    !token_is(fd->tu, t[i + 2], "omp") || !token_is(fd->tu, t[i + 3], "target"))
			continue;
		unsigned j = i + 3, other = 0;
		for (; j + 1 < n; j++) {
			clang_getFileLocation(clang_getRangeEnd(clang_getTokenExtent(fd->tu, t[j])), NULL,
			                      NULL, NULL, &at[0]);
			clang_getFileLocation(clang_getTokenLocation(fd->tu, t[j + 1]), NULL, NULL, NULL,
			                      &at[1]);
			/* the statement begins after the directives of a split
			 * construct (target teams, then distribute parallel for
			 * on a line of its own) */
			if (line_ends(fd, at[0], at[1]) &&
			    !(j + 2 < n && token_is(fd->tu, t[j + 1], "#") &&
			      token_is(fd->tu, t[j + 2], "pragma")))
				break;
		}
		for (int k = 0; data[k] && j > i + 3; k++)
			other |= token_is(fd->tu, t[i + 4], data[k]);
		if (j + 1 < n && !other)
			VEC_PUSH(fd->starts, fd->nstarts, fd->cap_starts, at[1]);
		i = j;
	}
	clang_disposeTokens(fd->tu, t, n);
}

static enum CXChildVisitResult
visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	Find *fd = data;
	CXSourceLocation at = clang_getCursorLocation(cur);
	const char *kind, *name;
	unsigned line, col, off;
	CXFile f;

	(void)parent;
	if (clang_Location_isInSystemHeader(at))
		return CXChildVisit_Continue;
	/* a free function of the main file with attributes, among them a
	 * declare target directive's (which libclang does not show): device
	 * code when no region of this file calls it (another file's region
	 * does), so what it calls is looked for as a region's calls are */
	if ((clang_getCursorKind(cur) == CXCursor_FunctionDecl ||
	     clang_getCursorKind(cur) == CXCursor_FunctionTemplate) &&
	    clang_isCursorDefinition(cur) && clang_Location_isFromMainFile(at) &&
	    clang_Cursor_hasAttrs(cur)) {
		VEC_PUSH(fd->todo, fd->ntodo, fd->cap_todo, cur);
		return CXChildVisit_Recurse;
	}
	/* a member function this file defines in a declare target block,
	 * another file's device code (rdc.c): its class's declaration comes
	 * into the text to be marked __device__ */
	if (is_function(clang_getCursorKind(cur)) && clang_getCursorKind(cur) != CXCursor_FunctionDecl &&
	    clang_getCursorKind(cur) != CXCursor_FunctionTemplate && clang_isCursorDefinition(cur) &&
	    clang_Location_isFromMainFile(at) && cx_declare_target(cur)) {
		VEC_PUSH(fd->todo, fd->ntodo, fd->cap_todo, cur);
		declaring_header(fd, cur, cur);
		return CXChildVisit_Recurse;
	}
	if (!clang_isStatement(clang_getCursorKind(cur)))
		return CXChildVisit_Recurse;
	kind = cx_take_string(clang_getCursorKindSpelling(clang_getCursorKind(cur)));
	if (strncmp(kind, "OMP", 3))
		return CXChildVisit_Recurse;
	clang_getExpansionLocation(at, &f, &line, &col, &off);
	if (!f || clang_Location_isFromMainFile(clang_getLocationForOffset(fd->tu, f, off))) {
		unsigned b, e;
		/* the directive's extent is its line; its statement a child's */
		cx_extent(cur, &b, &e);
		clang_visitChildren(cur, extent_end, &e);
		if (strncmp(kind, "OMPTarget", 9) || strstr(kind, "Data") || strstr(kind, "Update")) {
			if (f)
				nested_targets(fd, f, b, e); /* host code, and regions in it */
			VEC_PUSH(fd->hidden, fd->nhidden, fd->cap_hidden, b);
			VEC_PUSH(fd->hidden, fd->nhidden, fd->cap_hidden, e);
			return CXChildVisit_Recurse;
		}
		VEC_PUSH(fd->regions, fd->nregions, fd->cap_regions, b);
		VEC_PUSH(fd->regions, fd->nregions, fd->cap_regions, e);
		return CXChildVisit_Continue;
	}
	if (strncmp(kind, "OMPTarget", 9))
		return CXChildVisit_Recurse; /* a host construct of a header */
	name = cx_take_string(clang_getFileName(f));
	add_file(fd, f, (Loc){name, line, col},
	         arena_printf("'#pragma omp %s'", written_name(fd->tu, f, off)));
	return CXChildVisit_Continue;
}

typedef struct Splice {
	unsigned begin, end; /* the #include line, its newline excluded */
	CXFile file;
	int again;           /* a later #include of a file with an include
	                        guard or #pragma once, put in above: nothing */
} Splice;

typedef struct Incs {
	Find *fd;
	CXTranslationUnit plain; /* the plain parse, whose record has every
	                            #include (again) */
	unsigned want[MAX_SPLICES]; /* #include lines of the main file that
	                               lead to a file in fd->files */
	int nwant;
	Splice s[MAX_SPLICES];
	int n;
} Incs;

/* The #include of the main file an inclusion comes through. */
static unsigned
main_include(CXSourceLocation *stack, unsigned depth)
{
	unsigned off;

	clang_getExpansionLocation(stack[depth - 1], NULL, NULL, NULL, &off);
	return off;
}

/* First pass: the #include lines of the main file that bring in
 * (directly or through the files they include) a file with target
 * directives. */
static void
wanted(CXFile included, CXSourceLocation *stack, unsigned depth, CXClientData data)
{
	Incs *in = data;
	int want = 0;

	for (int i = 0; i < in->fd->nfiles; i++)
		want |= cx_same_file(in->fd->files[i], included);
	if (!want || !depth || !clang_Location_isFromMainFile(stack[depth - 1]) ||
	    in->nwant == MAX_SPLICES)
		return;
	in->want[in->nwant++] = main_include(stack, depth);
}

/* Calls in the main file's kernel regions (fd->regions). */
static enum CXChildVisitResult
region_calls(CXCursor cur, CXCursor parent, CXClientData data)
{
	Find *fd = data;
	unsigned b, e;

	(void)parent;
	if ((clang_isStatement(clang_getCursorKind(cur)) ||
	     clang_isExpression(clang_getCursorKind(cur))) &&
	    cx_in_main_file(cur)) {
		cx_extent(cur, &b, &e);
		for (size_t i = 0; i < fd->nstarts; i++)
			if (fd->starts[i] == b) { /* the outermost statement there */
				fd->starts[i] = fd->starts[--fd->nstarts];
				VEC_PUSH(fd->regions, fd->nregions, fd->cap_regions, b);
				VEC_PUSH(fd->regions, fd->nregions, fd->cap_regions, e);
				break;
			}
	}
	if (!cx_expanded_in_main_file(cur))
		return CXChildVisit_Recurse;
	cx_extent(cur, &b, &e);
	for (size_t i = 0; i + 1 < fd->nregions; i += 2)
		if (fd->regions[i] <= b && b < fd->regions[i + 1]) {
			/* the OpenMP parse ends a region at what it shows of a
			 * directive nested in it (the loop header of target teams'
			 * distribute parallel for, its body hidden): a statement
			 * that starts in the region is the region's to its end */
			if (clang_isStatement(clang_getCursorKind(cur)) && e > fd->regions[i + 1])
				fd->regions[i + 1] = e;
			device_calls(cur, parent, data);
			break;
		}
	return CXChildVisit_Recurse;
}

/* Is the main file's #include at the bottom of the inclusion stack
 * inside one of the n/2 extents ext? */
static int
include_within(CXSourceLocation *stack, unsigned depth, const unsigned *ext, size_t n)
{
	unsigned off;

	if (depth != 1 || !clang_Location_isFromMainFile(stack[0]))
		return 0;
	off = main_include(stack, 1);
	for (size_t i = 0; i + 1 < n; i += 2)
		if (ext[i] < off && off < ext[i + 1])
			return 1;
	return 0;
}

/* Put the file that main file's #include brings in place, named as
 * `what` in an error. */
static void
add_include(Find *fd, CXFile included, CXSourceLocation *stack, const char *what)
{
	unsigned line, col;
	CXFile f;

	clang_getExpansionLocation(stack[0], &f, &line, &col, NULL);
	add_file(fd, included, (Loc){cx_take_string(clang_getFileName(f)), line, col}, what);
}

/* A file the main file includes inside a kernel region's code
 * (`for (...) { #include "body.h" }`): the region's code is its text, put
 * in place like a file of target directives, so that every pass reads it
 * as the region's own. */
static void
in_regions(CXFile included, CXSourceLocation *stack, unsigned depth, CXClientData data)
{
	Find *fd = data;

	if (include_within(stack, depth, fd->regions, fd->nregions))
		add_include(fd, included, stack, "'#include' in a target region");
}

/* Does file f hold a `#pragma omp target` line (any target directive:
 * a region, target update, enter or exit data)? */
static int
holds_target(CXTranslationUnit tu, CXFile f)
{
	size_t size = 0;
	CXToken *t;
	unsigned n;
	int found = 0;

	if (!clang_getFileContents(tu, f, &size) || !size)
		return 0;
	clang_tokenize(tu, clang_getRange(clang_getLocationForOffset(tu, f, 0),
	                                  clang_getLocationForOffset(tu, f, (unsigned)size)), &t, &n);
	for (unsigned i = 0; i + 3 < n && !found; i++)
		found = token_is(tu, t[i], "#") && token_is(tu, t[i + 1], "pragma") &&
		        token_is(tu, t[i + 2], "omp") && token_is(tu, t[i + 3], "target");
	clang_disposeTokens(tu, t, n);
	return found;
}

/* A file the main file includes inside a target data or host construct's
 * statement, which the OpenMP parse hides (`{ #include "kernel.h" }` in
 * a target data region), that holds target directives: put in place, so
 * that the next pass finds them there (nested_targets). */
static void
in_hidden(CXFile included, CXSourceLocation *stack, unsigned depth, CXClientData data)
{
	Find *fd = data;

	/* the file's tokens only for an #include there */
	if (include_within(stack, depth, fd->hidden, fd->nhidden) && holds_target(fd->tu, included))
		add_include(fd, included, stack, "'#include' of target directives in a construct's statement");
}

/* Second pass: the files those lines include, and the lines' extents. */
static void
lines(CXFile included, CXSourceLocation *stack, unsigned depth, CXClientData data)
{
	Incs *in = data;
	const char *src = in->fd->u->src;
	unsigned off, b, e;
	int want = 0;

	if (depth != 1 || !clang_Location_isFromMainFile(stack[0]))
		return;
	off = main_include(stack, 1);
	for (int i = 0; i < in->nwant; i++)
		want |= in->want[i] == off;
	if (!want || in->n == MAX_SPLICES)
		return;
	for (b = off; b > 0 && src[b - 1] != '\n'; b--)
		;
	for (e = off; e < in->fd->u->len && src[e] != '\n'; e++)
		;
	in->s[in->n++] = (Splice){b, e, included, 0};
}


static int
by_begin(const void *a, const void *b)
{
	const Splice *x = a, *y = b;
	return x->begin < y->begin ? -1 : x->begin > y->begin;
}

/* A file's text put in place, its `#pragma once` lines (a warning in a
 * main file, and again() has made it hold) as comments. */
static void
put_text(Buf *out, const char *text, size_t size)
{
	const char *end = text + size;

	for (const char *p = text; p < end;) {
		const char *eol = memchr(p, '\n', (size_t)(end - p)), *q = p;
		size_t n = eol ? (size_t)(eol - p) + 1 : (size_t)(end - p);
		char word[8] = "";
		while (q < p + n && (*q == ' ' || *q == '\t'))
			q++;
		if (q < p + n && *q == '#' && sscanf(q + 1, " pragma %7s", word) == 1 &&
		    !strcmp(word, "once")) {
			buf_puts(out, "/* #pragma once: this file is put in place once */");
			buf_puts(out, eol ? "\n" : "");
		} else {
			buf_put(out, p, n);
		}
		p += n;
	}
}

/* The text with each wanted #include line replaced by the file; the
 * files' directories join u->quote_dirs. */
static const char *
splice(CXTranslationUnit tu, Unit *u, Incs *in, size_t *len)
{
	size_t cap = (size_t)u->nquote_dirs;

	Buf out = {0};
	unsigned at = 0;

	qsort(in->s, (size_t)in->n, sizeof *in->s, by_begin);
	for (int i = 0; i < in->n; i++) {
		const Splice *sp = &in->s[i];
		size_t size;
		const char *text = clang_getFileContents(tu, sp->file, &size);
		const char *outer;
		unsigned line, start;
		if (!text)
			return NULL;
		unit_line(u, sp->begin, &outer, &line, &start);
		buf_put(&out, u->src + at, sp->begin - at);
		if (sp->again) {
			/* its text is above now, where its guard no longer holds */
			buf_puts(&out, "/* omp2cuda: #include of a file put in above */");
			at = sp->end;
			continue;
		}
		const char *name = cx_take_string(clang_getFileName(sp->file));
		const char *dir = dir_of(name);
		int known = !strcmp(dir, dir_of(u->path));
		for (int k = 0; k < u->nquote_dirs; k++)
			known |= !strcmp(u->quote_dirs[k], dir);
		if (!known)
			VEC_PUSH(u->quote_dirs, u->nquote_dirs, cap, dir);
		if (!strncmp(name, "./", 2)) /* as gcc's __FILE__ names it */
			name += 2;
		buf_printf(&out, "#line 1 %s\n", c_string(name));
		put_text(&out, text, size);
		if (size && text[size - 1] != '\n')
			buf_puts(&out, "\n");
		buf_printf(&out, "#line %u %s", line + 1, c_string(outer));
		at = sp->end;
	}
	buf_put(&out, u->src + at, u->len - at);
	*len = out.len;
	return out.s;
}

/* A later #include line of the main file for a file put in: a file with
 * an include guard or #pragma once includes nothing the second time,
 * which its text in place no longer knows (a #pragma once is not one
 * there).  Walks the plain parse's preprocessing record. */
static enum CXChildVisitResult
again(CXCursor cur, CXCursor parent, CXClientData data)
{
	Incs *in = data;
	CXFile f;
	unsigned b, e;
	int first = -1;

	(void)parent;
	if (clang_getCursorKind(cur) != CXCursor_InclusionDirective || !cx_in_main_file(cur) ||
	    in->n == MAX_SPLICES || !(f = clang_getIncludedFile(cur)))
		return CXChildVisit_Continue;
	/* the splices name the OpenMP parse's files: compare real paths */
	const char *path = cx_take_string(clang_File_tryGetRealPathName(f));
	for (int i = 0; i < in->n && first < 0; i++)
		if (!in->s[i].again &&
		    !strcmp(cx_take_string(clang_File_tryGetRealPathName(in->s[i].file)), path))
			first = i;
	if (first < 0 || !clang_isFileMultipleIncludeGuarded(in->plain, f))
		return CXChildVisit_Continue;
	cx_extent(cur, &b, &e);
	for (; b > 0 && in->fd->u->src[b - 1] != '\n'; b--)
		;
	for (; e < in->fd->u->len && in->fd->u->src[e] != '\n'; e++)
		;
	if (b != in->s[first].begin && b > in->s[first].begin)
		in->s[in->n++] = (Splice){b, e, in->s[first].file, 1};
	return CXChildVisit_Continue;
}

/* The text with the included files that hold target directives put in
 * place, or NULL when there are none (or after an error: diag_errors
 * counts it). */
const char *
included_splice(CXTranslationUnit omp, CXTranslationUnit plain, Unit *u, size_t *len)
{
	Find fd = {.tu = omp, .u = u};
	Incs in;

	memset(&in, 0, sizeof in);
	in.fd = &fd;
	in.plain = plain;
	clang_visitChildren(clang_getTranslationUnitCursor(omp), visit, &fd);
	if (fd.nregions || fd.nstarts)
		clang_visitChildren(clang_getTranslationUnitCursor(plain), region_calls, &fd);
	for (size_t i = 0; i < fd.ntodo; i++)
		clang_visitChildren(fd.todo[i], device_calls, &fd);
	if (fd.nregions)
		clang_getInclusions(omp, in_regions, &fd);
	if (fd.nhidden)
		clang_getInclusions(omp, in_hidden, &fd);
	if (!fd.nfiles || diag_errors)
		return NULL;
	clang_getInclusions(omp, wanted, &in);
	clang_getInclusions(omp, lines, &in);
	if (in.n)
		clang_visitChildren(clang_getTranslationUnitCursor(plain), again, &in);
	return in.n ? splice(omp, u, &in, len) : NULL;
}

/* The text's #line directives, `#line N "file"` and `#line N` (those
 * the splice writes, and the user's own), as the compilers follow them:
 * the line after each is line N. */
void
included_marks(Unit *u)
{
	const char *s = u->src, *end = u->src + u->len;
	size_t cap = 0;

	u->marks = NULL;
	u->nmarks = 0;
	for (const char *p = s, *eol; p < end && (eol = memchr(p, '\n', (size_t)(end - p)));
	     p = eol + 1) {
		const char *q = p;
		LineMark m = {0};
		char *num_end;
		while (q < eol && (*q == ' ' || *q == '\t'))
			q++;
		if (q == eol || *q != '#')
			continue;
		for (q++; q < eol && (*q == ' ' || *q == '\t'); q++)
			;
		if (eol - q < 5 || strncmp(q, "line", 4) || (q[4] != ' ' && q[4] != '\t'))
			continue;
		m.line = (unsigned)strtoul(q + 5, &num_end, 10);
		if (num_end == q + 5 || num_end > eol)
			continue;
		m.file = u->nmarks ? u->marks[u->nmarks - 1].file : u->path;
		for (q = num_end; q < eol && (*q == ' ' || *q == '\t'); q++)
			;
		if (q < eol && *q == '"') {
			Buf f = {0};
			for (q++; q < eol && *q != '"'; q++) {
				if (*q == '\\' && q + 1 < eol)
					q++;
				buf_put(&f, q, 1);
			}
			m.file = f.s ? f.s : "";
		}
		m.at = (unsigned)(eol + 1 - s);
		VEC_PUSH(u->marks, u->nmarks, cap, m);
	}
}
