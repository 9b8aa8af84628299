/* single, masked, master and scope constructs in kernels (OpenMP 5.2
 * 11.1, 10.5, 11.2; master is masked without filter).
 *
 * Which thread runs the block: for masked, the thread whose number is
 * the filter (0 without one); for single, the team's thread 0.  OpenMP
 * lets any one thread run a single; a fixed one needs no state shared by
 * the team (the first thread to arrive would need an atomic ticket per
 * construct and a count of the constructs each thread has passed), and
 * gives the same answer on every run.  Thread 0 exists in every team,
 * whatever its size.  Every thread of the team runs a scope's block,
 * with its own private and firstprivate copies, and meets the scope's
 * barrier unless nowait.
 *
 * In a team of the block's threads (CTX_PARALLEL):
 *
 *     if (threadIdx.x == 0) { block }        masked: == (filter)
 *     __syncthreads();                       single without nowait
 *
 * The barrier is outside the `if`, so every thread of the team reaches
 * it, whichever runs the block; __syncthreads() also makes the block's
 * writes to shared and global memory visible to the block's threads
 * (OpenMP 5.2 15.3.1: a barrier implies a flush).  A team of one thread
 * (a target region, a teams distribute loop outside its parallel
 * regions, a nested parallel region) runs a single's block itself,
 * without a barrier, and a masked block when its filter is 0.
 *
 * private and firstprivate copies are the running thread's, made at the
 * start of the block; a firstprivate copy starts as the variable the
 * construct names, reached through a reference made before the copy
 * hides it.  copyprivate: the running thread's values go to the team's
 * other threads through shared memory, between the single's barrier and
 * a second one, after which the shared copy may be written again (by the
 * next single a loop meets).
 */
#include "codegen.h"

/* Is v a firstprivate copy of in that starts as the variable the
 * construct names?  One that is also lastprivate is the loop's
 * lastprivate copy, which starts so too (emit_cuda.c). */
static int
first_copy(const Unit *u, const Region *in, const Var *v)
{
	for (int i = 0; i < in->data.nlastprivates; i++)
		if (in->data.lastprivates[i] == v)
			return 0;
	return emit_private_used(u, in, v);
}

/* References to what the block's firstprivate copies start as, made
 * before the copies hide the variables (emit_task.c, and the regions
 * nested in a kernel region, emit_cuda.c, too). */
void
emit_copy_refs(Buf *b, const Unit *u, const Region *in)
{
	for (int i = 0; i < in->data.nfirstprivates; i++) {
		const Var *v = in->data.firstprivates[i];
		if (first_copy(u, in, v))
			buf_printf(b, "\tauto &o2c_first_%s = %s;\n", v->name, v->name);
	}
}

/* The block's firstprivate copies, each a copy of what the reference
 * emit_copy_refs made refers to. */
void
emit_first_copies(Buf *b, const Unit *u, const Region *in)
{
	for (int i = 0; i < in->data.nfirstprivates; i++) {
		const Var *v = in->data.firstprivates[i];
		if (!first_copy(u, in, v))
			continue;
		/* an array captured whole reaches the kernel as a pointer */
		buf_printf(b, "\t%s; /* firstprivate */\n\tmemcpy(%s%s, %so2c_first_%s, sizeof %s);\n",
		           v->local_rw, v->kind == VAR_ARRAY ? "" : "&", v->name,
		           v->kind == VAR_ARRAY ? "" : "&", v->name, v->name);
	}
}

/* The brace of the block, opened, and its private and firstprivate
 * copies. */
void
emit_copies_open(Buf *b, const Unit *u, const Region *in)
{
	buf_puts(b, "\t{\n");
	for (int i = 0; i < in->data.nprivates; i++)
		if (emit_private_used(u, in, in->data.privates[i]))
			buf_printf(b, "\t%s; /* private */\n", in->data.privates[i]->local);
	emit_first_copies(b, u, in);
}

/* The block's private and firstprivate copies, in a brace it opens. */
static void
emit_copies(Buf *b, const Unit *u, const Region *in)
{
	emit_copy_refs(b, u, in);
	emit_copies_open(b, u, in);
}

/* The test that picks the thread that runs the block, or NULL for the
 * one thread of a team of one. */
static const char *
emit_who(const Region *in, int one, int section)
{
	const char *me = one ? "0" : "(int)threadIdx.x";

	if (in->dir == DIR_SCOPE || in->dir == DIR_SECTIONS || (in->dir == DIR_SECTION && one))
		return NULL;
	if (in->dir == DIR_SECTION) /* the team's size: its parallel region's (emit_nthreads) */
		return arena_printf("%s == %d %% o2c_nthreads", me, section);
	if (in->dir == DIR_SINGLE)
		return one ? NULL : "threadIdx.x == 0";
	if (!in->exec.filter)
		return one ? NULL : "threadIdx.x == 0";
	return arena_printf("%s == (%s)", me, in->exec.filter);
}

void
emit_single(Buf *b, const Emit *e, const Region *in, int ctx)
{
	const Unit *u = e->u;
	Plan **plans = e->plans;
	int one = plans[in->id]->team.one;
	const char *who = emit_who(in, one, plans[in->id]->team.section);
	int barrier = plans[in->id]->team.barrier; /* lowering/team.c */

	buf_printf(b, "{ /* %s */%s\n", in->pragma,
	           who                                     ? ""
	           : in->dir == DIR_SCOPE && !one          ? " /* every thread runs it */"
	           : in->dir == DIR_SECTIONS && !one       ? " /* every thread meets it */"
	                                                   : " /* its team is one thread */");
	for (int i = 0; !one && i < in->data.ncopyprivates; i++)
		buf_printf(b, "\t__shared__ decltype(%s) o2c_copy_%s; /* copyprivate */\n",
		           in->data.copyprivates[i]->name, in->data.copyprivates[i]->name);
	if (who)
		buf_printf(b, "\tif (%s) { /* %s */\n", who,
		           one                      ? "its team is one thread, thread 0"
		           : in->dir == DIR_SINGLE  ? "thread 0 runs the single"
		           : in->dir == DIR_SECTION ? "the section's thread"
		           : in->exec.filter             ? "the thread the filter names"
		                                    : "thread 0");
	emit_copies(b, u, in);
	emit_code(b, e, in, emit_stmt_start(u, e->p->r, in, in->src.stmt_begin), in->src.stmt_end,
	          ctx);
	buf_puts(b, "\n\t}\n");
	for (int i = 0; !one && i < in->data.ncopyprivates; i++)
		buf_printf(b, "\tmemcpy(&o2c_copy_%s, &%s, sizeof %s);\n", in->data.copyprivates[i]->name,
		           in->data.copyprivates[i]->name, in->data.copyprivates[i]->name);
	if (who)
		buf_puts(b, "\t}\n");
	if (barrier)
		buf_printf(b, "\t__syncthreads(); /* the %s%s barrier */\n", dir_spelling[in->dir],
		           in->dir == DIR_SECTIONS ? " construct's" : "'s");
	if (!one && in->data.ncopyprivates) {
		buf_puts(b, "\tif (threadIdx.x != 0) {\n");
		for (int i = 0; i < in->data.ncopyprivates; i++)
			buf_printf(b, "\t\tmemcpy(&%s, &o2c_copy_%s, sizeof %s);\n",
			           in->data.copyprivates[i]->name, in->data.copyprivates[i]->name,
			           in->data.copyprivates[i]->name);
		buf_puts(b, "\t}\n\t__syncthreads(); /* the copies are read */\n");
	}
	buf_puts(b, "}");
}
