/* Iteration counts and index values of canonical loops (OpenMP 5.2
 * 4.4.2), as C expressions that host and device code both evaluate.
 *
 * Counts are unsigned long long and are computed in the loop variable's
 * type T: both bounds are converted to T, and their difference is taken
 * modulo 2^64, which is exact for every pair of T values that the test
 * orders.  The index of iteration q is lb + q*stride, also modulo 2^64,
 * converted back to T.
 */
#include <string.h>

#include "plan.h"

/* x converted to the loop's type T, then to unsigned long long. */
static const char *
wide(const Loop *l, const char *x)
{
	return arena_printf("(unsigned long long)(%s)(%s)", l->type, x);
}

static const char *
in_type(const Loop *l, const char *x)
{
	return all_digits(x) ? x : arena_printf("(%s)(%s)", l->type, x);
}

const char *
lower_trip(const Loop *l)
{
	int up = l->cmp == CMP_LT || l->cmp == CMP_LE;
	int incl = l->cmp == CMP_LE || l->cmp == CMP_GE;
	const char *hi = up ? l->ub : l->lb, *lo = up ? l->lb : l->ub;
	const char *diff, *count;

	diff = !strcmp(lo, "0") ? wide(l, hi) : arena_printf("%s - %s", wide(l, hi), wide(l, lo));
	if (!strcmp(l->stride, "1"))
		count = incl ? arena_printf("%s + 1", diff) : diff;
	else if (incl)
		count = arena_printf("(%s) / (unsigned long long)%s + 1", diff, l->stride);
	else
		count = arena_printf("(%s + (unsigned long long)%s - 1) / (unsigned long long)%s", diff,
		                     l->stride, l->stride);
	if (incl && l->is_unsigned && !strcmp(lo, "0"))
		return arena_printf("(%s)", count); /* hi >= 0 always: -Wtype-limits */
	return arena_printf("(%s %s %s ? %s : 0)", in_type(l, hi), incl ? ">=" : ">",
	                    in_type(l, lo), count);
}

/* The value of the loop's index in iteration q (an unsigned long long). */
const char *
lower_index(const Loop *l, const char *q)
{
	int up = l->cmp == CMP_LT || l->cmp == CMP_LE;
	const char *step = !strcmp(l->stride, "1") ? q : arena_printf("%s * (unsigned long long)%s", q,
	                                                               l->stride);

	if (!strcmp(l->lb, "0") && up)
		return arena_printf("(%s)(%s)", l->type, step);
	return arena_printf("(%s)(%s %s %s)", l->type, wide(l, l->lb), up ? "+" : "-", step);
}

/* lower_index's value with q left open: the text before it and after. */
IndexForm
lower_index_form(const Loop *l)
{
	const char *s = lower_index(l, "\x01");
	const char *hole = strchr(s, '\x01');

	return (IndexForm){arena_strndup(s, (size_t)(hole - s)), hole + 1};
}
