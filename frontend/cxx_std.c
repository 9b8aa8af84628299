/* Where the C++ library declares a function: in namespace std, and in
 * which of its headers (cxx_source.c and cxx_complex.c ask). */
#include <string.h>

#include "cxx.h"

/* Is fn declared in namespace std (or one nested in it, as libstdc++'s
 * inline namespaces are), extern "C++" blocks aside (<cmath>'s
 * overloads for float)? */
int
cxx_in_std(CXCursor fn)
{
	CXCursor p = clang_getCursorSemanticParent(fn);
	int std = 0;

	for (; !clang_Cursor_isNull(p) && clang_getCursorKind(p) != CXCursor_TranslationUnit;
	     p = clang_getCursorSemanticParent(p)) {
		if (clang_getCursorKind(p) == CXCursor_LinkageSpec)
			continue;
		if (clang_getCursorKind(p) != CXCursor_Namespace)
			return 0;
		std = !strcmp(cx_take_string(clang_getCursorSpelling(p)), "std");
	}
	return std;
}

/* The name of the header that declares fn. */
const char *
cxx_header_of(CXCursor fn)
{
	CXFile f;
	const char *path;

	clang_getExpansionLocation(clang_getCursorLocation(clang_getCanonicalCursor(fn)), &f, NULL,
	                           NULL, NULL);
	path = cx_take_string(clang_getFileName(f));
	return strrchr(path, '/') ? strrchr(path, '/') + 1 : path;
}
