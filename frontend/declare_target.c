/* Is a function declare target (OpenMP 5.2 7.8): named in a declare
 * target directive's list, or declared between `declare target` (or
 * `begin declare target`) without clauses and `end declare target`.
 * Read from the directives (c->ps), for the walk over device code
 * (captures.c) and for relocatable device code (rdc.c).
 */
#include <ctype.h>
#include <string.h>

#include "internal.h"

static int
has_clauses(const Ctx *c, const Pragma *p)
{
	for (unsigned at = p->clauses_at; at < p->text_end; at++)
		if (!isspace((unsigned char)c->text[at]) && c->text[at] != '\\')
			return 1;
	return 0;
}

static int
is_ident_char(char ch)
{
	return isalnum((unsigned char)ch) || ch == '_';
}

/* Is offset `at` of the main file between `declare target` (or `begin
 * declare target`) without clauses and its `end declare target`? */
static int
in_block(const Ctx *c, unsigned at)
{
	unsigned open = 0;
	int depth = 0;

	for (int i = 0; i < c->nps; i++) {
		const Pragma *p = &c->ps[i];
		if (!strcmp(p->name, "end declare target")) {
			if (depth && !--depth && open < at && at < p->begin)
				return 1;
		} else if (!strcmp(p->name, "begin declare target") ||
		           (!strcmp(p->name, "declare target") && !has_clauses(c, p))) {
			if (!depth++)
				open = p->end;
		}
	}
	return 0;
}

/* Is offset `at` of the main file in a declare target block (a function
 * defined there is declare target)? */
int
declare_target_at(const Ctx *c, unsigned at)
{
	return in_block(c, at);
}

/* Is the name in a declare target directive's list: declare
 * target(list), to(list) or enter(list)? */
static int
in_list(Ctx *c, const char *name)
{
	size_t n = strlen(name);

	for (int i = 0; i < c->nps; i++) {
		const Pragma *p = &c->ps[i];
		const char *lists[3];
		if (strcmp(p->name, "declare target"))
			continue;
		lists[0] = pragmas_clause_args(c, p, "to", 0);
		lists[1] = pragmas_clause_args(c, p, "enter", 0);
		lists[2] = NULL;
		for (unsigned at = p->clauses_at; at < p->text_end; at++)
			if (c->text[at] == '(') { /* declare target(list): the first '(' */
				lists[2] = arena_strndup(c->text + at + 1, p->text_end - at - 1);
				break;
			}
		if (lists[0] || lists[1])
			lists[2] = NULL;
		for (int k = 0; k < 3; k++)
			for (const char *s = lists[k]; s && (s = strstr(s, name)); s += n)
				if ((s == lists[k] || !is_ident_char(s[-1])) && !is_ident_char(s[n]))
					return 1;
	}
	return 0;
}

/* Is the function (any of its declarations in the main file, the same
 * function by its USR: its namespace and, in C++, its parameters) declare
 * target? */
int
declare_target_function(Ctx *c, CXCursor fn)
{
	const char *name = cx_take_string(clang_getCursorSpelling(fn));
	const char *usr = cx_take_string(clang_getCursorUSR(fn));
	unsigned b, e;

	if (in_list(c, name))
		return 1;
	for (size_t i = 0; i < c->nfns; i++) {
		CXCursor t = c->fns[i];
		if (clang_getCursorKind(t) != CXCursor_FunctionDecl || !cx_in_main_file(t) ||
		    strcmp(cx_take_string(clang_getCursorUSR(t)), usr))
			continue;
		cx_extent(t, &b, &e);
		if (in_block(c, b))
			return 1;
	}
	return 0;
}
