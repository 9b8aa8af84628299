/* Where a statement or expression of the instantiation read now ends as
 * written: scan.c's index of a function template's specialization ends
 * each node where the template's does (written_ends), which clang's
 * instantiation of a fold expression does not (it ends at the last
 * element, before the `)`).  Reads the index alone: cx.c's cx_stmt_end
 * calls it.
 */
#include "internal.h"

/* The end of cur, which begins at begin and ends at end, in the index of
 * the instantiation read now (c->inst); end where none is read, or the
 * index ends it there. */
unsigned
node_written_end(const Ctx *c, CXCursor cur, unsigned begin, unsigned end)
{
	CXSourceRange r = clang_getCursorExtent(cur);

	for (size_t i = 0; c->inst && i < c->nnodes && c->nodes[i].begin <= begin; i++)
		if (c->nodes[i].begin == begin && c->nodes[i].end > end &&
		    clang_getCursorKind(c->nodes[i].cursor) == clang_getCursorKind(cur) &&
		    clang_equalRanges(clang_getCursorExtent(c->nodes[i].cursor), r))
			return c->nodes[i].end;
	return end;
}
