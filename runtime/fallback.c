/* Host fallback: call a region's host function through libffi with the
 * argument list the kernel would get.
 *
 * The host function takes the kernel's parameters in order; each O2cArg
 * gives the type (O2C_ARG_*) and the address of the host value, which is
 * what ffi_call wants.  Pointers go through untranslated: on the host the
 * data environment is the host's own, so map clauses are no-ops.
 *
 * The host function of a teams region asks for its launch's geometry
 * (o2c_fallback_geometry, o2c_fallback_threads), kept per host thread
 * while it runs.
 *
 * Requires: no runtime lock held (the host function may run target
 * regions of its own, or for a long time).
 */
#include <ffi.h>
#include <stdlib.h>

#include "internal.h"

static ffi_type *
ffi_arg_type(int type)
{
	switch (type) {
	case O2C_ARG_I8:
		return &ffi_type_sint8;
	case O2C_ARG_U8:
		return &ffi_type_uint8;
	case O2C_ARG_I16:
		return &ffi_type_sint16;
	case O2C_ARG_U16:
		return &ffi_type_uint16;
	case O2C_ARG_I32:
		return &ffi_type_sint32;
	case O2C_ARG_U32:
		return &ffi_type_uint32;
	case O2C_ARG_I64:
		return &ffi_type_sint64;
	case O2C_ARG_U64:
		return &ffi_type_uint64;
	case O2C_ARG_F32:
		return &ffi_type_float;
	case O2C_ARG_F64:
		return &ffi_type_double;
	case O2C_ARG_PTR:
	case O2C_ARG_RECORD:
		return &ffi_type_pointer;
	}
	return NULL;
}

/* A record goes by address: its value slot holds args[i].value, kept in
 * indirect[i]. */
static int
prepare(ffi_cif *cif, ffi_type **types, void **values, void **indirect, O2cArg *args, int nargs)
{
	int i;

	for (i = 0; i < nargs; i++) {
		types[i] = ffi_arg_type(args[i].type);
		indirect[i] = args[i].value;
		values[i] = args[i].type == O2C_ARG_RECORD ? &indirect[i] : args[i].value;
		if (!types[i] || !values[i]) {
			O2C_ERROR("internal error: argument '%s' has type %d and value %p",
			          args[i].name, args[i].type, args[i].value);
			return -1;
		}
	}
	if (ffi_prep_cif(cif, FFI_DEFAULT_ABI, (unsigned)nargs, &ffi_type_void, types) != FFI_OK) {
		O2C_ERROR("internal error: libffi cannot call a function of %d arguments", nargs);
		return -1;
	}
	return 0;
}

static _Thread_local const O2cLaunch *current;

/* The host's omp_get_level() where the running host fallback began, or
 * -1: the region's code runs as a new initial thread (OpenMP 5.2 13.8,
 * as libgomp's own fallback does), whose thread number is 0 and level 0
 * even where a host parallel region met the construct, and the host
 * file's wrappers of the device API answer relative to it. */
static _Thread_local int base_level = -1;

#pragma weak omp_get_level
int omp_get_level(void);

int
o2c_fallback_level(void)
{
	return base_level;
}

void
o2c_fallback_geometry(int *num_teams, int *threads)
{
	const O2cLaunch *l = current;

	*num_teams = l && l->num_teams > 0 ? l->num_teams : 1;
	/* a team on a warp has 32 threads on the GPU (teams on warps) */
	*threads = l && l->thread_limit > 0 ? l->thread_limit : l && l->team_warps > 0 ? 32 : 128;
	if (*threads > 1024)
		*threads = 1024;
}

/* libgomp's, in every program omp2cuda links; a unit test without it
 * gets one thread. */
#pragma weak omp_get_max_threads
int omp_get_max_threads(void);

int
o2c_fallback_threads(void)
{
	const O2cLaunch *l = current;

	if (l && l->thread_limit > 0)
		return l->thread_limit;
	return omp_get_max_threads ? omp_get_max_threads() : 1;
}

int
o2c_fallback_run(O2cRegion *r, O2cArg *args, int nargs, const O2cLaunch *launch)
{
	const O2cLaunch *outer = current;
	ffi_cif cif;
	ffi_type **types;
	void **values, **indirect;
	ffi_arg ret;
	int err = -1;

	if (!r->host) {
		O2C_ERROR("internal error: region has no host fallback");
		return -1;
	}
	types = malloc((size_t)(nargs + 1) * sizeof *types);
	values = malloc((size_t)(nargs + 1) * sizeof *values);
	indirect = malloc((size_t)(nargs + 1) * sizeof *indirect);
	if (!types || !values || !indirect)
		O2C_ERROR("out of host memory");
	else if (!prepare(&cif, types, values, indirect, args, nargs))
		err = 0;
	if (!err) {
		int level = base_level;
		current = launch;
		base_level = omp_get_level ? omp_get_level() : 0;
		ffi_call(&cif, FFI_FN(r->host), &ret, values);
		current = outer;
		base_level = level;
	}
	free(types);
	free(values);
	free(indirect);
	return err;
}
