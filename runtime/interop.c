/* Interoperability objects (OpenMP 5.1 2.15.1 the interop construct,
 * 3.12 the omp_get_interop_* routines).
 *
 * An object names a GPU and the CUDA driver API as its foreign runtime:
 * the device (CUdevice), its primary context, and, for targetsync, one
 * of the device's streams, on which the program may queue foreign work.
 * The host has no foreign runtime: init there gives omp_interop_none
 * (2.15.1: an object that cannot be initialized is).  use and destroy
 * wait for the work queued on the targetsync stream, so that the tasks
 * that depend on the construct run after it.
 */
#include <stdlib.h>

#include "internal.h"

typedef struct O2cInterop {
	O2cDevice *d;
	int device_num; /* the OpenMP device number */
	CUdevice dev;
	CUcontext ctx;
	CUstream sync; /* the targetsync object, or NULL */
} O2cInterop;

/* The GPU that device names, bound and with its target tasks complete,
 * under the lock; NULL (unlocked) for the host. */
static O2cDevice *
interop_device(int device, const char *loc)
{
	const char *why = "";
	int count, pick;
	O2cDevice *d;

	o2c_lock();
	count = o2c_device_count(&why);
	pick = o2c_device_pick(device, count, 0);
	if (pick == O2C_PICK_HOST) {
		o2c_unlock();
		return NULL;
	}
	if (pick < 0 || !(d = o2c_device(pick, &why))) {
		O2C_ERROR("interop: device %d cannot be used%s%s", device, *why ? ": " : "", why);
		o2c_fail(loc);
	}
	if (o2c_device_bind(d) || o2c_task_drain(d, &why))
		o2c_fail(loc);
	return d;
}

void
o2c_interop_init(omp_interop_t *var, int targetsync, int device, const char *loc)
{
	O2cDevice *d = interop_device(device, loc);
	O2cInterop *o;

	*var = omp_interop_none;
	if (!d)
		return;
	if (!(o = calloc(1, sizeof *o))) {
		O2C_ERROR("interop: out of host memory");
		o2c_fail(loc);
	}
	*o = (O2cInterop){d, device, d->dev, d->ctx, NULL};
	if (targetsync && o2c_stream_get(d, 0, &o->sync))
		o2c_fail(loc);
	o2c_unlock();
	*var = o;
}

void
o2c_interop_use(omp_interop_t *var, const char *loc)
{
	O2cInterop *o = *var;

	if (!o || !o->sync)
		return;
	o2c_lock();
	if (o2c_device_bind(o->d) ||
	    CU_CALL(cuStreamSynchronize, o->sync))
		o2c_fail(loc);
	o2c_unlock();
}

void
o2c_interop_destroy(omp_interop_t *var, const char *loc)
{
	o2c_interop_use(var, loc);
	free(*var);
	*var = omp_interop_none;
}

/* The properties (3.12, Table 3.1): fr_id, fr_name, vendor, vendor_name,
 * device_num, platform, device, device_context, targetsync, from -1 down;
 * each with its type and name. */
enum { P_NONE, P_INT, P_PTR, P_STR };
static const struct {
	const char *name, *type_desc;
	int type;
} props[] = {
	{"fr_id", "omp_interop_fr_t", P_INT},     {"fr_name", "const char *", P_STR},
	{"vendor", "int", P_NONE},                {"vendor_name", "const char *", P_STR},
	{"device_num", "int", P_INT},             {"platform", "none", P_NONE},
	{"device", "CUdevice", P_INT},            {"device_context", "CUcontext", P_PTR},
	{"targetsync", "CUstream", P_PTR},
};

/* The foreign runtime id of the CUDA driver API (the OpenMP Additional
 * Definitions document). */
#define O2C_IFR_CUDA_DRIVER 2

int
omp_get_num_interop_properties(const omp_interop_t interop)
{
	(void)interop;
	return 0; /* no implementation-defined properties */
}

/* Property p of o as type want: its rc, and its value in *i, *ptr or
 * *str. */
static int
interop_get(const omp_interop_t interop, omp_interop_property_t p, int want, omp_intptr_t *i,
            void **ptr, const char **str)
{
	const O2cInterop *o = interop;
	int k = -(int)p - 1;

	if (!o)
		return omp_irc_empty;
	if (k < 0 || k >= (int)(sizeof props / sizeof *props))
		return omp_irc_out_of_range;
	if (props[k].type == P_NONE || (p == omp_ipr_targetsync && !o->sync))
		return omp_irc_no_value;
	if (props[k].type != want)
		return props[k].type == P_INT ? omp_irc_type_int
		       : props[k].type == P_PTR ? omp_irc_type_ptr : omp_irc_type_str;
	switch (p) {
	case omp_ipr_fr_id: *i = O2C_IFR_CUDA_DRIVER; break;
	case omp_ipr_fr_name: *str = "cuda_driver"; break;
	case omp_ipr_vendor_name: *str = "nvidia"; break;
	case omp_ipr_device_num: *i = o->device_num; break;
	case omp_ipr_device: *i = o->dev; break;
	case omp_ipr_device_context: *ptr = o->ctx; break;
	default: *ptr = o->sync; break;
	}
	return omp_irc_success;
}

omp_intptr_t
omp_get_interop_int(const omp_interop_t interop, omp_interop_property_t p, int *rc)
{
	omp_intptr_t v = 0;
	int r = interop_get(interop, p, P_INT, &v, NULL, NULL);

	if (rc)
		*rc = r;
	return v;
}

void *
omp_get_interop_ptr(const omp_interop_t interop, omp_interop_property_t p, int *rc)
{
	void *v = NULL;
	int r = interop_get(interop, p, P_PTR, NULL, &v, NULL);

	if (rc)
		*rc = r;
	return v;
}

const char *
omp_get_interop_str(const omp_interop_t interop, omp_interop_property_t p, int *rc)
{
	const char *v = NULL;
	int r = interop_get(interop, p, P_STR, NULL, NULL, &v);

	if (rc)
		*rc = r;
	return v;
}

const char *
omp_get_interop_name(const omp_interop_t interop, omp_interop_property_t p)
{
	int k = -(int)p - 1;

	(void)interop;
	return k >= 0 && k < (int)(sizeof props / sizeof *props) ? props[k].name : NULL;
}

const char *
omp_get_interop_type_desc(const omp_interop_t interop, omp_interop_property_t p)
{
	int k = -(int)p - 1;

	if (!interop || k < 0 || k >= (int)(sizeof props / sizeof *props))
		return NULL;
	return props[k].type_desc;
}

const char *
omp_get_interop_rc_desc(const omp_interop_t interop, omp_interop_rc_t rc)
{
	static const char *const desc[] = {
		"no value", "success", "interop object is omp_interop_none", "property out of range",
		"property is an int", "property is a pointer", "property is a string", "other error",
	};

	(void)interop;
	return rc <= 1 && rc >= -6 ? desc[1 - rc] : NULL;
}
