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
has_clauses(const Ctx *c, const Pragma *p)
{
	for (unsigned at = p->clauses_at; at < p->text_end; at++)
		if (!isspace((unsigned char)c->text[at]) && c->text[at] != '\\')
			return 1;
	return 0;
}

static int
is_ident_char(char ch)
{
	return isalnum((unsigned char)ch) || ch == '_';
}

/* Is offset `at` of the main file between `declare target` (or `begin
 * declare target`) without clauses and its `end declare target`? */
static int
in_block(const Ctx *c, unsigned at)
{
	unsigned open = 0;
	int depth = 0;

	for (int i = 0; i < c->nps; i++) {
		const Pragma *p = &c->ps[i];
		if (!strcmp(p->name, "end declare target")) {
			if (depth && !--depth && open < at && at < p->begin)
				return 1;
		} else if (!strcmp(p->name, "begin declare target") ||
		           (!strcmp(p->name, "declare target") && !has_clauses(c, p))) {
			if (!depth++)
				open = p->end;
		}
	}
	return 0;
}

/* Is the name in a declare target directive's list: declare
 * target(list), to(list) or enter(list)? */
static int
in_list(Ctx *c, const char *name)
{
	size_t n = strlen(name);

	for (int i = 0; i < c->nps; i++) {
		const Pragma *p = &c->ps[i];
		const char *lists[3];
		if (strcmp(p->name, "declare target"))
			continue;
		lists[0] = pragmas_clause_args(c, p, "to", 0);
		lists[1] = pragmas_clause_args(c, p, "enter", 0);
		lists[2] = NULL;
		for (unsigned at = p->clauses_at; at < p->text_end; at++)
			if (c->text[at] == '(') { /* declare target(list): the first '(' */
				lists[2] = arena_strndup(c->text + at + 1, p->text_end - at - 1);
				break;
			}
		if (lists[0] || lists[1])
			lists[2] = NULL;
		for (int k = 0; k < 3; k++)
			for (const char *s = lists[k]; s && (s = strstr(s, name)); s += n)
				if ((s == lists[k] || !is_ident_char(s[-1])) && !is_ident_char(s[n]))
					return 1;
	}
	return 0;
}

/* Is the function (any of its declarations in the main file) declare
 * target? */
int
rdc_declare_target_function(Ctx *c, CXCursor fn)
{
	const char *name = cx_take_string(clang_getCursorSpelling(fn));
	unsigned b, e;

	if (in_list(c, name))
		return 1;
	for (size_t i = 0; i < c->ntops; i++) {
		CXCursor t = c->tops[i];
		if (clang_getCursorKind(t) != CXCursor_FunctionDecl || !cx_in_main_file(t) ||
		    strcmp(cx_take_string(clang_getCursorSpelling(t)), name))
			continue;
		cx_extent(t, &b, &e);
		if (in_block(c, b))
			return 1;
	}
	return 0;
}

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
	       cx_in_main_file(t) && external(t) && rdc_declare_target_function(c, t);
}

/* A declare target variable (not link) defined here with external
 * linkage: not extern, or extern with an initializer (a tentative
 * definition, `int g;`, has no definition cursor of its own). */
static int
exported_variable(const Decl *d)
{
	return d->file_scope && d->declare_target && !d->link && !d->header &&
	       external(d->cursor) &&
	       (clang_Cursor_getStorageClass(d->cursor) != CX_SC_Extern ||
	        !clang_Cursor_isNull(clang_Cursor_getVarDeclInitializer(d->cursor)));
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

	for (size_t i = 0; i < c->ntops; i++)
		exports += exported_function(c, c->tops[i]);
	for (size_t k = 0; k < c->ndecls; k++)
		exports += exported_variable(&c->decls[k]);
	u->rdc = force || u->rdc_uses || (exports && !has_kernels(u));
	if (!u->rdc)
		return;
	for (size_t i = 0; i < c->ntops; i++)
		if (exported_function(c, c->tops[i]))
			captures_export_function(c, c->tops[i]);
	for (size_t k = 0; k < c->ndecls; k++) {
		Decl *d = &c->decls[k];
		unsigned b, e;
		if (!exported_variable(d))
			continue;
		cx_extent(d->cursor, &b, &e);
		(void)captures_var(c, d, cx_loc(c, b));
	}
}
