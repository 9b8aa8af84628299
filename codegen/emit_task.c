/* task, taskloop and taskgroup constructs in kernels, run in place
 * (frontend/tasks.c says why OpenMP allows it): the thread that meets
 * the construct runs its statement there, a taskloop's loop whole and
 * in order, a taskgroup's statement as it is (its tasks have completed
 * when it ends).
 *
 *     { auto &o2c_first_x = x;            firstprivate, with or without
 *       {                                 a clause: a reference to the
 *       T x; memcpy(&x, &o2c_first_x, ..) variable, then the task's copy
 *       statement
 *     } }
 *
 * The copy's type is the variable's (__typeof__ its name: a reference
 * the kernel binds to a device copy gives the type it refers to), so a local
 * array is copied whole; const variables are never copied (frontend).
 *
 * A taskgroup's task_reduction (OpenMP 5.2 5.5.9) gives the thread that
 * runs it a copy of each item at the operator's identity, which hides
 * the variable in the taskgroup's statement: the tasks there, run in
 * place by that thread, update it through their in_reduction, as does
 * the statement's own code.  At the end the copy is combined into the
 * variable (the device header's o2c_task_combine: atomically, since the
 * variable may be shared by the threads of a team, each running a
 * taskgroup of its own).  No other thread sees the copy: a task
 * reduction joined from a parallel region nested in the taskgroup is an
 * error (frontend/tasks.c).  The variable itself keeps its value until
 * the end, where OpenMP leaves it unspecified.
 *
 *     { o2c_tred_type_x *o2c_tred_x = &x;
 *       { o2c_tred_type_x x = o2c_identity<op, ..>();
 *         statement
 *         o2c_task_combine<op>(o2c_tred_x, x);
 *     } }
 */
#include "codegen.h"

/* Where each task reduction copy will combine: the variable's address,
 * taken before the copy hides it. */
static void
task_red_refs(Buf *b, const Region *in)
{
	for (int i = 0; i < in->uses.ntask_reds; i++) {
		const char *n = in->uses.task_reds[i].var->name;
		buf_printf(b, "\ttypedef __typeof__(%s) o2c_tred_type_%s;\n"
		              "\to2c_tred_type_%s *o2c_tred_%s = &%s;\n",
		           n, n, n, n, n);
	}
}

static void
task_red_copies(Buf *b, const Region *in)
{
	for (int i = 0; i < in->uses.ntask_reds; i++) {
		const Reduction *red = &in->uses.task_reds[i];
		const char *n = red->var->name;
		buf_printf(b, "\to2c_tred_type_%s %s = o2c_identity<%s, o2c_tred_type_%s>(); "
		              "/* task_reduction(%s: %s): the thread's copy */\n",
		           n, n, red_names[red->op], n, red->spelling, n);
	}
}

static void
task_red_combines(Buf *b, const Region *in)
{
	for (int i = 0; i < in->uses.ntask_reds; i++) {
		const Reduction *red = &in->uses.task_reds[i];
		buf_printf(b, "\n\to2c_task_combine<%s>(o2c_tred_%s, %s);", red_names[red->op],
		           red->var->name, red->var->name);
	}
}

void
emit_task(Buf *b, const Emit *e, const Region *in, int ctx)
{
	const Unit *u = e->u;

	buf_printf(b, "{ /* %s: runs in place, on the thread that meets it */\n", in->pragma);
	emit_copy_refs(b, u, in);
	for (int i = 0; i < in->uses.ntask_firsts; i++)
		buf_printf(b, "\ttypedef __typeof__(%s) o2c_type_%s;\n\tauto &o2c_first_%s = %s;\n",
		           in->uses.task_firsts[i], in->uses.task_firsts[i], in->uses.task_firsts[i],
		           in->uses.task_firsts[i]);
	task_red_refs(b, in);
	emit_copies_open(b, u, in);
	for (int i = 0; i < in->uses.ntask_firsts; i++) {
		const char *n = in->uses.task_firsts[i];
		buf_printf(b, "\to2c_type_%s %s; /* firstprivate: the task's own */\n"
		              "\tmemcpy((void *)&%s, (const void *)&o2c_first_%s, sizeof %s);\n",
		           n, n, n, n, n);
	}
	task_red_copies(b, in);
	emit_code(b, e, in, emit_stmt_start(u, e->p->r, in, in->src.stmt_begin), in->src.stmt_end,
	          ctx);
	task_red_combines(b, in);
	buf_puts(b, "\n\t}\n}");
}
