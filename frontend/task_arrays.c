/* Arrays the target region receives that are firstprivate in a task run
 * in place in it (tasks.c lists them in the task's firstprivate list,
 * with a clause or without).  The kernel declares the task's copy by the
 * array's type (codegen/emit_task.c); the host fallback holds the array
 * as a pointer to its first element, a copy of which the host compiler's
 * firstprivate would make.  So the host fallback's copy of the region
 * (host edits: the device's text is the source's) copies the array
 * itself where the task is created (OpenMP 5.2 5.4.4), gives the task
 * that copy in a firstprivate clause, and names the task's own through a
 * pointer that hides the array's name in the task's statement:
 *
 *     { int o2c_task_a[64]; __builtin_memcpy(o2c_task_a, a, sizeof o2c_task_a);
 *       _Pragma("omp task ... firstprivate(o2c_task_a)")
 *       { __typeof__(&o2c_task_a[0]) a = o2c_task_a;
 *         statement
 *     } }
 *
 * all on the directive's lines, which keep their number.  A taskloop's
 * loop must follow its directive: there such an array is an error.
 * Requires the task's clauses decoded and its firstprivate list complete.
 */
#include <string.h>

#include "internal.h"

/* Is v an array the target region outer receives as a pointer (not its
 * own firstprivate copy, which the host fallback declares as an array),
 * and one a copy can change? */
static int
received(Ctx *c, const Region *task, const Region *outer, const Var *v)
{
	Decl *d = scan_var_decl(c, v, task->src.pragma_begin);
	CXType t;

	if (v->kind != VAR_ARRAY || !d || d->global || d->at >= outer->src.pragma_begin ||
	    var_listed(outer->data.firstprivates, outer->data.nfirstprivates, v))
		return 0;
	t = clang_getCanonicalType(clang_getCursorType(d->cursor));
	while (t.kind == CXType_ConstantArray)
		t = clang_getCanonicalType(clang_getArrayElementType(t));
	return !clang_isConstQualifiedType(t);
}

/* s as the contents of a string literal. */
static const char *
quoted(const char *s)
{
	const char *out = "";

	for (; *s; s++)
		out = arena_printf("%s%s%c", out, *s == '"' || *s == '\\' ? "\\" : "", *s);
	return out;
}

/* The host fallback's directive lines: the copies, the task, the
 * pointers that open its statement. */
static const char *
directive(Ctx *c, const Region *task, const Var **vs, int n)
{
	const char *copies = "", *list = "", *ptrs = "";
	const char *omp = strncmp(task->pragma, "#pragma ", 8) ? task->pragma : task->pragma + 8;

	for (int i = 0; i < n; i++) {
		Decl *d = scan_var_decl(c, vs[i], task->src.pragma_begin);
		const char *copy = arena_printf("o2c_task_%s", vs[i]->name);
		copies = arena_printf("%s%s; __builtin_memcpy(%s, %s, sizeof %s); ", copies,
		                      locals_decl(clang_getCursorType(d->cursor), copy), copy,
		                      vs[i]->name, copy);
		list = arena_printf("%s%s%s", list, i ? ", " : "", copy);
		ptrs = arena_printf("%s__typeof__(&%s[0]) %s = %s; ", ptrs, copy, vs[i]->name, copy);
	}
	const char *text = arena_printf("{ %s_Pragma(\"%s firstprivate(%s)\") { %s", copies,
	                                quoted(omp), list, ptrs);
	for (unsigned i = task->src.pragma_begin; i < task->src.pragma_end; i++)
		if (c->u->src[i] == '\n')
			text = arena_printf("%s\n", text);
	return text;
}

void
task_arrays_host(Ctx *c, const Region *task, const Region *outer)
{
	const Var **vs = arena_alloc(((size_t)task->data.nfirstprivates + 1) * sizeof *vs);
	const char *src = c->u->src;
	unsigned b = task->src.pragma_begin, e = task->src.pragma_end, last = task->src.stmt_end - 1;
	int n = 0;

	for (int i = 0; i < task->data.nfirstprivates; i++)
		if (received(c, task, outer, task->data.firstprivates[i]))
			vs[n++] = task->data.firstprivates[i];
	if (!n)
		return;
	if (task->dir == DIR_KTASKLOOP) {
		/* the pointers would stand between the directive and its loop */
		diag_error(task->loc, "array '%s' firstprivate in '#pragma omp taskloop', in a target "
		           "region that receives the array, is not supported yet", vs[0]->name);
		return;
	}
	if (task->src.from_operator || src[b] != '#') {
		diag_error(task->loc, "array '%s' firstprivate in a task that a _Pragma operator or a "
		           "macro gives, in a target region that receives the array, is not supported "
		           "yet: write the directive out", vs[0]->name);
		return;
	}
	edits_add(c, (Edit){.begin = b, .end = e, .text = arena_strndup(src + b, e - b), .host = 1,
	                    .host_text = directive(c, task, vs, n)});
	edits_add(c, (Edit){.begin = last, .end = last + 1, .text = arena_strndup(src + last, 1),
	                    .host = 1, .host_text = arena_printf("%c } }", src[last])});
}
