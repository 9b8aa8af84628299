/* The data-mapping plan of a region (OpenMP 5.2 5.8.3 and 5.8.9):
 *   - explicit map items in clause order: sections become (address,
 *     bytes) host expressions; `map(to: scalar)` needs no runtime map,
 *     since the scalar is passed by value like a firstprivate one;
 *   - a fixed-size array used in a target region without a map clause is
 *     mapped tofrom whole;
 *   - a pointer without a map clause is an implicit zero-length array
 *     section: the runtime looks its value up in the present table;
 *   - scalars are firstprivate: passed by value, never mapped.
 * Each pointer or array parameter is attached to its variable's first map
 * item, so `map(to: a[5:n])` gives the kernel a pointer to a[0].
 */
#include <string.h>

#include "plan.h"

static PlanMap
explicit_map(const MapItem *m)
{
	PlanMap pm = {m->loc, m->type, 0, m->text, NULL, NULL};
	const char *v = m->var->name;

	if (!m->lo) {
		pm.begin = arena_printf("(void *)(%s)", v);
		pm.bytes = arena_printf("sizeof(%s)", v);
		return pm;
	}
	pm.begin = arena_printf("(void *)&(%s)[%s]", v, m->lo);
	if (m->len)
		pm.bytes = arena_printf("(size_t)(%s) * sizeof((%s)[0])", m->len, v);
	else
		pm.bytes = arena_printf("(size_t)(%lld - (%s)) * sizeof((%s)[0])", m->var->dim0, m->lo,
		                        v);
	return pm;
}

static int
map_of(const Plan *p, const Var *v)
{
	const Region *r = p->r;

	for (int i = 0, k = 0; i < r->nmaps; i++) {
		if (r->maps[i].var->kind == VAR_SCALAR)
			continue;
		if (r->maps[i].var == v)
			return k;
		k++;
	}
	return -1;
}

void
lower_maps(Plan *p)
{
	Region *r = p->r;
	size_t cap = 0;

	for (int i = 0; i < r->nmaps; i++)
		if (r->maps[i].var->kind != VAR_SCALAR)
			VEC_PUSH(p->maps, p->nmaps, cap, explicit_map(&r->maps[i]));
	for (int i = 0; i < p->nparams; i++) {
		Param *prm = &p->params[i];
		Var *v = prm->var;
		if (v->kind == VAR_SCALAR)
			continue;
		prm->map = map_of(p, v);
		if (prm->map >= 0 || v->kind != VAR_ARRAY)
			continue;
		PlanMap pm = {v->loc, MAP_TOFROM, 1, v->name, arena_printf("(void *)(%s)", v->name),
		              arena_printf("sizeof(%s)", v->name)};
		prm->map = p->nmaps;
		VEC_PUSH(p->maps, p->nmaps, cap, pm);
	}
}
