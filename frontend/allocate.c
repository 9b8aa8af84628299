/* The allocate directive (OpenMP 5.2 6.5) wherever it appears: in host
 * code, in a target region, in a function compiled for the device.
 *
 * It names variables whose storage an allocator provides.  The
 * predefined allocators (and none, which is def-allocator-var: a
 * predefined one too) have default traits: storage aligned as the
 * variable's type asks, in a memory space that omp2cuda, like the host's
 * OpenMP, keeps in ordinary memory.  Storage the variable has already
 * (automatic: private to the thread or task that declares it; static)
 * has that, so the directive changes nothing a program can observe and
 * is dropped from the host file, the kernels and the host fallbacks (gcc
 * does not compile it).  An align clause asks for storage aligned to its
 * power of two: each variable's declaration gets the GNU attribute
 * aligned, which gcc and nvcc give storage of every duration (the
 * directive appears in the scope of the declarations it names, OpenMP 5.2
 * 6.5).  An allocator known only at run time may ask for alignment the
 * variable's storage does not have: an error.
 */
#include <string.h>

#include "internal.h"

/* Is expr a predefined allocator, omp_null_allocator included?  Their
 * handles are the integer constants 0 to 8 of <omp.h> (OpenMP 5.2
 * 20.8.1); anything else is a handle made at run time. */
static int
predefined(Ctx *c, const char *expr)
{
	long v;

	return frontend_constant(c, expr, &v) && v >= 0 && v <= 8;
}

/* The directive as a comment on as many lines as it took. */
static const char *
dropped(Ctx *c, const Pragma *p, const char *text)
{
	Buf b = {0};

	buf_printf(&b, "/* omp2cuda: %s */", text);
	for (unsigned k = p->begin; k < p->end; k++)
		if (c->u->src[k] == '\n')
			buf_puts(&b, "\n");
	return arena_strdup(b.s);
}

/* Where the attribute goes in the declaration of variable decl: after
 * its declarator, before an initializer (`int x[N] = {0}`: before '=').
 * Returns 0 where a macro writes that place. */
static int
declarator_end(Ctx *c, CXCursor decl, unsigned *at)
{
	CXCursor init = clang_Cursor_getVarDeclInitializer(decl);
	unsigned b, e;

	cx_extent(decl, &b, &e);
	if (cx_in_macro(decl) || !cx_in_main_file(decl))
		return 0;
	if (clang_Cursor_isNull(init)) {
		*at = e;
		return 1;
	}
	unsigned ib, ie;
	cx_extent(init, &ib, &ie);
	if (cx_in_macro(init) || ib <= b || ib > e)
		return 0;
	/* the '=' token before the initializer, if any (C++ may brace it) */
	CXToken *t;
	unsigned n;
	CXSourceRange r = clang_getRange(clang_getRangeStart(clang_getCursorExtent(decl)),
	                                 clang_getRangeStart(clang_getCursorExtent(init)));
	*at = ib;
	clang_tokenize(c->tu, r, &t, &n);
	for (unsigned k = 0; k < n; k++) {
		unsigned off;
		clang_getSpellingLocation(clang_getTokenLocation(c->tu, t[k]), NULL, NULL, NULL, &off);
		if (off < ib && !strcmp(cx_take_string(clang_getTokenSpelling(c->tu, t[k])), "="))
			*at = off;
	}
	clang_disposeTokens(c->tu, t, n);
	return 1;
}

/* align(n) of directive p, a power of two, or 0 without the clause;
 * -1 after an error. */
static long
align_of(Ctx *c, const Pragma *p, const char *text)
{
	const char *align = pragmas_clause_args(c, p, "align", 0);
	long n;

	if (!align)
		return 0;
	if (!frontend_constant(c, align, &n) || n <= 0 || (n & (n - 1))) {
		diag_error(cx_loc(c, p->begin), "'%s': align takes a constant power of two", text);
		return -1;
	}
	if (!globals_list_name(c, p, 0)) {
		diag_error(cx_loc(c, p->begin), "'%s' is not supported yet: align without a list of "
		                                "variables", text);
		return -1;
	}
	return n;
}

/* Directive p's align(n): each variable of its list declared with
 * storage aligned to n, in device code and host fallbacks (an edit) and,
 * where p is outside every target region (host_file), in the host file.
 * Returns 0 after an error. */
static int
align_variables(Ctx *c, const Pragma *p, const char *text, long n, size_t *dtcap, int host_file)
{
	const char *name;

	for (int i = 0; (name = globals_list_name(c, p, i)); i++) {
		Decl *d = scan_lookup(c, name, p->begin);
		Edit ed = {0};
		if (!d || !declarator_end(c, d->cursor, &ed.begin)) {
			diag_error(cx_loc(c, p->begin), "'%s' is not supported yet: align of '%s', %s", text,
			           name, d ? "whose declaration a macro writes"
			                   : "not a variable declared in this file");
			return 0;
		}
		ed.end = ed.begin; /* an insertion */
		ed.text = arena_printf(" __attribute__((aligned(%ld))) /* allocate align */ ", n);
		ed.host = 1;
		edits_add(c, ed);
		if (host_file) /* sorted with the others (explicit_task.c) */
			VEC_PUSH(c->u->declare_target, c->u->ndeclare_target, *dtcap,
			         ((DeclareTarget){ed.begin, ed.begin, NULL, ed.text}));
	}
	return 1;
}

/* The allocate directive p, whose text is text, inside a target region
 * or not (in_region): 1 when omp2cuda keeps each variable's own storage
 * (the caller drops the directive from the host file), 0 after an
 * error. */
int
allocate_read(Ctx *c, const Pragma *p, const char *text, size_t *dtcap, int in_region)
{
	Loc loc = cx_loc(c, p->begin);
	const char *alloc = pragmas_clause_args(c, p, "allocator", 0);
	Edit ed = {0};

	if (alloc && !predefined(c, alloc)) {
		diag_error(loc, "'%s' is not supported yet: only the predefined allocators, whose "
		                "traits are the defaults ('%s' is made at run time and may ask for "
		                "alignment)", text, alloc);
		return 0;
	}
	long align = align_of(c, p, text);
	if (align < 0 || (align && !align_variables(c, p, text, align, dtcap, !in_region)))
		return 0;
	ed.begin = p->begin;
	ed.end = p->end;
	ed.text = dropped(c, p, text);
	ed.host = 1;
	edits_add(c, ed);
	return 1;
}
