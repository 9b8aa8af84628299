/* The Region IR as stable text, for --dump-after=frontend and its
 * FileCheck tests. */
#include "region.h"

static const char *const map_names[] = {"alloc", "to", "from", "tofrom"};
static const char *const var_kinds[] = {"scalar", "pointer", "array"};
static const char *const cmp_names[] = {"<", "<=", ">", ">="};
static const char *const sched_names[] = {"", "static", "dynamic", "guided", "auto", "runtime"};
static const char *const dm_names[] = {"default", "alloc", "to", "from", "tofrom", "firstprivate",
                                       "none", "present"};
static const char *const cat_names[] = {"scalar", "aggregate", "pointer"};
static const char *const dep_names[] = {"in",       "out",     "inout", "mutexinoutset",
                                        "inoutset", "depobj"};

static void
dump_region(const Region *r, Buf *out)
{
	buf_printf(out, "region %s '%s' at %u:%u\n", r->name, dir_spelling[r->dir], r->loc.line,
	           r->loc.col);
	if (r->parent)
		buf_printf(out, "  inside %s\n", r->parent->name);
	for (int i = 0; i < r->data.nmaps; i++) {
		const MapItem *m = &r->data.maps[i];
		buf_printf(out, "  map %s%s%s %s", map_names[m->type & 3],
		           m->type & MAP_ALWAYS ? " always" : "", m->type & MAP_DELETE ? " delete" : "",
		           m->base);
		for (int k = 0; k < m->ndims; k++)
			buf_printf(out, " [%s : %s]", m->lo[k], m->len[k] ? m->len[k] : "end");
		buf_puts(out, "\n");
	}
	if (dir_shape[r->dir] == SHAPE_SINGLE && r->exec.nowait)
		buf_puts(out, "  nowait\n");
	else if (r->exec.nowait || r->data.depend)
		buf_printf(out, "  task%s%s\n", r->exec.nowait ? " nowait" : "", r->data.depend ? " depend" : "");
	for (int i = 0; i < r->data.ndepends; i++)
		buf_printf(out, "  depend %s %s at &(%s)\n", dep_names[r->data.depends[i].type],
		           r->data.depends[i].text, r->data.depends[i].addr);
	if (r->exec.filter)
		buf_printf(out, "  filter %s\n", r->exec.filter);
	for (int i = 0; i < r->data.ncopyprivates; i++)
		buf_printf(out, "  copyprivate %s\n", r->data.copyprivates[i]->name);
	for (int i = 0; i < r->data.nin_reductions; i++)
		buf_printf(out, "  in_reduction %s %s\n", r->data.in_reductions[i].spelling,
		           r->data.in_reductions[i].var->name);
	for (int i = 0; i < r->data.ndevice_addrs; i++)
		buf_printf(out, "  device address %s\n", r->data.device_addrs[i]->name);
	if (r->exec.num_teams)
		buf_printf(out, "  num_teams %s\n", r->exec.num_teams);
	if (r->exec.thread_limit)
		buf_printf(out, "  thread_limit %s\n", r->exec.thread_limit);
	for (int i = 0; i < r->data.nprivates; i++)
		buf_printf(out, "  private %s\n", r->data.privates[i]->local);
	for (int i = 0; i < r->data.nfirstprivates; i++)
		buf_printf(out, "  firstprivate %s\n", r->data.firstprivates[i]->local);
	if (r->exec.sched.kind != SCHED_NONE)
		buf_printf(out, "  schedule %s%s%s\n", sched_names[r->exec.sched.kind],
		           r->exec.sched.chunk ? ", " : "", r->exec.sched.chunk ? r->exec.sched.chunk : "");
	if (r->exec.dist.kind != SCHED_NONE)
		buf_printf(out, "  dist_schedule static%s%s\n", r->exec.dist.chunk ? ", " : "",
		           r->exec.dist.chunk ? r->exec.dist.chunk : "");
	for (int i = 0; i < CAT_NUM; i++)
		if (r->data.defaultmap[i] != DM_DEFAULT)
			buf_printf(out, "  defaultmap %s: %s\n", dm_names[r->data.defaultmap[i]], cat_names[i]);
	if (r->exec.combined)
		buf_puts(out, "  the parallel region of target parallel\n");
	for (int i = 0; i < r->nloops; i++) {
		const Loop *l = &r->loops[i];
		buf_printf(out, "  loop %s %s = %s; %s%s %s; stride %s%s\n", l->type, l->var, l->lb,
		           l->not_equal ? "!= as " : "", cmp_names[l->cmp], l->ub, l->stride,
		           l->host_bounds ? "; host bounds" : "");
	}
	for (int i = 0; i < r->ncaps; i++)
		buf_printf(out, "  capture %s %s%s\n", var_kinds[r->caps[i]->kind], r->caps[i]->param,
		           r->caps[i]->global ? " (file scope or static)" : "");
	for (int i = 0; i < r->uses.nwholes; i++)
		buf_printf(out, "  used whole %s\n", r->uses.wholes[i]->name);
	for (int i = 0; i < r->uses.nattaches; i++)
		buf_printf(out, "  attach %s\n", r->uses.attaches[i].expr);
	for (int i = 0; i < r->uses.nlinks; i++)
		buf_printf(out, "  declare target link %s\n", r->uses.links[i]->name);
	buf_printf(out, "  body at %u:%u\n", r->src.body_loc.line, r->src.body_loc.col);
}

void
frontend_dump(const Unit *u, Buf *out)
{
	for (int i = 0; i < u->nincludes; i++)
		buf_printf(out, "include %s\n", u->includes[i]);
	for (int i = 0; i < u->nmacros; i++)
		buf_printf(out, "macro %s\n", u->macros[i]);
	for (int i = 0; i < u->nheaders; i++)
		buf_printf(out, "header %s\n", u->headers[i]);
	for (int i = 0; i < u->ndecls; i++) {
		const Var *g = u->decls[i].global;
		buf_printf(out, "%s at %u:%u\n",
		           g ? g->link ? "declare target link variable" : "declare target variable"
		           : u->decls[i].function ? "function" : "type",
		           u->decls[i].loc.line, u->decls[i].loc.col);
	}
	for (int i = 0; i < u->nregions; i++)
		dump_region(u->regions[i], out);
}
