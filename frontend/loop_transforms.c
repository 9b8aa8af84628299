/* Loop transformation constructs in device code (OpenMP 5.2 9.1, 9.2):
 * `unroll` and `tile` on a loop the thread runs itself.  Neither changes
 * what the loop computes, so the kernel runs the loop as written and
 * passes the request to nvcc where it has one: `unroll partial(n)` of an
 * integer literal becomes `#pragma unroll n`, `unroll full` `#pragma
 * unroll`; `unroll` and `unroll partial` without a factor (the factor is
 * the implementation's) and `tile sizes(...)` leave the loop to nvcc.  The
 * host fallback keeps the directive for the host compiler. */
#include <ctype.h>
#include <string.h>

#include "internal.h"

/* Is text an integer literal, spaces around it allowed? */
static int
integer_literal(const char *text)
{
	while (isspace((unsigned char)*text))
		text++;
	if (!isdigit((unsigned char)*text))
		return 0;
	while (isalnum((unsigned char)*text) || *text == '\'')
		text++;
	while (isspace((unsigned char)*text))
		text++;
	return !*text;
}

void
loop_transform_read(Ctx *c, const Pragma *p)
{
	const char *factor = pragmas_clause_args(c, p, "partial", 0);
	const char *text;

	if (!strcmp(p->name, "unroll") && factor && integer_literal(factor))
		text = arena_printf("#pragma unroll %s /* #pragma omp unroll partial */", factor);
	else if (!strcmp(p->name, "unroll") && pragmas_has_clause(c, p, "full"))
		text = "#pragma unroll /* #pragma omp unroll full */";
	else if (!strcmp(p->name, "unroll"))
		text = "/* #pragma omp unroll: nvcc chooses the unrolling */";
	else
		text = "/* #pragma omp tile: the loops as written */";
	edits_directive(c, p->begin, p->end, text, 0);
}
