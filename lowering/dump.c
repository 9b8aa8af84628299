/* The plans as stable text, for --dump-after=lower and its tests: every
 * field codegen prints from, with the reasons lowering gave. */
#include "plan.h"

static const char *const map_names[] = {"alloc", "to", "from", "tofrom"};
static const char *const share_names[] = {"none", "grid", "teams", "threads", "one",
                                             "warps", "lanes"};
static const char *const ws_names[] = {"cyclic", "block", "chunk", "guided"};
static const char *const dist_names[] = {"", ", dist block", ", dist chunk"};
static const char *const index_names[] = {"wide", "narrow", "signed", "32-bit"};
static const char *const ctx_names[] = {"kernel", "team", "parallel", "nested"};
static const char *const api_how_names[] = {
	[APIP_DEVICE] = "device",          [APIP_VALUE] = "value",
	[APIP_NTHREADS] = "nthreads",      [APIP_ANCESTOR] = "ancestor",
	[APIP_WARP_TEAM] = "warp team",    [APIP_WARP_TEAMS] = "warp teams",
	[APIP_GRID_THREAD] = "grid thread", [APIP_GRID_THREADS] = "grid threads",
	[APIP_LANE] = "lane",
};
static const char *const nthreads_names[] = {"", "block", "clause", "warp"};

/* The loop a thread runs, and why (lowering/schedule.c). */
static const char *const lanes_names[] = {"lane0", "all", "all-regs"};

/* Teams on warps with team lanes: who runs each statement that only
 * computes or its initializer, and each team-level variable. */
static void
dump_lanes(const Plan *p, const TeamStmt *s, int n, Buf *out)
{
	for (int i = 0; i < n; i++) {
		if (s[i].kind == TS_GUARDED)
			buf_printf(out, "  team stmt %u:%u %s\n", s[i].loc.line, s[i].loc.col,
			           lanes_names[p->warp.stmts[s[i].id]]);
		for (int k = 0; k < s[i].nvars; k++) {
			const TeamVarPlan *v = &p->warp.vars[s[i].vars[k].id];
			buf_printf(out, "  team var %s %s, init %s\n", v->var->name,
			           v->replicated ? "replicated" : "shared",
			           v->var->init_end ? lanes_names[v->init] : "none");
		}
		dump_lanes(p, s[i].kids, s[i].nkids, out);
	}
}

static void
dump_loop(const LoopPlan *l, Buf *out)
{
	if (l->share == SHARE_NONE)
		return;
	buf_printf(out, "  loop %s %s%s%s%s%s%s, index %s%s: %s\n", share_names[l->share],
	           ws_names[l->ws], l->chunk ? " " : "", l->chunk ? l->chunk : "",
	           dist_names[l->dist], l->dist_chunk ? " " : "", l->dist_chunk ? l->dist_chunk : "",
	           index_names[l->index], l->once ? ", one pass" : "", l->why);
	if (l->last_why)
		buf_printf(out, "  last iteration %s: %s\n", l->last ? "noted" : "not noted",
		           l->last_why);
}

/* What the device code of a region needs: its team size, its barrier,
 * omp2cuda_device.h (lowering/team.c, lowering/lower.c). */
static void
dump_device(const Plan *p, Buf *out)
{
	if (p->team.nthreads)
		buf_printf(out, "  team size %s: %s\n", nthreads_names[p->team.nthreads], p->team.nthreads_why);
	if (p->team.barrier)
		buf_puts(out, "  barrier at its end\n");
	for (int v = 0; v < p->warp.nvotes; v++)
		buf_printf(out, "  warp vote %s\n", p->warp.votes[v]->name);
	for (int q = 0; q < p->r->data.nreductions && p->warp.red_lanes; q++)
		if (p->warp.red_lanes[q])
			buf_printf(out, "  reduction on every lane %s\n", p->r->data.reductions[q].var->name);
	if (p->device_lib)
		buf_puts(out, "  uses omp2cuda_device.h\n");
}

/* What a region's plan says before its kernel: its device, its data
 * and task clauses, its maps, its team. */
static void
dump_head(const Plan *p, Buf *out)
{
	if (p->r->exec.device)
		buf_printf(out, "  device %s\n", p->r->exec.device);
	for (int k = 0; k < p->r->data.ndevice_ptrs && !dir_has_kernel(p->r->dir); k++)
		buf_printf(out, "  use_device_ptr %s\n", p->r->data.device_ptrs[k]->name);
	for (int k = 0; k < p->r->data.ndevice_addrs && !dir_has_kernel(p->r->dir); k++)
		buf_printf(out, "  use_device_addr %s\n", p->r->data.device_addrs[k]->name);
	if ((p->r->exec.nowait || p->r->data.depend) && dir_shape[p->r->dir] != SHAPE_SINGLE)
		buf_printf(out, "  task%s%s%s\n", p->r->exec.nowait ? " nowait" : "",
		           p->r->data.depend ? " depend" : "",
		           p->r->exec.nowait && !p->launch.deferrable ? ", undeferred" : "");
	for (int k = 0; k < p->r->data.nin_reductions; k++)
		buf_printf(out, "  in_reduction %s %s\n", p->r->data.in_reductions[k].spelling,
		           p->r->data.in_reductions[k].var->name);
	for (int k = 0; k < p->nmaps; k++)
		buf_printf(out, "  map %d %s%s%s%s%s '%s' at %s, %s %s\n", k,
		           p->maps[k].type & MAP_ATTACH ? p->maps[k].type & MAP_FROM ? "attach, detach"
		                                                                 : "attach"
		                                        : map_names[p->maps[k].type & 3],
		           p->maps[k].type & MAP_ALWAYS ? " always" : "",
		           p->maps[k].type & MAP_DELETE ? " delete" : "",
		           p->maps[k].type & MAP_PRESENT ? " present" : "",
		           p->maps[k].implicit ? " implicit" : "",
		           p->maps[k].name, p->maps[k].begin, p->maps[k].bytes,
		           p->maps[k].type & MAP_ATTACH ? "past its value" : "bytes");
	if (p->team.text)
		buf_printf(out, "  team %s%s: %s\n", ctx_names[p->team.ctx], p->team.one ? ", one thread" : "",
		           p->team.text);
}

/* A kernel's parameters and how each is passed. */
static void
dump_params(const Plan *p, Buf *out)
{
	for (int k = 0; k < p->nparams; k++) {
		const Param *prm = &p->params[k];
		buf_printf(out, "  param %s", prm->var->param);
		if (prm->red)
			buf_printf(out, " reduction(%s) -> map %d", prm->red->spelling, prm->map);
		else if (prm->device_addr)
			buf_printf(out, " has_device_addr%s%s", prm->ref ? " by reference" : "",
			           prm->device_ptr ? "" : " -> present table");
		else if (prm->ref)
			buf_printf(out, " by reference -> map %d", prm->map);
		else if (prm->fp)
			buf_printf(out, " firstprivate, a copy per %s",
			           prm->fp == FP_TEAM ? "team" : "thread");
		else if (prm->device_ptr)
			buf_puts(out, " is_device_ptr");
		else if (prm->var->kind != VAR_SCALAR)
			buf_printf(out, prm->map >= 0 ? " -> map %d" : " -> present table",
			           prm->map);
		if (prm->whole)
			buf_printf(out, ", used whole: %s", prm->var->whole_ref);
		buf_puts(out, "\n");
	}
}

/* The kernels a plan prints, how its staged rows and windows lie in
 * shared memory, how many of a chain's trip counts the host scans, when
 * its pivot rows run first, and the host fallback's directive. */
static void
dump_layouts(const Plan *p, Buf *out)
{
	for (int k = 0; k < p->nkernels; k++)
		buf_printf(out, "  prints %s: %s\n", p->kernels[k].name,
		           lower_kernel_text(&p->kernels[k]));
	if (p->rows.on)
		buf_printf(out, "  rows pitch %s bytes %s\n", p->rows.layout.pitch, p->rows.layout.bytes);
	for (int k = 0; k < p->win.nwindows; k++)
		buf_printf(out, "  window %s copy: %s\n", p->win.windows[k].w->var->name,
		           p->win.windows[k].copy_why);
	if (p->chain.units.why)
		buf_printf(out, "  chain units scan %lld: %s\n", p->chain.units.scan,
		           p->chain.units.why);
	if (p->chain.pivots.kernel)
		buf_printf(out, "  pivots %s %s when %s\n", p->chain.pivots.kernel, p->chain.pivots.below,
		           p->chain.pivots.check);
	if (p->chain.pivots.regs.on)
		buf_printf(out, "  pivot-registers c0 %lld\n", p->chain.pivots.regs.c0);
	buf_printf(out, "  host %s: %s\n", lower_host_text(&p->host), p->host.why);
}

void
lower_dump(const Unit *u, Plan **plans, Buf *out)
{
	for (int i = 0; i < u->nregions; i++) {
		const Plan *p = plans[i];
		buf_printf(out, "plan %s\n", p->r->name);
		dump_head(p, out);
		if (!dir_has_kernel(p->r->dir)) {
			dump_loop(&p->loop, out);
			if (p->narrow.why)
				buf_printf(out, "  narrow %s: %s\n",
				           p->loop.index == INDEX_U32 ? "yes" : "no",
				           p->narrow.why);
			dump_device(p, out);
			continue;
		}
		buf_printf(out, "  kernel %s\n", p->kernel);
		dump_params(p, out);
		buf_printf(out, "  trip %s\n", p->launch.trip ? p->launch.trip : "computed on the device only");
		buf_printf(out, "  teams %s\n", p->launch.teams ? p->launch.teams : "default");
		buf_printf(out, "  threads %s\n", p->launch.threads ? p->launch.threads : "default");
		buf_printf(out, "  shape %s: %s\n", p->shape.text, p->shape.why);
		buf_printf(out, "  launch blocks %s; threads %s\n", p->launch.teams_why, p->launch.threads_why);
		buf_printf(out, "  small trip %s: %s\n", p->launch.spread ? "spread" : "keep", p->launch.spread_why);
		if (p->launch.grid_trial)
			buf_printf(out, "  grid trial: a full GPU against a block per blockDim iterations\n");
		buf_printf(out, "  rows %s: %s\n", p->rows.on ? "stage" : "keep", p->rows.why);
		for (int k = 0; k < p->rows.nreads; k++)
			buf_printf(out, "  row read %s[%u:%u] ld %s column %s\n", p->rows.var->name,
			           p->rows.reads[k]->loc.line, p->rows.reads[k]->loc.col,
			           p->rows.layout.ld, p->rows.reads[k]->f);
		if (p->narrow.why)
			buf_printf(out, "  narrow %s: %s\n", p->narrow.kernel ? "yes" : "no",
			           p->narrow.why);
		if (p->flat.why)
			buf_printf(out, "  flat %s: %s\n", p->flat.kernel ? "yes" : "no", p->flat.why);
		if (p->table.why)
			buf_printf(out, "  table %s: %s\n", p->table.on ? p->table.var->name : "none",
			           p->table.why);
		if (p->win.why)
			buf_printf(out, "  windows %d: %s\n", p->win.nwindows, p->win.why);
		for (int k = 0; k < p->win.nwindows; k++)
			buf_printf(out, "  window %s rows %lld cols %lld pitch %lld row0 %s col0 %s\n",
			           p->win.windows[k].w->var->name, p->win.windows[k].w->rows,
			           p->win.windows[k].w->cols, p->win.windows[k].pitch, p->win.windows[k].w->row0,
			           p->win.windows[k].w->col0);
		if (p->inner.why)
			buf_printf(out, "  inner lanes %s: %s\n", p->inner.kernel ? "yes" : "no",
			           p->inner.why);
		if (p->alias.align_why)
			buf_printf(out, "  align: %s\n", p->alias.align_why);
		if (p->warp.why)
			buf_printf(out, "  teams on warps %d: %s\n", p->warp.warps, p->warp.why);
		if (p->warp.lanes_why)
			buf_printf(out, "  team lanes %d: %s\n", p->warp.lanes, p->warp.lanes_why);
		if (p->warp.lanes)
			dump_lanes(p, p->r->teams.stmts, p->r->teams.nstmts, out);
		if (p->tile.on)
			buf_printf(out, "  tile %dx%d k %d rows %d, tiles %s: %s\n", p->tile.i, p->tile.j,
			           p->tile.k, p->tile.rows, p->tile.tiles, p->tile.why);
		else if (p->tile.why)
			buf_printf(out, "  tile none: %s\n", p->tile.why);
		dump_loop(&p->loop, out);
		for (int k = 0; k < p->nparams; k++)
			if (p->params[k].named)
				buf_printf(out, "  named in its code: %s\n", p->params[k].var->name);
		for (int k = 0; k < p->r->dev.napis; k++) {
			const ApiPlan *ap = &p->apis[k];
			buf_printf(out, "  api %s at %u:%u: %s", api_names[p->r->dev.apis[k].fn],
			           p->r->dev.apis[k].loc.line, p->r->dev.apis[k].loc.col, api_how_names[ap->how]);
			if (ap->how == APIP_VALUE || ap->how == APIP_ANCESTOR)
				buf_printf(out, " %d", ap->value);
			buf_printf(out, "%s%s\n", ap->why ? ", " : "", ap->why ? ap->why : "");
		}
		dump_layouts(p, out);
		dump_device(p, out);
	}
}
