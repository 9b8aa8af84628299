/* Target directives outside the main file: in a header or an #include'd
 * .c file.  omp2cuda rewrites the main file only, so the host compiler
 * would get such a directive as written (and run the region on the host,
 * or fail to offload it): each is an error at the directive, in its file.
 * Host constructs there (parallel for, ...) are the host compiler's and
 * stay.  Requires the OpenMP parse, whose AST has the directives: a
 * directive a macro of the main file gives is the main file's.
 */
#include <stdio.h>
#include <string.h>

#include "internal.h"

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

static enum CXChildVisitResult
visit(CXCursor cur, CXCursor parent, CXClientData data)
{
	CXTranslationUnit tu = data;
	CXSourceLocation at = clang_getCursorLocation(cur);
	const char *kind;
	unsigned line, col, off;
	CXFile f;

	(void)parent;
	if (clang_Location_isInSystemHeader(at))
		return CXChildVisit_Continue;
	if (!clang_isStatement(clang_getCursorKind(cur)))
		return CXChildVisit_Recurse;
	kind = cx_take_string(clang_getCursorKindSpelling(clang_getCursorKind(cur)));
	if (strncmp(kind, "OMPTarget", 9))
		return CXChildVisit_Recurse;
	clang_getExpansionLocation(at, &f, &line, &col, &off);
	if (!f || clang_Location_isFromMainFile(clang_getLocationForOffset(tu, f, off)))
		return CXChildVisit_Recurse;
	diag_error((Loc){cx_take_string(clang_getFileName(f)), line, col},
	           "'#pragma omp %s' in an included file is not supported yet: omp2cuda "
	           "translates the target regions of the main file only",
	           written_name(tu, f, off));
	return CXChildVisit_Continue;
}

int
included_check(CXTranslationUnit omp)
{
	int before = diag_errors;

	clang_visitChildren(clang_getTranslationUnitCursor(omp), visit, omp);
	return diag_errors - before;
}
