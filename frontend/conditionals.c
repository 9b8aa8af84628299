/* The text of the file that the preprocessor keeps from the compiler:
 * its conditional directive lines (#if, #ifdef, #ifndef, #elif,
 * #elifdef, #elifndef, #else, #endif) and the groups they skip
 * (clang_getSkippedRanges), as Unit.hidden.  Codegen's copies of the
 * file's code (kernels, the host fallbacks, declarations in the .cu
 * file) leave them out, so that each holds the code the front end read
 * whatever macros are defined where the copy lands, and none holds half
 * a conditional: a target region whose braces open and close inside
 * #ifdef groups (HeCBench frna, prna) copies as the compiler read it.
 * The host file keeps them (the copy of the file), and puts those of a
 * statement it replaces after what replaces it (codegen/emit_host.c).
 * Directives are read from libclang's tokens.
 */
#include <stdlib.h>
#include <string.h>

#include "internal.h"

typedef struct Spans {
	unsigned *at;
	size_t n, cap;
} Spans;

static void
add(Spans *s, unsigned begin, unsigned end)
{
	VEC_PUSH(s->at, s->n, s->cap, begin);
	VEC_PUSH(s->at, s->n, s->cap, end);
}

/* Does the directive named name open, continue or close a conditional? */
static int
is_conditional(const char *name)
{
	static const char *const names[] = {"if",      "ifdef",    "ifndef", "elif",
	                                    "elifdef", "elifndef", "else",   "endif"};

	for (size_t i = 0; i < sizeof names / sizeof *names; i++)
		if (!strcmp(name, names[i]))
			return 1;
	return 0;
}

static unsigned
tok_line(CXTranslationUnit tu, CXToken t)
{
	unsigned line;

	clang_getSpellingLocation(clang_getTokenLocation(tu, t), NULL, &line, NULL, NULL);
	return line;
}

/* The conditional directive lines of tokens t (comments left out) that
 * the preprocessor read, outside the groups sk it skipped. */
static void
directive_lines(Ctx *c, CXToken *t, unsigned n, const CXSourceRangeList *sk, Spans *s)
{
	unsigned prev = 0; /* the line of the last token but comments */

	for (unsigned i = 0; i < n; i++) {
		if (clang_getTokenKind(t[i]) == CXToken_Comment)
			continue;
		unsigned line = tok_line(c->tu, t[i]), first = !prev || line != prev;
		prev = line;
		if (!first || !cx_token_is(c, t[i], "#") || i + 1 >= n ||
		    tok_line(c->tu, t[i + 1]) != line)
			continue;
		unsigned at = cx_token_offset(c, t[i], 0);
		if (cx_in_skipped(sk, at) ||
		    !is_conditional(cx_take_string(clang_getTokenSpelling(c->tu, t[i + 1]))))
			continue;
		add(s, at, cx_line_end(c, at));
	}
}

static int
by_begin(const void *a, const void *b)
{
	const unsigned *x = a, *y = b;

	return x[0] < y[0] ? -1 : x[0] > y[0];
}

/* Unit.hidden of the main file of c->tu. */
void
conditionals_find(Ctx *c)
{
	CXSourceRangeList *sk = clang_getSkippedRanges(c->tu, c->file);
	CXSourceRange all = clang_getRange(clang_getLocationForOffset(c->tu, c->file, 0),
	                                   clang_getLocationForOffset(c->tu, c->file,
	                                                              (unsigned)c->u->len));
	Spans s = {0};
	CXToken *t;
	unsigned n;

	/* a skipped group ends in the directive that ends it: past an #else
	 * or #endif line, but past the name of an #elif, whose expression is
	 * then read: the rest of that line goes too */
	for (unsigned i = 0; sk && i < sk->count; i++)
		add(&s, cx_offset(clang_getRangeStart(sk->ranges[i])),
		    cx_line_end(c, cx_offset(clang_getRangeEnd(sk->ranges[i]))));
	clang_tokenize(c->tu, all, &t, &n);
	directive_lines(c, t, n, sk, &s);
	clang_disposeTokens(c->tu, t, n);
	if (sk)
		clang_disposeSourceRangeList(sk);
	if (s.n)
		qsort(s.at, s.n / 2, 2 * sizeof *s.at, by_begin);
	c->u->hidden = s.at;
	c->u->nhidden = (int)s.n;
}

/* Is [from, to) of the main file blanks, comments and Unit.hidden alone
 * (conditional directive lines between a directive and its statement,
 * which every copy leaves out)? */
int
conditionals_only(Ctx *c, unsigned from, unsigned to)
{
	const Unit *u = c->u;
	unsigned at = cx_skip_space(c, from), last;

	do {
		last = at;
		for (int i = 0; i + 1 < u->nhidden; i += 2)
			if (u->hidden[i] == at)
				at = cx_skip_space(c, u->hidden[i + 1]);
	} while (at < to && at != last);
	return at >= to;
}
