/* Task reductions around in_reduction on target (OpenMP 5.2 5.5.10):
 * each list item must be a list item of a task reduction whose scope
 * holds the construct: a taskgroup's task_reduction clause (5.5.9), a
 * reduction clause with the task modifier (5.5.8), or a taskloop's
 * reduction clause (12.6: its implicit taskgroup has one).  Neither clang
 * nor the host compiler checks, and the host's OpenMP runtime (libgomp)
 * crashes, with no message, when it finds none.
 *
 * A variable declared in a function can be a list item of such a clause
 * of that function only, so one with none around the target construct is
 * an error here.  A file-scope variable may be one of a caller's task
 * reduction, which no compiler sees: that is left to the program.
 *
 * Requires: the region's clauses decoded, the pragmas before it found.
 */
#include <ctype.h>
#include <string.h>

#include "internal.h"

/* Does a clause argument "[modifier,] op: list" list variable name?  With
 * modifier set, only when its modifier is that word. */
static int
lists(const char *args, const char *modifier, const char *name)
{
	const char *colon = strchr(args, ':'), *s;
	size_t n = strlen(name);

	if (!colon)
		return 0;
	if (modifier) {
		const char *comma = memchr(args, ',', (size_t)(colon - args));
		while (isspace((unsigned char)*args))
			args++;
		if (!comma || strncmp(args, modifier, strlen(modifier)) ||
		    (isalnum((unsigned char)args[strlen(modifier)]) ||
		     args[strlen(modifier)] == '_'))
			return 0;
	}
	/* list items are identifiers, each maybe followed by a section */
	for (s = colon + 1; *s; s++) {
		int depth = 0;
		while (isspace((unsigned char)*s))
			s++;
		if (!strncmp(s, name, n) && !isalnum((unsigned char)s[n]) && s[n] != '_')
			return 1;
		for (; *s && (depth || *s != ','); s++)
			depth += (*s == '[' || *s == '(') - (*s == ']' || *s == ')');
		if (!*s)
			break;
	}
	return 0;
}

/* Does directive p make name a task reduction? */
static int
makes_task_reduction(Ctx *c, const Pragma *p, const char *name)
{
	const char *args;

	for (int k = 0; (args = pragmas_clause_args(c, p, "task_reduction", k)); k++)
		if (!strcmp(p->name, "taskgroup") && lists(args, NULL, name))
			return 1;
	for (int k = 0; (args = pragmas_clause_args(c, p, "reduction", k)); k++)
		if (lists(args, "task", name) ||
		    (!strncmp(p->name, "taskloop", 8) && lists(args, NULL, name)))
			return 1;
	return 0;
}

/* Does directive p, the same declaration d in scope, hold offset at in its
 * statement? */
static int
holds(Ctx *c, const Pragma *p, const Decl *d, unsigned at)
{
	Node *stmt = scan_stmt_after(c, p->end);

	return stmt && stmt->begin <= at && at < cx_stmt_end(c, stmt->cursor) &&
	       scan_lookup(c, d->name, p->begin) == d;
}

/* ps[0..n): the pragmas before r's. */
void
taskred_check(Ctx *c, const Region *r, const Pragma *ps, int n)
{
	for (int i = 0; i < r->data.nin_reductions; i++) {
		const Reduction *red = &r->data.in_reductions[i];
		Decl *d = scan_var_decl(c, red->var, r->src.pragma_begin);
		int found = 0;
		if (!d || d->file_scope)
			continue;
		for (int k = 0; k < n && !found; k++)
			found = ps[k].begin >= r->src.func_begin &&
			        makes_task_reduction(c, &ps[k], d->name) &&
			        holds(c, &ps[k], d, r->src.pragma_begin);
		if (!found)
			diag_error(red->loc, "in_reduction of '%s', but no taskgroup with "
			           "task_reduction(%s: %s), nor reduction with the task modifier, encloses "
			           "the construct (OpenMP 5.2 5.5.10)", d->name, red->spelling, d->name);
	}
}
