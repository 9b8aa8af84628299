/* The calling contexts of functions compiled for the device, as
 * devfuncs.c works them out, and the questions asked of them.
 */
#include "devfuncs.h"

int
ctx_has(const CtxSet *s, int x)
{
	return s->w[x / 64] >> (x % 64) & 1;
}

/* The innermost function around offset at (a class's member function
 * may be defined in a class local to a function), or -1. */
int
fn_at(const Dev *d, unsigned at)
{
	int in = -1;

	for (int i = 0; i < d->nfns; i++)
		if (d->fns[i].at <= at && at < d->fns[i].end &&
		    (in < 0 || d->fns[i].at > d->fns[in].at))
			in = i;
	return in;
}

/* The function's own constructs around offset at: how many parallel
 * regions; *any, whether any. */
int
own_parallels(const Dev *d, int fn, unsigned at, const Con *self, int *any)
{
	int n = 0;

	*any = 0;
	for (int i = 0; i < d->ncons; i++) {
		const Con *k = &d->cons[i];
		if (k == self || k->fn != fn || at < k->sb || at >= k->se)
			continue;
		*any = 1;
		n += k->par;
	}
	return n;
}

/* Do all of the function's calling contexts have these bits (with any,
 * one of them)? */
int
ctx_all(const Fn *f, int bits, int any)
{
	int some = 0;

	if (f->unknown)
		return 0;
	for (int x = 0; x < CX_N; x++) {
		if (!ctx_has(&f->ctxs, x))
			continue;
		if (any ? !(x & bits) : (x & bits) != bits)
			return 0;
		some = 1;
	}
	return some;
}

int
all_ctx(const Fn *f, int bits)
{
	return ctx_all(f, bits, 0);
}
