/* Stencil steps (Plan.chain.steps, lowering/steps.c): the kernel_steps
 * and the host code around the region's call.
 *
 * A block of O2C_STEPS_THREADS threads takes tiles of the region's loop
 * in turn, each tile's lanes the iterations [tile x w - reach x k, ...):
 * it copies both arrays' elements at those iterations into o2c_sb[0]
 * (from) and o2c_sb[1] (to; only outside the loop's range, where no step
 * writes),
 * each only where it is mapped (o2c_sbefore_<p>, o2c_safter_<p>: the
 * mapped bytes around the pointer, from the runtime); then step s runs
 * the region's code on the lanes [reach x (s + 1), threads - reach x
 * (s + 1)) in the loop's range, from[j + c] reading o2c_sb[s % 2][lane +
 * c] and the last statement storing into o2c_sb[(s + 1) % 2][lane] (an
 * array's rows, not pointers, so nvcc knows the accesses are to shared
 * memory), the host loop's variable as the host loop would set it; the
 * tile's lanes then store the last step's values into `to`.  Loads
 * every step makes of arrays the region does not write are made first
 * (emit_steps_preloads). */
#include "codegen.h"

/* The register a step reads for preload q: one a step, or one for all
 * steps where the load names no variable a step changes. */
static const char *
pre_reg(const StepPlan *s, int q)
{
	return arena_printf(s->pre[q]->by_step ? "o2c_pre%d[o2c_s]" : "o2c_pre%d", q);
}

/* The source [begin, end) with its reads of from turned to the block's
 * copy and its preloaded loads to their registers, in source order. */
static void
emit_steps_text(Buf *b, const Unit *u, const StepFacts *sf, const StepPlan *s, unsigned begin,
                unsigned end)
{
	for (;;) {
		int read = -1, pre = -1;
		unsigned at = end;
		for (int i = 0; i < sf->nreads; i++)
			if (sf->reads[i].begin >= begin && sf->reads[i].end <= end && sf->reads[i].begin < at)
				at = sf->reads[i].begin, read = i;
		for (int q = 0; q < s->npre; q++)
			if (s->pre[q]->begin >= begin && s->pre[q]->end <= end && s->pre[q]->begin < at)
				at = s->pre[q]->begin, pre = q, read = -1;
		if (read < 0 && pre < 0)
			break;
		emit_device_source(b, u, begin, at);
		if (pre >= 0)
			buf_puts(b, pre_reg(s, pre));
		else
			buf_printf(b, "o2c_sb[o2c_par][o2c_lane + (%d)]", sf->reads[read].offset);
		begin = pre >= 0 ? s->pre[pre]->end : sf->reads[read].end;
	}
	emit_device_source(b, u, begin, end);
}

/* The region's loop body, its reads of from and its store into to
 * turned to the block's copies. */
static void
emit_steps_code(Buf *b, const Unit *u, const Region *r, const StepPlan *s)
{
	const StepFacts *sf = &r->around.steps;

	emit_line(b, u, r->src.body_begin);
	emit_steps_text(b, u, sf, s, r->src.body_begin, sf->write_begin);
	buf_puts(b, "o2c_sb[o2c_par ^ 1][o2c_lane] = (");
	emit_steps_text(b, u, sf, s, sf->value_begin, sf->value_end);
	buf_puts(b, ")");
	emit_steps_text(b, u, sf, s, sf->write_end, r->src.body_end);
	buf_puts(b, "\n");
}

/* Does a preload name a variable the steps change (one register a step,
 * the steps' loop unrolled)? */
static int
any_by_step(const StepPlan *s)
{
	for (int q = 0; q < s->npre; q++)
		if (s->pre[q]->by_step)
			return 1;
	return 0;
}

/* The preloads of one kind (by step or not), the region loop's variable
 * declared before them. */
static void
emit_pre_loads(Buf *b, const Unit *u, const Plan *p, int by_step, const char *in)
{
	const StepPlan *s = &p->chain.steps;
	const Loop *l = &p->r->loops[0];

	buf_printf(b, "%s[[maybe_unused]] %s %s = (%s)o2c_at;\n", in, l->type, l->var, l->type);
	for (int q = 0; q < s->npre; q++) {
		if (s->pre[q]->by_step != by_step)
			continue;
		buf_printf(b, "%s%s = ", in, pre_reg(s, q));
		emit_device_source(b, u, s->pre[q]->begin, s->pre[q]->end);
		buf_puts(b, ";\n");
	}
}

/* Step preloads (StepPlan.pre): each lane in the loop's range makes the
 * preloaded loads first: those that name no variable a step changes once
 * (o2c_pre<q>), the others for every step of the launch with the host
 * loop's variable as that step has it (o2c_pre<q>[s]). */
static void
emit_steps_preloads(Buf *b, const Unit *u, const Plan *p)
{
	const StepPlan *s = &p->chain.steps;
	int once = 0;

	buf_printf(b, "\t\t/* step preloads (lowering/steps.c): what every step surely loads of arrays "
	              "the region does not write, all of the launch's steps' at once */\n");
	for (int q = 0; q < s->npre; q++) {
		once += !s->pre[q]->by_step;
		if (s->pre[q]->by_step)
			buf_printf(b, "\t\t%s o2c_pre%d[%d];\n", s->pre[q]->elem, q, O2C_STEPS_MAX);
		else
			buf_printf(b, "\t\t%s o2c_pre%d; /* the same at every step */\n", s->pre[q]->elem, q);
	}
	if (once) {
		buf_puts(b, "\t\tif (o2c_in) {\n");
		emit_pre_loads(b, u, p, 0, "\t\t\t");
		buf_puts(b, "\t\t}\n");
	}
	if (!any_by_step(s))
		return;
	buf_printf(b, "\t\t#pragma unroll\n"
	              "\t\tfor (int o2c_s = 0; o2c_s < %d; o2c_s++) {\n"
	              "\t\t\tif (o2c_in && o2c_s < o2c_k) {\n",
	           O2C_STEPS_MAX);
	if (s->param >= 0)
		buf_printf(b, "\t\t\t\t[[maybe_unused]] decltype(o2c_steps_first) %s = %s;\n",
		           p->params[s->param].var->name, s->index);
	emit_pre_loads(b, u, p, 1, "\t\t\t\t");
	buf_puts(b, "\t\t\t}\n\t\t}\n");
}

static void
emit_load(Buf *b, const char *buf, const char *p, const char *cond)
{
	buf_printf(b, "\t\t%s[threadIdx.x] = %so2c_at >= -(long long)(o2c_sbefore_%s / sizeof(o2c_elem)) "
	              "&& o2c_at < (long long)(o2c_safter_%s / sizeof(o2c_elem)) ? %s[o2c_at] : "
	              "o2c_elem();\n",
	           buf, cond, p, p, p);
}

void
emit_steps_body(Buf *b, const Unit *u, const Plan *p)
{
	const Region *r = p->r;
	const StepPlan *s = &p->chain.steps;
	const char *from = p->params[s->from].var->name, *to = p->params[s->to].var->name;
	const Loop *l = &r->loops[0];
	int reach = r->around.steps.reach;

	emit_loop_prelude(b, p, &emit_kernel_nest, "\t");
	buf_printf(b, "\ttypedef std::remove_cv_t<std::remove_reference_t<decltype(*%s)>> o2c_elem;\n"
	              "\tenum { o2c_bt = %d }; /* threads a block: O2C_STEPS_THREADS */\n"
	              "\t__shared__ o2c_elem o2c_sb[2][o2c_bt]; /* from, to: step s reads o2c_sb[s %% 2] */\n"
	              "\tconst long long o2c_k = (long long)o2c_steps_count; /* steps in this launch */\n"
	              "\tconst long long o2c_w = o2c_bt - 2LL * %d * o2c_k; /* a tile */\n"
	              "\tif (blockDim.x != o2c_bt || o2c_k %% 2 == 0 || o2c_w <= 0)\n"
	              "\t\t__trap(); /* the runtime launches an odd number of steps */\n",
	           from, O2C_STEPS_THREADS, reach);
	if (s->param >= 0)
		buf_printf(b, "\tdecltype(%s) o2c_steps_first = %s; /* the host loop's variable at the "
		              "first step */\n",
		           p->params[s->param].var->name, p->params[s->param].var->name);
	buf_printf(b, "\tfor (long long o2c_tile = blockIdx.x; o2c_tile * o2c_w < (long long)o2c_trip; "
	              "o2c_tile += gridDim.x) {\n"
	              "\t\tconst long long o2c_iv = o2c_tile * o2c_w - %d * o2c_k + (long long)threadIdx.x;\n"
	              "\t\tconst bool o2c_in = o2c_iv >= 0 && o2c_iv < (long long)o2c_trip;\n"
	              "\t\tconst long long o2c_at = (long long)(%s) + o2c_iv;\n",
	           reach, l->lb);
	if (s->npre)
		emit_steps_preloads(b, u, p);
	emit_load(b, "o2c_sb[0]", from, "");
	emit_load(b, "o2c_sb[1]", to, "!o2c_in && ");
	buf_puts(b, "\t\t__syncthreads();\n"
	            "\t\tconst int o2c_lane = (int)threadIdx.x, o2c_ki = (int)o2c_k;\n");
	if (any_by_step(s)) /* unrolled: o2c_pre<q>[o2c_s] stay registers */
		buf_printf(b, "\t\t#pragma unroll\n"
		              "\t\tfor (int o2c_s = 0; o2c_s < %d; o2c_s++) {\n"
		              "\t\t\tif (o2c_s >= o2c_ki)\n"
		              "\t\t\t\tbreak;\n",
		           O2C_STEPS_MAX);
	else
		buf_puts(b, "\t\tfor (int o2c_s = 0; o2c_s < o2c_ki; o2c_s++) {\n");
	buf_printf(b, "\t\t\tconst int o2c_par = o2c_s & 1;\n"
	              "\t\t\tif (o2c_in && o2c_lane >= %d * (o2c_s + 1) && "
	              "o2c_lane < o2c_bt - %d * (o2c_s + 1)) {\n",
	           reach, reach);
	if (s->param >= 0)
		buf_printf(b, "\t\t\t[[maybe_unused]] decltype(o2c_steps_first) %s = %s;\n",
		           p->params[s->param].var->name, s->index);
	buf_printf(b, "\t\t\t[[maybe_unused]] %s %s = (%s)o2c_at; /* its reads of %s are o2c_sb's */\n",
	           l->type, l->var, l->type, r->around.steps.from);
	emit_steps_code(b, u, r, s);
	buf_printf(b, "\t\t\t}\n\t\t\t__syncthreads();\n"
	              "\t\t}\n"
	              "\t\tif (o2c_in && threadIdx.x >= %d * o2c_k && threadIdx.x < o2c_bt - %d * "
	              "o2c_k) /* the tile: the last step's values */\n"
	              "\t\t\t%s[o2c_at] = o2c_sb[o2c_k & 1][threadIdx.x];\n"
	              "\t\t__syncthreads();\n\t}\n",
	           reach, reach, to);
}

/* The host code: an iteration the last launch of steps ran counts down,
 * another launches steps from it (or runs the region as written). */
void
emit_steps_call(Buf *b, const Plan *p, int nargs)
{
	const StepPlan *s = &p->chain.steps;
	const char *st = arena_printf("o2c_steps_%u", p->r->around.steps.begin);

	buf_printf(b, "\tif (%s > 0) /* the last launch of steps ran it */\n\t\t%s--;\n\telse\n"
	              "\t\t%s = o2c_target_steps(%s(), %s, %d, &o2c_launch, %s, %d, %d, %d) - 1;\n",
	           st, st, st, emit_desc_ref(p), nargs ? "o2c_args" : "NULL", nargs, s->trip, s->from,
	           s->to, p->r->around.steps.reach);
}
