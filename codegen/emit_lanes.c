/* The kernel_lanes of a combined loop, printed as its plan says
 * (Plan.inner.kernel; lowering/inner.c decides, frontend/inner_lanes.c
 * has the facts): a warp per iteration of the region's loop, the
 * iterations of the inner loop that ends its body over the warp's lanes.
 *
 * The loop strides over the grid's warps (the runtime launches whole
 * warps), so every lane of a warp runs the same iteration and reaches the
 * same __syncwarp()s.  The statements before the inner loop run on every
 * lane as one thread would run them, but for those that write memory:
 * lane 0 runs each between __syncwarp()s, so that every lane has read
 * what it overwrites before, and reads what it wrote after; and the inner
 * loop starts after a __syncwarp(), so that no lane's iteration writes
 * what another lane has still to read before the loop.  Iteration q
 * of the inner loop runs on lane q % 32, with the index the loop gives it
 * (lb + q * step), where the bases at which it touches each array it
 * writes are the same or lie apart by the span of its iterations
 * (o2c_apart, worked out as it starts, the same on every lane); else lane
 * 0 runs every iteration in order, as written.  Its bounds are evaluated
 * once, as OpenMP evaluates a canonical loop's (they read only variables
 * it does not write).  The kernel's iteration numbers are 32-bit, checked
 * as the narrow kernel's are.
 */
#include "codegen.h"

/* A base of an array's elements, modulo 2^64. */
static void
emit_base(Buf *b, const Unit *u, const LaneBase *lb)
{
	if (!lb->nterms)
		buf_puts(b, "0ull");
	for (int i = 0; i < lb->nterms; i++) {
		const LaneTerm *t = &lb->terms[i];
		buf_puts(b, i ? (t->neg ? " - " : " + ") : (t->neg ? "0ull - " : ""));
		buf_puts(b, "(unsigned long long)(");
		emit_device_source(b, u, t->begin, t->end);
		buf_puts(b, ")");
	}
}

void
emit_lanes_inner(Buf *b, const Unit *u, const Plan *p)
{
	const Lanes *ln = &p->r->lanes;
	const Loop *l = &ln->loop;
	int n = 0;

	buf_printf(b, "{ /* %s's iterations over the warp's lanes */\n"
	              "\t__syncwarp(); /* every lane has read what the loop may write */\n",
	           l->var);
	buf_printf(b, "\tconst unsigned long long o2c_ln = %s;\n", p->inner.trip);
	buf_puts(b, "\tconst bool o2c_spread = ");
	for (int i = 0; i < ln->nbases; i++)
		for (int k = i + 1; k < ln->nbases; k++) {
			const LaneBase *x = &ln->bases[i], *y = &ln->bases[k];
			if (x->var != y->var || !(x->written || y->written))
				continue;
			buf_puts(b, n++ ? " &&\n\t\to2c_apart((long long)(" : "o2c_apart((long long)(");
			emit_base(b, u, x);
			buf_puts(b, " - (");
			emit_base(b, u, y);
			buf_printf(b, ")), %lluull, (unsigned long long)(%s), o2c_ln)",
			           (unsigned long long)(x->c < 0 ? -x->c : x->c), l->stride);
		}
	buf_printf(b, "%s; /* %s */\n", n ? "" : "true",
	           n ? "the bases it writes at lie apart: else lane 0 runs the loop as written"
	             : "each iteration touches its own elements");
	buf_printf(b, "\tfor (unsigned long long o2c_lv = o2c_spread ? o2c_lane : o2c_lane ? o2c_ln : 0; "
	              "o2c_lv < o2c_ln;\n"
	              "\t     o2c_lv += o2c_spread ? 32 : 1) {\n"
	              "\t\t%s %s = %s;\n",
	           l->type, l->var, emit_index_at(&p->inner.index, "o2c_lv"));
	emit_line(b, u, ln->body_begin);
	emit_device_source(b, u, ln->body_begin, ln->body_end);
	buf_puts(b, ";\n\t}\n}");
}

void
emit_lanes_loop(Buf *b, const Emit *e)
{
	const Unit *u = e->u;
	const Plan *p = e->p;
	const Region *r = p->r;

	emit_narrow_prelude(b, p, "\t");
	buf_puts(b, "\tconst unsigned o2c_lane = threadIdx.x % 32;\n"
	            "\t/* a warp per iteration: every lane of a warp runs the same one */\n"
	            "\tfor (unsigned o2c_iv = (blockIdx.x * blockDim.x + threadIdx.x) / 32; "
	            "o2c_iv < o2c_trip;\n"
	            "\t     o2c_iv += gridDim.x * blockDim.x / 32) {\n");
	emit_narrow_iteration(b, u, p, "\t\t");
	emit_code_lanes(b, e, emit_stmt_start(u, r, r, r->src.body_begin), r->src.body_end);
	buf_puts(b, "\n\t}");
}
