/* The kernels' translation units: how the .cu file of a unit with many
 * kernels is cut into parts, which nvcc compiles one process each, at
 * the same time (the driver's -j).
 *
 * The kernel regions are taken in source order and cut into ranges of
 * about as many kernels each (Plan.kernels: a region's variants count),
 * at most `jobs` ranges and none of fewer than EMIT_PART_MIN kernels: a
 * part costs nvcc's start and the prologue's parse (about half a second)
 * again.  Each part's .cu file is the whole prologue (every declaration
 * device code uses, the same text in each) and its regions' kernels; its
 * fatbin is a module of its own, o2c_fatbin and o2c_module for part 0,
 * o2c_fatbin_<k> and o2c_module_<k> for part k, which the descriptors of
 * its regions name.  A kernel's code does not depend on the kernels
 * compiled beside it, so each kernel's machine code is the one a single
 * .cu file gives.
 *
 * A unit stays one part where modules would not be independent: its
 * declare target variables and critical sections' locks are device
 * state every kernel of the unit shares; relocatable device code links
 * as one image; and a C++ unit (its class friends and template
 * instances are printed around the kernels) is not cut.  With one part,
 * the generated files are those the unit always had.
 */
#include "codegen.h"

enum { EMIT_PART_MIN = 32 }; /* kernels, at least, in a part */

/* Do the unit's kernels share device state, or its code one image? */
static int
one_module(const Unit *u)
{
	if (u->cxx || u->rdc || u->nglobals)
		return 1;
	for (int i = 0; i < u->nregions; i++)
		for (int k = 0; k < u->regions[i]->dev.nsyncs; k++)
			if (u->regions[i]->dev.syncs[k].kind == SYNC_CRITICAL)
				return 1;
	return 0;
}

EmitParts
emit_parts(const Unit *u, Plan **plans, int jobs)
{
	EmitParts parts = {1, arena_alloc(((size_t)u->nregions + 1) * sizeof *parts.of)};
	int total = 0, before = 0;

	for (int i = 0; i < u->nregions; i++) {
		parts.of[i] = 0;
		total += plans[i]->nkernels;
	}
	if (jobs > total / EMIT_PART_MIN)
		jobs = total / EMIT_PART_MIN;
	if (jobs <= 1 || one_module(u))
		return parts;
	/* region i goes to the part its middle kernel falls in */
	for (int i = 0; i < u->nregions; i++) {
		int mid = before + plans[i]->nkernels / 2;
		parts.of[i] = mid * jobs / total;
		before += plans[i]->nkernels;
	}
	parts.n = jobs;
	return parts;
}

const char *
emit_part_suffix(int part)
{
	return part ? arena_printf("_%d", part) : "";
}
