/* Checks the invariants the Region IR promises lowering; a failure is a
 * bug in the front end, not in the user's program. */
#include "region.h"

static void
verify_region(const Unit *u, const Region *r)
{
	if (!r->name || !r->pragma || r->loc.line == 0 || r->dir < 0 || r->dir >= DIR_NUM)
		unreachable("region without name, pragma, location or directive");
	int standalone = dir_shape[r->dir] == SHAPE_STANDALONE || r->dir == DIR_TASKWAIT;
	if (!((r->src.leaf ? r->src.pragma_begin == r->src.pragma_end : r->src.pragma_begin < r->src.pragma_end) &&
	      r->src.pragma_end <= r->src.stmt_begin &&
	      (standalone ? r->src.stmt_begin == r->src.stmt_end : r->src.stmt_begin < r->src.stmt_end) &&
	      r->src.stmt_end <= u->len))
		unreachable("region source ranges out of order");
	if (!(r->src.stmt_begin <= r->src.body_begin && r->src.body_end <= r->src.stmt_end))
		unreachable("region body outside its statement");
	if (r->src.func_begin > r->src.pragma_begin)
		unreachable("enclosing function starts after the region");
	if (r->parent && (dir_shape[r->parent->dir] == SHAPE_LOOP ||
	                  dir_shape[r->parent->dir] == SHAPE_STANDALONE ||
	                  (dir_shape[r->parent->dir] == SHAPE_SERIAL &&
	                   dir_shape[r->dir] != SHAPE_SINGLE) ||
	                  (r->exec.combined ? r->parent->src.stmt_begin != r->src.stmt_begin
	                               : r->parent->src.pragma_end > r->src.pragma_begin) ||
	                  r->parent->src.stmt_end < r->src.stmt_end))
		unreachable("region's parent does not enclose it");
	if (dir_is_loop(r->dir) && r->nloops != r->exec.collapse)
		unreachable("loop nest depth differs from collapse");
	for (int i = 0; i < r->nloops; i++)
		if (!r->loops[i].var || !r->loops[i].lb || !r->loops[i].ub || !r->loops[i].stride)
			unreachable("loop without index, bounds or stride");
	for (int i = 0; i < r->ncaps; i++)
		if (!r->caps[i] || !r->caps[i]->param)
			unreachable("capture without a declaration");
	for (int i = 0; i < r->uses.nwholes; i++)
		if (r->uses.wholes[i]->kind != VAR_ARRAY || !r->uses.wholes[i]->renamed)
			unreachable("an array used whole is no captured array");
	for (int i = 0; i < r->uses.nwhole_uses; i++)
		if ((i && r->uses.whole_uses[i - 1].begin >= r->uses.whole_uses[i].begin) ||
		    r->uses.whole_uses[i].begin < r->src.stmt_begin || r->uses.whole_uses[i].end > r->src.stmt_end)
			unreachable("uses of arrays used whole out of order or outside the region");
	for (int i = 0; i < r->data.nmaps; i++)
		if (!r->data.maps[i].var || (r->data.maps[i].elem && !r->data.maps[i].member))
			unreachable("map item without a variable, or of an element without a "
			            "member");
	for (int i = 0; i < r->data.ndepends; i++)
		if (!r->data.depend || !r->data.depends[i].addr || r->data.depends[i].type < DEP_IN ||
		    r->data.depends[i].type > DEP_DEPOBJ)
			unreachable("depend item without an address or a type");
	for (int i = 0; i < r->uses.nlinks; i++)
		if (!r->uses.links[i]->link || !r->uses.links[i]->link_ref)
			unreachable("declare target link list holds another variable");
	for (int i = 0; i < r->data.nreductions; i++)
		if (!r->data.reductions[i].var ||
		    (r->data.reductions[i].var->kind != VAR_SCALAR) != (r->data.reductions[i].len > 0))
			unreachable("reduction of an array without a section, or of a pointer");
	for (int i = 0; i < r->data.nin_reductions; i++) {
		int mapped = 0;
		for (int k = 0; k < r->data.nmaps; k++)
			mapped |= r->data.maps[k].var == r->data.in_reductions[i].var &&
			          r->data.maps[k].type == MAP_TOFROM;
		if (!mapped || (dir_shape[r->dir] != SHAPE_SERIAL && dir_shape[r->dir] != SHAPE_LOOP))
			unreachable("in_reduction item without its tofrom map, or not on target or a "
			            "loop it is fused with");
	}
}

void
frontend_verify(const Unit *u)
{
	for (int i = 0; i < u->nregions; i++) {
		verify_region(u, u->regions[i]);
		if (u->regions[i]->id != i)
			unreachable("region ids out of order");
	}
}
