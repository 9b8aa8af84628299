/* Separate compilation of device code: which files are compiled as
 * relocatable device code (nvcc -rdc=true), and what such a file gives
 * the program's other files.
 *
 * A region may call a declare target function that another file (or a
 * library) defines, and name a declare target variable declared extern
 * here and defined there, as clang and gcc allow (OpenMP 5.2 7.8).  The
 * device code of both files must then be linked into one image, which
 * omp2cuda does at the program's link (tools/rdc.c), only for the files
 * that need it; every other file keeps its own fatbin, loaded as a
 * module of its own, as before.  A file is relocatable when
 *   - its device code uses a declare target function or variable it
 *     does not define (captures.c sets Unit.rdc_uses at the use), or
 *   - it defines declare target functions or variables of external
 *     linkage and has no target region of its own: a file of device
 *     routines for other files, which had no device code before, or
 *   - -fgpu-rdc is given (clang's spelling): a file that has regions of
 *     its own and also defines declare target routines that other files
 *     call needs it, and the device link's error says so.
 * A relocatable file's .cu holds every declare target function and
 * variable of external linkage it defines, whether its own regions use
 * them or not: another file may.
 *
 * Requires read_regions (parse.c) done: the directives are in c->ps.
 */
#include <ctype.h>
#include <string.h>

#include "internal.h"

static int
external(CXCursor cur)
{
	return clang_getCursorLinkage(cur) == CXLinkage_External;
}

/* A declare target function definition of external linkage. */
static int
exported_function(Ctx *c, CXCursor t)
{
	return clang_getCursorKind(t) == CXCursor_FunctionDecl && clang_isCursorDefinition(t) &&
	       cx_in_main_file(t) && external(t) && declare_target_function(c, t);
}

/* Is member function t's declaration in its class in a declare target
 * block of the main file's text (a header's block, its text put in
 * place: included.c)? */
static int
declared_in_block(const Ctx *c, CXCursor t)
{
	CXCursor decl = clang_getCanonicalCursor(t);
	unsigned b, e;

	if (!cx_in_main_file(decl))
		return 0;
	cx_extent(decl, &b, &e);
	return declare_target_at(c, b);
}

/* A member function defined in this file outside its class, in a declare
 * target block or declared in one (its class in a header's block: the
 * definition inherits the directive's attribute), its class's
 * declaration of it gets __device__: other files' device code may call
 * it as a free function's. */
static int
exported_method(const Ctx *c, CXCursor t)
{
	enum CXCursorKind k = clang_getCursorKind(t), parent;
	unsigned b, e;

	if (k != CXCursor_CXXMethod && k != CXCursor_Constructor && k != CXCursor_Destructor &&
	    k != CXCursor_ConversionFunction)
		return 0;
	parent = clang_getCursorKind(clang_getCursorSemanticParent(t));
	cx_extent(t, &b, &e);
	return clang_isCursorDefinition(t) && cx_in_main_file(t) && external(t) &&
	       parent != CXCursor_ClassTemplate && parent != CXCursor_ClassTemplatePartialSpecialization &&
	       !clang_equalCursors(clang_getCursorLexicalParent(t), clang_getCursorSemanticParent(t)) &&
	       (declare_target_at(c, b) || declared_in_block(c, t));
}

/* A declare target variable (not link) defined here with external
 * linkage: not extern, or extern with an initializer (a tentative
 * definition, `int g;`, has no definition cursor of its own).  Not a
 * class's static data member, which CUDA has no device copy of: device
 * code that uses one is an error there (capture_vars.c). */
static int
exported_variable(const Decl *d)
{
	return d->file_scope && d->declare_target && !d->link && !d->header &&
	       external(d->cursor) && !scan_static_member(d->cursor) &&
	       (clang_Cursor_getStorageClass(d->cursor) != CX_SC_Extern ||
	        !clang_Cursor_isNull(cx_var_init(d->cursor)));
}

static int
has_kernels(const Unit *u)
{
	for (int i = 0; i < u->nregions; i++)
		if (dir_has_kernel(u->regions[i]->dir))
			return 1;
	return u->nglobals > 0;
}

void
rdc_read(Ctx *c, int force)
{
	Unit *u = c->u;
	int exports = 0;

	for (size_t i = 0; i < c->nfns; i++)
		exports += exported_function(c, c->fns[i]);
	for (size_t i = 0; i < c->nfuncs; i++)
		exports += exported_method(c, c->funcs[i]);
	for (size_t k = 0; k < c->ndecls; k++)
		exports += exported_variable(&c->decls[k]);
	u->rdc = force || u->rdc_uses || (exports && !has_kernels(u));
	if (!u->rdc)
		return;
	for (size_t i = 0; i < c->nfns; i++)
		if (exported_function(c, c->fns[i]))
			captures_export_function(c, c->fns[i]);
	for (size_t i = 0; i < c->nfuncs; i++)
		if (exported_method(c, c->funcs[i]))
			captures_export_call(c, c->funcs[i],
			                     cx_loc(c, cx_offset(clang_getCursorLocation(c->funcs[i]))));
	for (size_t k = 0; k < c->ndecls; k++) {
		Decl *d = &c->decls[k];
		unsigned b, e;
		if (!exported_variable(d))
			continue;
		cx_extent(d->cursor, &b, &e);
		(void)captures_var(c, d, cx_loc(c, b));
	}
}
