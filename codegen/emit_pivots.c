/* A chain's pivot rows (Plan.chain.pivots, lowering/pivots.c says why
 * they compute what the host loop of regions does): the two kernels that
 * run the host loop's o2c_chain_count remaining iterations, k from the
 * argument's value on, each with the kernel_lanes's loop (a warp per row,
 * the body's inner loop over its lanes):
 *
 *   kernel_pivots  one block; iteration o2c_c runs rows k + 1 up to the
 *                  chain's end (the rows later iterations read as pivots),
 *                  then a barrier of the block;
 *   kernel_below   each warp a row from the chain's end on (the rows the
 *                  region's loop gives the last iteration), through every
 *                  iteration in order.
 *
 * Each iteration starts from the arguments' values, the loop's variable
 * set as the host loop would set it, as a chain kernel's does.
 */
#include "codegen.h"

/* A chain kernel's copies of its arguments (values and pointers only,
 * lowering/chains.c: no references, firstprivate copies or whole arrays
 * to set up), and their values in its iteration o2c_c, the loop's
 * variable as the host loop sets it (emit_cuda.c's chain kernel too),
 * [[maybe_unused]] where unused (a part of the code may not use each). */
void
emit_chain_copies(Buf *b, const Plan *p)
{
	for (int i = 0; i < p->nparams; i++)
		buf_printf(b, "\tdecltype(%s) o2c_chain_%s = %s;%s\n", p->params[i].var->name,
		           i == p->chain.param ? "first" : p->params[i].var->name,
		           p->params[i].var->name,
		           i == p->chain.param ? " /* the host loop's variable in the first iteration */"
		                               : "");
}

void
emit_chain_iteration(Buf *b, const Plan *p, const char *in, int unused)
{
	const char *mu = unused ? "[[maybe_unused]] " : "";

	for (int i = 0; i < p->nparams; i++) {
		const char *name = p->params[i].var->name;
		if (i == p->chain.param)
			buf_printf(b, "%s%sdecltype(o2c_chain_first) %s = %s;\n", in, mu, name, p->chain.index);
		else
			buf_printf(b, "%s%sdecltype(o2c_chain_%s) %s = o2c_chain_%s;\n", in, mu, name, name, name);
	}
}

/* The pivot rows: the chain's iterations in order, each on the rows
 * before the chain's end, by the block's warps. */
static void
emit_pivot_rows(Buf *b, const Emit *e)
{
	const Plan *p = e->p;
	const Region *r = p->r;

	emit_chain_copies(b, p);
	buf_puts(b, "\tif (gridDim.x != 1)\n"
	            "\t\t__trap(); /* one block: its barrier orders the iterations */\n"
	            "\tconst unsigned o2c_lane = threadIdx.x % 32;\n"
	            "\tfor (unsigned long long o2c_c = 0; o2c_c < o2c_chain_count; o2c_c++) {\n");
	emit_chain_iteration(b, p, "\t", 1);
	emit_narrow_prelude(b, p, "\t");
	buf_puts(b, "\t/* rows before the chain's end: the pivots of the iterations after this one */\n"
	            "\tconst unsigned long long o2c_pivots = o2c_chain_count - 1 - o2c_c;\n"
	            "\tfor (unsigned o2c_iv = threadIdx.x / 32; o2c_iv < o2c_trip && o2c_iv < o2c_pivots;\n"
	            "\t     o2c_iv += blockDim.x / 32) {\n");
	emit_narrow_iteration(b, e->u, p, "\t\t");
	emit_code_lanes(b, e, emit_stmt_start(e->u, r, r, r->src.body_begin), r->src.body_end);
	buf_puts(b, "\n\t}\n"
	            "\t__syncthreads(); /* the iteration is complete before the next */\n"
	            "\t}\n");
}

/* The other rows: the region's loop as the last iteration gives it (its
 * rows past the chain's end), each row through every iteration. */
static void
emit_rows_below(Buf *b, const Emit *e)
{
	const Plan *p = e->p;
	const Region *r = p->r;

	emit_chain_copies(b, p);
	buf_puts(b, "\tconst unsigned o2c_lane = threadIdx.x % 32;\n"
	            "\t{ /* the rows of the last iteration, past the chain's end */\n"
	            "\tconst unsigned long long o2c_c = o2c_chain_count - 1;\n");
	emit_chain_iteration(b, p, "\t", 1); /* the last iteration's, for its rows */
	emit_narrow_prelude(b, p, "\t");
	buf_puts(b, "\t/* a warp per row: every lane of a warp runs the same one */\n"
	            "\tfor (unsigned o2c_iv = (blockIdx.x * blockDim.x + threadIdx.x) / 32; "
	            "o2c_iv < o2c_trip;\n"
	            "\t     o2c_iv += gridDim.x * blockDim.x / 32) {\n");
	emit_narrow_iteration(b, e->u, p, "\t\t");
	buf_puts(b, "\t\tfor (unsigned long long o2c_c = 0; o2c_c < o2c_chain_count; o2c_c++) {\n");
	emit_chain_iteration(b, p, "\t\t", 1);
	emit_code_lanes(b, e, emit_stmt_start(e->u, r, r, r->src.body_begin), r->src.body_end);
	buf_puts(b, "\n\t\t}\n\t}\n\t}\n");
}

void
emit_pivots_body(Buf *b, const Emit *e)
{
	if (e->k->pivots)
		emit_pivot_rows(b, e);
	else
		emit_rows_below(b, e);
}
