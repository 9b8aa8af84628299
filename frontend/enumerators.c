/* Enumerators that device code names (captures.c's walk). */
#include <string.h>

#include "internal.h"
#include "use.h"

/* An enumerator: its enum's declaration comes along.  One of an enum
 * declared in the enclosing function names its file-scope copy where
 * region code writes it (locals.c), and the region declares the constant
 * itself with its value, for loop bounds and macros. */
void
enumerators_use(Use *u, CXCursor cur, CXCursor ref, Loc loc)
{
	CXCursor e = clang_getCursorSemanticParent(ref), fn;
	unsigned b, end;
	const char *name = cx_take_string(clang_getCursorSpelling(ref));

	cx_extent(e, &b, &end);
	if (local_types_has(u->c, e))
		return; /* the code declares it */
	if (!cx_in_main_file(e) || !scan_function_at(u->c, b, &fn)) {
		decls_type(u->c, clang_getCursorType(e), loc);
		return;
	}
	if (!u->r) {
		diag_error(loc, "enumerator '%s' of a function-local enum in a function called from a "
		                "target region is not supported yet", name);
		return;
	}
	/* the loop's bounds and chunk sizes, copied as text, name the
	 * constant the region declares */
	if (decls_type(u->c, clang_getCursorType(e), loc))
		locals_region_ref(u->c, cur);
	const char *def = arena_printf("enum { %s = %lld }", name, clang_getEnumConstantDeclValue(ref));
	enumerators_const(u, def);
}

/* The region's code begins with the declaration of a constant, def
 * (once). */
void
enumerators_const(Use *u, const char *def)
{
	for (int i = 0; i < u->r->uses.nconsts; i++)
		if (!strcmp(u->r->uses.consts[i], def))
			return;
	VEC_PUSH(u->r->uses.consts, u->r->uses.nconsts, u->consts_cap, def);
}
