/* The dispatch construct (OpenMP 5.1 2.14.6) in host code.  Its
 * statement is a call, `f(args);` or `lvalue = f(args);`, and the
 * construct adds `dispatch` to the construct traits of the call's
 * context (2.3.1), so that a declare variant of f whose selector is
 * match(construct={dispatch}) may be the function called (selectors.c
 * chooses).  The host compiler (gcc 12) knows neither the construct nor
 * that selector, so the host file gets the construct written out
 * (DeclareTarget entries with replacement text, codegen/emit_host.c):
 *
 *   { [device] [depend] <the statement, f replaced by the choice> [device] }
 *
 *   - the choice: the variant chosen with dispatch in the context;
 *     novariants(e) true calls f itself, nocontext(e) true chooses
 *     without dispatch (the clauses are evaluated at the call);
 *   - device(n): default-device-var is n during the call, as before
 *     after it;
 *   - depend(...): the dependences are those of a taskwait with the same
 *     clauses before the call, which also completes deferred target
 *     tasks (runtime/task.c);
 *   - nowait: the call runs at once, which a dispatch region may;
 *   - is_device_ptr, has_device_addr: the arguments are passed as they
 *     are (no adjust_args translates them).
 * The base as the choice is written `((void)0, f)`, which the host
 * compiler does not replace by a variant of its own choosing.
 *
 * taskwait depend(...) nowait, which gcc 12 does not know either, is
 * written out here too: the task it is (dispatch_taskwait_nowait).
 */
#include <string.h>

#include "internal.h"

/* The call of statement s: s itself, or the right side of an
 * assignment; a null cursor when it is neither. */
static CXCursor
call_of(CXCursor s)
{
	CXCursor kids[2];

	s = cx_strip(s);
	if (clang_getCursorKind(s) == CXCursor_BinaryOperator && !strcmp(cx_operator(s), "=") &&
	    cx_children(s, kids, 2) == 2)
		s = cx_strip_casts(kids[1]);
	return clang_getCursorKind(s) == CXCursor_CallExpr ? s : clang_getNullCursor();
}

/* The reference to the function the call names, written out in the
 * main file; a null cursor when the callee is anything else. */
static CXCursor
callee_of(CXCursor call, CXCursor *fn)
{
	CXCursor kids[1], ref;

	if (cx_children(call, kids, 1) < 1)
		return clang_getNullCursor();
	ref = cx_strip_casts(kids[0]);
	*fn = clang_getCursorReferenced(ref);
	if (clang_getCursorKind(ref) != CXCursor_DeclRefExpr ||
	    clang_getCursorKind(*fn) != CXCursor_FunctionDecl || !cx_in_main_file(ref) ||
	    cx_in_macro(ref))
		return clang_getNullCursor();
	return ref;
}

static const char *
written(const char *base, const char *name)
{
	return strcmp(base, name) ? name : arena_printf("((void)0, %s)", base);
}

/* The callee's text: the choice, with novariants and nocontext; NULL
 * after an error, "" when f has no variants. */
static const char *
choice(Ctx *c, const Pragma *p, CXCursor fn, unsigned at)
{
	const char *base = cx_take_string(clang_getCursorSpelling(fn));
	const char *with, *without;
	const char *nv = pragmas_clause_args(c, p, "novariants", 0);
	const char *nc = pragmas_clause_args(c, p, "nocontext", 0);
	int k = selectors_dispatch(c, base, at, 1, &with);

	if (k <= 0)
		return k < 0 ? NULL : "";
	if (selectors_dispatch(c, base, at, 0, &without) < 0)
		return NULL;
	const char *t = written(base, with);
	if (nc)
		t = arena_printf("((%s) ? %s : %s)", nc, written(base, without), t);
	if (nv)
		t = arena_printf("((%s) ? ((void)0, %s) : %s)", nv, base, t);
	return t;
}

/* The directive `omp <what>` with p's depend clauses, as a _Pragma
 * operator, then a taskwait of the deferred target tasks; "" when p has
 * none. */
const char *
dispatch_depend_op(Ctx *c, const Pragma *p, const char *what)
{
	Buf b = {0};
	const char *args;

	for (int k = 0; (args = pragmas_clause_args(c, p, "depend", k)); k++) {
		if (!k)
			buf_printf(&b, "_Pragma(\"omp %s", what);
		buf_puts(&b, " depend(");
		for (; *args; args++) {
			if (*args == '"' || *args == '\\')
				buf_puts(&b, "\\");
			buf_put(&b, *args == '\n' ? " " : args, 1);
		}
		buf_puts(&b, ")");
	}
	if (!b.len)
		return "";
	buf_puts(&b, "\") ");
	return b.s;
}

static void
push(Ctx *c, size_t *cap, unsigned begin, unsigned end, const char *pragma, const char *text)
{
	DeclareTarget t = {begin, end, pragma, text};

	VEC_PUSH(c->u->declare_target, c->u->ndeclare_target, *cap, t);
}

/* The directive's replacement: the block's opening, on as many lines. */
static const char *
opening(Ctx *c, const Pragma *p, const char *device)
{
	Buf b = {0};

	buf_printf(&b, "/* omp2cuda: dispatch */ { ");
	if (device)
		buf_printf(&b, "const int o2c_dispatch_device = omp_get_default_device(); "
		               "omp_set_default_device((int)(%s)); ", device);
	if (pragmas_has_clause(c, p, "depend"))
		buf_printf(&b, "%so2c_taskwait(); ", dispatch_depend_op(c, p, "taskwait"));
	for (unsigned k = p->begin; k < p->end; k++)
		if (c->u->src[k] == '\n')
			buf_puts(&b, "\n");
	return b.s;
}

void
dispatch_read(Ctx *c, const Pragma *p, const char *pragma, size_t *cap)
{
	Loc loc = cx_loc(c, p->begin);
	int cond;
	unsigned code = cx_code_after(c, p->end, &cond), b, e;
	Node *s = scan_stmt_after(c, code);
	CXCursor call, fn, ref = clang_getNullCursor();

	if (p->op) {
		diag_error(loc, "'#pragma omp dispatch' given by a _Pragma operator is not supported yet");
		return;
	}
	if (pragmas_has_clause(c, p, "interop")) {
		diag_error(loc, "'#pragma omp dispatch' with an interop clause is not supported yet");
		return;
	}
	if (s && s->begin == code && !cond && !clang_Cursor_isNull(call = call_of(s->cursor)))
		ref = callee_of(call, &fn);
	if (clang_Cursor_isNull(ref)) {
		diag_error(loc, "the statement of '#pragma omp dispatch' must be a call of a function "
		                "by its name (f(...); or x = f(...);), written out here");
		return;
	}
	const char *t = choice(c, p, fn, code);
	if (!t)
		return;
	const char *device = pragmas_clause_args(c, p, "device", 0);
	push(c, cap, p->begin, p->end, pragma, opening(c, p, device));
	cx_extent(ref, &b, &e);
	if (*t)
		push(c, cap, b, e, pragma, t);
	e = cx_stmt_end(c, s->cursor);
	push(c, cap, e, e, pragma,
	     device ? " omp_set_default_device(o2c_dispatch_device); }" : " }");
}

/* taskwait depend(...) nowait (OpenMP 5.1 2.19.5): a task with the
 * depend clauses and nothing to do, which gcc 12 writes as such; the
 * deferred target tasks complete first, as for a host task with depend
 * (codegen/emit_host.c). */
void
dispatch_taskwait_nowait(Ctx *c, const Pragma *p, const char *pragma, size_t *cap)
{
	Buf b = {0};

	if (!pragmas_has_clause(c, p, "depend")) {
		diag_error(cx_loc(c, p->begin), "'#pragma omp taskwait' with 'nowait' and no depend "
		                                "clause is not supported");
		return;
	}
	buf_printf(&b, "/* omp2cuda: taskwait nowait */ { o2c_taskwait(); %s{} }",
	           dispatch_depend_op(c, p, "task"));
	for (unsigned k = p->begin; k < p->end; k++)
		if (c->u->src[k] == '\n')
			buf_puts(&b, "\n");
	push(c, cap, p->begin, p->end, pragma, b.s);
}
