/* Coalesced staging of thread-private rows (issue 18, item 2): whether a
 * combined loop kernel, whose threads each run an iteration i reading
 * their own row a[i * ld + f] again and again, has each block copy its
 * iterations' rows into shared memory and read them there (Plan.rows,
 * with its reason for --explain).  codegen/emit_rows.c prints the loop;
 * the runtime (runtime/target.c, O2C_ARG_ROWS) gives the memory.
 *
 * A thread's row is ld elements apart from its neighbour's: 32 floats
 * put neighbouring lanes 128 bytes apart, a sector per lane and request,
 * and every iteration of an inner loop reads them again.  The block's
 * rows are one contiguous range (rows of consecutive iterations): its
 * threads copy it element by element, coalesced, into rows ld | 1
 * elements apart (an odd stride puts the lanes' columns in different
 * banks), and each thread then reads its row from shared memory.  The
 * runtime gives (ld + 1) elements per thread.
 *
 * Staged only where that cannot change what the program computes:
 *   - a combined loop kernel over one loop, a plain grid-stride loop
 *     (no chunked schedule, no dist_schedule): in each block-sized chunk
 *     of iterations, thread t runs iteration base + t, whose row the
 *     block copied;
 *   - a is read-only and distinct (lowering/readonly.c: never written
 *     through, and no other pointer reaches it where the kernel_alias,
 *     which stays unstaged, does not run), so the copy cannot go stale;
 *   - the column f is in [0, ld) at each load, i and ld never change
 *     (frontend/rows.c): the load's row and column name an element the
 *     block copied, and the copy evaluates the load's own index with
 *     the same i and f;
 *   - ld is a parameter passed by value or a constant, so the host
 *     evaluates the same row length to size the memory;
 *   - no load lies in a construct whose code codegen writes itself
 *     (atomic, critical, a nested region, a device API call).
 * Each block copies only elements that lie in a's mapped range; a chunk
 * whose rows do not all lie there runs the loads from global memory, as
 * does every chunk when the runtime passes no memory (it does not fit,
 * OMP2CUDA_STAGE_ROWS=off, the kernel_alias runs).
 */
#include "plan.h"

/* Does load [begin, end) meet an edit that keeps C's meaning in CUDA C++
 * (frontend/cxx.c) other than inside its index?  Code generation copies
 * the code around the load in two pieces, which would drop an edit
 * around it (not a statement's wrap, Edit.wrap, which it prints between
 * the pieces). */
static int
in_edit(const Unit *u, unsigned begin, unsigned end, unsigned index_begin, unsigned index_end)
{
	for (int i = 0; i < u->nedits; i++) {
		const Edit *e = &u->edits[i];
		if (e->begin <= end && begin <= e->end &&
		    !(index_begin <= e->begin && e->end <= index_end) &&
		    !(e->wrap && e->begin <= begin && end <= e->end))
			return 1;
	}
	return 0;
}

/* Does [b, e) meet code that codegen writes itself?  Where parallel_ok,
 * a parallel region nested in r is not such code (a team's windows:
 * codegen prints its body as the rest). */
static int
in_construct(const Unit *u, const Region *r, unsigned b, unsigned e, int parallel_ok)
{
	for (int i = 0; i < r->dev.natomics; i++)
		if (b < r->dev.atomics[i].end && r->dev.atomics[i].begin < e)
			return 1;
	for (int i = 0; i < r->dev.nsyncs; i++)
		if (b < r->dev.syncs[i].end && r->dev.syncs[i].begin < e)
			return 1;
	for (int i = 0; i < r->dev.napis; i++)
		if (b < r->dev.apis[i].end && r->dev.apis[i].begin < e)
			return 1;
	for (int i = 0; i < u->nregions; i++) {
		const Region *x = u->regions[i];
		if (!(b < x->src.stmt_end && x->src.pragma_begin < e) ||
		    (parallel_ok && x->parent == r && dir_is_parallel(x->dir)))
			continue;
		for (const Region *q = x->parent; q && (q == r || parallel_ok); q = q->parent)
			if (q == r)
				return 1;
	}
	return 0;
}

const char *
lower_copy_array_why(const Plan *p, const Var *v)
{
	const Param *a = plan_param(p, v);

	if (!a || a->ref || a->fp || a->device_ptr)
		return arena_printf("'%s' is not an array the kernel reads through a mapped pointer",
		                    v->name);
	if (!a->unwritten || !a->restrict_)
		return arena_printf("'%s' is not proven read-only and distinct (%s)", v->name,
		                    a->proof ? a->proof : "no claim");
	return NULL;
}

const char *
lower_copy_load_why(const Unit *u, const Plan *p, unsigned begin, unsigned end,
                    unsigned index_begin, unsigned index_end)
{
	return lower_copy_access_why(u, p, begin, end, index_begin, index_end, 0);
}

const char *
lower_copy_access_why(const Unit *u, const Plan *p, unsigned begin, unsigned end,
                      unsigned index_begin, unsigned index_end, int parallel_ok)
{
	if (in_construct(u, p->r, begin, end, parallel_ok))
		return "the load is in an atomic, critical or nested construct, or a device API call";
	if (in_edit(u, begin, end, index_begin, index_end))
		return "the load is inside code rewritten to keep C's meaning in CUDA C++";
	return NULL;
}

/* Why the kernel's loop is not one a block can stage rows for, or NULL. */
static const char *
loop_why(const Plan *p)
{
	const Region *r = p->r;

	if (!p->opts->stage_rows)
		return lower_off(p, "stage-rows");
	if (p->shape.kind != KERNEL_GRID_LOOP)
		return p->shape.kind == KERNEL_ONE ? "a target region without a loop"
		                              : "not a combined loop: a team's code runs between "
		                                "its barriers";
	if (r->nloops != 1)
		return "a collapsed loop nest";
	if (p->loop.dist != DIST_NONE || p->loop.ws != WS_CYCLIC)
		return "a chunked schedule or dist_schedule: a thread runs iterations whose rows its "
		       "block's chunk does not hold";
	if (!r->reads.nrows)
		return "no load a[i * ld + f] of a row per iteration";
	return NULL;
}

/* Why row read rd cannot be served from the block's rows, or NULL. */
static const char *
read_why(const Unit *u, const Plan *p, const RowRead *rd)
{
	const Param *ld = rd->ld ? plan_param(p, rd->ld) : NULL;
	const char *why;

	if (rd->why)
		return rd->why;
	if ((why = lower_copy_array_why(p, rd->var)))
		return why;
	if (rd->ld && (!ld || ld->ref || ld->fp || ld->var->kind != VAR_SCALAR))
		return arena_printf("the row length '%s' is not passed by value", rd->ld->name);
	return lower_copy_load_why(u, p, rd->begin, rd->end, rd->index_begin, rd->index_end);
}

static int
same_ld(const RowRead *x, const RowRead *y)
{
	return x->ld ? x->ld == y->ld : !y->ld && x->ld_value == y->ld_value;
}

/* Rows ld | 1 elements apart, an odd number, so that a warp's rows start
 * in different banks; a thread's row takes (ld + 1) elements, for a row
 * length from 1 to 2^20 (longer ones never fit). */
static void
rows_layout(Plan *p, const char *elem)
{
	const char *ld = arena_printf("(long long)(%s)", p->rows.layout.ld);

	p->rows.layout.pitch = "o2c_ld | 1u";
	p->rows.layout.bytes = arena_printf("%s > 0 && %s <= (1ll << 20) ? (%s + 1) * "
	                                    "(long long)sizeof(%s) : 0",
	                                    ld, ld, ld, elem);
	p->rows.layout.thread_bytes = arena_printf("((unsigned long long)(%s) + 1) * sizeof(%s)",
	                                           p->rows.layout.ld, elem);
	p->rows.layout.why = arena_printf("rows %s | 1 elements apart (odd: a warp's rows start in "
	                                  "different banks), %s + 1 elements a thread, for a row "
	                                  "length from 1 to 2^20",
	                                  p->rows.layout.ld, p->rows.layout.ld);
}

void
lower_rows(const Unit *u, Plan *p)
{
	const Region *r = p->r;
	const RowRead *first = NULL;
	const char *no;

	if (!dir_has_kernel(r->dir))
		return;
	if ((no = loop_why(p))) {
		p->rows.why = arena_printf("not staged: %s", no);
		return;
	}
	for (int i = 0; i < r->reads.nrows && !first; i++)
		if (!(no = read_why(u, p, &r->reads.rows[i])))
			first = &r->reads.rows[i];
		else if (i == 0)
			p->rows.why = arena_printf("not staged: %s[...] at %u:%u: %s", r->reads.rows[i].var->name,
			                           r->reads.rows[i].loc.line, r->reads.rows[i].loc.col, no);
	if (!first)
		return;
	p->rows.reads = arena_alloc((size_t)r->reads.nrows * sizeof *p->rows.reads);
	for (int i = 0; i < r->reads.nrows; i++) {
		const RowRead *rd = &r->reads.rows[i];
		if (rd->var == first->var && same_ld(rd, first) && !read_why(u, p, rd))
			p->rows.reads[p->rows.nreads++] = rd;
	}
	p->rows.on = 1;
	p->device_lib = 1; /* o2c_copy_async */
	p->rows.var = first->var;
	p->rows.layout.ld =
	        first->ld ? first->ld->name : arena_printf("%lld", first->ld_value);
	rows_layout(p, first->elem);
	p->rows.why = arena_printf(
		"staged: each thread reads its own row of '%s' (%s[...] at %u:%u, %d load(s), column "
		"'%s' in [0, %s)); each block copies its iterations' rows into shared memory, "
		"coalesced (each thread's copies in flight together), %s | 1 elements apart, and reads them there (the runtime gives "
		"blockDim.x * (%s + 1) * sizeof(%s) bytes where they fit, else global memory; "
		"OMP2CUDA_STAGE_ROWS=off)",
		first->var->name, first->var->name, first->loc.line, first->loc.col, p->rows.nreads,
		first->f, p->rows.layout.ld, p->rows.layout.ld, p->rows.layout.ld, first->elem);
}
