/* Shared libraries of target regions that come and go (dlopen, dlclose)
 * and the runtime's own copy in libomp2cuda_rt_shared.so.
 *
 * A library's module is unregistered by its destructor (device.c).  The
 * present table may still hold what the library mapped: data of the
 * program, which stays mapped as the program left it (a later region, of
 * any library, finds it present; an exit data unmaps it), and data of
 * the library itself (its static arrays), which stops existing.  That is
 * the program's error, as a data region cannot outlive the memory it
 * maps; the runtime drops such a mapping with a warning, its device
 * memory freed, so that a library loaded again at the same address
 * never finds stale data "present".  Entries whose name (the list item,
 * a string of the library) would dangle keep a copy, never freed: a few
 * bytes per entry per unload.
 *
 * Both a program linked by omp2cuda and libomp2cuda_rt_shared.so (which
 * omp2cuda's -shared libraries need, for programs that do not link the
 * runtime) may be in one process.  The program exports the runtime's
 * symbols, so the libraries and the shared runtime's own code bind to
 * the program's: that copy is the process's runtime.  The other is
 * inert: only its constructors could run, and those that do anything ask
 * o2c_runtime_inert first.
 *
 * Requires (o2c_unload_mappings): the runtime lock held, the device
 * bound.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

static const char anchor; /* an address inside this copy of the runtime */

/* Is another copy of the runtime, first in the process's global symbol
 * scope, the process's runtime?  When the only copy was loaded with a
 * dlopen'ed library (not in the global scope) nothing is found: this one
 * is. */
int
o2c_runtime_inert(void)
{
	void *first = dlsym(RTLD_DEFAULT, "o2c_register_module");
	Dl_info self, other;

	return first && dladdr(&anchor, &self) && dladdr(first, &other) &&
	       self.dli_fbase != other.dli_fbase;
}

static int
in_library(const void *p, const Dl_info *lib)
{
	Dl_info at;

	return dladdr(p, &at) && at.dli_fbase == lib->dli_fbase;
}

void
o2c_unload_mappings(O2cDevice *d, const O2cModule *m)
{
	Dl_info lib;

	if (!dladdr(m, &lib) || in_library(&anchor, &lib))
		return; /* not a library's (the program's, or one linked with the runtime) */
	for (size_t i = 0; i < d->present.n;) {
		O2cEntry *e = &d->present.v[i];
		if (e->name && in_library(e->name, &lib)) {
			char *copy = strdup(e->name);
			e->name = copy ? copy : "<an item of an unloaded library>";
		}
		if (!in_library((const void *)e->host, &lib)) {
			i++;
			continue;
		}
		o2c_warn("%s: '%s' (%zu bytes of the library's own data) is still mapped on device "
		         "%d as its shared library is unloaded: the mapping is dropped (unmap it "
		         "before dlclose)", m->source ? m->source : "<unknown>", e->name, e->bytes,
		         d->num);
		(void)o2c_globals_unmapped(d, e);
		(void)o2c_entry_release(e);
		o2c_present_remove(&d->present, e);
	}
}
