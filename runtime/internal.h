/* omp2cuda runtime internals, shared by the files of runtime/ and never
 * installed.
 *
 * Conventions.  The entry points of omp2cuda_rt.h report and exit; every
 * function below them returns 0 (or CUDA_SUCCESS) on success, or -1 (or
 * the CUresult) after recording a message with O2C_ERROR or CU_CALL.
 * The entry point then prints that message under its region's location
 * with o2c_fail and exits with status 1.
 *
 * One lock (o2c_lock) guards the device state, the module list and the
 * present table.  It is never held while user code or a kernel runs, and
 * always released before the process exits (teardown takes it).
 *
 * Every extern name starts with o2c_: this library is linked into users'
 * programs and must not take their names.
 */
#ifndef O2C_INTERNAL_H
#define O2C_INTERNAL_H

#include <cuda.h>

#include "depend.h"
#include "omp2cuda_rt.h"
#include "present.h"
#include "switches.h"

/* cuda.c: the driver API, loaded with dlopen at the first offload.
 * Each line is a symbol exported by libcuda.so.1: the versioned name that
 * cuda.h's macros give the function (cuMemAlloc -> cuMemAlloc_v2).  Code
 * calls the plain names through CU_CALL; cuda.h renames them to these
 * fields the way it renames calls in a program linked with -lcuda, and
 * __typeof__ gives each field the prototype cuda.h declares. */
#define O2C_CU_FUNCS(X)                                                                            \
	X(cuInit)                                                                                  \
	X(cuDeviceGet)                                                                             \
	X(cuDeviceGetCount)                                                                        \
	X(cuDeviceGetName)                                                                         \
	X(cuDeviceGetAttribute)                                                                    \
	X(cuDevicePrimaryCtxRetain)                                                                \
	X(cuDevicePrimaryCtxRelease_v2)                                                            \
	X(cuCtxSetCurrent)                                                                         \
	X(cuCtxSynchronize)                                                                        \
	X(cuMemAlloc_v2)                                                                           \
	X(cuMemFree_v2)                                                                            \
	X(cuMemcpyHtoD_v2)                                                                         \
	X(cuMemcpyDtoH_v2)                                                                         \
	X(cuMemcpyHtoDAsync_v2)                                                                    \
	X(cuMemcpyDtoHAsync_v2)                                                                    \
	X(cuMemHostAlloc)                                                                          \
	X(cuMemFreeHost)                                                                           \
	X(cuMemHostRegister_v2)                                                                    \
	X(cuMemHostUnregister)                                                                     \
	X(cuStreamSynchronize)                                                                     \
	X(cuStreamQuery)                                                                           \
	X(cuStreamCreate)                                                                          \
	X(cuStreamWaitEvent)                                                                       \
	X(cuStreamDestroy_v2)                                                                      \
	X(cuEventDestroy_v2)                                                                       \
	X(cuCtxGetCurrent)                                                                         \
	X(cuMemcpy)                                                                                \
	X(cuModuleLoadData)                                                                        \
	X(cuModuleGetFunction)                                                                     \
	X(cuModuleGetGlobal_v2)                                                                    \
	X(cuModuleUnload)                                                                          \
	X(cuFuncGetAttribute)                                                                      \
	X(cuFuncSetAttribute)                                                                      \
	X(cuOccupancyMaxActiveBlocksPerMultiprocessor)                                             \
	X(cuLaunchKernel)                                                                          \
	X(cuEventCreate)                                                                           \
	X(cuEventRecord)                                                                           \
	X(cuEventSynchronize)                                                                      \
	X(cuEventQuery)                                                                            \
	X(cuEventElapsedTime_v2)                                                                   \
	X(cuGetErrorName)                                                                          \
	X(cuGetErrorString)

/* Driver functions newer than the oldest driver omp2cuda runs on, or
 * that a driver may lack: NULL where it does (CUDA 12.4: loading a
 * module's kernels; stream memory operations, inflight.c; cooperative
 * launches, which chains need: without, a launch per iteration). */
#define O2C_CU_OPTIONAL(X)                                                                         \
	X(cuModuleGetFunctionCount)                                                                \
	X(cuModuleEnumerateFunctions)                                                              \
	X(cuFuncLoad)                                                                              \
	X(cuStreamWriteValue32_v2)                                                                 \
	X(cuMemHostGetDevicePointer_v2)                                                            \
	X(cuLaunchCooperativeKernel)                                                               \
	X(cuCtxGetLimit)                                                                           \
	X(cuCtxSetLimit)                                                                           \
	X(cuMemsetD8_v2)                                                                           \
	X(cuPointerGetAttribute)

typedef struct O2cCuda {
#define X(sym) __typeof__(sym) *sym;
	O2C_CU_FUNCS(X)
	O2C_CU_OPTIONAL(X)
#undef X
} O2cCuda;

extern O2cCuda o2c_cu;

/* The one checking macro: CU_CALL(cuMemAlloc, &p, n) calls the driver and,
 * on failure, records "cuMemAlloc(&p, n) failed: CUDA_ERROR_X (text)"
 * with this file and line.  It yields the CUresult. */
#define CU_CALL(fn, ...)                                                                           \
	o2c_cu_check(o2c_cu.fn(__VA_ARGS__), #fn "(" #__VA_ARGS__ ")", __FILE__, __LINE__)

int o2c_cu_load(void);
CUresult o2c_cu_check(CUresult r, const char *call, const char *file, int line);
const char *o2c_cu_describe(CUresult r);

/* report.c: messages.  O2C_ERROR records a message for o2c_fail. */
#define O2C_ERROR(...) o2c_error(__FILE__, __LINE__, __VA_ARGS__)

void o2c_error(const char *file, int line, const char *fmt, ...)
        __attribute__((format(printf, 3, 4)));
const char *o2c_error_message(void);
_Noreturn void o2c_fail(const char *loc);
void o2c_warn(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
int o2c_verbose(void);
void o2c_note(const char *loc, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* depobj.c: the dependence a depend object holds (OpenMP 5.2 15.9.1). */
int o2c_depobj_read(const void *o, O2cDepend *out);

/* device.c: the GPUs, OpenMP devices 0..n-1 in the driver's order, each
 * initialized lazily at its first use, torn down at exit. */
enum {
	O2C_OFFLOAD_DEFAULT,   /* OMP_TARGET_OFFLOAD unset or DEFAULT */
	O2C_OFFLOAD_MANDATORY, /* OMP_TARGET_OFFLOAD=MANDATORY */
	O2C_OFFLOAD_DISABLED,  /* OMP_TARGET_OFFLOAD=DISABLED */
};

/* grid_trial.c: a region's launches on a device timed on a full GPU and
 * on a block per blockDim iterations, and the grid it keeps;
 * o2c_grid_trial_free destroys the events a trial still holds. */
enum { O2C_GRID_TRIALS = 4, O2C_GRID_WARM = 2 };
typedef struct O2cGridTrial {
	void *ev[O2C_GRID_TRIALS][2]; /* CUevents before and after each trial */
	double trip[O2C_GRID_TRIALS]; /* its iterations */
	int seen;           /* launches that could take part, up to O2C_GRID_WARM */
	int n;              /* trials launched */
	int choice;         /* O2C_GRID_* (geometry.h) */
} O2cGridTrial;
void o2c_grid_trial_free(O2cGridTrial *t);

/* A module or a region loaded on one device: its CUmodule, or its
 * CUfunction and those of its kernel_alias and kernel_narrow. */
typedef struct O2cLoaded {
	const void *key;    /* the O2cModule or O2cRegion */
	void *handle;       /* CUmodule or CUfunction */
	void *alias;        /* the region's kernel_alias, or NULL */
	int module;         /* key is an O2cModule whose CUmodule this is (an rdc
	                       unit shares the linked image's, 0) */
	const O2cModule *owner; /* the module of the key (its own for a module) */
	int max_threads;    /* a region's kernel: the most threads a block of it
	                       may have (CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK) */
	int max_shared;     /* a region's kernel: the dynamic shared memory a
	                       launch may ask for now (its
	                       CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES), or
	                       -1 before o2c_device_shared asks */
	void *narrow;       /* the region's kernel_narrow, or NULL */
	void *lanes;        /* the region's kernel_lanes, or NULL */
	void *flat;         /* the region's kernel_flat, or NULL */
	struct {            /* o2c_device_resident's last answer for each of its
	                       kernels (the kernel, its alias, narrow, lanes,
	                       flat) */
		void *f;
		unsigned threads, shared;
		int blocks;
	} resident[5];
	O2cGridTrial trial; /* a region's grid trial (grid_trial.c) */
} O2cLoaded;

/* task.c: a deferred target task. */
typedef struct O2cTask O2cTask;

/* stream.c: a device's pool of streams for deferred target tasks. */
enum { O2C_STREAMS_MAX = 32 };

typedef struct O2cPool {
	CUstream s[O2C_STREAMS_MAX];  /* made at first use; NULL before */
	const void *last[O2C_STREAMS_MAX]; /* task.c: the last pending task
	                                      placed on each, or NULL */
	CUevent busy[O2C_STREAMS_MAX]; /* its event, recorded after its work */
	int turn;           /* where an independent task looks first */
	CUevent tail;       /* marks the legacy stream's work, for a stream
	                       to wait for */
	CUevent *spare;     /* events of completed tasks, to record again */
	int nspare, capspare;
} O2cPool;

typedef struct O2cDevice {
	int num;            /* OpenMP device number */
	int state;          /* device.c's DEV_* */
	CUdevice dev;
	CUcontext ctx;      /* the primary context, retained */
	int cc_major, cc_minor; /* compute capability */
	int sms;            /* multiprocessors */
	int threads_per_sm; /* resident threads per multiprocessor */
	int shared_optin;   /* the most shared memory a block may opt in to */
	char name[256];
	char why[1024];     /* state DEV_NONE: why it cannot be used */
	O2cPresent present;
	O2cLoaded *loaded;  /* modules and regions loaded on it */
	size_t nloaded, caploaded;
	O2cPool pool;       /* stream.c: the streams of deferred target tasks */
	O2cDeps deps;       /* task.c: their depend items (depend.h) */
	O2cTask *pending, *pending_tail; /* task.c: deferred target tasks, in
	                                    issue order */
	int draining;       /* a thread is completing them, the lock released */
	long owed;          /* copies to the host they will make */
	int deep_stack;     /* its stack limit was raised for a module whose
	                       calls nest deeper than ptxas can bound */
} O2cDevice;

/* inflight.c: kernels launched without waiting for them. */
int o2c_launch_async(void);
/* The last parameter of every generated kernel (O2cDone in
 * omp2cuda_device.h): where it says it finished, and its number; all 0
 * for a kernel nobody waits on this way. */
typedef struct O2cDone {
	CUdeviceptr host;   /* the completion word, mapped host memory */
	unsigned id;
} O2cDone;

void o2c_inflight_open(O2cDevice *d);
void o2c_inflight_mark(O2cDevice *d, const char *loc, const char *kernel, int one_wave,
                       O2cDone *done);
void o2c_inflight_add(O2cDevice *d, const char *loc, const char *kernel, const O2cDone *done);
void o2c_inflight_settle(int locked);
void o2c_inflight_settle_at_exit(void);

void o2c_lock(void);
/* Whether this thread holds o2c_lock (the program's clock reads, clocks.c,
 * leave the kernels in flight alone then). */
extern __thread int o2c_lock_held;
/* Kernels launched and not known to have finished (inflight.c). */
int o2c_inflight_pending(void);
void o2c_inflight_forget(void);
/* A clock read of the program's: first waits for the kernels in flight
 * (clocks.c); set o2c_clock_internal around the runtime's own reads. */
void o2c_clock_read(void);
extern __thread int o2c_clock_internal;
void o2c_unlock(void);
void o2c_lock_wait(void);
void o2c_lock_wake(void);
int o2c_offload(void);
int o2c_device_count(const char **why);
O2cDevice *o2c_device(int num, const char **why);
int o2c_device_bind(O2cDevice *d);
int o2c_device_function(O2cDevice *d, O2cRegion *r, CUfunction *f, CUfunction *alias,
                        CUfunction *narrow, CUfunction *lanes, int *max_threads);
int o2c_device_module(O2cDevice *d, O2cModule *m, CUmodule *out);
int o2c_device_shared(O2cDevice *d, O2cRegion *r, unsigned long long bytes);
/* The region's kernel_flat on the device (o2c_device_function loaded it), or NULL. */
CUfunction o2c_device_flat(O2cDevice *d, O2cRegion *r);
void o2c_device_resident(O2cDevice *d, O2cRegion *r, CUfunction f, unsigned threads,
                         unsigned shared, int *blocks);
/* The region's grid trial on the device (grid_trial.c), or NULL where the
 * region is not loaded there. */
O2cGridTrial *o2c_device_grid_trial(O2cDevice *d, O2cRegion *r);
O2cDevice *o2c_device_opened(int num);

/* usm.c, usm_heap.c: requires unified_shared_memory and unified_address
 * (docs/usm.md).  o2c_usm_flags is 0 in a program without them, and
 * nothing else here then runs. */
int o2c_usm_flags(void);
int o2c_usm_unmet(const char **why);
int o2c_usm_before_launch(void);
int o2c_usm_reaches(uintptr_t p);
int o2c_usm_accessible(const void *p, size_t n);
int o2c_usm_heap_start(void);
int o2c_usm_heap_on(void);
int o2c_usm_owns(const void *p);
int o2c_usm_heap_sync(const char **what);

/* fatbin.c: the architectures a fatbin holds ("sm_90, compute_90"), for
 * messages.  Pure. */
int o2c_fatbin_archs(const void *image, size_t size, char *buf, size_t n);

/* devnum.c: what an OpenMP device number names, given n GPUs (OpenMP
 * 5.2 13.2: 0..n-1 the GPUs, n and omp_initial_device the host).  Pure. */
enum {
	O2C_PICK_HOST = -1,  /* the host: run the host fallback */
	O2C_PICK_NO_GPU = -2, /* a GPU under OMP_TARGET_OFFLOAD=MANDATORY, and
	                         there is none */
	O2C_PICK_RANGE = -3, /* not a device number */
};
#define O2C_INITIAL_DEVICE (-1) /* omp_initial_device */

int o2c_device_pick(int num, int count, int mandatory);
int o2c_construct_pick(int num, int count, int mandatory);
const char *o2c_device_range(int num, int count, char *buf, size_t size);

/* map.c: map clauses over the present table.  lasting: target data or
 * enter data, not a target construct's own maps. */
int o2c_map_enter(O2cDevice *d, O2cMap *maps, int nmaps, int lasting);
int o2c_map_exit(O2cDevice *d, O2cMap *maps, int nmaps);
int o2c_map_check_present(O2cDevice *d, const O2cMap *maps, int nmaps);
int o2c_entry_release(O2cEntry *e);
int o2c_map_update(O2cDevice *d, const O2cMap *m);

/* attach.c: attached pointers (O2C_MAP_ATTACH items), with a count per
 * pointer on each device; o2c_attach_copied keeps them attached across
 * copies of the structs that hold them, and gives the host its own
 * values back; o2c_attach_forget drops those of a range unmapped. */
int o2c_attach_enter(O2cDevice *d, const O2cMap *m);
int o2c_attach_exit(O2cDevice *d, const O2cMap *m);
int o2c_attach_copied(O2cDevice *d, const void *host, size_t bytes, int to_device);
void o2c_attach_forget(O2cDevice *d, const void *host, size_t bytes);
void o2c_attach_clear(O2cDevice *d);

/* globals.c: declare target variables, entered in the present table of
 * each device their module is loaded on; o2c_device_globals loads those
 * modules.  The pointers of declare target link variables follow the
 * present table: o2c_globals_mapped after an entry is inserted,
 * o2c_globals_unmapped before one is removed. */
int o2c_globals_enter(O2cDevice *d, const O2cModule *m, CUmodule mod);
int o2c_device_globals(O2cDevice *d);
int o2c_globals_mapped(O2cDevice *d, O2cEntry *e);
int o2c_globals_unmapped(O2cDevice *d, const O2cEntry *e);
void o2c_globals_clear(O2cDevice *d);
void o2c_globals_forget(O2cDevice *d, const O2cModule *m);
/* host_images.c: the host images device code's virtual call check knows. */
int o2c_host_images_enter(CUmodule mod);
/* unload.c: a module's shared library unloading; its own data still
 * mapped on the device (the program's error) is dropped with a warning,
 * and entries that name an item by a string of the library keep a copy. */
void o2c_unload_mappings(O2cDevice *d, const O2cModule *m);
/* hidden: each copy of the runtime must answer for itself, which an
 * exported function, bound to the program's copy, would not */
__attribute__((visibility("hidden"))) int o2c_runtime_inert(void);
void o2c_globals_unregister(const O2cModule *m);

/* transfer.c: the copies, pageable, staged or page-locked, and which
 * way each takes. */
enum {
	O2C_XFER_PAGEABLE, /* the user's memory as is */
	O2C_XFER_STAGE,    /* large copies through a pinned ring */
	O2C_XFER_PIN,      /* lasting mappings page-locked, other large copies staged */
	O2C_XFER_AUTO,     /* staged, and lasting mappings copied again and again locked */
};

int o2c_xfer_mode(void);
int o2c_copy_in(unsigned long long dev, const void *host, size_t bytes, int pinned);
int o2c_copy_out(void *host, unsigned long long dev, size_t bytes, int pinned);
int o2c_xfer_lock(void *host, size_t bytes);
int o2c_xfer_again(O2cEntry *e, unsigned long long dev, void *host, size_t bytes, int in);
void o2c_xfer_unlock(void *host, size_t bytes);
void o2c_xfer_teardown(void);
void o2c_xfer_stop(void);

/* staging.c: the pinned ring, made on a thread from cuInit on and
 * page-locked once the first GPU's context exists. */
enum { O2C_STAGE_NONE, O2C_STAGE_PENDING, O2C_STAGE_READY };

void o2c_stage_early(void);
void o2c_stage_prepare(CUcontext ctx);
int o2c_stage_state(void);
int o2c_stage_in(unsigned long long dev, const void *host, size_t bytes);
int o2c_stage_out(void *host, unsigned long long dev, size_t bytes);
void o2c_stage_teardown(void);
void o2c_stage_stop(void);

/* task.c: target tasks (nowait, depend) and their completion.  All
 * under the lock, the device bound; o2c_task_drain and o2c_task_drain_all
 * release it while they wait for a task's work, and on failure set *loc to
 * the construct the message is about.  A deferred construct calls
 * o2c_task_begin before its map entry, o2c_task_stream for its kernel's
 * stream, and o2c_task_defer at its end, the lock held throughout. */
int o2c_task_deferred(int flags);
int o2c_task_prepare(O2cDevice *d, int flags, int deferred, const O2cMap *maps, int nmaps,
                     const O2cArg *args, int nargs, int update, const char **loc);
int o2c_task_drain(O2cDevice *d, const char **loc);
int o2c_task_drain_all(O2cDevice *except, const char **loc);
O2cTask *o2c_task_begin(O2cDevice *d, const char *loc, const O2cDepend *deps, int ndeps,
                        const O2cMap *maps, int nmaps, int update, const char **at);
int o2c_task_stream(O2cDevice *d, O2cTask *t, CUstream *s);
int o2c_task_defer(O2cDevice *d, O2cTask *t, const char *kernel, int update,
                   const O2cMap *maps, int nmaps);
void o2c_task_teardown(O2cDevice *d);
void o2c_task_forget(O2cDevice *d);

/* stream.c: the pool of streams of each device (O2cPool). */
int o2c_streams(void);
int o2c_stream_get(O2cDevice *d, int i, CUstream *s);
int o2c_stream_idle(const O2cDevice *d, int i);
int o2c_stream_event(O2cDevice *d, CUevent *e);
void o2c_stream_spare(O2cDevice *d, CUevent e);
void o2c_stream_teardown(O2cDevice *d);

/* fallback.c: run a region's host fallback. */
int o2c_fallback_run(O2cRegion *r, O2cArg *args, int nargs, const O2cLaunch *launch);

/* ledger.c: the GPU-total ledger (OMP2CUDA_PROFILE=1).  Every hook
 * returns at once when profiling is off.  Times are o2c_ledger_clock()
 * nanoseconds (CLOCK_MONOTONIC). */
enum {
	O2C_OP_KERNEL, /* a kernel */
	O2C_OP_H2D,    /* a host-to-device copy */
	O2C_OP_D2H,    /* a device-to-host copy */
	O2C_OP_MEMSET, /* a memset */
	O2C_OP_D2D,    /* a device-to-device copy */
	O2C_OP_OTHER,  /* any other copy (host to host, peer, arrays) */
	O2C_OP_N
};

enum {
	O2C_INIT_CONTEXT, /* cuInit and the primary context */
	O2C_INIT_MODULE,  /* a module load */
};

enum {
	O2C_REGION_TARGET,     /* o2c_target */
	O2C_REGION_DATA_BEGIN, /* o2c_data_begin: counts one run */
	O2C_REGION_DATA_END,   /* o2c_data_end: same row, no run */
	O2C_REGION_UPDATE,     /* o2c_update */
};

unsigned long long o2c_ledger_clock(void);
void o2c_ledger_start(void);
void o2c_ledger_init_done(int what, unsigned long long since);
void o2c_ledger_region_begin(const char *loc, int kind);
void o2c_ledger_region_resume(const char *loc);
void o2c_ledger_region_end(void);
void o2c_ledger_op_begin(CUstream s);
void o2c_ledger_op_end(CUstream s, int op, size_t bytes);
void o2c_ledger_host_run(const char *loc, const char *why, unsigned long long since);
void o2c_ledger_xfer(int op, size_t bytes, unsigned long long ns);
void o2c_ledger_elided(size_t bytes);
unsigned long long o2c_ledger_staged_begin(int op);
void o2c_ledger_staged_end(int op, size_t bytes, unsigned long long since);
void o2c_ledger_inject_staged_begin(int op);
void o2c_ledger_inject_staged_end(int op, size_t bytes, unsigned long long since);
void o2c_ledger_collect(void);
void o2c_ledger_teardown_done(unsigned long long since);
int o2c_ledger_inject(void);

#endif
