/* Declarations of the plain parse: a function's parameters
 * (cx_parm_decls).  Above libclang only, as cx.c.
 */
#include "internal.h"

typedef struct Parms {
	CXCursor *out;
	int n, max;
} Parms;

static enum CXChildVisitResult
collect_parm(CXCursor c, CXCursor parent, CXClientData data)
{
	Parms *k = data;

	(void)parent;
	if (clang_getCursorKind(c) == CXCursor_ParmDecl) {
		if (k->n < k->max)
			k->out[k->n] = c;
		k->n++;
	}
	return CXChildVisit_Continue;
}

/* The ParmDecls of function or function template fn, in order (the
 * first max into out); returns how many there are. */
int
cx_parm_decls(CXCursor fn, CXCursor *out, int max)
{
	Parms k = {out, 0, max};

	clang_visitChildren(fn, collect_parm, &k);
	return k.n;
}
