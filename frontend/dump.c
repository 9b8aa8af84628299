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
	for (int i = 0; i < r->nmaps; i++) {
		const MapItem *m = &r->maps[i];
		buf_printf(out, "  map %s%s%s %s", map_names[m->type & 3],
		           m->type & MAP_ALWAYS ? " always" : "", m->type & MAP_DELETE ? " delete" : "",
		           m->base);
		for (int k = 0; k < m->ndims; k++)
			buf_printf(out, " [%s : %s]", m->lo[k], m->len[k] ? m->len[k] : "end");
		buf_puts(out, "\n");
	}
	if (dir_shape[r->dir] == SHAPE_SINGLE && r->nowait)
		buf_puts(out, "  nowait\n");
	else if (r->nowait || r->depend)
		buf_printf(out, "  task%s%s\n", r->nowait ? " nowait" : "", r->depend ? " depend" : "");
	for (int i = 0; i < r->ndepends; i++)
		buf_printf(out, "  depend %s %s at &(%s)\n", dep_names[r->depends[i].type],
		           r->depends[i].text, r->depends[i].addr);
	if (r->filter)
		buf_printf(out, "  filter %s\n", r->filter);
	for (int i = 0; i < r->ncopyprivates; i++)
		buf_printf(out, "  copyprivate %s\n", r->copyprivates[i]->name);
	for (int i = 0; i < r->nin_reductions; i++)
		buf_printf(out, "  in_reduction %s %s\n", r->in_reductions[i].spelling,
		           r->in_reductions[i].var->name);
	for (int i = 0; i < r->ndevice_addrs; i++)
		buf_printf(out, "  device address %s\n", r->device_addrs[i]->name);
	if (r->num_teams)
		buf_printf(out, "  num_teams %s\n", r->num_teams);
	if (r->thread_limit)
		buf_printf(out, "  thread_limit %s\n", r->thread_limit);
	for (int i = 0; i < r->nprivates; i++)
		buf_printf(out, "  private %s\n", r->privates[i]->local);
	for (int i = 0; i < r->nfirstprivates; i++)
		buf_printf(out, "  firstprivate %s\n", r->firstprivates[i]->local);
	if (r->sched.kind != SCHED_NONE)
		buf_printf(out, "  schedule %s%s%s\n", sched_names[r->sched.kind],
		           r->sched.chunk ? ", " : "", r->sched.chunk ? r->sched.chunk : "");
	if (r->dist.kind != SCHED_NONE)
		buf_printf(out, "  dist_schedule static%s%s\n", r->dist.chunk ? ", " : "",
		           r->dist.chunk ? r->dist.chunk : "");
	for (int i = 0; i < CAT_NUM; i++)
		if (r->defaultmap[i] != DM_DEFAULT)
			buf_printf(out, "  defaultmap %s: %s\n", dm_names[r->defaultmap[i]], cat_names[i]);
	if (r->combined)
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
	for (int i = 0; i < r->nwholes; i++)
		buf_printf(out, "  used whole %s\n", r->wholes[i]->name);
	for (int i = 0; i < r->nattaches; i++)
		buf_printf(out, "  attach %s\n", r->attaches[i].expr);
	for (int i = 0; i < r->nlinks; i++)
		buf_printf(out, "  declare target link %s\n", r->links[i]->name);
	buf_printf(out, "  body at %u:%u\n", r->body_loc.line, r->body_loc.col);
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
