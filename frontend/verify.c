/* Checks the invariants the Region IR promises lowering; a failure is a
 * bug in the front end, not in the user's program. */
#include "region.h"

static void
verify_region(const Unit *u, const Region *r)
{
	if (!r->name || !r->pragma || r->loc.line == 0 || r->dir < 0 || r->dir >= DIR_NUM)
		unreachable("region without name, pragma, location or directive");
	int standalone = dir_shape[r->dir] == SHAPE_STANDALONE || r->dir == DIR_TASKWAIT;
	if (!((r->leaf ? r->pragma_begin == r->pragma_end : r->pragma_begin < r->pragma_end) &&
	      r->pragma_end <= r->stmt_begin &&
	      (standalone ? r->stmt_begin == r->stmt_end : r->stmt_begin < r->stmt_end) &&
	      r->stmt_end <= u->len))
		unreachable("region source ranges out of order");
	if (!(r->stmt_begin <= r->body_begin && r->body_end <= r->stmt_end))
		unreachable("region body outside its statement");
	if (r->func_begin > r->pragma_begin)
		unreachable("enclosing function starts after the region");
	if (r->parent && (dir_shape[r->parent->dir] == SHAPE_LOOP ||
	                  dir_shape[r->parent->dir] == SHAPE_STANDALONE ||
	                  (dir_shape[r->parent->dir] == SHAPE_SERIAL &&
	                   dir_shape[r->dir] != SHAPE_SINGLE) ||
	                  (r->combined ? r->parent->stmt_begin != r->stmt_begin
	                               : r->parent->pragma_end > r->pragma_begin) ||
	                  r->parent->stmt_end < r->stmt_end))
		unreachable("region's parent does not enclose it");
	if (dir_is_loop(r->dir) && r->nloops != r->collapse)
		unreachable("loop nest depth differs from collapse");
	for (int i = 0; i < r->nloops; i++)
		if (!r->loops[i].var || !r->loops[i].lb || !r->loops[i].ub || !r->loops[i].stride)
			unreachable("loop without index, bounds or stride");
	for (int i = 0; i < r->ncaps; i++)
		if (!r->caps[i] || !r->caps[i]->param)
			unreachable("capture without a declaration");
	for (int i = 0; i < r->nwholes; i++)
		if (r->wholes[i]->kind != VAR_ARRAY || !r->wholes[i]->renamed)
			unreachable("an array used whole is no captured array");
	for (int i = 0; i < r->nwhole_uses; i++)
		if ((i && r->whole_uses[i - 1].begin >= r->whole_uses[i].begin) ||
		    r->whole_uses[i].begin < r->stmt_begin || r->whole_uses[i].end > r->stmt_end)
			unreachable("uses of arrays used whole out of order or outside the region");
	for (int i = 0; i < r->nmaps; i++)
		if (!r->maps[i].var || (r->maps[i].elem && !r->maps[i].member))
			unreachable("map item without a variable, or of an element without a "
			            "member");
	for (int i = 0; i < r->ndepends; i++)
		if (!r->depend || !r->depends[i].addr || r->depends[i].type < DEP_IN ||
		    r->depends[i].type > DEP_DEPOBJ)
			unreachable("depend item without an address or a type");
	for (int i = 0; i < r->nlinks; i++)
		if (!r->links[i]->link || !r->links[i]->link_ref)
			unreachable("declare target link list holds another variable");
	for (int i = 0; i < r->nreductions; i++)
		if (!r->reductions[i].var ||
		    (r->reductions[i].var->kind != VAR_SCALAR) != (r->reductions[i].len > 0))
			unreachable("reduction of an array without a section, or of a pointer");
	for (int i = 0; i < r->nin_reductions; i++) {
		int mapped = 0;
		for (int k = 0; k < r->nmaps; k++)
			mapped |= r->maps[k].var == r->in_reductions[i].var &&
			          r->maps[k].type == MAP_TOFROM;
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
