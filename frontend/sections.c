/* sections constructs in kernels (OpenMP 5.2 11.3).
 *
 * Every thread of the team meets the construct (with its own private and
 * firstprivate copies, as a scope's), and each section's block is run
 * by one thread: section k by the thread whose number is k modulo the
 * team's size (lowering/team.c, codegen/emit_single.c), which OpenMP
 * leaves to the implementation.  The team meets the construct's barrier
 * unless nowait.  A team of one thread runs every section in turn.
 *
 * The first section's directive is optional in OpenMP; here each block
 * must have one (an error says so), since the kernel picks a block's
 * thread where its directive is. */
#include "internal.h"

void
sections_read(Ctx *c, const Region *r)
{
	Node *stmt = scan_stmt_after(c, r->src.pragma_end);
	CXCursor first[1];
	unsigned at;

	if (!stmt || clang_getCursorKind(stmt->cursor) != CXCursor_CompoundStmt ||
	    cx_children(stmt->cursor, first, 1) < 1)
		return; /* clang requires the compound statement; an empty one runs nothing */
	/* the first block's directive: the block's own cursor (an
	 * OMPSectionDirective's begins there) or its statement's */
	at = cx_offset(clang_getCursorLocation(first[0]));
	for (int i = 0; i < c->nps; i++)
		if (c->ps[i].dir == DIR_SECTION && stmt->begin < c->ps[i].begin && c->ps[i].begin <= at)
			return;
	diag_error(cx_loc(c, at), "a section of '#pragma omp sections' without its '#pragma omp "
	                          "section' is not supported yet in device code: write the directive "
	                          "before the first section's block too");
}
