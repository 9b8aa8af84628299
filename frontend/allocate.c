/* The allocate directive (OpenMP 5.2 6.5) wherever it appears: in host
 * code, in a target region, in a function compiled for the device.
 *
 * It names variables whose storage an allocator provides.  The
 * predefined allocators (and none, which is def-allocator-var: a
 * predefined one too) have default traits: storage aligned as the
 * variable's type asks, in a memory space that omp2cuda, like the host's
 * OpenMP, keeps in ordinary memory.  Storage the variable has already
 * (automatic: private to the thread or task that declares it; static)
 * has that, so the directive changes nothing a program can observe and
 * is dropped from the host file, the kernels and the host fallbacks (gcc
 * does not compile it).  An allocator known only at run time may ask for
 * alignment the variable's storage does not have, and so may an align
 * clause: those are errors.
 */
#include <string.h>

#include "internal.h"

/* Is expr a predefined allocator, omp_null_allocator included?  Their
 * handles are the integer constants 0 to 8 of <omp.h> (OpenMP 5.2
 * 20.8.1); anything else is a handle made at run time. */
static int
predefined(Ctx *c, const char *expr)
{
	long v;

	return frontend_constant(c, expr, &v) && v >= 0 && v <= 8;
}

/* The directive as a comment on as many lines as it took. */
static const char *
dropped(Ctx *c, const Pragma *p, const char *text)
{
	Buf b = {0};

	buf_printf(&b, "/* omp2cuda: %s */", text);
	for (unsigned k = p->begin; k < p->end; k++)
		if (c->u->src[k] == '\n')
			buf_puts(&b, "\n");
	return arena_strdup(b.s);
}

/* The allocate directive p, whose text is text: 1 when omp2cuda keeps
 * each variable's own storage (the caller drops the directive from the
 * host file), 0 after an error. */
int
allocate_read(Ctx *c, const Pragma *p, const char *text)
{
	Loc loc = cx_loc(c, p->begin);
	const char *alloc = pragmas_clause_args(c, p, "allocator", 0);
	Edit ed = {0};

	if (pragmas_has_clause(c, p, "align")) {
		diag_error(loc, "'%s' is not supported yet: the align clause", text);
		return 0;
	}
	if (alloc && !predefined(c, alloc)) {
		diag_error(loc, "'%s' is not supported yet: only the predefined allocators, whose "
		                "traits are the defaults ('%s' is made at run time and may ask for "
		                "alignment)", text, alloc);
		return 0;
	}
	ed.begin = p->begin;
	ed.end = p->end;
	ed.text = dropped(c, p, text);
	ed.host = 1;
	edits_add(c, ed);
	return 1;
}
