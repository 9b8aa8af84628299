/* Loop hints in device code: `#pragma unroll` whose argument names a
 * macro (`#pragma unroll(TILE)`).  clang and gcc expand it; nvcc does
 * not ("identifier TILE is undefined"), so the .cu file writes the
 * pragma as O2C_UNROLL(argument) (omp2cuda_device.h), whose _Pragma
 * operator gets the argument once the preprocessor has expanded it.
 * Hints whose arguments name no macro stay as written. */
#include <string.h>

#include "internal.h"

/* Does a macro's expansion begin in [b, e)? */
static int
names_macro(const Ctx *c, unsigned b, unsigned e)
{
	for (size_t i = 0; i < c->nexpansions; i++)
		if (c->expansions[i].begin >= b && c->expansions[i].begin < e)
			return 1;
	return 0;
}

/* Where token t begins, and *end where it ends (end may be NULL). */
static unsigned
token_at(Ctx *c, CXToken t, unsigned *end)
{
	unsigned b;

	clang_getSpellingLocation(clang_getTokenLocation(c->tu, t), NULL, NULL, NULL, &b);
	clang_getSpellingLocation(clang_getRangeEnd(clang_getTokenExtent(c->tu, t)), NULL, NULL, NULL, end);
	return b;
}

/* The hints of a loop (an attributed statement libclang leaves unexposed,
 * its text from the first hint's '#' to the loop): each `#pragma unroll
 * <argument>` line whose argument names a macro becomes O2C_UNROLL. */
void
loop_hints_check(Ctx *c, CXCursor cur)
{
	CXCursor k[1];
	unsigned b, e, lb, le, n;
	CXToken *t;

	if (!cx_loop_under_hints(cur, k) || cx_in_macro(cur) || !cx_in_main_file(cur))
		return;
	cx_extent(cur, &b, &e);
	cx_extent(k[0], &lb, &le);
	if (b >= lb || c->u->src[b] != '#')
		return;
	clang_tokenize(c->tu, clang_getRange(clang_getRangeStart(clang_getCursorExtent(cur)),
	                                     clang_getRangeStart(clang_getCursorExtent(k[0]))),
	               &t, &n);
	for (unsigned i = 0; i + 2 < n; i++) {
		unsigned args, end = 0, j, at = token_at(c, t[i], NULL);
		if (c->u->src[at] != '#' || at >= lb ||
		    strcmp(cx_take_string(clang_getTokenSpelling(c->tu, t[i + 1])), "pragma") ||
		    strcmp(cx_take_string(clang_getTokenSpelling(c->tu, t[i + 2])), "unroll"))
			continue;
		token_at(c, t[i + 2], &args);
		unsigned line_end = cx_line_end(c, at);
		for (j = i + 3; j < n; j++) {
			unsigned te, tb = token_at(c, t[j], &te);
			if (tb >= line_end || tb >= lb)
				break;
			end = te;
		}
		if (end && names_macro(c, args, end))
			edits_add(c, (Edit){at, end,
			                    arena_printf("O2C_UNROLL(%s)", cx_text(c, cx_skip_space(c, args), end)),
			                    NULL, NULL, 0, 0, NULL, NULL, 0, 0, NULL});
		i = j - 1;
	}
	clang_disposeTokens(c->tu, t, n);
}
