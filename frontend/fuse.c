/* Split constructs that are combined ones (OpenMP 5.2 17.3): a target
 * construct whose statement is a teams or parallel construct and nothing
 * else,
 *     #pragma omp target map(to: a[0:n])
 *     {
 *     #pragma omp teams distribute parallel for
 *         for (...) ...
 *     }
 * has the semantics of the combined construct with the clauses of both,
 * and so has target teams holding a distribute (or loop) construct alone.
 * OpenMP 5.2 10.2 even requires that a target region holding a teams
 * region holds nothing else.  This pass fuses such directives into one
 * Pragma named as the combined construct: the rest of the front end
 * reads it as if it were written combined, its clauses taken from each
 * directive line (pragmas.c), its statement the innermost one.  The
 * outer statement's end (the closing brace) is what the host file
 * replaces.
 *
 * A target construct holding parallel regions among other code is read
 * as a target teams construct of one team.
 *
 * A directive right after a construct's line that does not fuse with it
 * lies between the directive and its statement, which parse.c counts as
 * inside the region: it is read there, or is an error (a loop
 * transformation such as tile after a loop construct).
 */
#include <string.h>

#include "internal.h"

/* The statement of p, and where it ends (the closing brace of a compound
 * statement); NULL if there is none. */
static Node *
stmt_of(Ctx *c, const Pragma *p, unsigned *end)
{
	int cond;
	unsigned code = cx_code_after(c, p->end, &cond);
	Node *s = scan_stmt_after(c, code);

	if (!s || s->begin != code)
		return NULL;
	*end = cx_stmt_end(c, s->cursor);
	return s;
}

/* Is q the whole statement of p: right after p's line, or alone in a
 * compound statement that is p's statement?  *end: where p's statement
 * ends. */
static int
holds_only(Ctx *c, const Pragma *p, const Pragma *q, unsigned *end)
{
	const char *s = c->u->src;
	unsigned at = cx_skip_space(c, p->end), inner_end;

	if (at == q->begin) {
		*end = 0; /* the inner statement's own end */
		return 1;
	}
	if (at >= c->u->len || s[at] != '{' || cx_skip_space(c, at + 1) != q->begin)
		return 0;
	Node *outer = scan_stmt_after(c, at);
	if (!outer || outer->begin != at || clang_getCursorKind(outer->cursor) != CXCursor_CompoundStmt)
		return 0;
	if (!stmt_of(c, q, &inner_end))
		return 0;
	*end = cx_stmt_end(c, outer->cursor);
	unsigned close = cx_skip_space(c, inner_end);
	return close < c->u->len && s[close] == '}' && close + 1 == *end;
}

/* The directive p and q make together, or -1. */
static int
combined(const Pragma *p, const Pragma *q, const char **name)
{
	if (p->dir != DIR_TARGET && p->dir != DIR_TT)
		return -1;
	*name = arena_printf("%s %s", p->name, q->name);
	int d = pragmas_dir_of(*name);
	return d >= 0 && dir_has_kernel(d) ? d : -1;
}

/* A target region whose statement holds parallel regions among other
 * code runs as its initial thread's team of one (OpenMP 5.2 13.8: the
 * target region's initial task is in a league of one team): the teams
 * scheme compiles it, one block whose thread 0 runs the sequential part
 * and whose threads run each parallel region.  A single, masked or master
 * construct there binds to the innermost parallel region's team, or
 * outside every parallel region to the initial thread's (binding.c). */
static void
one_team(Ctx *c, Pragma *ps, int n, int i)
{
	unsigned end;

	if (!stmt_of(c, &ps[i], &end))
		return;
	for (int j = i + 1; j < n && ps[j].begin < end; j++)
		if (ps[j].dir == DIR_PARALLEL || ps[j].dir == DIR_PARALLEL_FOR) {
			ps[i].dir = DIR_TT;
			ps[i].one_team = 1;
			return;
		}
}

/* Does the loop of a parallel for construct ps[i] hold a task?  A task
 * there runs in place on its thread (tasks.c), which the team of one
 * compiles and the loop kernel over the whole GPU does not: target and
 * such a parallel for stay two constructs (one_team). */
static int
loop_holds_task(Ctx *c, const Pragma *ps, int n, int i)
{
	unsigned end;

	if (ps[i].dir != DIR_PARALLEL_FOR || !stmt_of(c, &ps[i], &end))
		return 0;
	for (int j = i + 1; j < n && ps[j].begin < end; j++)
		if (ps[j].dir == DIR_TASK || (ps[j].name && !strncmp(ps[j].name, "taskloop", 8)))
			return 1;
	return 0;
}

int
pragmas_fuse(Ctx *c, Pragma *ps, int n)
{
	for (int i = 0; i + 1 < n; i++) {
		Pragma *p = &ps[i], *q = &ps[i + 1];
		const char *name;
		unsigned end;
		int d = combined(p, q, &name);

		if (d < 0 || !holds_only(c, p, q, &end) ||
		    (p->dir == DIR_TARGET && loop_holds_task(c, ps, n, i + 1)))
			continue;
		Pragma *part = arena_alloc(sizeof *part), **tail = &p->fused;
		*part = *q;
		part->fused = NULL;
		while (*tail)
			tail = &(*tail)->fused;
		*tail = part;
		if (p->host_name || q->host_name) /* a metadirective's (selectors.c) */
			p->host_name = arena_printf("%s %s", p->host_name ? p->host_name : p->name,
			                            q->host_name ? q->host_name : q->name);
		if (!p->line_name)
			p->line_name = p->name;
		p->name = name;
		p->dir = d;
		p->end = q->end;
		if (!p->outer_end)
			p->outer_end = end;
		memmove(q, q + 1, (size_t)(n - i - 2) * sizeof *q);
		n--;
		i--; /* target + teams, then + distribute parallel for */
	}
	for (int i = 0; i < n; i++)
		if (ps[i].dir == DIR_TARGET)
			one_team(c, ps, n, i);
	return n;
}
