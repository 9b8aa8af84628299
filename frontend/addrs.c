/* Uses of use_device_addr variables in their target data constructs
 * (OpenMP 5.2 5.4.10): inside the construct, references to the variable
 * are to its device copy, so the host file replaces each use with that
 * copy (codegen/emit_host.c).  Uses in nested kernel regions are the
 * kernels' own captures and are left out.  A use that comes from a
 * macro's expansion cannot be replaced in the text: a macro expanded
 * there whose arguments or definition (or a macro it names) name the
 * variable is an error.
 *
 * Requires: the regions nested in the construct read.
 * Guarantees: u->addr_refs sorted by offset, each once.
 */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static int
in_kernel(const Unit *u, unsigned at)
{
	for (int i = 0; i < u->nregions; i++) {
		const Region *r = u->regions[i];
		if (dir_has_kernel(r->dir) && r->src.pragma_begin <= at && at < r->src.stmt_end)
			return 1;
	}
	return 0;
}

static int
is_use(Ctx *c, const Node *n, const Decl *d)
{
	return clang_getCursorKind(n->cursor) == CXCursor_DeclRefExpr &&
	       scan_decl_of(c, clang_getCursorReferenced(n->cursor)) == d;
}

static int
is_ident(int ch)
{
	return isalnum(ch) || ch == '_';
}

/* Does s[0..n) name id, other than as a member (.id, ->id)? */
static int
names(const char *s, size_t n, const char *id)
{
	size_t len = strlen(id);

	for (size_t i = 0; i + len <= n; i++)
		if (!strncmp(s + i, id, len) && (i == 0 || !is_ident(s[i - 1])) &&
		    (i + len == n || !is_ident(s[i + len])) &&
		    !(i > 0 && s[i - 1] == '.') && !(i > 1 && s[i - 2] == '-' && s[i - 1] == '>'))
			return 1;
	return 0;
}

static const Macro *
macro_named(Ctx *c, const char *name, size_t len)
{
	for (size_t i = c->nmacros; i-- > 0;)
		if (strlen(c->macros[i].name) == len && !strncmp(c->macros[i].name, name, len))
			return &c->macros[i];
	return NULL;
}

/* Does the definition of m, or of a macro it names, name id?  Not when
 * id is one of m's parameters.  Depth-limited: macros may name each
 * other. */
static int
macro_names(Ctx *c, const Macro *m, const char *id, int depth)
{
	const char *body = m->text + strlen(m->name), *close;
	const Macro *k;

	if (*body == '(' && (close = strchr(body, ')'))) {
		if (names(body + 1, (size_t)(close - body - 1), id))
			return 0;
		body = close + 1;
	}
	if (names(body, strlen(body), id))
		return 1;
	for (const char *t = body; *t && depth < 8; t++) {
		size_t n = 0;
		if ((t > body && is_ident(t[-1])) || !is_ident(*t))
			continue;
		while (is_ident(t[n]))
			n++;
		if ((k = macro_named(c, t, n)) && k != m && macro_names(c, k, id, depth + 1))
			return 1;
	}
	return 0;
}

/* Macros expanded in r's body, outside kernel regions, that use v. */
static void
check_macros(Ctx *c, const Region *r, const Var *v)
{
	for (size_t i = 0; i < c->nexpansions; i++) {
		const Node *e = &c->expansions[i];
		const char *name = cx_take_string(clang_getCursorSpelling(e->cursor));
		const Macro *m = macro_named(c, name, strlen(name));
		size_t len = strlen(name);
		if (e->begin < r->src.stmt_begin || e->begin >= r->src.stmt_end || in_kernel(c->u, e->begin))
			continue;
		if ((e->end > e->begin + len && names(c->u->src + e->begin + len, e->end - e->begin - len,
		                                      v->name)) ||
		    (m && macro_names(c, m, v->name, 0)))
			diag_error(cx_loc(c, e->begin), "'%s' is used through macro '%s' inside a target "
			           "data construct with use_device_addr(%s): not supported yet, write the "
			           "name out", v->name, name, v->name);
	}
}

static void
collect(Ctx *c, const Region *r, const Var *v)
{
	Decl *d = scan_var_decl(c, v, r->src.pragma_begin);
	size_t len = strlen(v->name);
	Node *n = scan_stmt_after(c, r->src.stmt_begin);

	check_macros(c, r, v);
	for (; d && n && n < c->nodes + c->nnodes && n->begin < r->src.stmt_end; n++) {
		if (!is_use(c, n, d) || in_kernel(c->u, n->begin) || n->end - n->begin != len ||
		    strncmp(c->u->src + n->begin, v->name, len))
			continue;
		VarRef a = {n->begin, n->end, v};
		VEC_PUSH(c->u->addr_refs, c->u->naddr_refs, c->cap_addr_refs, a);
	}
}

/* Once the regions nested in target data region r are read. */
void
addrs_collect(Ctx *c, const Region *r)
{
	for (int k = 0; r->dir == DIR_TARGET_DATA && k < r->data.ndevice_addrs; k++)
		collect(c, r, r->data.device_addrs[k]);
}

void
addrs_finish(Ctx *c)
{
	/* nested constructs with use_device_addr of one variable find its
	 * uses twice */
	cx_sort_refs(c->u->addr_refs, &c->u->naddr_refs);
}
