/* Other names of a kernel's memory (docs/aliasing.md): the one question
 * every optimization that assumes distinct or unwritten memory asks
 * (__restrict__, the read-only const __restrict__ loads, team windows,
 * lane preloads, tables and rows in shared memory, and through
 * __restrict__ the inner lanes): can a name other than the kernel's
 * pointer parameters, which the runtime compares at launch
 * (runtime/target.c), reach a parameter's memory?  From the front end's
 * facts (frontend/names.c, Region.names) and the parameters:
 *
 *   - a pointer the code loads from memory (a struct's member, an array
 *     of pointers, *pp, a library function's result) or makes from an
 *     integer may hold any device address; no argument shows it to the
 *     runtime: not checkable;
 *   - a call the analysis cannot follow (through a pointer, of a
 *     function another file defines) may reach any declare target
 *     variable and any memory one points to: not checkable;
 *   - an is_device_ptr or has_device_addr parameter: its own allocation
 *     is unknown to the runtime, which is not checkable for its own
 *     memory; for another parameter's, the runtime looks its device
 *     address up in the mapped ranges (checked);
 *   - a pointer mapped as itself may hold any address (one the host
 *     code got from omp_get_mapped_ptr, say): not checkable;
 *   - declare target variables the code names (in called functions too):
 *     the runtime knows their ranges, and runs the kernel_alias (passes
 *     no windows) when a pointer argument lies in one (checked:
 *     Plan.alias.globals, O2C_ARG_GLOBALS).
 */
#include "plan.h"

static const char *
loaded_why(const OtherNames *n)
{
	return arena_printf("the code uses a pointer loaded from memory (%s at %u:%u), which "
	                    "may hold any device address: the runtime cannot check it",
	                    n->loaded, n->loaded_loc.line, n->loaded_loc.col);
}

static const char *
unseen_why(const OtherNames *n)
{
	return arena_printf("the code makes a call the analysis cannot follow (%s at %u:%u), which "
	                    "may reach any declare target variable and any memory one points to: "
	                    "the runtime cannot check it",
	                    n->unseen, n->unseen_loc.line, n->unseen_loc.col);
}

static const char *
device_why(void)
{
	return "an is_device_ptr pointer's allocation is unknown to the runtime";
}

static const char *
bits_why(void)
{
	return "a pointer mapped as itself may point anywhere: the runtime cannot check its "
	       "allocation";
}

/* A pointer mapped as itself (region_maps_pointer): its bits. */
static int
mapped_as_itself(const Param *prm)
{
	return prm->ref && prm->var->kind == VAR_POINTER;
}

/* A device address passed as it is (a pointer, not a has_device_addr
 * scalar or a firstprivate copy's bytes). */
static int
device_pointer(const Param *prm)
{
	return prm->device_ptr && !prm->ref && !prm->fp && prm->var->kind != VAR_SCALAR;
}

const char *
lower_globals_why(const Plan *p)
{
	const OtherNames *n = p->r->names;

	if (!n || !n->nglobals)
		return NULL;
	return arena_printf("the code names declare target %s at %u:%u: the runtime checks that "
	                    "no pointer argument lies in a declare target variable",
	                    n->global, n->global_loc.line, n->global_loc.col);
}

const char *
lower_other_names(const Plan *p, const Param *prm, int *checked)
{
	const OtherNames *n = p->r->names;

	*checked = 0;
	if (n && n->loaded)
		return loaded_why(n);
	if (n && n->unseen)
		return unseen_why(n);
	for (int i = 0; i < p->nparams; i++) {
		const Param *o = &p->params[i];
		if (device_pointer(o) && (!prm || o == prm))
			return device_why();
		if (mapped_as_itself(o))
			return bits_why();
	}
	*checked = 1;
	for (int i = 0; i < p->nparams; i++)
		if (device_pointer(&p->params[i]))
			return "an is_device_ptr pointer: the runtime looks its device address up in "
			       "the mapped ranges";
	return lower_globals_why(p);
}
