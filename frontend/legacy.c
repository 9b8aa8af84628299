/* Code gcc takes with a warning and clang 22 refuses by default: the
 * front end sees what the host compiler sees, so libclang reads it as
 * gcc does (tu.c, tu_with_host: -Wno-error= for each), and the host file
 * keeps it for the host compiler.  In C before gcc 14: implicit int,
 * implicit function declarations, integer-pointer conversions without a
 * cast, function pointers of other types, a return without a value in a
 * function that returns one; in C++: the register storage class (C++17)
 * and the template keyword before a name without a template argument
 * list.
 *
 * The C ones have no meaning in CUDA C++, which the kernels and the
 * functions compiled for the device are: there each is an error, at the
 * user's line, before nvcc runs.  The C++ ones nvcc takes as they are.
 */
#include <string.h>

#include "internal.h"

/* The diagnostics tu_with_host makes warnings; cxx: C++'s, which device
 * code may hold (the others are C's). */
static const struct {
	const char *option;
	int cxx;
} legacy[] = {
	{"-Wimplicit-int", 0},
	{"-Wimplicit-function-declaration", 0},
	{"-Wint-conversion", 0},
	{"-Wincompatible-function-pointer-types", 0},
	{"-Wreturn-mismatch", 0},
	{"-Wregister", 1},
	{"-Wmissing-template-arg-list-after-template-kw", 1},
};

/* The -Wno-error= flags for the host compiler (gcc's major version gcc,
 * 0 for another; cxx for C++) into out, at most max: how many. */
int
legacy_flags(int gcc, int cxx, const char **out, int max)
{
	int k = 0;

	for (size_t i = 0; i < sizeof legacy / sizeof *legacy && k < max; i++)
		if (cxx ? legacy[i].cxx : !legacy[i].cxx && gcc > 0 && gcc < 14)
			out[k++] = arena_printf("-Wno-error=%s", legacy[i].option + 2);
	return k;
}

/* clang reports some twice (an OpenMP region's statement is analyzed
 * again for its outlined function). */
static int
seen(const LegacyDiag *v, int n, const LegacyDiag *g)
{
	for (int i = 0; i < n; i++)
		if (v[i].loc.line == g->loc.line && v[i].loc.col == g->loc.col &&
		    v[i].loc.file && g->loc.file && !strcmp(v[i].loc.file, g->loc.file) &&
		    !strcmp(v[i].option, g->option))
			return 1;
	return 0;
}

/* The warnings of tu that device code may not hold: where and what. */
LegacyDiag *
legacy_collect(CXTranslationUnit tu, int *n)
{
	LegacyDiag *v = NULL;
	size_t cap = 0;

	*n = 0;
	for (unsigned i = 0, nd = clang_getNumDiagnostics(tu); i < nd; i++) {
		CXDiagnostic d = clang_getDiagnostic(tu, i);
		const char *opt = cx_take_string(clang_getDiagnosticOption(d, NULL));
		for (size_t k = 0; k < sizeof legacy / sizeof *legacy; k++)
			if (!legacy[k].cxx && !strcmp(opt, legacy[k].option)) {
				LegacyDiag g = {cx_presumed(clang_getDiagnosticLocation(d)),
				                cx_take_string(clang_getDiagnosticSpelling(d)), opt};
				if (!seen(v, *n, &g))
					VEC_PUSH(v, *n, cap, g);
			}
		clang_disposeDiagnostic(d);
	}
	return v;
}

/* a <= b, both in one file. */
static int
loc_le(Loc a, Loc b)
{
	return a.line < b.line || (a.line == b.line && a.col <= b.col);
}

static int
within(Loc at, Loc from, Loc to)
{
	return at.file && from.file && !strcmp(at.file, from.file) && loc_le(from, at) &&
	       loc_le(at, to);
}

/* Is at in code compiled for the device: a kernel region's statement, or
 * a function or variable its kernels use? */
static int
in_device_code(Ctx *c, Loc at)
{
	const Unit *u = c->u;

	for (int i = 0; i < u->nregions; i++) {
		const Region *r = u->regions[i];
		if (dir_has_kernel(r->dir) &&
		    within(at, cx_loc(c, r->src.stmt_begin), cx_loc(c, r->src.stmt_end)))
			return 1;
	}
	for (int i = 0; i < u->ndecls; i++) {
		const DeviceDecl *d = &u->decls[i];
		if (within(at, d->loc, cx_loc(c, d->at + (unsigned)strlen(d->text))))
			return 1;
	}
	return 0;
}

void
legacy_check(Ctx *c, const LegacyDiag *v, int n)
{
	for (int i = 0; i < n; i++)
		if (in_device_code(c, v[i].loc))
			diag_error(v[i].loc, "%s [%s]: the host compiler takes it in host code, but "
			                     "not in code compiled for the GPU (CUDA C++)",
			           v[i].msg, v[i].option);
}
