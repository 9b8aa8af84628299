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

/* The line token i of t begins on. */
static unsigned
line_of(Ctx *c, const CXToken *t, unsigned i)
{
	unsigned l;

	clang_getSpellingLocation(clang_getTokenLocation(c->tu, t[i]), NULL, &l, NULL, NULL);
	return l;
}

void
macro_undefs_read(Ctx *c)
{
	CXSourceRange all = clang_getRange(clang_getLocationForOffset(c->tu, c->file, 0),
	                                   clang_getLocationForOffset(c->tu, c->file,
	                                                              (unsigned)c->u->len));
	CXSourceRangeList *sk = clang_getSkippedRanges(c->tu, c->file);
	CXToken *t = NULL;
	unsigned n = 0;

	clang_tokenize(c->tu, all, &t, &n);
	for (unsigned i = 0; i + 2 < n; i++) {
		if (clang_getTokenKind(t[i]) != CXToken_Punctuation || !cx_token_is(c, t[i], "#") ||
		    (i > 0 && line_of(c, t, i) == line_of(c, t, i - 1)) ||
		    line_of(c, t, i + 2) != line_of(c, t, i) || !cx_token_is(c, t[i + 1], "undef"))
			continue;
		unsigned at = cx_token_offset(c, t[i], 0);
		if (cx_in_skipped(sk, at))
			continue;
		MacroUndef u = {cx_take_string(clang_getTokenSpelling(c->tu, t[i + 2])), at};
		VEC_PUSH(c->undefs, c->nundefs, c->capundefs, u);
	}
	if (t)
		clang_disposeTokens(c->tu, t, n);
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
