/* Kernels for the region's known arguments, Plan.known.
 *
 * Where every call of a kernel region's function in the file passes the
 * same integer constant for a parameter the region takes by value
 * (Region.known, frontend/known_args.c), as a function that wraps a
 * region for a kernel's sizes, strides and flags is called, the region
 * gets its kernels again under a descriptor of their own, each of which
 * declares those parameters with those values (codegen/emit_cuda.c): nvcc
 * then folds them as the CUDA it would compile from template arguments or
 * #define'd constants (a division by a stride a shift, a loop of a known
 * trip count unrolled, a branch on a flag gone).  The host picks that
 * descriptor at each launch where the values it passes equal them
 * (o2c_known_args, OMP2CUDA_KNOWN_ARGS=off: never), so calls the file does
 * not make, from another file or through a pointer, run the other kernels.
 *
 * A parameter qualifies where the kernel takes its value as it is: not by
 * reference, not a reduction, lastprivate or linear item, not a
 * firstprivate copy made from another argument.  Regions whose plans run a
 * host loop's iterations in a launch (chains, batches, steps, pivots) keep
 * one set of kernels. */
#include "plan.h"

static const Param *
param_of(const Plan *p, const Var *v)
{
	for (int i = 0; i < p->nparams; i++)
		if (p->params[i].var == v)
			return &p->params[i];
	return NULL;
}

static int
by_value(const Param *prm)
{
	return prm && prm->var->kind == VAR_SCALAR && !prm->ref && !prm->red && !prm->last &&
	       !prm->lin && !prm->fp && !prm->whole && !prm->device_ptr && !prm->device_addr;
}

void
lower_known(Plan *p)
{
	const Region *r = p->r;
	const KnownArgs *k = &r->known;

	if (!dir_has_kernel(r->dir) || !p->kernel || (!k->nargs && !k->why))
		return;
	if (!p->opts->known_args) {
		p->known.why = "off (-fno-known-args)";
		return;
	}
	if (!k->nargs) {
		p->known.why = k->why;
		return;
	}
	if (p->chain.kernel || p->chain.batch.kernel || p->chain.steps.kernel ||
	    p->chain.pivots.kernel) {
		p->known.why = "its kernels run a host loop's iterations";
		return;
	}
	p->known.args = arena_alloc((size_t)k->nargs * sizeof *p->known.args);
	for (int i = 0; i < k->nargs; i++)
		if (by_value(param_of(p, k->args[i].var)))
			p->known.args[p->known.nargs++] = &k->args[i];
	if (!p->known.nargs) {
		p->known.why = "the kernel takes none of the parameters every call gives a constant "
		               "as a value";
		return;
	}
	p->known.desc = arena_printf("%s_known", p->desc);
	Buf b = {0};
	for (int i = 0; i < p->known.nargs; i++)
		buf_printf(&b, "%s%s = %s", i ? ", " : "", p->known.args[i]->var->name,
		           p->known.args[i]->text);
	p->known.why = arena_printf("%s: what the %d call%s at %s:%u:%u%s pass%s", b.s, k->ncalls,
	                            k->ncalls == 1 ? "" : "s", k->call.file, k->call.line,
	                            k->call.col, k->ncalls == 1 ? "" : " and after",
	                            k->ncalls == 1 ? "es" : "");
}

/* The name of the kernel that is kernel `name` of plan p with the known
 * arguments declared constants: Plan.kernel's name, "_known", the rest. */
const char *
lower_known_name(const Plan *p, const char *name)
{
	return arena_printf("%s_known%s", p->kernel, name + strlen(p->kernel));
}

/* The region's divisors the host knows at launch (DeviceCode.divisors,
 * frontend/divisors.c), which its kernels take after their O2cDone (on:
 * Unit.launch_divisors, the driver's -f[no-]launch-divisors). */
void
lower_divisors(Plan *p, int on)
{
	const DeviceCode *dev = &p->r->dev;
	Buf b = {0};

	if (!dir_has_kernel(p->r->dir) || !p->kernel || (!dev->ndivisors && !dev->divisors_why))
		return;
	if (!dev->ndivisors) {
		p->known.divisors_why = dev->divisors_why;
		return;
	}
	if (!on) {
		p->known.divisors_why = "off (-fno-launch-divisors): divisions as written";
		return;
	}
	p->known.divisors = dev->divisors;
	p->known.ndivisors = dev->ndivisors;
	for (int i = 0; i < dev->ndivisors; i++) {
		const Divisor *d = &dev->divisors[i];
		buf_printf(&b, "%s'%s' (%s, %d division%s from %u:%u)", i ? "; " : "", d->text, d->name,
		           d->uses, d->uses == 1 ? "" : "s", d->loc.line, d->loc.col);
	}
	buf_puts(&b, ": the host computes each one's multiplier at launch, the kernels multiply "
	             "where their divisor equals it (OMP2CUDA_DIVISORS=off: divide as written)");
	p->known.divisors_why = b.s;
}
