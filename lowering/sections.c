/* Reduction items of a few elements: an array or array section in a
 * kernel's reduction clause, such as reduction(max: d[0]), is each
 * thread's private copy, whose elements the kernel's end combines into
 * the device copy.  One atomic operation per thread and element puts
 * every thread of the grid in line on one address; an item of at most
 * SECTION_MAX elements is combined over each block's threads first, as a
 * scalar is (o2c_reduce_section, omp2cuda_device.h: shuffles and a
 * barrier per element), one atomic operation per element a block.  A
 * larger item keeps the threads' atomics, which skip the elements a
 * thread left at the identity (a histogram's copies are mostly that).
 * Every thread of a kernel reaches its end, where the combination is,
 * so the block's barriers hold in every kernel shape. */
#include "plan.h"

enum { SECTION_MAX = 8 };

void
lower_sections(Plan *p)
{
	if (!dir_has_kernel(p->r->dir))
		return;
	for (int i = 0; i < p->nparams; i++) {
		Param *prm = &p->params[i];
		if (!prm->red || (prm->var->kind != VAR_ARRAY && prm->var->kind != VAR_POINTER) ||
		    prm->red->len < 1 || prm->red->len > SECTION_MAX)
			continue;
		prm->red_block = arena_printf("%lld element%s combined in each block, then one atomic "
		                              "operation each a block (at most %d elements)",
		                              prm->red->len, prm->red->len > 1 ? "s" : "", SECTION_MAX);
	}
}
