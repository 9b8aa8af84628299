/* Which function a call of a declare variant base calls (OpenMP 5.0
 * 2.3.5), in each copy of the code (the contexts: selectors.c): the
 * kernel's choice, the host fallback's, the host code's (with dispatch,
 * OpenMP 5.1 2.14.6); and the analyses' view of the same choice
 * (selectors_callees, for frontend/callees.c).
 */
#include <string.h>

#include "selectors.h"

static const DeviceType *
device_type(Ctx *c, const char *name)
{
	for (size_t i = 0; i < c->ndevice_types; i++)
		if (!strcmp(c->device_types[i].name, name))
			return &c->device_types[i];
	return NULL;
}

/* The variant of base chosen in context x, or base; NULL where two tie
 * (reported at loc, unless loc is NULL). */
static const char *
variant_choice(Ctx *c, const char *base, const Context *x, const Loc *loc)
{
	const char *best = base;
	long best_score = 0;
	int tie = 0;

	for (size_t i = 0; i < c->nvariants; i++) {
		const Variant *v = &c->variants[i];
		long s;
		if (strcmp(v->base, base) || (s = selectors_score(&v->sel, x)) < 0)
			continue;
		if (s > best_score) {
			best = v->variant;
			best_score = s;
			tie = 0;
		} else if (s == best_score && strcmp(best, v->variant)) {
			tie = 1;
		}
	}
	if (tie && loc)
		diag_error(*loc, "two declare variant directives of '%s' match here with the same "
		           "score (OpenMP leaves the choice unspecified): not supported", base);
	return tie ? NULL : best;
}

static int
has_variants(const Ctx *c, const char *base)
{
	for (size_t i = 0; i < c->nvariants; i++)
		if (!strcmp(c->variants[i].base, base))
			return 1;
	return 0;
}

/* The device's choice (*d) and the host fallback's (*h) for a call of
 * base at offset at in device code (r: the kernel region; NULL: a
 * function compiled for the device, whose host copy calls base as
 * written); 0 where two variants tie (reported at loc, unless NULL). */
static int
choices(Ctx *c, const Region *r, unsigned at, const char *base, const Loc *loc, const char **d,
        const char **h)
{
	Context dev = {{"target"}, 1, 1, 1, 1}, host = {{"target"}, 1, 0, 0, 0};

	if (r) {
		selectors_context(c, c->ps, c->nps, at, 1, &dev);
		selectors_context(c, c->ps, c->nps, at, 0, &host);
	}
	*h = base;
	return (*d = variant_choice(c, base, &dev, loc)) &&
	       (!r || (*h = variant_choice(c, base, &host, loc)));
}

static CXCursor
function_named(Ctx *c, const char *name)
{
	for (size_t i = 0; i < c->ntops; i++)
		if (clang_getCursorKind(c->tops[i]) == CXCursor_FunctionDecl &&
		    !strcmp(cx_take_string(clang_getCursorSpelling(c->tops[i])), name))
			return c->tops[i];
	return clang_getNullCursor();
}

/* A reference to *fn in device code (r: the kernel region; NULL: a
 * function compiled for the device), callee when it is the function a
 * call calls.  For a declare variant base: the kernel calls the variant
 * the device chooses, *fn on return, the host fallback the host's; 0
 * when *fn has no variants, -1 after an error. */
int
selectors_call(Ctx *c, const Region *r, CXCursor ref, int callee, CXCursor *fn)
{
	const char *base = cx_take_string(clang_getCursorSpelling(*fn)), *d, *h;
	unsigned b, e;

	if (!has_variants(c, base))
		return 0;
	cx_extent(ref, &b, &e);
	Loc loc = cx_loc(c, b);
	if (!callee) {
		diag_error(loc, "'%s', which has declare variant directives, named other than as the "
		           "function a call calls: not supported yet in device code", base);
		return -1;
	}
	if (!choices(c, r, b, base, &loc, &d, &h))
		return -1;
	const DeviceType *dt = device_type(c, d), *ht = device_type(c, h);
	if (dt && !dt->nohost) {
		diag_error(loc, "the GPU would call '%s' here, which is declared device_type(host)", d);
		return -1;
	}
	if (r && ht && ht->nohost) {
		diag_error(loc, "the host fallback would call '%s' here, which is declared "
		           "device_type(nohost)", h);
		return -1;
	}
	CXCursor v = function_named(c, d);
	if (clang_Cursor_isNull(v)) {
		diag_error(loc, "declare variant function '%s' is not declared in this file", d);
		return -1;
	}
	/* the host compiler would choose again for a call of the base as
	 * written, in the fallback's constructs, not the region's */
	edits_callee(c, ref, d, !r ? NULL : strcmp(h, base) ? h : arena_printf("((void)0, %s)", base));
	*fn = v;
	return 1;
}

/* The functions a call of *fn at ref runs, as selectors_call chooses
 * them, without its edits and diagnostics: for a declare variant base,
 * the device's choice into fn[0] and the host fallback's into fn[1]
 * (the base itself in a function compiled for the device, r NULL: its
 * host copy calls the base as written).  0 when *fn has no variants, -1
 * where no choice is known (an error, reported where selectors_call
 * ran). */
int
selectors_callees(Ctx *c, const Region *r, CXCursor ref, CXCursor fn[2])
{
	const char *base = cx_take_string(clang_getCursorSpelling(fn[0])), *d, *h;
	unsigned b, e;

	if (!has_variants(c, base))
		return 0;
	cx_extent(ref, &b, &e);
	if (!choices(c, r, b, base, NULL, &d, &h))
		return -1;
	fn[0] = function_named(c, d);
	fn[1] = function_named(c, h);
	return clang_Cursor_isNull(fn[0]) || clang_Cursor_isNull(fn[1]) ? -1 : 1;
}

/* The function a call of base at offset at in host code calls, with
 * (dispatch) or without the dispatch construct around it (OpenMP 5.1
 * 2.14.6) in the host's context, into *fn.  0 when base has no variants,
 * -1 after an error. */
int
selectors_dispatch(Ctx *c, const char *base, unsigned at, int dispatch, const char **fn)
{
	Context host;
	Loc loc = cx_loc(c, at);

	if (!has_variants(c, base))
		return 0;
	selectors_context(c, c->ps, c->nps, at, 0, &host);
	if (dispatch && host.n < MAX_CONSTRUCTS)
		host.constructs[host.n++] = "dispatch";
	if (!(*fn = variant_choice(c, base, &host, &loc)))
		return -1;
	const DeviceType *dt = device_type(c, *fn);
	if (dt && dt->nohost) {
		diag_error(cx_loc(c, at), "the host would call '%s' here, which is declared "
		           "device_type(nohost)", *fn);
		return -1;
	}
	return 1;
}

/* Is the declare variant directive at offset at one the host compiler
 * must not see: its selector names the dispatch construct, which gcc
 * does not know (dispatch.c writes the choice out)? */
int
selectors_host_hides(Ctx *c, unsigned at)
{
	for (size_t i = 0; i < c->nvariants; i++)
		for (int k = 0; c->variants[i].at == at && k < c->variants[i].sel.nconstructs; k++)
			if (!strcmp(c->variants[i].sel.constructs[k], "dispatch"))
				return 1;
	return 0;
}
