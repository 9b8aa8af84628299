/* Per-region decisions from a tune file (-ftune-file=, read by
 * tools/tune.c): a kernel region whose directive a tune line names
 * (file:line, or file:line:col) is lowered with the driver's switches
 * as that line sets them, in a LowerOptions of its own (Plan.opts), and
 * may get a block size (Plan.launch.block).  Every decision pass reads the
 * plan's switches, so a tune line turns a pass on or off for one region
 * exactly as -f[no-]<name> does for all; the reasons --explain gives name
 * the tune line (lower_off).  Codegen reads only the plan.
 *
 * The block size is a thread count the launch carries beside
 * thread_limit (O2cLaunch.block): taken only where the program cannot
 * observe the team size, the combined loops whose threads are
 * independent iterations (the small_trip rule of lowering/schedule.c:
 * no clause sets the geometry, no device API call, no team code), so
 * OpenMP semantics do not change.  Elsewhere it is ignored, with a
 * warning.
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "plan.h"

static const struct {
	const char *name;
	size_t offset;
} switches[LOWER_NSWITCHES] = {
	{"provenance", offsetof(LowerOptions, readonly)},
	{"const", offsetof(LowerOptions, cnst)},
	{"ldg", offsetof(LowerOptions, ldg)},
	{"restrict", offsetof(LowerOptions, restrict_rw)},
	{"signed-loop", offsetof(LowerOptions, signed_loop)},
	{"spread-small-loops", offsetof(LowerOptions, spread)},
	{"stage-rows", offsetof(LowerOptions, stage_rows)},
	{"teams-on-warps", offsetof(LowerOptions, warps)},
	{"team-lanes", offsetof(LowerOptions, lanes)},
	{"tile-loops", offsetof(LowerOptions, tile)},
	{"narrow-loops", offsetof(LowerOptions, narrow)},
	{"aligned-records", offsetof(LowerOptions, align)},
	{"warp-votes", offsetof(LowerOptions, votes)},
	{"stage-tables", offsetof(LowerOptions, stage_tables)},
	{"inner-lanes", offsetof(LowerOptions, inner_lanes)},
	{"team-windows", offsetof(LowerOptions, windows)},
	{"lane-preloads", offsetof(LowerOptions, preloads)},
	{"region-chains", offsetof(LowerOptions, chains)},
	{"collapse-order", offsetof(LowerOptions, order)},
	{"flat-loops", offsetof(LowerOptions, flat)},
	{"stepped-indices", offsetof(LowerOptions, stepped)},
	{"batched-reductions", offsetof(LowerOptions, batches)},
	{"stencil-steps", offsetof(LowerOptions, steps)},
	{"flat-tiles", offsetof(LowerOptions, flat_tiles)},
	{"flat-grids", offsetof(LowerOptions, flat_grids)},
	{"step-preloads", offsetof(LowerOptions, step_preloads)},
	{"own-columns", offsetof(LowerOptions, own_cols)},
	{"pivot-registers", offsetof(LowerOptions, pivot_regs)},
	{"known-args", offsetof(LowerOptions, known_args)},
};

int
lower_switch_index(const char *name)
{
	for (int i = 0; i < LOWER_NSWITCHES; i++)
		if (!strcmp(switches[i].name, name))
			return i;
	return -1;
}

const char *
lower_switch_name(int i)
{
	return switches[i].name;
}

int *
lower_switch(LowerOptions *o, int i)
{
	return (int *)((char *)o + switches[i].offset);
}

/* Does the tune file's name for a source, f, name path: the same, or
 * one ends with the other after a '/' (gaussian.c names
 * benchmarks/gaussian/gaussian.c, as the ledger's and --explain's names
 * depend on how the compiler was called)? */
int
lower_tune_file(const char *f, const char *path)
{
	size_t nf = strlen(f), np = strlen(path);

	if (nf == np)
		return !strcmp(f, path);
	if (nf < np)
		return path[np - nf - 1] == '/' && !strcmp(path + np - nf, f);
	return f[nf - np - 1] == '/' && !strcmp(f + nf - np, path);
}

const Tune *
lower_tune_find(const Region *r, const Tune *tunes, int ntunes)
{
	for (int i = 0; i < ntunes; i++) {
		const Tune *t = &tunes[i];
		if (lower_tune_file(t->file, r->loc.file) && t->line == r->loc.line &&
		    (!t->col || t->col == r->loc.col))
			return t;
	}
	return NULL;
}

const LowerOptions *
lower_tune_options(const LowerOptions *o, const Tune *t)
{
	LowerOptions *mine;

	if (!t)
		return o;
	mine = arena_alloc(sizeof *mine);
	*mine = *o;
	for (int i = 0; i < LOWER_NSWITCHES; i++)
		if (t->set[i] >= 0)
			*lower_switch(mine, i) = t->set[i];
	return mine;
}

const char *
lower_off(const Plan *p, const char *name)
{
	int i = lower_switch_index(name);

	if (i < 0)
		unreachable("no such switch");
	if (p->tune && p->tune->set[i] == 0)
		return arena_printf("%s=off in %s line %u", name, p->tune->path, p->tune->at);
	return arena_printf("-fno-%s", name);
}

void
lower_tune_warn(const char *path, unsigned at, const char *fmt, ...)
{
	char msg[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	diag_warning((Loc){0}, "%s: line %u: %s", path, at, msg);
}

/* Why the program could tell the block size (NULL: it cannot). */
static const char *
block_observed(const Plan *p)
{
	if (p->shape.kind != KERNEL_GRID_LOOP)
		return "not a combined loop: a team is a block, whose size the program sees";
	if (p->team.team_loop)
		return "a block per dist_schedule chunk";
	if (p->launch.teams_from != GEOM_DEFAULT || p->launch.threads_from != GEOM_DEFAULT)
		return "a clause sets the launch's geometry";
	if (p->r->dev.napis)
		return arena_printf("the region calls %s, whose answer depends on the block size",
		                    api_names[p->r->dev.apis[0].fn]);
	return NULL;
}

void
lower_block(Plan *p)
{
	const Tune *t = p->tune;
	const char *no;

	if (!t || !t->block || !dir_has_kernel(p->r->dir)) /* a kernel's launch */
		return;
	if ((no = block_observed(p))) {
		lower_tune_warn(t->path, t->at, "block=%d ignored for %s:%u:%u: %s", t->block,
		                p->r->loc.file, p->r->loc.line, p->r->loc.col, no);
		return;
	}
	p->launch.block = t->block;
	p->launch.threads_why = arena_printf("%d: block=%d in %s line %u%s", t->block, t->block, t->path,
	                              t->at,
	                              p->tile.on ? " (the tiled loop, where it runs, takes its "
	                                        "tile's threads)"
	                                      : "");
	p->launch.spread = 0;
	p->launch.spread_why = arena_printf("blocks keep their size: block=%d in %s line %u", t->block,
	                             t->path, t->at);
}
