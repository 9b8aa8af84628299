/* The devices: OMP_TARGET_OFFLOAD, lazy initialization, modules, teardown.
 *
 * OpenMP devices 0..n-1 are the n CUDA devices in the driver's order,
 * each driven through its primary context.  o2c_device_count loads the
 * driver and counts the GPUs; o2c_device opens one at its first use; under
 * OMP_TARGET_OFFLOAD=DISABLED nothing ever touches CUDA.  If the
 * driver cannot be loaded, the reason is kept, there are no GPUs, and
 * every construct runs on the host (or, under MANDATORY, the entry point
 * reports it); a GPU that fails to open keeps its own reason the same
 * way.  Modules are only linked into a list when registered (from
 * constructors, before main) and loaded on a device when it opens (a
 * module registered later, at the first launch of one of its kernels
 * there): each device keeps its own CUmodules and CUfunctions
 * (O2cDevice.loaded).  A module the GPU cannot load (a fatbin with
 * neither SASS for its architecture nor PTX it can compile) makes the
 * GPU unusable, with a reason naming its compute capability and the
 * fatbin's architectures: OpenMP 5.2 21.2.8 and 1.3 make a device the
 * implementation does not support run the program's constructs on the
 * host under OMP_TARGET_OFFLOAD=DEFAULT (with a warning here, as the
 * GPU exists) and stop it under MANDATORY.
 *
 * By default (OMP2CUDA_INIT=start) that initialization begins when the
 * program starts, on a thread of its own, so that it overlaps what the
 * program does on the host before its first region (reading or making
 * its inputs): cuInit and the primary context take about 200 ms on an
 * H200, which a program reading its input hides whole.  OMP2CUDA_INIT=lazy
 * waits for the first construct that needs a GPU (a program that forks
 * children which use the GPU needs it: a child of fork() cannot use
 * what its parent's driver opened).
 *
 * Teardown runs from atexit, registered after cuInit so that it runs
 * before the driver's own exit handlers: it completes deferred target
 * tasks still pending (task.c), lets the ledger (ledger.c)
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
 * Requires: o2c_device_count, o2c_device, o2c_device_bind and
 * o2c_device_function are called under the lock.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "internal.h"

enum {
	DEV_UNKNOWN, /* not initialized yet */
	DEV_READY,   /* usable */
	DEV_NONE,    /* no usable GPU: see why */
	DEV_GONE,    /* torn down at exit */
};

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t drained = PTHREAD_COND_INITIALIZER;
static pthread_once_t offload_once = PTHREAD_ONCE_INIT;
static int offload;
static int state;             /* of the driver: DEV_* */
static const char *why;       /* state DEV_NONE or DEV_GONE: why no GPU */
static char why_buf[1024];
static O2cDevice *devices;    /* the GPUs, once the driver is loaded */
static int ndevices;
static O2cModule *modules;
static const char *host_only; /* a module built with -foffload=disable */

__thread int o2c_lock_held;

void
o2c_lock(void)
{
	pthread_mutex_lock(&lock);
	o2c_lock_held = 1;
}

void
o2c_unlock(void)
{
	o2c_lock_held = 0;
	pthread_mutex_unlock(&lock);
}

/* Wait, the lock released meanwhile, until another thread has completed
 * a device's deferred target tasks (task.c). */
void
o2c_lock_wait(void)
{
	pthread_cond_wait(&drained, &lock);
}

void
o2c_lock_wake(void)
{
	pthread_cond_broadcast(&drained);
}

/* OpenMP 5.2 21.2.8: OMP_TARGET_OFFLOAD, case-insensitive. */
static void
read_offload(void)
{
	static const int policy[] = {O2C_OFFLOAD_DEFAULT, O2C_OFFLOAD_MANDATORY,
	                             O2C_OFFLOAD_DISABLED};

	offload = policy[o2c_switches()->offload];
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

/* Start-up beside the program (OMP2CUDA_INIT=start): a thread warms the
 * driver up, cuInit and the default GPU's primary context, which take
 * about 200 ms on an H200 and which nothing of the program's needs.
 * It also begins the staging ring's set-up for that context (staging.c).
 * Nothing is decided there: the first construct opens the driver and
 * the GPU as it would without it (open_driver waits for the warm-up
 * first), finding that work done. */
static pthread_t starter;
static pthread_mutex_t warm_mu = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t warm_cv = PTHREAD_COND_INITIALIZER;
static int warming;       /* the starter has not finished */
static int joinable;      /* the starter was created and is not joined */
static int inited;        /* the warm-up's cuInit succeeded */
static int forked;        /* this process is a child of fork() after the warm-up's cuInit */

static void
warm_done(void)
{
	pthread_mutex_lock(&warm_mu);
	warming = 0;
	pthread_cond_broadcast(&warm_cv);
	pthread_mutex_unlock(&warm_mu);
}

/* Until the warm-up has ended: two threads never load the driver or
 * start the ledger at once. */
static void
warm_wait(void)
{
	pthread_mutex_lock(&warm_mu);
	while (warming)
		pthread_cond_wait(&warm_cv, &warm_mu);
	pthread_mutex_unlock(&warm_mu);
}

/* At exit: the starter may still be inside the driver. */
static void
join_starter(void)
{
	warm_wait();
	pthread_mutex_lock(&warm_mu);
	if (joinable) {
		joinable = 0;
		pthread_join(starter, NULL);
	}
	pthread_mutex_unlock(&warm_mu);
}

static void *
warm_up(void *arg)
{
	int num = o2c_default_device();
	CUdevice dev;
	CUcontext ctx;

	(void)arg;
	if (o2c_cu_load() == 0) {
		o2c_ledger_start();
		if (o2c_cu.cuInit(0) == CUDA_SUCCESS) {
			inited = 1;
			/* after the driver's own exit handlers, so it runs before them */
			(void)atexit(join_starter);
			if (num >= 0 && o2c_cu.cuDeviceGet(&dev, num) == CUDA_SUCCESS &&
			    o2c_cu.cuDevicePrimaryCtxRetain(&ctx, dev) == CUDA_SUCCESS &&
			    o2c_xfer_mode() != O2C_XFER_PAGEABLE) {
				/* the staging ring too: made while the program is
				 * on its own, not beside its first copies */
				o2c_stage_early();
				o2c_stage_prepare(ctx);
			}
		}
	}
	warm_done();
	return NULL;
}

/* A child of fork() cannot use the driver its parent initialized (CUDA
 * is not fork-safe): where the warm-up began and no construct had opened
 * the GPU yet, nothing is mapped, and the child's constructs run on the
 * host (under MANDATORY they report why).  It has only the thread that
 * forked: the locks are made anew, and the kernels in flight are left to
 * the parent. */
static void
forked_child(void)
{
	pthread_mutex_init(&lock, NULL);
	o2c_lock_held = 0;
	o2c_inflight_forget();
	pthread_mutex_init(&warm_mu, NULL);
	if (joinable && inited && state == DEV_UNKNOWN)
		forked = 1;
	joinable = warming = 0;
}

static void
maybe_start(int host_only_module)
{
	static int once;

	if (once++)
		return;
	/* fork() waits for the warm-up: the child then knows how far it got */
	(void)pthread_atfork(warm_wait, NULL, forked_child);
	if (o2c_switches()->init_lazy || host_only_module ||
	    o2c_offload() == O2C_OFFLOAD_DISABLED)
		return;
	warming = 1;
	if (atexit(join_starter) || pthread_create(&starter, NULL, warm_up, NULL)) {
		warming = 0;
		o2c_warn("OMP2CUDA_INIT=start: no thread; initializing at the first construct");
		return;
	}
	joinable = 1;
}

void
o2c_register_module(O2cModule *m)
{
	o2c_lock();
	link_module(m);
	if (!m->size && !m->rdc)
		host_only = m->source;
	o2c_unlock();
	maybe_start(!m->size && !m->rdc);
}

static int
full_teardown(void)
{
	return o2c_switches()->teardown_full;
}

/* Give back what an open device holds: device memory still mapped,
 * modules, the primary context.  CUDA errors are ignored: after a kernel
 * fault every call fails. */
static void
release_device(O2cDevice *d)
{
	size_t i;

	(void)CU_CALL(cuCtxSetCurrent, d->ctx);
	o2c_task_teardown(d);
	for (i = 0; i < d->present.n; i++)
		(void)o2c_entry_release(&d->present.v[i]);
	o2c_present_clear(&d->present);
	o2c_attach_clear(d);
	o2c_globals_clear(d);
	for (i = 0; i < d->nloaded; i++)
		if (d->loaded[i].module)
			(void)CU_CALL(cuModuleUnload, (CUmodule)d->loaded[i].handle);
	free(d->loaded);
	d->loaded = NULL;
	d->nloaded = d->caploaded = 0;
	(void)CU_CALL(cuDevicePrimaryCtxRelease, d->dev);
}

/* Deferred target tasks still pending at exit complete as at a
 * taskwait: their kernels are waited for and their copies back made (a
 * kernel's fault still fails the program).  Inside an atexit handler a
 * failure cannot exit(): it ends the process with _exit(1). */
static void
complete_tasks(void)
{
	const char *loc = NULL;

	o2c_inflight_settle_at_exit();
	if (o2c_task_drain_all(NULL, &loc)) {
		fprintf(stderr, "omp2cuda: %s: error: %s\n", loc ? loc : "<unknown>",
		        o2c_error_message());
		fflush(NULL);
		_exit(1);
	}
}

static void
close_device(O2cDevice *d)
{
	if (d->state != DEV_READY)
		return;
	d->state = DEV_GONE;
	release_device(d);
}

static void
teardown(void)
{
	unsigned long long t;

	o2c_lock();
	if (state == DEV_READY) {
		complete_tasks();
		state = DEV_GONE;
		why = "the devices were released at exit";
		for (int i = 0; i < ndevices; i++)
			if (devices[i].state == DEV_READY) {
				(void)CU_CALL(cuCtxSetCurrent, devices[i].ctx);
				o2c_ledger_collect();
				break;
			}
		t = o2c_ledger_clock();
		if (!full_teardown()) {
			o2c_xfer_stop();
			for (int i = 0; i < ndevices; i++) {
				o2c_present_clear(&devices[i].present);
				o2c_task_forget(&devices[i]);
			}
			o2c_ledger_teardown_done(t);
			o2c_unlock();
			return;
		}
		o2c_xfer_teardown();
		for (int i = 0; i < ndevices; i++)
			close_device(&devices[i]);
		free(devices);
		devices = NULL;
		o2c_ledger_teardown_done(t);
	}
	o2c_unlock();
}

static int
query(O2cDevice *d)
{
	if (CU_CALL(cuDeviceGet, &d->dev, d->num) ||
	    CU_CALL(cuDeviceGetName, d->name, (int)sizeof d->name, d->dev) ||
	    CU_CALL(cuDeviceGetAttribute, &d->cc_major,
	            CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, d->dev) ||
	    CU_CALL(cuDeviceGetAttribute, &d->cc_minor,
	            CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, d->dev) ||
	    CU_CALL(cuDeviceGetAttribute, &d->sms, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT,
	            d->dev) ||
	    CU_CALL(cuDeviceGetAttribute, &d->threads_per_sm,
	            CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR, d->dev) ||
	    CU_CALL(cuDeviceGetAttribute, &d->shared_optin,
	            CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN, d->dev))
		return -1;
	return 0;
}

/* The driver, and the number of GPUs it sees. */
static int
open_driver(void)
{
	int n = 0;

	warm_wait();
	if (o2c_cu_load())
		return -1;
	o2c_ledger_start();
	if (CU_CALL(cuInit, 0) || CU_CALL(cuDeviceGetCount, &n))
		return -1;
	if (n == 0) {
		O2C_ERROR("no CUDA device found");
		return -1;
	}
	if (!(devices = calloc((size_t)n, sizeof *devices))) {
		O2C_ERROR("out of host memory");
		return -1;
	}
	for (int i = 0; i < n; i++)
		devices[i].num = i;
	ndevices = n;
	if (o2c_xfer_mode() != O2C_XFER_PAGEABLE)
		o2c_stage_early();
	if (atexit(teardown))
		o2c_warn("atexit failed: the driver, not the runtime, frees device memory at exit");
	return 0;
}

/* The number of GPUs, loading the driver at the first call; 0, with
 * *reason saying why, when there is none.  It stays the same after
 * teardown, so that device numbers do too. */
int
o2c_device_count(const char **reason)
{
	if (state == DEV_UNKNOWN) {
		if (o2c_offload() == O2C_OFFLOAD_DISABLED) {
			state = DEV_NONE;
			why = "OMP_TARGET_OFFLOAD=DISABLED";
		} else if (forked) {
			state = DEV_NONE;
			why = "the process is a child of fork() after its parent started the GPU "
			      "(OMP2CUDA_INIT=lazy starts it at the first construct that needs it)";
			if (o2c_offload() == O2C_OFFLOAD_DEFAULT)
				o2c_warn("%s; its constructs run on the host", why);
		} else if (host_only) {
			state = DEV_NONE;
			snprintf(why_buf, sizeof why_buf,
			         "%s was built with -foffload=disable: the program has no device code",
			         host_only);
			why = why_buf;
		} else if (open_driver()) {
			state = DEV_NONE;
			snprintf(why_buf, sizeof why_buf, "%s", o2c_error_message());
			why = why_buf;
		} else {
			state = DEV_READY;
		}
	}
	*reason = why;
	return state == DEV_NONE ? 0 : ndevices;
}

/* Every module registered so far, loaded on the device when it opens: a
 * GPU that cannot run the program's kernels (a fatbin without code for
 * its architecture) is then not usable at all, before anything is
 * mapped on it, rather than failing at some region with data already
 * split between host and device. */
static int
load_modules(O2cDevice *d)
{
	CUmodule mod;

	for (O2cModule *m = modules; m; m = m->next)
		if ((m->image || m->rdc) && o2c_device_module(d, m, &mod))
			return -1;
	return 0;
}

/* The heap of device code's malloc, new and their frees: the driver's 8
 * MiB holds one array of two million floats; OMP2CUDA_HEAP_SIZE (256 MiB
 * by default).  It must be set before a kernel that allocates runs; the
 * driver reserves it only when such a kernel's module needs it.  Where
 * it cannot, a warning, and the driver's stays. */
static void
device_heap(O2cDevice *d)
{
	size_t want = o2c_switches()->heap_size, have = 0;
	CUresult r;

	if (!o2c_cu.cuCtxGetLimit || !o2c_cu.cuCtxSetLimit ||
	    o2c_cu.cuCtxGetLimit(&have, CU_LIMIT_MALLOC_HEAP_SIZE) || have >= want)
		return;
	if ((r = o2c_cu.cuCtxSetLimit(CU_LIMIT_MALLOC_HEAP_SIZE, want)))
		o2c_warn("GPU %d: cannot give device code's malloc and new a %zu-byte heap (%s); "
		         "%zu bytes stay (OMP2CUDA_HEAP_SIZE sets it)",
		         d->num, want, o2c_cu_describe(r), have);
}

static int
open_device(O2cDevice *d)
{
	unsigned long long t = o2c_ledger_clock();

	if (query(d) || CU_CALL(cuDevicePrimaryCtxRetain, &d->ctx, d->dev))
		return -1;
	if (CU_CALL(cuCtxSetCurrent, d->ctx)) {
		(void)CU_CALL(cuDevicePrimaryCtxRelease, d->dev);
		return -1;
	}
	o2c_ledger_init_done(O2C_INIT_CONTEXT, t);
	device_heap(d);
	o2c_inflight_open(d);
	if (o2c_xfer_mode() != O2C_XFER_PAGEABLE)
		o2c_stage_prepare(d->ctx);
	if (load_modules(d)) {
		char msg[1024];
		snprintf(msg, sizeof msg, "%s", o2c_error_message());
		release_device(d);
		O2C_ERROR("%s", msg);
		return -1;
	}
	return 0;
}

/* GPU num if it has been opened and is usable, else NULL; opens nothing. */
O2cDevice *
o2c_device_opened(int num)
{
	if (state != DEV_READY || num < 0 || num >= ndevices || devices[num].state != DEV_READY)
		return NULL;
	return &devices[num];
}

/* GPU num (0 <= num < o2c_device_count), opened at its first use; or
 * NULL, with *reason saying why, when it cannot be used.  A GPU that
 * exists but cannot be used is worth a warning under
 * OMP_TARGET_OFFLOAD=DEFAULT, whose constructs then run on the host
 * (under MANDATORY the construct reports it as an error). */
O2cDevice *
o2c_device(int num, const char **reason)
{
	O2cDevice *d;

	if (o2c_device_count(reason) <= num || num < 0 || state != DEV_READY) {
		if (state == DEV_READY)
			*reason = "no such device";
		return NULL;
	}
	d = &devices[num];
	if (d->state == DEV_UNKNOWN) {
		if (open_device(d)) {
			d->state = DEV_NONE;
			snprintf(d->why, sizeof d->why, "device %d: %s", num, o2c_error_message());
			if (o2c_offload() == O2C_OFFLOAD_DEFAULT)
				o2c_warn("%s; its constructs run on the host", d->why);
		} else {
			d->state = DEV_READY;
		}
	}
	*reason = d->why;
	if (d->state == DEV_READY && o2c_usm_unmet(reason))
		return NULL; /* requires unified_shared_memory, which it cannot give (usm.c) */
	return d->state == DEV_READY ? d : NULL;
}

/* Make the device's primary context current in this thread: host
 * threads may all run target regions, on any device. */
int
o2c_device_bind(O2cDevice *d)
{
	CUcontext cur = NULL;

	if (o2c_cu.cuCtxGetCurrent(&cur) == CUDA_SUCCESS && cur == d->ctx)
		return 0;
	return CU_CALL(cuCtxSetCurrent, d->ctx) ? -1 : 0;
}

static O2cLoaded *
loaded(O2cDevice *d, const void *key)
{
	for (size_t i = 0; i < d->nloaded; i++)
		if (d->loaded[i].key == key)
			return &d->loaded[i];
	return NULL;
}

static O2cLoaded *
add_loaded(O2cDevice *d, const void *key, void *handle, void *alias, int module,
           const O2cModule *owner)
{
	O2cLoaded *v;
	size_t cap;

	if (d->nloaded == d->caploaded) {
		cap = d->caploaded ? 2 * d->caploaded : 16;
		if (!(v = realloc(d->loaded, cap * sizeof *v))) {
			O2C_ERROR("out of host memory");
			return NULL;
		}
		d->loaded = v;
		d->caploaded = cap;
	}
	d->loaded[d->nloaded] = (O2cLoaded){.key = key, .handle = handle, .alias = alias, .module = module,
	                                     .owner = owner, .max_shared = -1};
	return &d->loaded[d->nloaded++];
}

/* Load each kernel of a module now.  CUDA loads kernels lazily by
 * default (CUDA_MODULE_LOADING=LAZY): a kernel's first launch loads its
 * code, and that waits for the kernels running on the device, so target
 * tasks meant to run at once (nowait on several streams) would run one
 * after the other whenever one launched a kernel for the first time, and a
 * kernel waiting on another one's flag would wait in vain.  Failures leave
 * the kernel to the lazy path, whose launch reports them; drivers before
 * CUDA 12.4 have no calls for this and keep the default. */
static void
load_kernels(CUmodule mod)
{
	unsigned n = 0;
	CUfunction *fs;

	if (!o2c_cu.cuModuleGetFunctionCount || !o2c_cu.cuModuleEnumerateFunctions ||
	    !o2c_cu.cuFuncLoad || o2c_cu.cuModuleGetFunctionCount(&n, mod) != CUDA_SUCCESS || !n ||
	    !(fs = malloc(n * sizeof *fs)))
		return;
	if (o2c_cu.cuModuleEnumerateFunctions(fs, n, mod) == CUDA_SUCCESS)
		for (unsigned i = 0; i < n; i++)
			(void)o2c_cu.cuFuncLoad(fs[i]);
	free(fs);
}

/* The module's cuModuleLoadData failed on the device: say what the GPU
 * is and what the fatbin holds (CUDA_ERROR_NO_BINARY_FOR_GPU names
 * neither). */
static void
load_failed(const O2cDevice *d, const O2cModule *m)
{
	char cu[512], archs[256];

	snprintf(cu, sizeof cu, "%s", o2c_error_message());
	o2c_fatbin_archs(m->image, m->size, archs, sizeof archs);
	O2C_ERROR("cannot load the kernels of %s on %s (compute capability %d.%d): its fatbin holds "
	          "%s: %s", m->source ? m->source : "<unknown>", d->name, d->cc_major, d->cc_minor,
	          archs, cu);
}

/* One int of the module's device code, written; a module whose code
 * never reads it may not have it. */
static int
set_device_int(CUmodule mod, const char *name, int value)
{
	CUdeviceptr p;
	size_t bytes;
	CUresult r = o2c_cu.cuModuleGetGlobal(&p, &bytes, mod, name);
	char call[96];

	if (r == CUDA_ERROR_NOT_FOUND)
		return 0;
	snprintf(call, sizeof call, "cuModuleGetGlobal(&p, &bytes, mod, \"%s\")", name);
	if (o2c_cu_check(r, call, __FILE__, __LINE__))
		return -1;
	if (bytes != sizeof value) {
		O2C_ERROR("internal error: %s has %zu bytes on the device", name, bytes);
		return -1;
	}
	return CU_CALL(cuMemcpyHtoD, p, &value, sizeof value) ? -1 : 0;
}

/* OpenMP 5.2 18.7.5, 18.7.2, 18.7.7: device code answers
 * omp_get_device_num() from the module's o2c_device_num (omp2cuda_device.h),
 * the number of the device the module is loaded on, and
 * omp_get_num_devices() and omp_get_initial_device() from
 * o2c_num_devices, the number of devices the host sees. */
static int
set_device_num(const O2cDevice *d, CUmodule mod)
{
	const char *why;

	return set_device_int(mod, "o2c_device_num", d->num) ||
	       set_device_int(mod, "o2c_num_devices", o2c_device_count(&why));
}

/* A unit of relocatable device code: the device-linked image's CUmodule
 * (loaded once for every such unit), with the unit's declare target
 * variables entered; its entry is not a module of its own, unloaded
 * with the image's. */
static int
linked_module(O2cDevice *d, O2cModule *m, CUmodule *out)
{
	CUmodule mod;

	if (!m->linked) {
		O2C_ERROR("the device code of %s is relocatable (it calls or defines declare target "
		          "routines of other files, or was compiled with -fgpu-rdc), but the program "
		          "was linked without its device link: link it with omp2cuda",
		          m->source ? m->source : "<unknown>");
		return -1;
	}
	if (o2c_device_module(d, m->linked, &mod))
		return -1;
	if (!add_loaded(d, m, mod, NULL, 0, m) || o2c_globals_enter(d, m, mod))
		return -1;
	*out = mod;
	return 0;
}

/* The module's CUmodule on the device, loaded at the first call, with
 * its declare target variables entered in the present table and its
 * device number set. */
int
o2c_device_module(O2cDevice *d, O2cModule *m, CUmodule *out)
{
	O2cLoaded *e = loaded(d, m);
	unsigned long long t;
	CUmodule mod;

	if (e) {
		*out = (CUmodule)e->handle;
		return 0;
	}
	link_module(m);
	if (m->rdc)
		return linked_module(d, m, out);
	t = o2c_ledger_clock();
	if (CU_CALL(cuModuleLoadData, &mod, m->image)) {
		load_failed(d, m);
		return -1;
	}
	load_kernels(mod);
	if (!add_loaded(d, m, mod, NULL, 1, m)) {
		(void)CU_CALL(cuModuleUnload, mod);
		return -1;
	}
	if (o2c_globals_enter(d, m, mod) || set_device_num(d, mod) || o2c_host_images_enter(mod))
		return -1;
	o2c_ledger_init_done(O2C_INIT_MODULE, t);
	*out = mod;
	return 0;
}

/* A variant of the region's kernel named name (or none) in mod, into
 * *k, and its most threads a block into *max (unchanged where none). */
static int
variant(CUmodule mod, const char *name, CUfunction *k, int *max)
{
	*k = NULL;
	return name && (CU_CALL(cuModuleGetFunction, k, mod, name) ||
	                CU_CALL(cuFuncGetAttribute, max, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, *k));
}

/* Raise d's stack limit (per thread, for every kernel of its context)
 * to OMP2CUDA_STACK_SIZE (switches.c: 16 KiB by default, at most 1 GiB,
 * 1 KiB being the driver's, too little for a few dozen nested calls)
 * before it runs a kernel of a module whose device code
 * recurses or calls through pointers.  The driver reserves the stack of
 * every thread the GPU holds at once; where it cannot, a warning, and
 * the smaller stack stays. */
static int
deep_stack(O2cDevice *d)
{
	size_t want = o2c_switches()->stack_size, have = 0;
	CUresult r;

	if (d->deep_stack || !o2c_cu.cuCtxGetLimit || !o2c_cu.cuCtxSetLimit)
		return 0;
	d->deep_stack = 1;
	if (CU_CALL(cuCtxGetLimit, &have, CU_LIMIT_STACK_SIZE))
		return -1;
	if (have >= want)
		return 0;
	o2c_inflight_settle(1);
	r = o2c_cu.cuCtxSetLimit(CU_LIMIT_STACK_SIZE, want);
	if (r)
		o2c_warn("GPU %d: cannot give each thread a %zu-byte stack for recursion (%s); "
		         "%zu bytes stay (OMP2CUDA_STACK_SIZE sets it)",
		         d->num, want, o2c_cu_describe(r), have);
	return 0;
}

/* The region's CUfunction on the device, and its kernel_alias's,
 * kernel_narrow's and kernel_lanes's (or NULL), loading its module at the
 * first launch there; *max_threads, the most threads a block of any of
 * them may have, asked once. */
int
o2c_device_function(O2cDevice *d, O2cRegion *r, CUfunction *f, CUfunction *alias,
                    CUfunction *narrow, CUfunction *lanes, int *max_threads)
{
	O2cModule *m = r->module;
	O2cLoaded *e = loaded(d, r);
	CUmodule mod;
	CUfunction k, ka = NULL, kn = NULL, kl = NULL, kf = NULL;
	int max = 1024, max_alias = 1024, max_narrow = 1024, max_lanes = 1024, max_flat = 1024;

	if (!e) {
		if (m && !m->size && !m->rdc) {
			O2C_ERROR("%s was built with -foffload=disable and loaded after the GPU was "
			          "opened: its regions have no device code", m->source);
			return -1;
		}
		if (!m || (!m->image && !m->rdc) || !r->kernel) {
			O2C_ERROR("internal error: region has no device code");
			return -1;
		}
		if (o2c_device_module(d, m, &mod) || (m->deep_stack && deep_stack(d)))
			return -1;
		if (variant(mod, r->kernel_alias, &ka, &max_alias) ||
		    variant(mod, r->kernel_narrow, &kn, &max_narrow) ||
		    variant(mod, r->kernel_lanes, &kl, &max_lanes) ||
		    variant(mod, r->kernel_flat, &kf, &max_flat))
			return -1;
		if (CU_CALL(cuModuleGetFunction, &k, mod, r->kernel) ||
		    CU_CALL(cuFuncGetAttribute, &max, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, k) ||
		    !(e = add_loaded(d, r, k, ka, 0, m)))
			return -1;
		e->narrow = kn;
		e->lanes = kl;
		e->flat = kf;
		e->max_threads = max < max_alias ? max : max_alias;
		if (max_narrow < e->max_threads)
			e->max_threads = max_narrow;
		if (max_lanes < e->max_threads)
			e->max_threads = max_lanes;
		if (max_flat < e->max_threads)
			e->max_threads = max_flat;
	}
	*f = (CUfunction)e->handle;
	*alias = (CUfunction)e->alias;
	*narrow = (CUfunction)e->narrow;
	*lanes = (CUfunction)e->lanes;
	*max_threads = e->max_threads;
	return 0;
}

CUfunction
o2c_device_flat(O2cDevice *d, O2cRegion *r)
{
	O2cLoaded *e = loaded(d, r);

	return e ? (CUfunction)e->flat : NULL;
}

/* May a launch of region r's kernel (loaded by o2c_device_function) ask
 * for `bytes` of dynamic shared memory?  Its limit starts at 48 KiB less
 * its static shared memory; where bytes exceed it, it is raised to bytes
 * if the device lets a block opt in to that much with the kernel's static
 * shared memory (CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES).
 * 1: it may; 0: it may not; -1: a driver call failed. */
int
o2c_device_shared(O2cDevice *d, O2cRegion *r, unsigned long long bytes)
{
	O2cLoaded *e = loaded(d, r);
	CUfunction f;
	int fixed;

	if (!e)
		return 0;
	f = (CUfunction)e->handle;
	if (e->max_shared < 0 &&
	    CU_CALL(cuFuncGetAttribute, &e->max_shared, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
	            f))
		return -1;
	if (bytes <= (unsigned long long)e->max_shared)
		return 1;
	if (CU_CALL(cuFuncGetAttribute, &fixed, CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, f))
		return -1;
	if (bytes + (unsigned long long)fixed > (unsigned long long)d->shared_optin)
		return 0;
	if (CU_CALL(cuFuncSetAttribute, f, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, (int)bytes))
		return -1;
	e->max_shared = (int)bytes;
	return 1;
}

/* How many blocks of f (region r's kernel, its alias, narrow, lanes or flat, as
 * o2c_device_function gave them) of `threads` threads and `shared` bytes
 * of dynamic shared memory reside on a multiprocessor at once, into
 * *blocks (cuOccupancyMaxActiveBlocksPerMultiprocessor); 0 where r's
 * kernels are not loaded or the driver cannot tell (the launch then keeps
 * its grid: the question is an optimization's, and the launch reports
 * what is wrong with the kernel).  The last answer for each kernel is
 * kept: a region's launches mostly repeat their geometry. */
void
o2c_device_resident(O2cDevice *d, O2cRegion *r, CUfunction f, unsigned threads, unsigned shared,
                    int *blocks)
{
	O2cLoaded *e = loaded(d, r);
	int k;

	*blocks = 0;
	if (!e)
		return;
	k = f == (CUfunction)e->alias    ? 1
	    : f == (CUfunction)e->narrow ? 2
	    : f == (CUfunction)e->lanes  ? 3
	    : f == (CUfunction)e->flat   ? 4
	                                 : 0;
	if (e->resident[k].f != (void *)f || e->resident[k].threads != threads ||
	    e->resident[k].shared != shared) {
		if (o2c_cu.cuOccupancyMaxActiveBlocksPerMultiprocessor(&e->resident[k].blocks, f,
		                                                       (int)threads, (size_t)shared))
			e->resident[k].blocks = 0;
		e->resident[k].f = (void *)f;
		e->resident[k].threads = threads;
		e->resident[k].shared = shared;
	}
	*blocks = e->resident[k].blocks;
}

/* Forget on the device what belongs to the module or to the image it
 * shares (rdc): its CUmodule unloaded, its CUfunctions dropped.  An rdc
 * library's units all go together, as its destructors run one after the
 * other: the first unloads the shared image. */
static void
forget_loaded(O2cDevice *d, const O2cModule *m)
{
	for (size_t i = 0; i < d->nloaded;) {
		O2cLoaded *e = &d->loaded[i];
		if (e->owner != m && (!m->linked || e->owner != m->linked)) {
			i++;
			continue;
		}
		if (e->module)
			(void)CU_CALL(cuModuleUnload, (CUmodule)e->handle);
		o2c_grid_trial_free(&e->trial); /* an undecided trial's events */
		*e = d->loaded[--d->nloaded];
	}
}

static void
unlink_module(const O2cModule *m)
{
	for (O2cModule **p = &modules; *p;)
		if (*p == m || (m->linked && *p == m->linked))
			*p = (*p)->next;
		else
			p = &(*p)->next;
}

O2cGridTrial *
o2c_device_grid_trial(O2cDevice *d, O2cRegion *r)
{
	O2cLoaded *e = loaded(d, r);

	return e ? &e->trial : NULL;
}

/* The module's destructor: its shared library is being unloaded
 * (dlclose), or the program is ending.  On each open GPU the work in
 * flight completes (deferred target tasks, kernels not waited for: they
 * may be the library's), mappings of the library's own data that the
 * program left open are dropped with a warning (unload.c), the module's
 * declare target variables leave the present table and its CUmodule is
 * unloaded; a later dlopen registers it anew.  At exit, after teardown
 * (state DEV_GONE; the destructors of the program and of the libraries
 * still loaded run after the exit handlers) and where CUDA was never
 * opened, only the lists change: no CUDA call. */
void
o2c_unregister_module(O2cModule *m)
{
	const char *loc;

	o2c_lock();
	unlink_module(m);
	if (host_only == m->source)
		host_only = NULL;
	if (state == DEV_READY) {
		if (o2c_task_drain_all(NULL, &loc)) {
			o2c_unlock();
			o2c_fail(loc);
		}
		o2c_inflight_settle(1);
		for (int i = 0; i < ndevices; i++) {
			O2cDevice *d = &devices[i];
			if (d->state != DEV_READY || o2c_device_bind(d))
				continue;
			(void)CU_CALL(cuCtxSynchronize);
			if (loaded(d, m))
				o2c_globals_forget(d, m);
			o2c_unload_mappings(d, m);
			forget_loaded(d, m);
		}
	}
	o2c_globals_unregister(m);
	o2c_unlock();
}
