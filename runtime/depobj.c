/* Depend objects (OpenMP 5.2 15.9.1 omp_depend_t, 15.9.3 the depobj
 * construct): what a depend(depobj: o) item of a target task, or a
 * depobj_list entry of an asynchronous device memory routine, names.
 *
 * The host compiler compiles the depobj construct itself, for its own
 * tasks as well, so the object holds what the host's OpenMP library
 * reads: with GCC's libgomp, the location's address in its first word
 * and the dependence type in its second (1 in, 2 out, 3 inout, 4
 * mutexinoutset, 5 inoutset; -1 once destroyed).  The runtime reads the
 * same words; anything else in the type word is an error, never a guess.
 */
#include <omp.h>
#include <stdint.h>
#include <string.h>

#include "internal.h"

_Static_assert(sizeof(omp_depend_t) == 2 * sizeof(void *),
               "omp_depend_t is not libgomp's two words: depend objects cannot be read");

/* The dependence of object o in *out: 0, or -1 (with a message) when the
 * type word is none of libgomp's. */
int
o2c_depobj_read(const void *o, O2cDepend *out)
{
	void *w[2];
	intptr_t type;

	memcpy(w, o, sizeof w);
	type = (intptr_t)w[1];
	switch (type) {
	case 1: out->type = O2C_DEP_IN; break;
	case 2: out->type = O2C_DEP_OUT; break;
	case 3: out->type = O2C_DEP_INOUT; break;
	case 4: out->type = O2C_DEP_MUTEXINOUTSET; break;
	case 5: out->type = O2C_DEP_INOUTSET; break;
	default:
		O2C_ERROR("depend(depobj: ...) names a depend object that %s",
		          type == -1 ? "was destroyed" : "no depobj construct initialized");
		return -1;
	}
	out->addr = w[0];
	return 0;
}

O2cDepend
o2c_depobj(const void *o, const char *loc)
{
	O2cDepend d;

	if (o2c_depobj_read(o, &d))
		o2c_fail(loc);
	return d;
}
