/* Where the main file's macros stop being macros: its #undef lines.
 *
 * libclang shows each #define (a MacroDefinition cursor) but not the
 * #undef that ends it, so a name #undef'd and then used as a variable
 * or function would look like the macro still; the lexer's tokens show
 * them: `#` first on its line, then `undef` and the name, outside the
 * lines an #if skips (clang_getSkippedRanges).  A macro's definition is
 * in force at an offset where it is the name's last #define before it
 * and no #undef of the name lies between the two (capture_names.c).
 */
#include <string.h>

#include "internal.h"

typedef struct Toks {
	Ctx *c;
	CXToken *t;
	unsigned n;
} Toks;

static const char *
text(const Toks *k, unsigned i)
{
	return i < k->n ? cx_take_string(clang_getTokenSpelling(k->c->tu, k->t[i])) : "";
}

static unsigned
line(const Toks *k, unsigned i)
{
	unsigned l;

	clang_getSpellingLocation(clang_getTokenLocation(k->c->tu, k->t[i]), NULL, &l, NULL, NULL);
	return l;
}

static int
skipped(const CXSourceRangeList *sk, unsigned at)
{
	for (unsigned i = 0; sk && i < sk->count; i++)
		if (cx_offset(clang_getRangeStart(sk->ranges[i])) <= at &&
		    at < cx_offset(clang_getRangeEnd(sk->ranges[i])))
			return 1;
	return 0;
}

void
macro_undefs_read(Ctx *c)
{
	CXSourceRange all = clang_getRange(clang_getLocationForOffset(c->tu, c->file, 0),
	                                   clang_getLocationForOffset(c->tu, c->file,
	                                                              (unsigned)c->u->len));
	CXSourceRangeList *sk = clang_getSkippedRanges(c->tu, c->file);
	Toks k = {c, NULL, 0};

	clang_tokenize(c->tu, all, &k.t, &k.n);
	for (unsigned i = 0; i + 2 < k.n; i++) {
		if (clang_getTokenKind(k.t[i]) != CXToken_Punctuation || strcmp(text(&k, i), "#") ||
		    (i > 0 && line(&k, i) == line(&k, i - 1)) || line(&k, i + 2) != line(&k, i) ||
		    strcmp(text(&k, i + 1), "undef"))
			continue;
		unsigned at = cx_offset(clang_getRangeStart(clang_getTokenExtent(c->tu, k.t[i])));
		if (skipped(sk, at))
			continue;
		MacroUndef u = {text(&k, i + 2), at};
		VEC_PUSH(c->undefs, c->nundefs, c->capundefs, u);
	}
	if (k.t)
		clang_disposeTokens(c->tu, k.t, k.n);
	if (sk)
		clang_disposeSourceRangeList(sk);
}

int
macro_undefined(const Ctx *c, const char *name, unsigned from, unsigned before)
{
	for (size_t i = 0; i < c->nundefs; i++)
		if (c->undefs[i].at >= from && c->undefs[i].at < before &&
		    !strcmp(c->undefs[i].name, name))
			return 1;
	return 0;
}

int
macro_ever_undefined(const Ctx *c, const char *name)
{
	return macro_undefined(c, name, 0, ~0u);
}
