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
 */
#include "codegen.h"

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
	emit_copies_open(b, u, in);
	for (int i = 0; i < in->uses.ntask_firsts; i++) {
		const char *n = in->uses.task_firsts[i];
		buf_printf(b, "\to2c_type_%s %s; /* firstprivate: the task's own */\n"
		              "\tmemcpy((void *)&%s, (const void *)&o2c_first_%s, sizeof %s);\n",
		           n, n, n, n, n);
	}
	emit_code(b, e, in, emit_stmt_start(u, e->p->r, in, in->src.stmt_begin), in->src.stmt_end,
	          ctx);
	buf_puts(b, "\n\t}\n}");
}
