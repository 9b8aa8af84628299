/* Declare target variables (OpenMP 5.2 7.8): each module registers its
 * own (o2c_register_globals).  When the module is loaded on a device, each
 * variable's __device__ copy is found with cuModuleGetGlobal and its host
 * copy entered in the device's present table as associated memory: an
 * infinite reference count, memory the runtime never frees.  Maps then
 * find it present and copy nothing, target update copies to and from
 * the __device__ copy, and kernels and device functions name it.
 *
 * Requires: the runtime lock held and the context bound.
 */
#include <stdlib.h>

#include "internal.h"

typedef struct Registered {
	O2cModule *m;
	const O2cGlobal *g;
	int n;
} Registered;

static Registered *reg;
static int nreg;

/* From each module's constructor, before o2c_register_module: a failure
 * to keep the list shows when a construct needs the variables. */
void
o2c_register_globals(O2cModule *m, const O2cGlobal *g, int n)
{
	Registered *v;

	o2c_lock();
	if ((v = realloc(reg, (size_t)(nreg + 1) * sizeof *v))) {
		reg = v;
		reg[nreg++] = (Registered){m, g, n};
	} else {
		o2c_warn("out of host memory: the declare target variables of %s are not mapped",
		         m->source);
	}
	o2c_unlock();
}

/* Load the modules that hold declare target variables on the device, so
 * that constructs find those variables present before any kernel of
 * their module has run there. */
int
o2c_device_globals(O2cDevice *d)
{
	CUmodule mod;

	for (int i = 0; i < nreg; i++)
		if (o2c_device_module(d, reg[i].m, &mod))
			return -1;
	return 0;
}

int
o2c_globals_enter(O2cDevice *d, const O2cModule *m, CUmodule mod)
{
	const Registered *r = NULL;

	for (int i = 0; i < nreg; i++)
		if (reg[i].m == m)
			r = &reg[i];
	for (int i = 0; r && i < r->n; i++) {
		const O2cGlobal *g = &r->g[i];
		CUdeviceptr p;
		size_t bytes;
		O2cEntry *e;

		if (CU_CALL(cuModuleGetGlobal, &p, &bytes, mod, g->name))
			return -1;
		if (bytes != g->bytes) {
			O2C_ERROR("internal error: declare target variable '%s' has %zu bytes on the "
			          "host, %zu on the device", g->name, g->bytes, bytes);
			return -1;
		}
		switch (o2c_present_query(&d->present, g->host, g->bytes, &e)) {
		case PRESENT_INSIDE:
			continue; /* one module already entered it */
		case PRESENT_PARTIAL:
			O2C_ERROR("declare target variable '%s' overlaps '%s', mapped before its "
			          "module was loaded", g->name, e->name);
			return -1;
		}
		if (!(e = o2c_present_insert(&d->present, g->host, g->bytes, p, g->name))) {
			O2C_ERROR("out of host memory");
			return -1;
		}
		e->associated = 1;
	}
	return 0;
}
