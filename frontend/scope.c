/* A scope construct (OpenMP 5.2 11.2) nested in a target region, in the
 * host fallback.  The kernels run it themselves (codegen/emit_single.c);
 * the host fallback keeps the directive for the host compiler, which
 * takes scope with OpenMP 5.1's clauses (gcc 12: private, reduction,
 * nowait) but not 5.2's firstprivate and allocate.  A scope with either
 * is written out for it, on the directive's own lines:
 *
 *   for (struct { T *x; ...; int once; } o2c_first = {&x, ..., 1};
 *        o2c_first.once; o2c_first.once = 0)
 *   _Pragma("omp scope <its other clauses> private(x, ...)")
 *   for (int o2c_once = (__builtin_memcpy(&x, o2c_first.x, sizeof x), ..., 1);
 *        o2c_once; o2c_once = 0)
 *   <the statement>
 *
 * Each thread points at the variables the construct names before the
 * scope's private copies hide them, and its copies start as copies of
 * what those point at: firstprivate.  The loops run once each and are
 * statements, so the rewrite stands wherever the directive may, and the
 * scope's barrier stays the construct's.  The allocate clause goes: an
 * allocator says where the copies' memory comes from, and the predefined
 * ones, whose traits are the defaults, are content with any (clauses.c
 * refuses the others).
 */
#include <string.h>

#include "internal.h"

static int
has_clause(const Region *r, int kind)
{
	for (int i = 0; i < r->nclauses; i++)
		if (r->clauses[i].kind == kind)
			return 1;
	return 0;
}

/* The directive's clauses but firstprivate and allocate, as a string
 * literal's text, and a private clause of the firstprivate variables. */
static void
kept_clauses(Buf *b, const Region *r)
{
	for (int i = 0; i < r->nclauses; i++) {
		const Clause *cl = &r->clauses[i];
		if (cl->kind == CL_FIRSTPRIVATE || cl->kind == CL_ALLOCATE)
			continue;
		buf_printf(b, " %s", clause_spelling[cl->kind]);
		if (!cl->args)
			continue;
		buf_puts(b, "(");
		for (const char *s = cl->args; *s; s++)
			buf_printf(b, "%s%c", *s == '"' || *s == '\\' ? "\\" : "", *s == '\n' ? ' ' : *s);
		buf_puts(b, ")");
	}
	for (int i = 0; i < r->data.nfirstprivates; i++)
		buf_printf(b, "%s%s", i ? ", " : " private(", r->data.firstprivates[i]->name);
	if (r->data.nfirstprivates)
		buf_puts(b, ")");
}

/* The host fallback's text for scope r. */
static const char *
host_text(Ctx *c, const Region *r)
{
	Buf b = {0};
	int n = r->data.nfirstprivates;

	if (n) {
		buf_puts(&b, "for (struct {");
		for (int i = 0; i < n; i++)
			buf_printf(&b, " __typeof__(%s) *%s;", r->data.firstprivates[i]->name,
			           r->data.firstprivates[i]->name);
		buf_puts(&b, " int once; } o2c_first = {");
		for (int i = 0; i < n; i++)
			buf_printf(&b, "&%s, ", r->data.firstprivates[i]->name);
		buf_puts(&b, "1}; o2c_first.once; o2c_first.once = 0) ");
	}
	buf_puts(&b, "_Pragma(\"omp scope");
	kept_clauses(&b, r);
	buf_puts(&b, "\")");
	if (n) {
		buf_puts(&b, " for (int o2c_once = (");
		for (int i = 0; i < n; i++) {
			const char *x = r->data.firstprivates[i]->name;
			buf_printf(&b, "__builtin_memcpy(&%s, o2c_first.%s, sizeof %s), ", x, x, x);
		}
		buf_puts(&b, "1); o2c_once; o2c_once = 0)");
	}
	for (unsigned k = r->src.pragma_begin; k < r->src.pragma_end; k++)
		if (c->u->src[k] == '\n')
			buf_puts(&b, "\n");
	return arena_strdup(b.s);
}

void
scope_read(Ctx *c, const Region *r)
{
	Edit ed = {0};

	if (!r->data.nfirstprivates && !has_clause(r, CL_ALLOCATE))
		return;
	ed.begin = r->src.pragma_begin;
	ed.end = r->src.pragma_end;
	ed.text = cx_text(c, r->src.pragma_begin, r->src.pragma_end);
	ed.host = 1;
	ed.host_text = host_text(c, r);
	edits_add(c, ed);
}
