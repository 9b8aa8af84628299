/* The loop of a kernel whose blocks stage their rows in shared memory,
 * printed as its plan says (Plan.rows; lowering/rows.c decides, and says
 * why).
 *
 * The grid-stride loop becomes a loop of the blocks over block-sized
 * chunks of iterations (thread t runs iteration base + t, as in the
 * grid-stride loop), uniform in each block so that its barriers are
 * reached by all of its threads.  In each chunk the block copies the
 * rows of its iterations into shared memory, consecutive threads reading
 * consecutive elements (each thread's copies in flight together:
 * o2c_copy_async), rows ld | 1 elements apart (odd, so that a
 * warp's rows start in different banks); the loop's body
 * then reads its own row there; a barrier ends the chunk.  The copy
 * evaluates each load's own index with the iteration's index and each
 * column: the element the body's load reads.  A copy that would read
 * outside the array's mapped range leaves the chunk to read global
 * memory, and so does every chunk when the runtime passed no memory
 * (o2c_rows_bytes 0).  The body sits in do { } while (0), where
 * `continue` ends the iteration and never skips the barrier.
 */
#include <string.h>

#include "codegen.h"

void
emit_row_read(Buf *b, const Unit *u, const RowRead *rd)
{
	const char *text = arena_strndup(u->src + rd->begin, rd->end - rd->begin);

	buf_printf(b, "o2c_row[%s]", rd->f);
	if (!strstr(text, "*/") && !strchr(text, '\n') && !strstr(text, "//"))
		buf_printf(b, " /* %s */", text);
}

/* The copy of the chunk's rows: o2c_staged says whether all of them are
 * in shared memory. */
static void
emit_copy(Buf *b, const Unit *u, const Plan *p)
{
	const Loop *l = &p->r->loops[0];
	const RowRead *rd = p->rows.reads[0];

	buf_puts(b, "\t\tbool o2c_staged = false; /* the block's rows are in o2c_rows */\n"
	            "\t\tif (o2c_ld) {\n"
	            "\t\t\tconst unsigned o2c_cnt = o2c_trip - o2c_base < blockDim.x ? "
	            "(unsigned)(o2c_trip - o2c_base) : blockDim.x;\n"
	            "\t\t\tint o2c_miss = 0; /* an element outside the mapped range */\n"
	            "\t\t\tunsigned o2c_r = threadIdx.x / o2c_ld, o2c_c = threadIdx.x - o2c_r * o2c_ld;\n"
	            "\t\t\tfor (unsigned o2c_k = threadIdx.x; o2c_k < o2c_cnt * o2c_ld; "
	            "o2c_k += blockDim.x) {\n");
	buf_puts(b, "\t\t\t\t/* element o2c_k: row o2c_r, column o2c_c */\n");
	buf_printf(b, "\t\t\t\tconst %s %s = %s; /* row o2c_r's iteration */\n", l->type, l->var,
	           emit_index_at(&p->launch.index[0], "(o2c_base + o2c_r)"));
	buf_printf(b, "\t\t\t\tconst %s %s = (%s)o2c_c; /* column o2c_c */\n", rd->f_type, rd->f,
	           rd->f_type);
	buf_puts(b, "\t\t\t\tconst unsigned long long o2c_e = (unsigned long long)(");
	emit_device_source(b, u, rd->index_begin, rd->index_end);
	buf_puts(b, ");\n");
	buf_printf(b, "\t\t\t\tif (o2c_e < o2c_rows_n)\n"
	              "\t\t\t\t\to2c_copy_async(&o2c_rows[o2c_r * o2c_stride + o2c_c], &%s[o2c_e]);\n"
	              "\t\t\t\telse\n"
	              "\t\t\t\t\to2c_miss = 1;\n"
	              "\t\t\t\to2c_r += o2c_dr, o2c_c += o2c_dc; /* element o2c_k + blockDim.x */\n"
	              "\t\t\t\tif (o2c_c >= o2c_ld)\n"
	              "\t\t\t\t\to2c_r++, o2c_c -= o2c_ld;\n"
	              "\t\t\t}\n"
	              "\t\t\to2c_copies_wait(); /* this thread's copies are in o2c_rows */\n"
	              "\t\t\to2c_staged = !__syncthreads_or(o2c_miss);\n"
	              "\t\t}\n",
	           p->rows.var->name);
}

void
emit_rows_loop(Buf *b, const Emit *e)
{
	const Unit *u = e->u;
	const Plan *p = e->p;
	const Region *r = p->r;
	const char *a = p->rows.var->name, *ld = p->rows.layout.ld, *t = p->rows.reads[0]->elem;
	unsigned from = emit_stmt_start(u, r, r, r->src.body_begin);

	buf_printf(b, "\t/* rows in shared memory: each thread reads its own row of %s, %s "
	              "elements, again and again;\n"
	              "\t * each block copies its iterations' rows there, coalesced, an odd number "
	              "of elements apart\n"
	              "\t * (%s | 1: no bank conflicts), and reads them there.  o2c_rows_bytes: %s's mapped bytes "
	              "from %s on, or 0\n"
	              "\t * where the runtime gave no shared memory (-fno-stage-rows, "
	              "OMP2CUDA_STAGE_ROWS=off) */\n",
	           a, ld, ld, a, a);
	emit_kernel_prelude(b, p, "\t");
	buf_printf(b, "\textern __shared__ __align__(16) unsigned char o2c_shared[];\n"
	              "\t%s *const o2c_rows = (%s *)o2c_shared;\n"
	              "\tconst unsigned long long o2c_rows_n = o2c_rows_bytes / sizeof(%s);\n"
	              "\tconst unsigned o2c_ld = o2c_rows_n ? (unsigned)(%s) : 0u; /* the row length */\n"
	              "\tconst unsigned o2c_stride = %s; /* odd: a warp's rows start in different banks */\n"
	              "\t/* blockDim.x elements on: o2c_dr rows and o2c_dc columns further */\n"
	              "\tconst unsigned o2c_dr = o2c_ld ? blockDim.x / o2c_ld : 0u, "
	              "o2c_dc = blockDim.x - o2c_dr * o2c_ld;\n",
	           t, t, t, ld, p->rows.layout.pitch);
	buf_puts(b, "\tfor (unsigned long long o2c_base = blockIdx.x * (unsigned long long)blockDim.x;\n"
	            "\t     o2c_base < o2c_trip; o2c_base += (unsigned long long)gridDim.x * "
	            "blockDim.x) {\n"
	            "\t\tconst unsigned long long o2c_iv = o2c_base + threadIdx.x;\n");
	emit_copy(b, u, p);
	buf_puts(b, "\t\tif (o2c_iv < o2c_trip) {\n");
	emit_kernel_iteration(b, u, p, "\t\t\t");
	buf_printf(b, "\t\t\tif (o2c_staged) {\n"
	              "\t\t\t\tconst %s *const o2c_row = o2c_rows + threadIdx.x * o2c_stride;\n"
	              "\t\t\t\tdo ",
	           t);
	emit_code_main(b, e, from, r->src.body_end, 1);
	buf_puts(b, " while (0); /* continue ends the iteration */\n\t\t\t} else do ");
	emit_code_main(b, e, from, r->src.body_end, 0);
	buf_puts(b, " while (0);\n"
	            "\t\t}\n"
	            "\t\tif (o2c_ld)\n"
	            "\t\t\t__syncthreads(); /* the rows are read: the next chunk may copy its own */\n"
	            "\t}");
}
