/* Preprocessor lines between a kernel directive (or any directive of a
 * template's instance, whose copies the host file repeats) and its statement
 * (#ifdef ... #else ... #endif, #if 0 blocks, #line, other pragmas):
 * the directive applies to the statement the preprocessor leaves.  The
 * host file keeps these lines where they are, each branch an #if skips
 * included, and puts the region's runtime calls where the statement
 * was; it leaves out the pragmas among them (GCC ivdep, unroll), whose
 * loop is gone, and the _Pragma operators that give them.  What it
 * cannot keep so is an error: a line that changes what the statement's
 * copies in the kernel and the host fallback mean (#define, #undef,
 * #include) and another OpenMP directive.  The lines of a conditional
 * the statement opens or closes (`#ifdef X` before it, `#endif` in it)
 * are the copies' to leave out and the host file's to put after the
 * runtime calls (conditionals.c).  Directives are read from libclang's tokens, lines
 * an #if skips from its skipped ranges.
 */
#include <string.h>

#include "internal.h"

typedef struct Scan {
	Ctx *c;
	CXToken *t;
	unsigned n;
	CXSourceRangeList *sk;
	Region *r;
	const Pragma *p;
	size_t cap;
} Scan;

static unsigned
tok_at(Scan *s, unsigned i, int end)
{
	CXSourceRange e = clang_getTokenExtent(s->c->tu, s->t[i]);

	return cx_offset(end ? clang_getRangeEnd(e) : clang_getRangeStart(e));
}

static const char *
tok_text(Scan *s, unsigned i)
{
	return i < s->n ? cx_take_string(clang_getTokenSpelling(s->c->tu, s->t[i])) : "";
}

static unsigned
tok_line(Scan *s, unsigned i)
{
	unsigned line;

	clang_getSpellingLocation(clang_getTokenLocation(s->c->tu, s->t[i]), NULL, &line, NULL,
	                          NULL);
	return line;
}

/* Is token i a '#' that begins a directive (the first on its line)? */
static int
is_hash(Scan *s, unsigned i)
{
	return clang_getTokenKind(s->t[i]) == CXToken_Punctuation && !strcmp(tok_text(s, i), "#") &&
	       (i == 0 || tok_line(s, i) != tok_line(s, i - 1));
}

static int
skipped(Scan *s, unsigned at)
{
	return cx_in_skipped(s->sk, at);
}

/* Does the directive named name open, continue or close a conditional? */
static int
is_conditional(const char *name)
{
	return !strcmp(name, "if") || !strcmp(name, "ifdef") || !strcmp(name, "ifndef") ||
	       !strncmp(name, "elif", 4) || !strcmp(name, "else") || !strcmp(name, "endif");
}

static void
drop(Scan *s, unsigned begin, unsigned end)
{
	VEC_PUSH(s->r->src.pp_drops, s->r->src.npp_drops, s->cap, begin);
	VEC_PUSH(s->r->src.pp_drops, s->r->src.npp_drops, s->cap, end);
}

/* The directive at token i, before the statement; 0 after an error. */
static int
read_line(Scan *s, unsigned i, unsigned at)
{
	const char *name = tok_line(s, i + 1 < s->n ? i + 1 : i) == tok_line(s, i) ? tok_text(s, i + 1)
	                                                                            : "";

	if (is_conditional(name) || skipped(s, at) || !*name || !strcmp(name, "line") ||
	    (i + 1 < s->n && clang_getTokenKind(s->t[i + 1]) == CXToken_Literal)) /* # 12 "f" */
		return 1;
	if (!strcmp(name, "pragma") && strcmp(tok_text(s, i + 2), "omp")) {
		drop(s, at, cx_line_end(s->c, at));
		return 1;
	}
	diag_error(cx_loc(s->c, at), "'#%s%s' between '#pragma omp %s' and its statement is not "
	           "supported yet", name, strcmp(name, "pragma") ? "" : " omp", s->p->name);
	return 0;
}

/* The tokens of [from, to) of the main file, in s. */
static void
tokenize(Scan *s, unsigned from, unsigned to)
{
	CXSourceRange range = clang_getRange(clang_getLocationForOffset(s->c->tu, s->c->file, from),
	                                     clang_getLocationForOffset(s->c->tu, s->c->file, to));

	clang_tokenize(s->c->tu, range, &s->t, &s->n);
	s->sk = clang_getSkippedRanges(s->c->tu, s->c->file);
}

/* Where the statement of a target, target teams or target parallel
 * directive ending at offset from begins when preprocessor lines stand
 * between it and the code at offset code: that statement holds the
 * nested construct's directive, so it begins at the first OpenMP
 * directive among the lines the preprocessor kept (a '#pragma omp' line
 * or an OpenMP _Pragma operator), else at code.  The lines before are
 * read as between_read reads them. */
unsigned
between_nested(Ctx *c, unsigned from, unsigned code)
{
	Scan s = {c, NULL, 0, NULL, NULL, NULL, 0};
	unsigned found = code, dir_end = 0;

	tokenize(&s, from, code);
	for (unsigned i = 0; i < s.n && found == code; i++) {
		unsigned at = tok_at(&s, i, 0);
		if (at >= code || at < dir_end || skipped(&s, at))
			continue;
		if (is_hash(&s, i)) {
			dir_end = cx_line_end(c, at);
			if (!strcmp(tok_text(&s, i + 1), "pragma") && !strcmp(tok_text(&s, i + 2), "omp"))
				found = at;
			continue;
		}
		for (size_t k = 0; k < c->nops; k++)
			if (c->ops[k].begin == at && c->ops[k].omp)
				found = at;
	}
	clang_disposeTokens(c->tu, s.t, s.n);
	if (s.sk)
		clang_disposeSourceRangeList(s.sk);
	return found;
}

/* Reads the lines between directive p and its statement at code as
 * region r's pp_drops; 0 after an error. */
int
between_read(Ctx *c, const Pragma *p, unsigned code, Region *r)
{
	Scan s = {c, NULL, 0, NULL, r, p, 0};
	int ok = 1;
	unsigned dir_end = 0;

	tokenize(&s, p->end, code);
	r->src.pp_lines = 1;
	for (unsigned i = 0; ok && i < s.n; i++) {
		unsigned at = tok_at(&s, i, 0);
		if (at >= code)
			break;
		if (at < dir_end)
			continue; /* the rest of a directive's line */
		if (is_hash(&s, i)) {
			dir_end = cx_line_end(c, at);
			ok = read_line(&s, i, at);
		} else if (!skipped(&s, at)) {
			drop(&s, at, tok_at(&s, i, 1)); /* a _Pragma operator, or its macro */
		}
	}
	clang_disposeTokens(c->tu, s.t, s.n);
	if (s.sk)
		clang_disposeSourceRangeList(s.sk);
	return ok;
}
