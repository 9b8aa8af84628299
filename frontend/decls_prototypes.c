/* Prototypes the .cu file needs besides the declarations it copies
 * (decls.c): those of a put-in header's functions that a header included
 * whole after it may call, and that of a declare target function another
 * file defines.
 */
#include "cxx.h"

/* Is type t, a prototype's parameter or result, declared in the .cu file
 * without bringing anything: a built-in type, a system header's, or one
 * whose declaration the file copies already (through pointers and
 * references)? */
static int
declared_already(Ctx *c, CXType t)
{
	CXCursor decl, top;
	unsigned b, e;

	t = cx_named_type(t);
	decl = clang_getTypeDeclaration(t);
	if (clang_getCursorKind(decl) == CXCursor_NoDeclFound) /* a built-in type */
		return t.kind != CXType_Unexposed;
	if (clang_Location_isInSystemHeader(clang_getCursorLocation(decl)))
		return 1;
	cx_extent(decl, &b, &e);
	return cx_in_main_file(decl) && decls_top_around(c, b, &top) &&
	       decls_index(c, decls_start(c, cxx_namespace_member(top, b))) >= 0;
}

/* Where the .cu file includes a user's header whole after the text of a
 * header put in the main file's (included.c), that header may include
 * the put-in one again, which gets it nothing (its guard is defined where
 * its text is), and call the put-in header's functions in its own code
 * (an inline constructor): the put-in header's file-scope prototypes and
 * inline or static functions before that point come along, as host code,
 * those whose types the file declares already; and its macros. */
void
decls_put_in_prototypes(Ctx *c)
{
	unsigned last = 0;

	for (int i = 0; i < c->u->nheaders; i++)
		if (c->u->header_at[i] != ~0u && c->u->header_at[i] > last)
			last = c->u->header_at[i];
	for (size_t i = 0; last && i < c->ntops; i++) {
		CXCursor t = c->tops[i];
		CXType ft = clang_getCursorType(t);
		unsigned b, e;
		int ok = ft.kind == CXType_FunctionProto;
		cx_extent(t, &b, &e);
		if (clang_getCursorKind(t) != CXCursor_FunctionDecl || b >= last ||
		    (clang_isCursorDefinition(t) && !clang_Cursor_isFunctionInlined(t) &&
		     clang_Cursor_getStorageClass(t) != CX_SC_Static) ||
		    !scan_put_in_text(c, clang_getCursorLocation(t)))
			continue;
		for (int k = 0; ok && k < clang_getNumArgTypes(ft); k++)
			ok = declared_already(c, clang_getArgType(ft, (unsigned)k));
		if (ok && declared_already(c, clang_getResultType(ft)))
			decls_add(c, t, 0);
	}
	for (size_t m = 0; last && m < c->nmacros; m++) {
		Macro *mc = &c->macros[m];
		if (mc->at && mc->at < last && !cuda_kernel_builtin(mc->name) &&
		    scan_put_in_text(c, clang_getCursorLocation(mc->cursor)))
			mc->used = 1;
	}
}

/* A call of a declare target function that another file defines
 * (OpenMP 5.2 7.8.1): its prototype in the .cu file, the device link
 * brings its code (frontend/rdc.c; the caller marks the unit relocatable). */
void
decls_external_function(Ctx *c, CXCursor fn, const char *name, Loc loc)
{
	CXType t = clang_getCursorType(fn);

	if (t.kind != CXType_FunctionProto) {
		diag_error(loc, "declare target function '%s' is defined in another file and declared "
		                "here without a prototype: declare its parameters", name);
		return;
	}
	if (clang_isFunctionTypeVariadic(t)) {
		diag_error(loc, "call to variadic declare target function '%s' of another file in a "
		                "target region is not supported yet", name);
		return;
	}
	decls_type(c, clang_getResultType(t), loc);
	for (int i = 0; i < clang_getNumArgTypes(t); i++)
		decls_type(c, clang_getArgType(t, (unsigned)i), loc);
	if (!decls_prototypes(c, fn))
		diag_error(loc, "call to declare target function '%s' of another file is not supported "
		                "yet where only a header declares it: declare it in this file too",
		           name);
}
