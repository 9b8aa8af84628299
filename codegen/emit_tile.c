/* A tiled matrix product's loop (lowering/tile.c decided it): the
 * kernel's first lines check, the same way in every thread, that the
 * tiles may be read once per step (the runtime launched the tile's
 * blocks and said so in o2c_tile, and no element read is one written),
 * then run the tiled loop, or else the untiled one the caller emits.
 *
 * The tiled loop is a grid-stride loop of the blocks over the tiles of
 * (i, j), numbered in 32 bits (the check takes the untiled loop where
 * the trip counts or the tiles do not fit 31 bits: 64-bit tile numbers
 * and bounds cost lud's trailing update a quarter of its time, benchmarks/
 * results/2026-12-02-h200-stop57, run 6), each thread tile_rows (i, j)
 * of its block's tile in one column
 * (o2c_tx), rows o2c_ty + q * tile_i / tile_rows, each with an
 * accumulator of its own that the source's initializer starts.  Per step
 * of tile_k values of k, the block's threads copy X's rows of the tile
 * and Y's columns into shared memory (each thread's copies in flight
 * together: o2c_copy_async), wait, add their products from
 * there (each Y value read once for the thread's rows, each X value the
 * same in all the lanes of a warp), and wait again before the next step
 * overwrites them.  Every thread of the block walks every tile and every
 * step, those past the nest's edge too (they load what lies inside it and
 * keep nothing), so each __syncthreads() is reached by all.  The source's
 * own expressions load the elements (X[...] with its i and k, Y[...] with
 * its k and j), and the statements after its k loop finish each (i, j),
 * the accumulator holding its sum.
 *
 * A whole tile (every row and column of it in the nest, and k's range
 * whole steps) runs a path of its own before that loop: no bounds on its
 * copies, its sums or its stores, each thread copying a row of each
 * operand's tile every threads / tile_j rows (X's tile_k columns and Y's
 * tile_j are its lanes), then on to the next tile.  The same elements in
 * the same order; lud's trailing update 2.069 -> 1.816 ms where the
 * general loop took every tile (benchmarks/results/2026-12-03-h200-stop60,
 * run 5).
 */
#include "codegen.h"

/* o2c_tile_apart, once in a file with a tiled kernel. */
void
emit_tile_helper(Buf *b, Plan **plans, int n)
{
	int any = 0;

	for (int i = 0; i < n; i++)
		any |= plans[i]->tile.on;
	if (!any)
		return;
	buf_puts(b, "\n/* Tiled matrix products (lowering/tile.c): are the elements a tile reads, rows\n"
	            " * [r0, r1) x columns [c0, c1) of r (rows ldr elements apart, elements of size\n"
	            " * bytes), none of those the kernel writes, rows [w0, w1) x columns [d0, d1) of w\n"
	            " * (rows ldw apart)?  Yes if either box is empty, or their addresses do not meet,\n"
	            " * or r and w are the same array with the same row length, the columns of both\n"
	            " * within [0, ld) (so that an index row * ld + column is one element), and the\n"
	            " * boxes apart in their rows or their columns. */\n"
	            "static __device__ bool\n"
	            "o2c_tile_apart(const void *r, long long ldr, long long r0, long long r1, long long c0,\n"
	            "               long long c1, const void *w, long long ldw, long long w0, long long w1,\n"
	            "               long long d0, long long d1, long long size)\n"
	            "{\n"
	            "\tif (r0 >= r1 || c0 >= c1 || w0 >= w1 || d0 >= d1)\n"
	            "\t\treturn true;\n"
	            "\tif (ldr < 0 || ldw < 0)\n"
	            "\t\treturn false;\n"
	            "\tlong long ra = (long long)(unsigned long long)r, wa = (long long)(unsigned long long)w;\n"
	            "\tlong long rlo = ra + (r0 * ldr + c0) * size, rhi = ra + ((r1 - 1) * ldr + c1) * size;\n"
	            "\tlong long wlo = wa + (w0 * ldw + d0) * size, whi = wa + ((w1 - 1) * ldw + d1) * size;\n"
	            "\tif (rhi <= wlo || whi <= rlo)\n"
	            "\t\treturn true;\n"
	            "\tif (r != w || ldr != ldw || c0 < 0 || c1 > ldr || d0 < 0 || d1 > ldw)\n"
	            "\t\treturn false;\n"
	            "\treturn r1 <= w0 || w1 <= r0 || c1 <= d0 || d1 <= c0;\n"
	            "}\n");
}

/* The check that X's rows [i_lo, i_hi) x columns [k_lo, k_hi) and Y's
 * rows [k_lo, k_hi) x columns [j_lo, j_hi) are not Z's box. */
static void
emit_check(Buf *b, const Plan *p)
{
	const Gemm *g = p->r->gemm;
	const char *z = g->z->name, *ldz = g->ldz;

	buf_printf(b, "\tif (o2c_tile && blockDim.x == %du &&\n", p->tile.threads);
	buf_printf(b, "\t    o2c_tn0 <= 0x7fffffffull && o2c_tn1 <= 0x7fffffffull && /* the tiles in 32 bits */\n"
	              "\t    (o2c_tn0 + %d) / %d * ((o2c_tn1 + %d) / %d) <= 0x7fffffffull &&\n",
	           p->tile.i - 1, p->tile.i, p->tile.j - 1, p->tile.j);
	if (g->x != g->z || g->y != g->z) /* o2c_tile_apart takes one element size */
		buf_printf(b, "\t    sizeof %s[0] == sizeof %s[0] && sizeof %s[0] == sizeof %s[0] &&\n",
		           g->x->name, z, g->y->name, z);
	buf_printf(b, "\t    o2c_tile_apart(%s, (long long)(%s), o2c_i_lo, o2c_i_hi, o2c_k_lo, o2c_k_hi,\n"
	              "\t                   %s, (long long)(%s), o2c_i_lo, o2c_i_hi, o2c_j_lo, o2c_j_hi, "
	              "(long long)sizeof %s[0]) &&\n",
	           g->x->name, g->ldx, z, ldz, z);
	buf_printf(b, "\t    o2c_tile_apart(%s, (long long)(%s), o2c_k_lo, o2c_k_hi, o2c_j_lo, o2c_j_hi,\n"
	              "\t                   %s, (long long)(%s), o2c_i_lo, o2c_i_hi, o2c_j_lo, o2c_j_hi, "
	              "(long long)sizeof %s[0])) {\n",
	           g->y->name, g->ldy, z, ldz, z);
}

/* The loop variables of element (o2c_r, col) of an operand's tile: X's
 * i and k, Y's k and j. */
static void
emit_tile_index(Buf *b, const Plan *p, int y, const char *col, const char *in)
{
	const Region *r = p->r;
	const Gemm *g = r->gemm;

	if (!y)
		buf_printf(b, "%s%s %s = %s;\n%s%s %s = (%s)(o2c_k0 + %s);\n", in, r->loops[0].type,
		           r->loops[0].var, emit_index_at(&p->launch.index[0], "o2c_i0 + o2c_r"), in,
		           g->ktype, g->kvar, g->ktype, col);
	else
		buf_printf(b, "%s%s %s = (%s)(o2c_k0 + o2c_r);\n%s%s %s = %s;\n", in, g->ktype, g->kvar,
		           g->ktype, in, r->loops[1].type, r->loops[1].var,
		           emit_index_at(&p->launch.index[1], arena_printf("o2c_j0 + %s", col)));
}

/* Copy one operand's tile: rows x cols elements, each thread some. */
static void
emit_load(Buf *b, const Emit *e, int y)
{
	const Plan *p = e->p;
	const Region *r = p->r;
	const Gemm *g = r->gemm;
	int rows = y ? p->tile.k : p->tile.i, cols = y ? p->tile.j : p->tile.k;
	const char *in = "\t\t\t\t";

	buf_printf(b, "\t\t\tfor (unsigned o2c_e = threadIdx.x; o2c_e < %du; o2c_e += blockDim.x) {\n"
	              "%sconst unsigned o2c_r = o2c_e / %du, o2c_c = o2c_e %% %du;\n",
	           rows * cols, in, cols, cols);
	buf_printf(b, "%sif (%s) {\n", in,
	           y ? "o2c_r < o2c_rk && o2c_c < o2c_rj" : "o2c_r < o2c_ri && o2c_c < o2c_rk");
	emit_tile_index(b, p, y, "o2c_c", "\t\t\t\t\t");
	buf_printf(b, "%s\to2c_copy_async(&o2c_%cs[o2c_r][o2c_c], &", in, y ? 'y' : 'x');
	emit_code(b, e, r, y ? g->y_begin : g->x_begin, y ? g->y_end : g->x_end, p->team.ctx);
	buf_printf(b, ");\n%s}\n\t\t\t}\n", in);
}

/* The thread's sums over one step's k, in order, each Y value read once
 * for its rows. */
static void
emit_sum(Buf *b, const Plan *p)
{
	const Gemm *g = p->r->gemm;
	const char *xs = arena_printf("o2c_xs[o2c_ty + %d * o2c_q][o2c_kk]", p->tile.i / p->tile.rows);
	const char *add = arena_printf("o2c_acc[o2c_q] += %s * %s;", g->y_first ? "o2c_y" : xs,
	                               g->y_first ? xs : "o2c_y");
	const char *body = arena_printf("\t\t\t\t\t\tconst %s o2c_y = o2c_ys[o2c_kk][o2c_tx];\n"
	                                "#pragma unroll\n"
	                                "\t\t\t\t\t\tfor (int o2c_q = 0; o2c_q < %d; o2c_q++)\n"
	                                "\t\t\t\t\t\t\t%s\n",
	                                g->y_type, p->tile.rows, add);

	buf_printf(b, "\t\t\tif (o2c_tx < o2c_rj) {\n"
	              "\t\t\t\tif (o2c_rk == %du) {\n"
	              "#pragma unroll\n"
	              "\t\t\t\t\tfor (int o2c_kk = 0; o2c_kk < %d; o2c_kk++) {\n%s"
	              "\t\t\t\t\t}\n"
	              "\t\t\t\t} else {\n"
	              "\t\t\t\t\tfor (int o2c_kk = 0; o2c_kk < (int)o2c_rk; o2c_kk++) {\n%s"
	              "\t\t\t\t\t}\n"
	              "\t\t\t\t}\n"
	              "\t\t\t}\n",
	           p->tile.k, p->tile.k, body, body);
}

/* One thread's copy of row o2c_r of an operand's tile, column o2c_tx. */
static void
emit_whole_copy(Buf *b, const Emit *e, int y)
{
	const Plan *p = e->p;
	const Region *r = p->r;
	const Gemm *g = r->gemm;
	const char *in = "\t\t\t\t\t";

	buf_printf(b, "%s{\n", in);
	emit_tile_index(b, p, y, "o2c_tx", "\t\t\t\t\t\t");
	buf_printf(b, "%s\to2c_%cs[o2c_r][o2c_tx] = ", in, y ? 'y' : 'x');
	emit_code(b, e, r, y ? g->y_begin : g->x_begin, y ? g->y_end : g->x_end, p->team.ctx);
	buf_printf(b, ";\n%s}\n", in);
}

/* The statements after the k loop for the thread's (i, j) of row q. */
static void
emit_finish(Buf *b, const Emit *e, const char *in)
{
	const Plan *p = e->p;
	const Region *r = p->r;

	buf_printf(b, "%s%s %s = %s;\n%s%s %s = %s;\n%s%s = o2c_acc[o2c_q];\n", in, r->loops[0].type,
	           r->loops[0].var, emit_index_at(&p->launch.index[0], "o2c_qi"), in,
	           r->loops[1].type, r->loops[1].var, emit_index_at(&p->launch.index[1], "o2c_qj"), in,
	           r->gemm->acc);
	emit_code(b, e, r, r->gemm->epi_begin, r->gemm->epi_end, p->team.ctx);
}

/* A whole tile's path (the file's header says when): each step's
 * copies, a row of each operand's tile every threads / tile_j rows, the
 * sums, then every row's statements, and on to the next tile. */
static void
emit_whole(Buf *b, const Emit *e)
{
	const Plan *p = e->p;
	const Gemm *g = p->r->gemm;
	const char *xs = arena_printf("o2c_xs[o2c_ty + %d * o2c_q][o2c_kk]", p->tile.i / p->tile.rows);

	if (p->tile.i != p->tile.k || p->tile.j != p->tile.k) /* a lane a column of both tiles */
		return;
	buf_printf(b, "\t\t\tif (o2c_ri >= %du && o2c_rj >= %du && (unsigned long long)(o2c_k_hi - "
	              "o2c_k_lo) %% %du == 0) { /* a whole tile, whole steps of k */\n"
	              "\t\t\tfor (long long o2c_k0 = o2c_k_lo; o2c_k0 < o2c_k_hi; o2c_k0 += %d) {\n"
	              "\t\t\t\tfor (unsigned o2c_r = o2c_ty; o2c_r < %du; o2c_r += %du) {\n",
	           p->tile.i, p->tile.j, p->tile.k, p->tile.k, p->tile.i, p->tile.threads / p->tile.j);
	emit_whole_copy(b, e, 0);
	emit_whole_copy(b, e, 1);
	buf_printf(b, "\t\t\t\t}\n"
	              "\t\t\t\t__syncthreads();\n"
	              "\t\t\t\tfor (int o2c_kk = 0; o2c_kk < %d; o2c_kk++) {\n"
	              "\t\t\t\t\tconst %s o2c_y = o2c_ys[o2c_kk][o2c_tx];\n"
	              "#pragma unroll\n"
	              "\t\t\t\t\tfor (int o2c_q = 0; o2c_q < %d; o2c_q++)\n"
	              "\t\t\t\t\t\to2c_acc[o2c_q] += %s * %s;\n"
	              "\t\t\t\t}\n"
	              "\t\t\t\t__syncthreads(); /* before the next step's copies */\n"
	              "\t\t\t}\n"
	              "#pragma unroll\n"
	              "\t\t\tfor (int o2c_q = 0; o2c_q < %d; o2c_q++) {\n"
	              "\t\t\t\tconst unsigned o2c_qi = o2c_i0 + o2c_ty + %d * o2c_q;\n",
	           p->tile.k, g->y_type, p->tile.rows, g->y_first ? "o2c_y" : xs,
	           g->y_first ? xs : "o2c_y", p->tile.rows, p->tile.i / p->tile.rows);
	emit_finish(b, e, "\t\t\t\t");
	buf_puts(b, "\n\t\t\t}\n\t\t\tcontinue;\n\t\t\t}\n");
}

/* The bounds of the nest's box, then the check; leaves "} else {" open
 * for the untiled loop, which emit_tile_close ends. */
void
emit_tile_open(Buf *b, const Emit *e)
{
	const Plan *p = e->p;
	const Region *r = p->r;
	const Gemm *g = r->gemm;

	buf_printf(b, "\t/* %s */\n\t{\n", p->tile.why);
	buf_printf(b, "\tconst unsigned long long o2c_tn0 = %s, o2c_tn1 = %s;\n", p->launch.trips[0],
	           p->launch.trips[1]);
	buf_printf(b, "\tconst long long o2c_i_lo = (long long)%s, o2c_i_hi = o2c_i_lo + (long long)o2c_tn0;\n",
	           emit_index_at(&p->launch.index[0], "0ull"));
	buf_printf(b, "\tconst long long o2c_j_lo = (long long)%s, o2c_j_hi = o2c_j_lo + (long long)o2c_tn1;\n",
	           emit_index_at(&p->launch.index[1], "0ull"));
	buf_printf(b, "\tconst long long o2c_k_lo = (long long)(%s)(%s), o2c_k_hi = (long long)(%s);\n",
	           g->ktype, g->klo, g->khi);
	emit_check(b, p);
	buf_printf(b, "\t\t__shared__ %s o2c_xs[%d][%d]; /* %s's rows of the tile, a step of k */\n",
	           g->x_type, p->tile.i, p->tile.k, g->x->name);
	buf_printf(b, "\t\t__shared__ %s o2c_ys[%d][%d]; /* %s's columns of the tile */\n", g->y_type,
	           p->tile.k, p->tile.j, g->y->name);
	buf_printf(b, "\t\tconst unsigned o2c_n0 = (unsigned)o2c_tn0, o2c_n1 = (unsigned)o2c_tn1;\n"
	              "\t\tconst unsigned o2c_tcols = (o2c_n1 + %d) / %d;\n"
	              "\t\tconst unsigned o2c_tiles = (o2c_n0 + %d) / %d * o2c_tcols;\n"
	              "\t\t/* the thread's column of a tile, and the first of its rows */\n"
	              "\t\tconst unsigned o2c_tx = threadIdx.x %% %du, o2c_ty = threadIdx.x / %du;\n"
	              "\t\tfor (unsigned o2c_t = blockIdx.x; o2c_t < o2c_tiles; o2c_t += gridDim.x) {\n"
	              "\t\t\tconst unsigned o2c_i0 = o2c_t / o2c_tcols * %d, o2c_j0 = o2c_t %% o2c_tcols * %d;\n"
	              "\t\t\tconst unsigned o2c_ri = o2c_n0 - o2c_i0, o2c_rj = o2c_n1 - o2c_j0; /* the nest's "
	              "rows and columns from the tile's on */\n"
	              "\t\t\tconst unsigned o2c_qj = o2c_j0 + o2c_tx;\n",
	           p->tile.j - 1, p->tile.j, p->tile.i - 1, p->tile.i, p->tile.j, p->tile.j, p->tile.i,
	           p->tile.j);
	emit_code(b, e, r, g->init_begin, g->init_end, p->team.ctx);
	buf_printf(b, "\n\t\t\tdecltype(%s) o2c_acc[%d]; /* the sums of rows o2c_ty + %d * q */\n"
	              "#pragma unroll\n"
	              "\t\t\tfor (int o2c_q = 0; o2c_q < %d; o2c_q++)\n"
	              "\t\t\t\to2c_acc[o2c_q] = %s;",
	           g->acc, p->tile.rows, p->tile.i / p->tile.rows, p->tile.rows, g->acc);
	buf_puts(b, "\n");
	emit_whole(b, e);
	buf_printf(b, "\t\t\tfor (long long o2c_k0 = o2c_k_lo; o2c_k0 < o2c_k_hi; o2c_k0 += %d) {\n"
	              "\t\t\tconst unsigned o2c_rk = o2c_k_hi - o2c_k0 < %d ? (unsigned)(o2c_k_hi - o2c_k0) : %du; "
	              "/* this step's k */\n",
	           p->tile.k, p->tile.k, p->tile.k);
	emit_load(b, e, 0);
	emit_load(b, e, 1);
	buf_puts(b, "\t\t\to2c_copies_wait(); /* this thread's copies are in o2c_xs and o2c_ys */\n"
	            "\t\t\t__syncthreads();\n");
	emit_sum(b, p);
	buf_puts(b, "\t\t\t__syncthreads(); /* before the next step's copies */\n\t\t\t}\n");
	buf_printf(b, "#pragma unroll\n"
	              "\t\t\tfor (int o2c_q = 0; o2c_q < %d; o2c_q++) {\n"
	              "\t\t\t\tconst unsigned o2c_qi = o2c_i0 + o2c_ty + %d * o2c_q;\n"
	              "\t\t\t\tif (o2c_qi < o2c_n0 && o2c_tx < o2c_rj) {\n",
	           p->tile.rows, p->tile.i / p->tile.rows);
	emit_finish(b, e, "\t\t\t\t\t");
	buf_puts(b, "\n\t\t\t\t}\n\t\t\t}\n\t\t}\n\t} else {\n");
}

void
emit_tile_close(Buf *b)
{
	buf_puts(b, "\n\t}\n\t}");
}
