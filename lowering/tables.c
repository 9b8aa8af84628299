/* Tables in shared memory (issue 18, item 2): whether a combined loop
 * kernel copies a small read-only array that every iteration reads again
 * and again at the same indices (frontend/rows.c, TableRead: kmeans's
 * centres, c * nf + f for every point) into each block's shared memory
 * once, as it starts, and serves those loads from there (Plan.table;
 * codegen/emit_cuda.c prints it, the runtime gives the memory).
 *
 * Every thread of a warp loads the same element from global memory at
 * once; from shared memory that is one broadcast, and the loads leave
 * the L1 cache to the rest of the kernel's.  The runtime copies q's
 * mapped range where q is where it starts (so that every element the
 * program may read lies in the copy: no negative index reaches mapped
 * memory, nor one past its end), it is at most O2C_TABLE_BYTES (16 KiB)
 * and it fits beside the kernel's other shared memory; the loads then
 * read the copy, else global memory, by a test the same in every thread,
 * which nvcc takes out of the loops (a test per load of whether its
 * element lies in the copy made kmeans's kernel 1.2x slower than reading
 * global memory, run 44).  The copy
 * and global memory hold the same values where q is read-only and no
 * other pointer reaches it: lowering/readonly.c proves it or the runtime
 * checks it, running the kernel_alias, which reads global memory,
 * otherwise.  Only in kernels the runtime launches as they are (no
 * 32-bit or warp-per-iteration variant, which the runtime could launch
 * instead), and one array a kernel.
 */
#include "plan.h"

/* Why the kernel cannot stage a table, or NULL. */
static const char *
kernel_why(const Plan *p)
{
	if (!p->opts->stage_tables)
		return lower_off(p, "stage-tables");
	if (!p->r->reads.ntables)
		return "no load in an inner loop at indices every iteration reads";
	return NULL;
}

/* Why table read tr cannot be served from shared memory, or NULL. */
static const char *
read_why(const Unit *u, const Plan *p, const TableRead *tr)
{
	const char *why;

	if ((why = lower_copy_array_why(p, tr->var)))
		return why;
	if (p->rows.on && p->rows.var == tr->var)
		return arena_printf("'%s' has its rows staged", tr->var->name);
	return lower_copy_load_why(u, p, tr->begin, tr->end, tr->index_begin, tr->index_end);
}

void
lower_tables(const Unit *u, Plan *p)
{
	const Region *r = p->r;
	const TableRead *first = NULL;
	const char *no;

	if (!dir_has_kernel(r->dir) || p->shape.kind != KERNEL_GRID_LOOP)
		return;
	if ((no = kernel_why(p))) {
		p->table.why = arena_printf("none: %s", no);
		return;
	}
	for (int i = 0; i < r->reads.ntables && !first; i++)
		if (!(no = read_why(u, p, &r->reads.tables[i])))
			first = &r->reads.tables[i];
		else if (i == 0)
			p->table.why = arena_printf("none: %s[...] at %u:%u: %s", r->reads.tables[i].var->name,
			                            r->reads.tables[i].loc.line, r->reads.tables[i].loc.col, no);
	if (!first)
		return;
	p->table.reads = arena_alloc((size_t)r->reads.ntables * sizeof *p->table.reads);
	for (int i = 0; i < r->reads.ntables; i++)
		if (r->reads.tables[i].var == first->var && !read_why(u, p, &r->reads.tables[i]))
			p->table.reads[p->table.nreads++] = &r->reads.tables[i];
	p->table.on = 1;
	p->device_lib = 1; /* o2c_table_load */
	p->table.var = first->var;
	p->table.elem = first->elem;
	p->table.why = arena_printf(
		"'%s' (%s[...] at %u:%u, %d load(s) at indices every iteration reads): each block "
		"copies it into shared memory as it starts, where it is at most %d bytes from the "
		"pointer to the end of its mapped range and fits, and reads it there (else global "
		"memory; OMP2CUDA_STAGE_TABLES=off)",
		first->var->name, first->var->name, first->loc.line, first->loc.col, p->table.nreads,
		O2C_TABLE_BYTES);
}
