/* Regions of function templates (frontend/cxx_templates.c): each
 * instantiation's kernels (.cu) and host fallback and descriptor (host
 * file) are printed in a namespace of its own, o2c_i<N>, that opens with
 * the template's parameters as the instantiation's arguments
 * (`using T = float;`, `constexpr int BLOCK = 256;`), so that the user's
 * code copied into them, which names T and BLOCK, compiles as the
 * instantiation.  In the host file, which keeps the template, the
 * region's replacement is one branch per instantiation,
 * `if constexpr (__is_same(T, float)) {...} else if constexpr ...`, each
 * launching its own kernels with its own argument descriptors; an
 * instantiation none of them names fails to compile (static_assert)
 * rather than skip the region.
 */
#include <stdlib.h>

#include "codegen.h"

static int
by_begin(const void *pa, const void *pb)
{
	const Edit *a = pa, *b = pb;

	if (a->begin != b->begin)
		return a->begin < b->begin ? -1 : 1;
	return a->seq - b->seq;
}

/* The unit as an instance's code is printed: its edits with the
 * instance's own (Instance.edits: the branches of `if constexpr` it
 * discards), in the order the printers take them; u itself where the
 * instance has none. */
const Unit *
emit_instance_unit(const Unit *u, const Instance *in)
{
	Unit *v;

	if (!in || !in->nedits)
		return u;
	v = arena_alloc(sizeof *v);
	*v = *u;
	v->nedits = u->nedits + in->nedits;
	v->edits = arena_alloc(sizeof *v->edits * (size_t)v->nedits);
	for (int i = 0; i < u->nedits; i++)
		v->edits[i] = u->edits[i];
	for (int i = 0; i < in->nedits; i++)
		v->edits[u->nedits + i] = in->edits[i];
	qsort(v->edits, (size_t)v->nedits, sizeof *v->edits, by_begin);
	return v;
}

/* The instance's namespace, opened again for each of its regions: the
 * aliases and the types the template declares in its body that its
 * regions use (renamed, as the template writes them: DeviceDecl.templated),
 * definitions, the first time (first set) alone. */
void
emit_instance_open(Buf *b, const Unit *u, const Instance *in, int first)
{
	if (!in)
		return;
	buf_printf(b, "\n/* instantiation %s */\nnamespace %s {\n", in->label, in->ns);
	for (int i = 0; first && i < in->naliases; i++)
		buf_printf(b, "%s\n", in->aliases[i]);
	for (int i = 0; first && i < u->ndecls; i++) {
		const DeviceDecl *d = &u->decls[i];
		if (!d->local || !d->templated || d->func != in->begin)
			continue;
		emit_line(b, u, d->at);
		buf_printf(b, "%s\n", d->text);
	}
}

void
emit_instance_close(Buf *b, const Instance *in)
{
	if (in)
		buf_printf(b, "} /* namespace %s: %s */\n", in->ns, in->label);
}

/* The descriptor of region p of an instance whose host fallbacks come
 * after the template (codegen/emit_host.c), declared before it, where
 * the template's code names it. */
void
emit_instance_declare(Buf *b, const Plan *p)
{
	buf_printf(b, "namespace %s { static O2cRegion *%s(void); } /* %s, defined below */\n",
	           p->r->inst->ns, p->desc, p->r->inst->label);
	if (p->known.desc)
		buf_printf(b, "namespace %s { static O2cRegion *%s(void); }\n", p->r->inst->ns,
		           p->known.desc);
}

/* The host fallback of region p of an instance as a declaration names
 * it: `o2c_i1::<host.fn>(<params>)` (ns set), or without the namespace. */
const char *
emit_fallback_signature(const Plan *p, int ns)
{
	Buf w = {0};

	emit_params(&w, p, NULL);
	return arena_printf("%s%s%s%.*s", ns ? p->r->inst->ns : "", ns ? "::" : "", p->host.fn,
	                    (int)w.len - 1, w.s);
}

/* The host fallback of region p of an instance, declared before the
 * class template that makes it a friend (emit_host.c). */
void
emit_fallback_declare(Buf *b, const Plan *p)
{
	buf_printf(b, "namespace %s { static void %s; } /* %s, a friend of its class */\n",
	           p->r->inst->ns, emit_fallback_signature(p, 0), p->r->inst->label);
}

const char *
emit_desc_ref(const Plan *p)
{
	return p->r->inst ? arena_printf("%s::%s", p->r->inst->ns, p->desc) : p->desc;
}

/* The descriptor a launch of region p takes, as an expression: with
 * known arguments (Plan.known), theirs where the values the host passes
 * equal them. */
const char *
emit_desc_pick(const Plan *p)
{
	const char *ns = p->r->inst ? arena_printf("%s::", p->r->inst->ns) : "";
	Buf b = {0};

	if (!p->known.desc)
		return arena_printf("%s()", emit_desc_ref(p));
	for (int i = 0; i < p->known.nargs; i++)
		buf_printf(&b, "%s%s == %s", i ? " && " : "", p->known.args[i]->var->name,
		           p->known.args[i]->text);
	return arena_printf("(o2c_known_args(%s) ? %s%s() : %s())", b.s, ns, p->known.desc,
	                    emit_desc_ref(p));
}

/* Before the replacement of instance region r: the condition that
 * selects it, `if constexpr (...) {` for the first of a directive's
 * instances (first set), `else if constexpr (...) {` for the others; the
 * braces hold a replacement of more than one statement (a directive kept
 * as a pragma before the runtime's call: taskwait, flush). */
void
emit_instance_branch(Buf *b, const Region *r, int first)
{
	buf_printf(b, "%sif constexpr (%s) /* %s */ {\n", first ? "" : "\nelse ", r->inst->cond,
	           r->inst->label);
}

/* After the replacement of an instance region: its branch's brace. */
void
emit_instance_branch_end(Buf *b)
{
	buf_puts(b, "\n}");
}

/* After the last branch: no other instantiation reaches the region. */
void
emit_instance_end(Buf *b, const Region *r)
{
	buf_printf(b, "\nelse\n\tstatic_assert(!(%s) && (%s), \"omp2cuda compiled this target "
	              "region for other instantiations only\");",
	           r->inst->cond, r->inst->cond);
}
