/* The data-mapping plan of a region (OpenMP 5.2 5.8.3 and 5.8.9):
 *   - explicit map items in clause order: sections become (address,
 *     bytes) host expressions;
 *   - a scalar in a kernel region is passed by value like a firstprivate
 *     one and needs no runtime map, unless it is passed by reference (a
 *     reduction variable, or a scalar a one-thread region maps back): then
 *     its map item, explicit or an implicit tofrom, holds its device copy;
 *   - a fixed-size array used in a kernel without a map clause is mapped
 *     tofrom whole;
 *   - a pointer without a map clause is an implicit zero-length array
 *     section: the runtime looks its value up in the present table.
 * Each pointer, array or by-reference parameter is attached to its
 * variable's first map item, so `map(to: a[5:n])` gives the kernel a
 * pointer to a[0].
 */
#include "plan.h"

static PlanMap
explicit_map(const MapItem *m)
{
	PlanMap pm = {m->loc, m->var, m->type, 0, m->text, NULL, NULL};
	const char *v = m->var->name;

	if (m->var->kind == VAR_SCALAR) {
		pm.begin = arena_printf("(void *)&(%s)", v);
		pm.bytes = arena_printf("sizeof(%s)", v);
	} else if (!m->lo) {
		pm.begin = arena_printf("(void *)(%s)", v);
		pm.bytes = arena_printf("sizeof(%s)", v);
	} else {
		pm.begin = arena_printf("(void *)&(%s)[%s]", v, m->lo);
		pm.bytes = m->len ? arena_printf("(size_t)(%s) * sizeof((%s)[0])", m->len, v)
		                  : arena_printf("(size_t)(%lld - (%s)) * sizeof((%s)[0])",
		                                 m->var->dim0, m->lo, v);
	}
	return pm;
}

static const Param *
param_of(const Plan *p, const Var *v)
{
	for (int i = 0; i < p->nparams; i++)
		if (p->params[i].var == v)
			return &p->params[i];
	return NULL;
}

static int
map_of(const Plan *p, const Var *v)
{
	for (int i = 0; i < p->nmaps; i++)
		if (p->maps[i].var == v)
			return i;
	return -1;
}

/* Scalars need a runtime map only where they live on the device. */
static int
needs_map(const Plan *p, const MapItem *m)
{
	const Param *prm;

	if (m->var->kind != VAR_SCALAR || !dir_has_kernel(p->r->dir))
		return 1;
	prm = param_of(p, m->var);
	return prm && prm->ref;
}

void
lower_maps(Plan *p)
{
	Region *r = p->r;
	size_t cap = 0;

	for (int i = 0; i < r->nmaps; i++)
		if (needs_map(p, &r->maps[i]))
			VEC_PUSH(p->maps, p->nmaps, cap, explicit_map(&r->maps[i]));
	for (int i = 0; i < p->nparams; i++) {
		Param *prm = &p->params[i];
		Var *v = prm->var;
		if (v->kind == VAR_SCALAR && !prm->ref)
			continue;
		prm->map = map_of(p, v);
		if (prm->map >= 0 || v->kind == VAR_POINTER)
			continue;
		PlanMap pm = {v->loc, v, MAP_TOFROM, 1, v->name,
		              arena_printf(v->kind == VAR_SCALAR ? "(void *)&(%s)" : "(void *)(%s)",
		                           v->name),
		              arena_printf("sizeof(%s)", v->name)};
		prm->map = p->nmaps;
		VEC_PUSH(p->maps, p->nmaps, cap, pm);
	}
}
