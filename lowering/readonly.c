/* Read-only provenance: per pointer parameter of a kernel, decide from
 * the front end's facts (frontend/access.c) whether to declare its
 * pointee const, and whether to declare it __restrict__, keeping the
 * proof or the reason for rejection.
 *
 *   const         never written through, never lost track of, and never
 *                 flowing into a pointer to non-const;
 *   __restrict__  on a const pointer (switch ldg): nvcc then loads it
 *                 through the non-coherent cache (ld.global.nc, __ldg);
 *                 on a written pointer (switch restrict) when the
 *                 analysis follows it everywhere and the kernel's threads
 *                 never wait for one another (synced below).
 *
 * __restrict__ also needs distinctness: no other pointer of the kernel
 * may reach the same object while one of them writes it.  That is proven
 * here when the kernel has one pointer, or writes through none; otherwise
 * a second kernel without __restrict__ is emitted, and the runtime
 * launches the first only when every claimed pointer lies in a different
 * allocation (present-table entry) from every other pointer argument:
 * pointer arithmetic cannot leave its allocation.  Names other than the
 * kernel's pointer parameters count too (lowering/names.c,
 * docs/aliasing.md): declare target variables the code names, which the
 * runtime checks at launch (a pointer argument in one runs the
 * kernel_alias); and what the runtime cannot check, where every claim is
 * dropped: pointers the code loads from memory (a struct's member, an
 * array of pointers) or makes from integers, a call the analysis cannot
 * follow, an is_device_ptr pointer (in no present-table entry), the
 * value of a pointer mapped as itself (OpenMP 5.2 5.8.3).
 */
#include "plan.h"

static const Access *
access_of(const Plan *p, const Var *v)
{
	for (int i = 0; i < p->r->ncaps; i++)
		if (p->r->caps[i] == v)
			return &p->r->access[i];
	unreachable("parameter that is not a capture");
}

static const char *
at(const char *what, Loc loc)
{
	return arena_printf("%s at %u:%u", what, loc.line, loc.col);
}

static void
decide(const Plan *p, Param *prm, const Access *a, int synced)
{
	const LowerOptions *o = p->opts;
	const char *no_const, *no_ldg;
	int readonly = !a->write && !a->escape;

	if (!o->readonly) {
		prm->proof = arena_printf("analysis off (%s)", lower_off(p, "provenance"));
		return;
	}
	prm->unwritten = readonly;
	if (a->escape) {
		prm->proof = arena_printf("no claim: %s", at(a->escape, a->escape_loc));
		return;
	}
	if (!readonly && synced) {
		prm->proof = arena_printf("%s; no __restrict__: the kernel's threads synchronize "
		                          "(barrier, single, critical), and __restrict__ would let nvcc "
		                          "move its loads across that", at(a->write, a->write_loc));
		return;
	}
	if (!readonly && a->mixed) {
		prm->proof = arena_printf("%s; no __restrict__: %s", at(a->write, a->write_loc),
		                          at(a->mixed, a->mixed_loc));
		return;
	}
	if (!readonly) {
		prm->restrict_ = o->restrict_rw;
		prm->proof = arena_printf("%s; %s", at(a->write, a->write_loc),
		                          o->restrict_rw ? "__restrict__" : lower_off(p, "restrict"));
		return;
	}
	if (a->nonconst) {
		prm->proof = arena_printf("read-only, but not const: %s", at(a->nonconst, a->nonconst_loc));
		return;
	}
	prm->add_const = o->cnst && !prm->var->pointee_const;
	prm->restrict_ = o->ldg && (o->cnst || prm->var->pointee_const);
	no_const = o->cnst ? "" : arena_printf("; %s", lower_off(p, "const"));
	no_ldg = o->ldg ? "" : arena_printf("; %s", lower_off(p, "ldg"));
	prm->proof = arena_printf("read-only: never written, always followed%s%s",
	                          prm->add_const ? "; const" : no_const,
	                          prm->restrict_ ? "; const __restrict__ (non-coherent loads)" : no_ldg);
}

/* Do the kernel's threads wait for one another: a team's barriers
 * (teams regions with parallel regions, target parallel, single), or a
 * critical section?  __restrict__ is a promise about one thread: nvcc
 * may then move a load through another pointer, or through the written
 * one, across the __syncthreads() or lock after which another thread's
 * store is to be seen (it did, in single_masked on an H100: every thread
 * but 0 read a mapped scalar before the single's barrier).  A pointer
 * no thread writes is safe either way. */
static int
synced(const Plan *p)
{
	return p->team.spmd || p->r->dev.nsyncs > 0;
}

/* Drop every __restrict__ claim: distinctness cannot be checked. */
static void
unclaim(Plan *p, const char *why)
{
	for (int i = 0; i < p->nparams; i++)
		if (p->params[i].restrict_) {
			p->params[i].restrict_ = 0;
			p->params[i].proof = arena_printf("%s; no __restrict__: %s", p->params[i].proof,
			                                  why);
		}
}

/* The __restrict__ claims' distinctness: proven, checked at launch, or
 * dropped where another name may reach a pointer's memory that the
 * runtime cannot check (lowering/names.c). */
static void
distinct(Plan *p, int pointers, int written)
{
	const OtherNames *n = p->r->names;
	int checked, globals = n && n->nglobals;
	const char *why = lower_other_names(p, NULL, &checked);

	if (n && (n->loaded || n->unseen))
		unclaim(p, why);
	else if (pointers == 1 && !globals)
		p->alias.proof = "one pointer parameter: nothing to alias";
	else if (!written && !(n && n->global_write))
		p->alias.proof = globals ? "no pointer, nor declare target variable, is written: "
		                           "aliases cannot change what is read"
		                         : "no pointer is written: aliases cannot change what is read";
	else if (!checked)
		unclaim(p, why);
	else {
		p->alias.kernel = arena_printf("%s_alias", p->kernel);
		p->alias.check = 1;
		p->alias.globals = globals;
		p->alias.proof = arena_printf("checked at launch: pointers in one allocation, one of "
		                              "them written through, run %s%s%s",
		                              p->alias.kernel, globals ? "; " : "",
		                              globals ? lower_globals_why(p) : "");
	}
}

void
lower_readonly(Plan *p)
{
	int pointers = 0, written = 0, claims = 0;

	for (int i = 0; i < p->nparams; i++) {
		Param *prm = &p->params[i];
		int last_array = prm->last && prm->var->kind == VAR_ARRAY && !prm->fp;
		int red_array = prm->red && prm->var->kind == VAR_ARRAY;
		if (prm->ref || last_array || red_array) { /* a pointer to a scalar's device copy,
		                                              or where a lastprivate array's last
		                                              copy goes, or a reduction's copies
		                                              combine: written */
			if (last_array)
				prm->proof = "lastprivate: the last iteration's copy is written back";
			if (red_array)
				prm->proof = "reduction: each thread's copy is combined into it";
			pointers++;
			written++;
			continue;
		}
		if (prm->var->kind == VAR_SCALAR || prm->fp) /* a firstprivate copy's bytes */
			continue;
		decide(p, prm, access_of(p, prm->var), synced(p));
		pointers++;
		written += access_of(p, prm->var)->write || access_of(p, prm->var)->escape;
		claims += prm->restrict_;
	}
	if (claims)
		distinct(p, pointers, written);
}
