/* Checks the invariants the plans promise codegen. */
#include "plan.h"

void
lower_verify(const Unit *u, Plan **plans)
{
	for (int i = 0; i < u->nregions; i++) {
		const Plan *p = plans[i];
		if (!p || p->r != u->regions[i])
			unreachable("plan out of step with the regions");
		for (int k = 0; k < p->nparams; k++) {
			const Param *prm = &p->params[k];
			if (prm->var->kind == VAR_ARRAY && !prm->device_addr &&
			    (prm->map < 0) != (prm->fp != FP_NONE))
				unreachable("array parameter without a map, or a firstprivate one with one");
			if (prm->map >= p->nmaps)
				unreachable("parameter attached to a missing map");
			if (prm->var->kind == VAR_SCALAR &&
			    (prm->map >= 0) != (prm->ref && !prm->device_addr))
				unreachable("by-value scalar attached to a map, or by-reference one not");
		}
		for (int k = 0; k < p->nmaps; k++)
			if (!p->maps[k].begin || !p->maps[k].bytes || !p->maps[k].name)
				unreachable("map without address or size");
		if (dir_is_loop(p->r->dir) && !p->launch.trips[p->r->nloops - 1])
			unreachable("loop region without trip counts");
	}
}
