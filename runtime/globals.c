/* Declare target variables (OpenMP 5.2 7.8): each module registers its
 * own (o2c_register_globals).  When the module is loaded on a device, each
 * variable's __device__ copy is found with cuModuleGetGlobal and its host
 * copy entered in the device's present table as associated memory: an
 * infinite reference count, memory the runtime never frees.  Maps then
 * find it present and copy nothing, target update copies to and from
 * the __device__ copy, and kernels and device functions name it.
 *
 * A declare target link variable (O2C_GLOBAL_LINK) has no copy of its own:
 * it is mapped like any variable, and its module holds a __device__
 * pointer, o2c_link_<name>, through which device code reaches the
 * variable's device copy.  Each device keeps, per link variable of each
 * module loaded there, what that pointer holds: map.c and api.c report
 * every entry they add to the present table or take from it
 * (o2c_globals_mapped, o2c_globals_unmapped), and the pointer of each
 * variable the entry overlaps is set to the device address corresponding
 * to the variable's first byte, or when the entry goes, to what another
 * entry overlapping the variable gives, else NULL.  One pointer cannot
 * serve two separate mappings of parts of one variable: the last made
 * wins.  An entry holding a link variable is marked written: kernels
 * write through the pointer, which no argument shows, so its copy back
 * must not be left out.
 *
 * Requires: the runtime lock held and the context bound.
 */
#include <stdint.h>
#include <stdlib.h>

#include "internal.h"

typedef struct Registered {
	O2cModule *m;
	const O2cGlobal *g;
	int n;
} Registered;

static Registered *reg;
static int nreg;

/* A declare target link variable of a module loaded on a device. */
typedef struct Link {
	int device;                 /* O2cDevice.num */
	const O2cGlobal *g;
	CUdeviceptr slot;           /* the module's o2c_link_ pointer */
	unsigned long long value;   /* what it holds (0 when loaded) */
} Link;

static Link *links;
static size_t nlinks, caplinks;

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

static int
overlaps(const O2cGlobal *g, const O2cEntry *e)
{
	uintptr_t h = (uintptr_t)g->host;

	return h < e->host + e->bytes && e->host < h + g->bytes;
}

/* The device address of the variable's first byte, as the entry maps
 * it: outside the entry when the entry holds a later part of it, which
 * device code then reaches only in that part. */
static unsigned long long
base_in(const O2cGlobal *g, const O2cEntry *e)
{
	return e->dev + ((uintptr_t)g->host - e->host);
}

static int
link_set(Link *l, unsigned long long value)
{
	if (l->value == value)
		return 0;
	if (o2c_copy_in(l->slot, &value, sizeof value, 0))
		return -1;
	l->value = value;
	return 0;
}

/* What a link variable's pointer should hold: the address another entry
 * than `gone` gives its first byte, or 0. */
static unsigned long long
link_value(O2cDevice *d, const O2cGlobal *g, const O2cEntry *gone)
{
	for (size_t i = 0; i < d->present.n; i++) {
		O2cEntry *e = &d->present.v[i];
		if (e != gone && overlaps(g, e)) {
			e->written = 1;
			e->global = 1;
			return base_in(g, e);
		}
	}
	return 0;
}

int
o2c_globals_mapped(O2cDevice *d, O2cEntry *e)
{
	for (size_t i = 0; i < nlinks; i++)
		if (links[i].device == d->num && overlaps(links[i].g, e)) {
			e->written = 1;
			e->global = 1;
			if (link_set(&links[i], base_in(links[i].g, e)))
				return -1;
		}
	return 0;
}

int
o2c_globals_unmapped(O2cDevice *d, const O2cEntry *e)
{
	for (size_t i = 0; i < nlinks; i++) {
		Link *l = &links[i];
		if (l->device == d->num && overlaps(l->g, e) && l->value == base_in(l->g, e) &&
		    link_set(l, link_value(d, l->g, e)))
			return -1;
	}
	return 0;
}

/* A link variable's pointer in a module just loaded: zero, or where a
 * mapping made before the load has the variable. */
static int
link_enter(O2cDevice *d, const O2cGlobal *g, CUmodule mod)
{
	CUdeviceptr p;
	size_t bytes;
	Link *v;

	if (CU_CALL(cuModuleGetGlobal, &p, &bytes, mod, g->name))
		return -1;
	if (bytes != sizeof(unsigned long long)) {
		O2C_ERROR("internal error: declare target link pointer '%s' has %zu bytes", g->name,
		          bytes);
		return -1;
	}
	if (nlinks == caplinks) {
		size_t cap = caplinks ? 2 * caplinks : 8;
		if (!(v = realloc(links, cap * sizeof *v))) {
			O2C_ERROR("out of host memory");
			return -1;
		}
		links = v;
		caplinks = cap;
	}
	links[nlinks] = (Link){d->num, g, p, 0};
	return link_set(&links[nlinks++], link_value(d, g, NULL));
}

void
o2c_globals_clear(O2cDevice *d)
{
	for (size_t i = 0; i < nlinks;)
		if (links[i].device == d->num)
			links[i] = links[--nlinks];
		else
			i++;
	if (!nlinks) {
		free(links);
		links = NULL;
		caplinks = 0;
	}
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

		if (g->flags & O2C_GLOBAL_LINK) {
			if (link_enter(d, g, mod))
				return -1;
			continue;
		}
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
		e->global = 1;
	}
	return 0;
}

/* The module's variables leave the device (its library is unloading,
 * device.c): the present entries its load made and its link pointers. */
void
o2c_globals_forget(O2cDevice *d, const O2cModule *m)
{
	for (int i = 0; i < nreg; i++) {
		if (reg[i].m != m)
			continue;
		for (int k = 0; k < reg[i].n; k++) {
			const O2cGlobal *g = &reg[i].g[k];
			O2cEntry *e;
			for (size_t l = 0; l < nlinks;)
				if (links[l].device == d->num && links[l].g == g)
					links[l] = links[--nlinks];
				else
					l++;
			if (!(g->flags & O2C_GLOBAL_LINK) &&
			    o2c_present_query(&d->present, g->host, g->bytes, &e) == PRESENT_INSIDE &&
			    e->associated && e->host == (uintptr_t)g->host && e->bytes == g->bytes)
				o2c_present_remove(&d->present, e);
		}
	}
}

/* The module's list of variables, at its unregistration. */
void
o2c_globals_unregister(const O2cModule *m)
{
	for (int i = 0; i < nreg;)
		if (reg[i].m == m)
			reg[i] = reg[--nreg];
		else
			i++;
}
