/* The interop construct (OpenMP 5.1 2.15.1) in host code.  The host
 * compiler (gcc 12) does not know it, so the host file gets it written
 * out (DeclareTarget entries with replacement text, codegen/emit_host.c)
 * as an undeferred task of the runtime's calls (runtime/interop.c):
 *
 *   { [depend] o2c_interop_init(&var, targetsync, device, loc); ...
 *     o2c_interop_use(&var, loc); ... o2c_interop_destroy(&var, loc); }
 *
 *   - depend(...): the dependences are those of a taskwait with the same
 *     clauses before the operations, which also completes deferred
 *     target tasks (runtime/task.c);
 *   - init([target,] [targetsync]: var): an object for the device of the
 *     device clause (default-device-var without one); a prefer_type
 *     modifier is an error, not supported yet;
 *   - nowait: the construct runs at once, which an interop task may.
 * Each clause's variable is written as it stands in the clause, an
 * lvalue of type omp_interop_t (clang checks it).
 */
#include <string.h>

#include "pieces.h"

/* The init clause's modifiers, before the colon at depth 0 of args:
 * 1 when they include targetsync, 0 when not, -1 (reported) when one is
 * not supported; *var the variable after the colon. */
static int
init_modifiers(Ctx *c, const Pragma *p, const char *args, const char **var)
{
	Piece all = {args, 0, strlen(args)}, parts[2], mods[8];
	int n, sync = 0;

	if (split(all, ':', parts, 2) != 2) {
		diag_error(cx_loc(c, p->begin), "interop init clause without an interop type: "
		                                "write init(targetsync: var) or init(target: var)");
		return -1;
	}
	n = split(parts[0], ',', mods, 8);
	for (int i = 0; i < n && i < 8; i++) {
		if (word_is(mods[i], "targetsync"))
			sync = 1;
		else if (!word_is(mods[i], "target")) {
			diag_error(cx_loc(c, p->begin), "interop init modifier '%s' is not supported yet",
			           str(trim(mods[i])));
			return -1;
		}
	}
	*var = str(trim(parts[1]));
	return sync;
}

void
interop_read(Ctx *c, const Pragma *p, const char *pragma, size_t *cap)
{
	Loc loc = cx_loc(c, p->begin);
	const char *at = arena_printf("\"%s:%u:%u\"", loc.file, loc.line, loc.col), *args, *var;
	const char *dev = pragmas_clause_args(c, p, "device", 0);
	Buf b = {0};
	int sync;

	if (p->op) {
		diag_error(loc, "'#pragma omp interop' given by a _Pragma operator is not supported yet");
		return;
	}
	buf_puts(&b, "/* omp2cuda: interop */ { ");
	if (pragmas_has_clause(c, p, "depend"))
		buf_printf(&b, "%so2c_taskwait(); ", dispatch_depend_op(c, p, "taskwait"));
	for (int k = 0; (args = pragmas_clause_args(c, p, "init", k)); k++) {
		if ((sync = init_modifiers(c, p, args, &var)) < 0)
			return;
		buf_printf(&b, "o2c_interop_init(&(%s), %d, %s, %s); ", var, sync,
		           dev ? arena_printf("(int)(%s)", dev) : "o2c_default_device()", at);
	}
	for (int k = 0; (args = pragmas_clause_args(c, p, "use", k)); k++)
		buf_printf(&b, "o2c_interop_use(&(%s), %s); ", args, at);
	for (int k = 0; (args = pragmas_clause_args(c, p, "destroy", k)); k++)
		buf_printf(&b, "o2c_interop_destroy(&(%s), %s); ", args, at);
	buf_puts(&b, "}");
	for (unsigned k = p->begin; k < p->end; k++)
		if (c->u->src[k] == '\n')
			buf_puts(&b, "\n");
	VEC_PUSH(c->u->declare_target, c->u->ndeclare_target, *cap,
	         ((DeclareTarget){p->begin, p->end, pragma, b.s}));
}
