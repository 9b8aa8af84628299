/* The device: OMP_TARGET_OFFLOAD, lazy initialization, modules, teardown.
 *
 * The runtime drives one GPU, device 0, through its primary context.
 * Nothing touches CUDA before the first region or target data construct
 * that needs the device (o2c_device); under OMP_TARGET_OFFLOAD=DISABLED
 * nothing ever does.  If initialization fails, the reason is kept and
 * every later construct runs on the host (or, under MANDATORY, the entry
 * point reports it).  Modules are only linked into a list when registered
 * (from constructors, before main) and loaded at the first launch of one
 * of their kernels.
 *
 * OMP2CUDA_INIT=start begins that initialization when the program starts,
 * on a thread of its own, so that it overlaps what the program does on
 * the host before its first region (reading or making its inputs).
 *
 * Teardown runs from atexit, registered after cuInit so that it runs
 * before the driver's own exit handlers: it lets the ledger (ledger.c)
 * collect its records and stops the staging threads (transfer.c); with
 * OMP2CUDA_TEARDOWN=full it then unlocks page-locked mappings, frees
 * every device allocation still in the present table, unloads the
 * modules and releases the primary context.  By default (quick) the
 * process leaves that to the driver's exit, which reclaims the context
 * whole: releasing it piece by piece costs tens of milliseconds at every
 * exit and gives back nothing the process still needs.  Its CUDA errors
 * are ignored: after a kernel fault every call fails, and the process is
 * ending anyway.
 *
 * Requires: o2c_device, o2c_device_bind and o2c_device_function are
 * called under the lock.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "internal.h"

enum {
	DEV_UNKNOWN, /* not initialized yet */
	DEV_READY,   /* usable */
	DEV_NONE,    /* no usable GPU: see why */
	DEV_GONE,    /* torn down at exit */
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_once_t offload_once = PTHREAD_ONCE_INIT;
static int offload;
static int state;
static const char *why;
static char why_buf[1024];
static O2cDevice device;
static O2cModule *modules;

void
o2c_lock(void)
{
	pthread_mutex_lock(&lock);
}

void
o2c_unlock(void)
{
	pthread_mutex_unlock(&lock);
}

/* OpenMP 5.2 21.2.8: OMP_TARGET_OFFLOAD, case-insensitive. */
static void
read_offload(void)
{
	const char *s = getenv("OMP_TARGET_OFFLOAD");

	offload = O2C_OFFLOAD_DEFAULT;
	if (!s || !*s || !strcasecmp(s, "default"))
		return;
	if (!strcasecmp(s, "mandatory"))
		offload = O2C_OFFLOAD_MANDATORY;
	else if (!strcasecmp(s, "disabled"))
		offload = O2C_OFFLOAD_DISABLED;
	else
		o2c_warn("OMP_TARGET_OFFLOAD=%s is not DEFAULT, MANDATORY or DISABLED; ignored", s);
}

int
o2c_offload(void)
{
	pthread_once(&offload_once, read_offload);
	return offload;
}

static void
link_module(O2cModule *m)
{
	O2cModule *p;

	for (p = modules; p; p = p->next)
		if (p == m)
			return;
	m->next = modules;
	modules = m;
}

static void *
start_device(void *arg)
{
	const char *ignored;

	(void)arg;
	o2c_lock();
	(void)o2c_device(&ignored);
	o2c_unlock();
	return NULL;
}

/* OMP2CUDA_INIT=start: initialize the device beside the program's start.
 * Lazy (at the first construct that needs it) otherwise. */
static void
maybe_start(void)
{
	static int once;
	const char *s = getenv("OMP2CUDA_INIT");
	pthread_attr_t a;
	pthread_t t;

	if (once++ || !s || !*s || !strcasecmp(s, "lazy"))
		return;
	if (strcasecmp(s, "start")) {
		o2c_warn("OMP2CUDA_INIT=%s is not lazy or start; using lazy", s);
		return;
	}
	if (o2c_offload() == O2C_OFFLOAD_DISABLED || pthread_attr_init(&a))
		return;
	pthread_attr_setdetachstate(&a, PTHREAD_CREATE_DETACHED);
	if (pthread_create(&t, &a, start_device, NULL))
		o2c_warn("OMP2CUDA_INIT=start: no thread; initializing at the first construct");
	pthread_attr_destroy(&a);
}

void
o2c_register_module(O2cModule *m)
{
	o2c_lock();
	link_module(m);
	maybe_start();
	o2c_unlock();
}

static int
full_teardown(void)
{
	const char *s = getenv("OMP2CUDA_TEARDOWN");

	if (s && *s && strcasecmp(s, "full") && strcasecmp(s, "quick"))
		o2c_warn("OMP2CUDA_TEARDOWN=%s is not full or quick; using quick", s);
	return s && !strcasecmp(s, "full");
}

static void
teardown(void)
{
	O2cModule *m;
	unsigned long long t;
	size_t i;

	o2c_lock();
	if (state == DEV_READY) {
		state = DEV_GONE;
		why = "the device was released at exit";
		(void)CU_CALL(cuCtxSetCurrent, device.ctx);
		o2c_ledger_collect();
		t = o2c_ledger_clock();
		if (!full_teardown()) {
			o2c_xfer_stop();
			o2c_present_clear(&device.present);
			o2c_ledger_teardown_done(t);
			o2c_unlock();
			return;
		}
		for (i = 0; i < device.present.n; i++) {
			if (device.present.v[i].pinned)
				o2c_xfer_unlock((void *)device.present.v[i].host);
			(void)CU_CALL(cuMemFree, device.present.v[i].dev);
		}
		o2c_xfer_teardown();
		o2c_present_clear(&device.present);
		for (m = modules; m; m = m->next)
			if (m->handle && !CU_CALL(cuModuleUnload, m->handle))
				m->handle = NULL;
		(void)CU_CALL(cuDevicePrimaryCtxRelease, device.dev);
		o2c_ledger_teardown_done(t);
	}
	o2c_unlock();
}

static int
query(O2cDevice *d)
{
	int n = 0;

	if (CU_CALL(cuDeviceGetCount, &n))
		return -1;
	if (n == 0) {
		O2C_ERROR("no CUDA device found");
		return -1;
	}
	if (CU_CALL(cuDeviceGet, &d->dev, 0) ||
	    CU_CALL(cuDeviceGetName, d->name, (int)sizeof d->name, d->dev) ||
	    CU_CALL(cuDeviceGetAttribute, &d->sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT,
	            d->dev) ||
	    CU_CALL(cuDeviceGetAttribute, &d->threads_per_sm,
	            CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR, d->dev))
		return -1;
	return 0;
}

static int
open_device(O2cDevice *d)
{
	unsigned long long t;

	if (o2c_cu_load())
		return -1;
	o2c_ledger_start();
	t = o2c_ledger_clock();
	if (CU_CALL(cuInit, 0) || query(d))
		return -1;
	if (CU_CALL(cuDevicePrimaryCtxRetain, &d->ctx, d->dev))
		return -1;
	if (CU_CALL(cuCtxSetCurrent, d->ctx)) {
		(void)CU_CALL(cuDevicePrimaryCtxRelease, d->dev);
		return -1;
	}
	o2c_ledger_init_done(O2C_INIT_CONTEXT, t);
	if (atexit(teardown))
		o2c_warn("atexit failed: the driver, not the runtime, frees device memory at exit");
	return 0;
}

/* The device to offload to, initialized at the first call; or NULL, with
 * *why saying why not, when the construct runs on the host. */
O2cDevice *
o2c_device(const char **reason)
{
	if (state == DEV_UNKNOWN) {
		if (o2c_offload() == O2C_OFFLOAD_DISABLED) {
			state = DEV_NONE;
			why = "OMP_TARGET_OFFLOAD=DISABLED";
		} else if (open_device(&device)) {
			state = DEV_NONE;
			snprintf(why_buf, sizeof why_buf, "%s", o2c_error_message());
			why = why_buf;
		} else {
			state = DEV_READY;
		}
	}
	*reason = why;
	return state == DEV_READY ? &device : NULL;
}

/* Make the primary context current in this thread: host threads may all
 * run target regions. */
int
o2c_device_bind(O2cDevice *d)
{
	return CU_CALL(cuCtxSetCurrent, d->ctx) ? -1 : 0;
}

/* The region's CUfunction, loading its module at the first launch. */
int
o2c_device_function(O2cRegion *r)
{
	O2cModule *m = r->module;
	CUmodule mod;
	CUfunction f;

	if (r->function)
		return 0;
	if (!m || !m->image || !r->kernel) {
		O2C_ERROR("internal error: region has no device code");
		return -1;
	}
	link_module(m);
	if (!m->handle) {
		unsigned long long t = o2c_ledger_clock();
		if (CU_CALL(cuModuleLoadData, &mod, m->image))
			return -1;
		m->handle = mod;
		o2c_ledger_init_done(O2C_INIT_MODULE, t);
	}
	if (r->kernel_alias) {
		if (CU_CALL(cuModuleGetFunction, &f, m->handle, r->kernel_alias))
			return -1;
		r->function_alias = f;
	}
	if (CU_CALL(cuModuleGetFunction, &f, m->handle, r->kernel))
		return -1;
	r->function = f;
	return 0;
}
