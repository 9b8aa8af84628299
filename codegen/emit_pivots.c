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
 *
 * The rows in registers (PivotPlan.regs, lowering/pivot_regs.c says why
 * it computes the same): where the row's accesses span at most 32 columns
 * over the chain (o2c_in_regs, the same on every warp), each warp of
 * kernel_below loads its row's columns o2c_lo + lane into o2c_row, runs
 * every iteration with the row's accesses turned to the register (the
 * lanes loop's, on the lane of its column) or to __shfl_sync (the
 * others), then stores the columns written; kernel_pivots does the same
 * with a warp a pivot row where they are at most the block's warps, each
 * lane loading its column in the first iteration that touches it and
 * storing it after the row's last; else the rows stay in memory, as above.
 * Where the pivot accesses may read a copy (PivotRegs.tile), both kernels
 * keep the pivot rows in the block's shared memory, o2c_piv: kernel_below
 * loads it before its rows, kernel_pivots row by row as each becomes
 * final (its warp copies it; lud's column panel 2.574 -> 2.543 ms,
 * benchmarks/results/2026-12-03-h200-stop60, run 6).
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

enum { MAX_REG_EDITS = MAX_PIVOT_ACCESSES + 2 };

/* The source [begin, end) with the replacements of ed that lie in it and
 * in no other of them (the others are inside the text of those; an
 * insertion at another's end is not). */
static void
regs_source(Buf *b, const Emit *e, unsigned begin, unsigned end, const Edit *ed, int n)
{
	Edit top[MAX_REG_EDITS];
	int m = 0;

	for (int i = 0; i < n; i++) {
		int inner = ed[i].begin < begin || ed[i].end > end;
		for (int j = 0; j < n && !inner; j++) /* an insertion at an end is outside */
			inner = j != i && ed[j].begin >= begin && ed[j].end <= end &&
			        ed[j].begin <= ed[i].begin && ed[i].end <= ed[j].end &&
			        ed[j].end - ed[j].begin > ed[i].end - ed[i].begin &&
			        (ed[i].begin != ed[i].end ||
			         (ed[j].begin < ed[i].begin && ed[i].begin < ed[j].end));
		if (!inner)
			top[m++] = ed[i];
	}
	emit_device_source_with(b, e->u, begin, end, top, m);
}

/* An own access's text: the register, or the owning lane's by
 * __shfl_sync, or for a write statement its value on every lane, then
 * the owning lane's store. */
static const char *
reg_access(const Emit *e, const PivotAccess *a, int how, const char *col, const Edit *ed, int n)
{
	Buf t = {0};

	if (how == PREG_LANE)
		return "o2c_row";
	if (how == PREG_SHFL)
		return arena_printf("__shfl_sync(0xffffffffu, o2c_row, (int)(%s - o2c_lo))", col);
	if (how == PREG_TILE)
		return arena_printf("o2c_piv[o2c_c][(int)(%s - o2c_plo)]", col);
	buf_puts(&t, "do { const auto o2c_v = (");
	regs_source(&t, e, a->value_begin, a->value_end, ed, n);
	buf_printf(&t, "); if ((long long)o2c_lane == %s - o2c_lo) o2c_row %s o2c_v; } while (0) "
	               "/* the value on every lane, then the lane of the column */",
	           col, a->op);
	return t.s;
}

/* The lanes loop's header: lane L runs the iteration whose column is
 * o2c_lo + L, if the iteration has it. */
static const char *
reg_lanes_head(const Emit *e)
{
	const Plan *p = e->p;
	const Lanes *ln = &p->r->lanes;
	long long c0 = p->chain.pivots.regs.c0;
	Buf t = {0};

	buf_printf(&t, "{ /* %s's iterations, one a lane: lane L runs the one at column o2c_lo + L of "
	               "the row, its register */\n"
	               "\tconst unsigned long long o2c_ln = %s;\n",
	           ln->loop.var, p->inner.trip);
	buf_printf(&t, "\tif (o2c_ln != 0 && ((long long)(%s) + %lldLL < o2c_lo ||\n"
	               "\t                    (long long)(%s) + %lldLL >= o2c_lo + 32))\n"
	               "\t\t__trap(); /* cannot be: the columns' ranges hold every iteration's */\n",
	           emit_index_at(&p->inner.index, "0ull"), c0,
	           emit_index_at(&p->inner.index, "(o2c_ln - 1)"), c0);
	buf_printf(&t, "\tconst long long o2c_q = o2c_lo + (long long)o2c_lane - %lldLL - "
	               "(long long)(%s);\n"
	               "\tif (o2c_q >= 0 && (unsigned long long)o2c_q < o2c_ln) {\n"
	               "\t\t%s %s = %s;\n",
	           c0, emit_index_at(&p->inner.index, "0ull"), ln->loop.type, ln->loop.var,
	           emit_index_at(&p->inner.index, "(unsigned long long)o2c_q"));
	emit_line(&t, e->u, ln->body_begin);
	return t.s;
}

/* The lanes loop's end, and the line the source goes on at. */
static const char *
lanes_end(const Emit *e)
{
	Buf t = {0};

	buf_puts(&t, ";\n\t}\n}");
	emit_line(&t, e->u, e->p->r->lanes.body_end);
	return t.s;
}

/* Does the register form print access i other than as written (with
 * kernel_below's tile, where tiled)? */
static int
edited(const PivotRegs *rg, int i, int tiled)
{
	return rg->how[i] != PREG_MEMORY && (rg->how[i] != PREG_TILE || tiled);
}

/* The region's body in the register form, the pivot row's accesses from
 * the tile where tiled. */
static void
emit_reg_body(Buf *b, const Emit *e, int tiled)
{
	const Region *r = e->p->r;
	const PivotFacts *f = &r->around.pivots;
	const PivotRegs *rg = &e->p->chain.pivots.regs;
	Edit ed[MAX_REG_EDITS];
	int n = 0;
	unsigned start = emit_stmt_start(e->u, r, r, r->src.body_begin);

	ed[n++] = (Edit){.begin = r->lanes.for_begin, .end = r->lanes.body_begin, .text = ""};
	ed[n++] = (Edit){.begin = r->lanes.body_end, .end = r->lanes.body_end, .text = lanes_end(e)};
	for (int i = 0; i < f->nacc; i++)
		if (edited(rg, i, tiled))
			ed[n++] = rg->how[i] == PREG_PUT
			              ? (Edit){.begin = f->acc[i].stmt_begin, .end = f->acc[i].stmt_end}
			              : (Edit){.begin = f->acc[i].begin, .end = f->acc[i].end};
	/* the texts, once every extent is known: the writes' last (their values
	 * hold other accesses) */
	ed[0].text = reg_lanes_head(e);
	for (int pass = 0; pass < 2; pass++)
		for (int i = 0, k = 2; i < f->nacc; i++)
			if (edited(rg, i, tiled) && (rg->how[i] == PREG_PUT) == pass)
				ed[k++].text = reg_access(e, &f->acc[i], rg->how[i], rg->col[i], ed, n);
			else if (edited(rg, i, tiled))
				k++;
	emit_line(b, e->u, start);
	regs_source(b, e, start, r->src.body_end, ed, n);
}

/* Is column col in one of the ranges (those written), over the chain or,
 * where at, in the iteration? */
static void
emit_in_ranges(Buf *b, const PivotRanges *pr, int written, int at, const char *col)
{
	int n = 0;

	for (int i = 0; i < pr->n; i++)
		if (!written || pr->written[i])
			buf_printf(b, "%s(%s <= %s && %s < %s)", n++ ? " ||\n\t\t    " : "",
			           at ? pr->at_lo[i] : pr->lo[i], col, col, at ? pr->at_hi[i] : pr->hi[i]);
	if (!n)
		buf_puts(b, "false");
}

/* The least (lo) and past the greatest (hi) column of the ranges over the
 * chain (each the host checked within [0, ld), or empty). */
static void
emit_span(Buf *b, const PivotRanges *pr, const char *lo, const char *hi, const char *any,
          const char *of)
{
	buf_printf(b, "\tlong long %s = 0, %s = 0;\n"
	              "\tbool %s = false;\n",
	           lo, hi, any);
	for (int i = 0; i < pr->n; i++)
		buf_printf(b, "\tif (%s < %s) { /* a range of %s columns, not empty */\n"
		              "\t\t%s = %s && %s < %s ? %s : %s;\n"
		              "\t\t%s = %s && %s > %s ? %s : %s;\n"
		              "\t\t%s = true;\n"
		              "\t}\n",
		           pr->lo[i], pr->hi[i], of, lo, any, lo, pr->lo[i], lo, pr->lo[i], hi, any, hi,
		           pr->hi[i], hi, pr->hi[i], any);
}

/* Before the rows: the row's span, and with the tile the pivot row's, and
 * whether they fit a warp's lanes (and the tile the iterations). */
static void
emit_reg_span(Buf *b, const PivotRegs *rg, int tiled)
{
	buf_puts(b, "\t/* the row in registers where its accesses span at most 32 columns, a column a "
	            "lane */\n"
	            "\tconst long long o2c_kf = (long long)o2c_chain_first, "
	            "o2c_kl = o2c_kf + (long long)o2c_chain_count - 1;\n");
	emit_span(b, &rg->own, "o2c_lo", "o2c_hi", "o2c_any", "the row's");
	if (!tiled) {
		buf_puts(b, "\tconst bool o2c_in_regs = o2c_hi - o2c_lo <= 32; /* else the row in memory "
		            "*/\n");
		return;
	}
	emit_span(b, &rg->piv, "o2c_plo", "o2c_phi", "o2c_pany", "the pivot row's");
	buf_printf(b, "\tconst bool o2c_in_regs = o2c_hi - o2c_lo <= 32 && o2c_phi - o2c_plo <= 32 &&\n"
	              "\t                        o2c_chain_count <= %d; /* else the rows in memory */\n",
	           O2C_PIVOT_ROWS);
}

/* kernel_below's tile: each block's copy of the pivot rows' columns
 * o2c_plo + [0, 32), a row an iteration, the columns its ranges hold
 * there, where the block has a row (which reads every one of them). */
static void
emit_tile(Buf *b, const Emit *e)
{
	const Plan *p = e->p;
	const PivotRegs *rg = &p->chain.pivots.regs;

	buf_printf(b, "\t__shared__ %s o2c_piv[%d][32]; /* iteration o2c_c's pivot row, columns o2c_plo + "
	              "[0, 32) */\n"
	              "\tif (o2c_in_regs) {\n"
	              "\t\tif ((unsigned long long)blockIdx.x * (blockDim.x / 32) < o2c_trip) /* the block "
	              "has a row */\n"
	              "\t\tfor (unsigned o2c_e = threadIdx.x; o2c_e < o2c_chain_count * 32; o2c_e += "
	              "blockDim.x) {\n"
	              "\t\t\tconst unsigned long long o2c_c = o2c_e / 32;\n",
	           rg->elem, O2C_PIVOT_ROWS);
	emit_chain_iteration(b, p, "\t\t\t", 1);
	buf_puts(b, "\t\t\tconst long long o2c_pcol = o2c_plo + (long long)(o2c_e % 32);\n"
	            "\t\t\tif (");
	emit_in_ranges(b, &rg->piv, 0, 1, "o2c_pcol");
	buf_printf(b, ")\n\t\t\t\to2c_piv[o2c_c][o2c_e %% 32] = %s[%s + o2c_pcol];\n"
	              "\t\t}\n"
	              "\t\t__syncthreads(); /* the tile whole before any row reads it */\n"
	              "\t}\n",
	           p->r->around.pivots.array, rg->pivot_row);
}

/* A warp's row in registers through every iteration. */
static void
emit_reg_row(Buf *b, const Emit *e)
{
	const Plan *p = e->p;
	const PivotRegs *rg = &p->chain.pivots.regs;
	const char *a = p->r->around.pivots.array;

	buf_printf(b, "\t\tif (o2c_in_regs) { /* lane L holds column o2c_lo + L of row %s */\n"
	              "\t\tconst long long o2c_col = o2c_lo + (long long)o2c_lane;\n"
	              "\t\t%s o2c_row = 0;\n"
	              "\t\tif (",
	           p->r->loops[0].var, rg->elem);
	emit_in_ranges(b, &rg->own, 0, 0, "o2c_col");
	buf_printf(b, ")\n\t\t\to2c_row = %s[%s + o2c_col]; /* a column the row's accesses touch */\n"
	              "\t\tfor (unsigned long long o2c_c = 0; o2c_c < o2c_chain_count; o2c_c++) {\n",
	           a, rg->row);
	emit_chain_iteration(b, p, "\t\t", 1);
	emit_reg_body(b, e, rg->tile);
	buf_puts(b, "\n\t\t}\n\t\tif (");
	emit_in_ranges(b, &rg->own, 1, 0, "o2c_col");
	buf_printf(b, ")\n\t\t\t%s[%s + o2c_col] = o2c_row; /* a column the row's writes touch */\n"
	              "\t\t} else\n",
	           a, rg->row);
}

/* kernel_pivots' loop over the chain's iterations, the block in each:
 * its head, the arguments' values there and the region's trip count. */
static void
emit_block_iteration(Buf *b, const Plan *p)
{
	buf_puts(b, "\tfor (unsigned long long o2c_c = 0; o2c_c < o2c_chain_count; o2c_c++) {\n");
	emit_chain_iteration(b, p, "\t", 1);
	emit_narrow_prelude(b, p, "\t");
}

/* kernel_pivots' tile: o2c_piv[c] is iteration c's pivot row at the
 * columns o2c_plo + lane its ranges hold at its k, where iteration c has
 * rows (else the program reads none of it, and nothing reads the copy);
 * row 0 (the chain's first k, which no iteration changes) from memory
 * before the first iteration, row c + 1 by warp c once its row is final,
 * each column from the lane holding it where one loaded it, else from
 * memory (which no iteration has changed there). */
static void
emit_pivots_tile(Buf *b, const Emit *e, int next)
{
	const Plan *p = e->p;
	const PivotRegs *rg = &p->chain.pivots.regs;
	const char *in = next ? "\t\t\t" : "\t\t";

	if (next)
		buf_printf(b, "\t\t{ /* and the tile's copy, iteration o2c_c + 1's pivot row */\n"
		              "\t\tconst long long o2c_pcol = o2c_plo + (long long)o2c_lane, "
		              "o2c_src = o2c_pcol - o2c_lo; /* its lane */\n"
		              "\t\tint o2c_in = o2c_row_in;\n"
		              "\t\t%s o2c_pv = o2c_row;\n"
		              "\t\tif (o2c_plo != o2c_lo) { /* another lane's (the same on the whole warp) */\n"
		              "\t\t\to2c_in = __shfl_sync(0xffffffffu, o2c_in, (int)(o2c_src & 31));\n"
		              "\t\t\to2c_pv = __shfl_sync(0xffffffffu, o2c_pv, (int)(o2c_src & 31));\n"
		              "\t\t}\n"
		              "\t\tconst bool o2c_held = o2c_src >= 0 && o2c_src < 32 && o2c_in; /* loaded there */\n"
		              "\t\tconst unsigned long long o2c_cn = o2c_c + 1;\n"
		              "\t\tif (o2c_cn < o2c_chain_count) {\n"
		              "\t\t\tconst unsigned long long o2c_c = o2c_cn;\n",
		           rg->elem);
	else
		buf_printf(b, "\t__shared__ %s o2c_piv[%d][32]; /* iteration o2c_c's pivot row, columns "
		              "o2c_plo + [0, 32) */\n"
		              "\tif (threadIdx.x < 32 && o2c_chain_count != 0) { /* the first "
		              "iteration's, from memory */\n"
		              "\t\tconst unsigned long long o2c_c = 0;\n"
		              "\t\tconst long long o2c_pcol = o2c_plo + (long long)o2c_lane;\n",
		           rg->elem, O2C_PIVOT_ROWS);
	emit_chain_iteration(b, p, in, 1);
	emit_narrow_prelude(b, p, in);
	buf_printf(b, "%sif (o2c_trip != 0 && (", in); /* rows there: the program reads the row */
	emit_in_ranges(b, &rg->piv, 0, 1, "o2c_pcol");
	buf_printf(b, "))\n%s\to2c_piv[o2c_c][o2c_lane] = %s%s[%s + o2c_pcol];\n",
	           in, next ? "o2c_held ? o2c_pv : " : "", p->r->around.pivots.array, rg->pivot_row);
	buf_puts(b, next ? "\t\t}\n\t\t}\n" : "\t}\n\t__syncthreads(); /* the tile's first row */\n");
}

/* kernel_pivots' rows in registers: warp w holds row k + 1 + w of the
 * first iteration (the chain's pivot rows, a warp each), lane L its column
 * o2c_lo + L, through the iterations that have the row; a lane loads its
 * column in the first iteration whose accesses of the row touch it, and
 * after the row's last iteration (k + 1 is the row: the next iteration's
 * pivot) stores it where an iteration wrote it, before the barrier. */
static void
emit_pivot_regs(Buf *b, const Emit *e)
{
	const Plan *p = e->p;
	const PivotRegs *rg = &p->chain.pivots.regs;
	const char *a = p->r->around.pivots.array;

	emit_reg_span(b, rg, rg->tile);
	buf_printf(b, "\tif (o2c_in_regs && o2c_chain_count - 1 <= blockDim.x / 32) { /* a warp a pivot "
	              "row */\n"
	              "\tconst unsigned long long o2c_w = threadIdx.x / 32;\n"
	              "\tconst long long o2c_col = o2c_lo + (long long)o2c_lane;\n"
	              "\t%s o2c_row = 0;\n"
	              "\tbool o2c_row_in = false, o2c_row_out = false; /* the lane's column loaded, "
	              "written */\n",
	           rg->elem);
	if (rg->tile)
		emit_pivots_tile(b, e, 0);
	emit_block_iteration(b, p);
	buf_puts(b, "\tif (o2c_w >= o2c_c && o2c_w - o2c_c < o2c_trip &&\n"
	            "\t    o2c_w - o2c_c < o2c_chain_count - 1 - o2c_c) { /* the warp's row is in the "
	            "iteration */\n"
	            "\t\tconst unsigned o2c_iv = (unsigned)(o2c_w - o2c_c);\n");
	emit_narrow_iteration(b, e->u, p, "\t\t");
	buf_puts(b, "\t\tif (!o2c_row_in && (");
	emit_in_ranges(b, &rg->own, 0, 1, "o2c_col");
	buf_printf(b, ")) { /* the first iteration that touches the column */\n"
	              "\t\t\to2c_row = %s[%s + o2c_col];\n"
	              "\t\t\to2c_row_in = true;\n"
	              "\t\t}\n"
	              "\t\to2c_row_out |= ",
	           a, rg->row);
	emit_in_ranges(b, &rg->own, 1, 1, "o2c_col");
	buf_puts(b, ";\n");
	emit_reg_body(b, e, rg->tile);
	buf_puts(b, "\n\t}\n"
	            "\tif (o2c_w == o2c_c) { /* the row is final: the next iteration's pivot */\n"
	            "\t\tconst unsigned o2c_iv = 0;\n");
	emit_narrow_iteration(b, e->u, p, "\t\t");
	buf_printf(b, "\t\tif (o2c_row_out)\n\t\t\t%s[%s + o2c_col] = o2c_row;\n", a, rg->row);
	if (rg->tile)
		emit_pivots_tile(b, e, 1);
	buf_puts(b, "\t}\n"
	            "\t__syncthreads(); /* the iteration is complete before the next */\n"
	            "\t}\n"
	            "\t} else\n");
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
	            "\tconst unsigned o2c_lane = threadIdx.x % 32;\n");
	if (p->chain.pivots.regs.on)
		emit_pivot_regs(b, e);
	emit_block_iteration(b, p);
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
 * rows past the chain's end), each row through every iteration, in
 * registers where PivotPlan.regs says. */
static void
emit_rows_below(Buf *b, const Emit *e)
{
	const Plan *p = e->p;
	const Region *r = p->r;
	const PivotRegs *rg = &p->chain.pivots.regs;

	emit_chain_copies(b, p);
	buf_puts(b, "\tconst unsigned o2c_lane = threadIdx.x % 32;\n"
	            "\t{ /* the rows of the last iteration, past the chain's end */\n"
	            "\tconst unsigned long long o2c_c = o2c_chain_count - 1;\n");
	emit_chain_iteration(b, p, "\t", 1); /* the last iteration's, for its rows */
	emit_narrow_prelude(b, p, "\t");
	if (rg->on)
		emit_reg_span(b, rg, rg->tile);
	if (rg->tile)
		emit_tile(b, e);
	buf_puts(b, "\t/* a warp per row: every lane of a warp runs the same one */\n"
	            "\tfor (unsigned o2c_iv = (blockIdx.x * blockDim.x + threadIdx.x) / 32; "
	            "o2c_iv < o2c_trip;\n"
	            "\t     o2c_iv += gridDim.x * blockDim.x / 32) {\n");
	emit_narrow_iteration(b, e->u, p, "\t\t");
	if (rg->on)
		emit_reg_row(b, e);
	buf_puts(b, "\t\tfor (unsigned long long o2c_c = 0; o2c_c < o2c_chain_count; o2c_c++) {\n");
	emit_chain_iteration(b, p, "\t\t", 1);
	emit_code_lanes(b, e, emit_stmt_start(e->u, r, r, r->src.body_begin), r->src.body_end);
	buf_puts(b, "\n\t\t__syncwarp(); /* every lane's writes before the next iteration reads them */"
	            "\n\t\t}\n\t}\n\t}\n");
}

void
emit_pivots_body(Buf *b, const Emit *e)
{
	if (e->k->pivots)
		emit_pivot_rows(b, e);
	else
		emit_rows_below(b, e);
}
