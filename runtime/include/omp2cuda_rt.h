/* omp2cuda runtime: the interface that generated host code calls.
 *
 * Every translation unit compiled by omp2cuda registers one O2cModule (its
 * embedded fatbin) from a constructor, and replaces each OpenMP target
 * construct by calls into this interface.  Nothing here touches the GPU
 * until the first offload: the device is initialised lazily, and a
 * program runs through its host fallbacks when no GPU is usable.
 *
 * Entry points called by generated code do not return errors: a failure
 * (no GPU under OMP_TARGET_OFFLOAD=MANDATORY, device out of memory, a
 * kernel fault, an unmapped pointer) prints "omp2cuda: <file:line:col>:
 * error: ..." naming the source region and exits with status 1.
 */
#ifndef OMP2CUDA_RT_H
#define OMP2CUDA_RT_H

#include <stddef.h>
#include <omp.h>

#include "omp2cuda_omp.h"
#include "omp2cuda_contract.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Map types, OpenMP 5.2 5.8.3 (map clause). */
enum {
	O2C_MAP_ALLOC = 0,   /* map(alloc: ...) */
	O2C_MAP_TO = 1,      /* map(to: ...) */
	O2C_MAP_FROM = 2,    /* map(from: ...) */
	O2C_MAP_TOFROM = 3,  /* map(tofrom: ...) */
	O2C_MAP_DELETE = 8,  /* flag: map(delete: ...) on target exit data */
	O2C_MAP_ALWAYS = 16, /* flag: the always map-type modifier */
	O2C_MAP_ATTACH = 32, /* not a map: attach a pointer (below) */
	O2C_MAP_MEMBER = 64, /* flag: a struct's member, inside the piece of the
	                        struct an item before it maps (below) */
	O2C_MAP_PRESENT = 128, /* flag: the present modifier (OpenMP 5.2 5.8.3):
	                          an error when the item is not mapped already */
	O2C_MAP_DEREF = 256, /* flag of O2C_MAP_ATTACH: the region reads through
	                        the pointer (below) */
};

/* One list item of a map clause, explicit or implicit.
 *
 * O2C_MAP_ATTACH (OpenMP 5.2 5.8.3, attached pointers): host is the
 * address of a pointer (a struct's pointer member), and bytes how far
 * past the pointer's value the section it is attached to begins (lo
 * elements of p[lo:len]; 0 for none).  On entry, when the pointer itself
 * is present, its device copy gets the device address of its value,
 * reckoned from the mapped range that holds the section; a non-NULL
 * value whose section is not mapped keeps its host value, or, with
 * O2C_MAP_DEREF (the region reads through it), is an error unless the
 * device reaches that address (device memory, unified shared memory).  On exit, with
 * O2C_MAP_FROM set (the struct is to be copied back), the device copy
 * gets the host value back first.  Attach items follow the maps they
 * join in the list.
 *
 * O2C_MAP_MEMBER (OpenMP 5.0 2.19.7.1, a struct mapped in part): the item
 * lies inside the entry of the piece of its struct that an item before it
 * in the list maps, and takes no reference of its own; its map type says
 * what is copied (to: on entry, when the piece's entry is made by this
 * construct; from: on exit, when the piece's count reaches zero). */
typedef struct O2cMap {
	void *host;          /* first byte of the section on the host */
	size_t bytes;        /* length of the section in bytes */
	int type;            /* O2C_MAP_* */
	const char *name;    /* the list item as written, for messages */
} O2cMap;

/* Argument types: the kernel's parameters and the host fallback's, in order. */
enum {
	O2C_ARG_I8,          /* signed char */
	O2C_ARG_U8,          /* unsigned char, _Bool */
	O2C_ARG_I16,         /* short */
	O2C_ARG_U16,         /* unsigned short */
	O2C_ARG_I32,         /* int, enums */
	O2C_ARG_U32,         /* unsigned int */
	O2C_ARG_I64,         /* long, long long */
	O2C_ARG_U64,         /* unsigned long, size_t */
	O2C_ARG_F32,         /* float */
	O2C_ARG_F64,         /* double */
	O2C_ARG_PTR,         /* pointer, translated through the present table */
	O2C_ARG_RECORD,      /* struct or union by value: the kernel takes the
	                        value, the host fallback a pointer to it */
};

/* One kernel argument.  For O2C_ARG_PTR, value points at the host pointer;
 * map is the index of the map item the pointer is attached to (the device
 * pointer is that item's device address minus the host offset), or -1 to
 * look the pointer up in the present table (OpenMP 5.2 5.8.6: an implicit
 * zero-length array section). */
typedef struct O2cArg {
	void *value;         /* address of the host value */
	int type;            /* O2C_ARG_* */
	int map;             /* O2C_ARG_PTR: attached map item, or -1 */
	const char *name;    /* the captured variable */
	int flags;           /* O2C_ARG_RESTRICT, O2C_ARG_READONLY, ... */
} O2cArg;

/* Argument flags (O2C_ARG_RESTRICT, ...): omp2cuda_contract.h. */

/* A declare target variable (OpenMP 5.2 7.8): its host copy, and the
 * name of its __device__ copy in the module.  When the module is loaded
 * on a device, the runtime enters the host copy in that device's present
 * table with an infinite reference count, the device copy as its device
 * memory: maps find it present, target update copies to and from it.
 *
 * With O2C_GLOBAL_LINK (declare target link), name is a __device__
 * pointer instead: the variable is mapped like any other, and while a
 * mapping holds any of host[0:bytes] on a device, the module's pointer
 * there holds the device address that corresponds to host (NULL while
 * none does). */
typedef struct O2cGlobal {
	void *host;
	size_t bytes;
	const char *name;
	int flags;           /* O2C_GLOBAL_LINK, or 0 */
} O2cGlobal;

#define O2C_GLOBAL_LINK 1

/* The device code of one translation unit.
 *
 * A unit compiled as relocatable device code (rdc) has no image of its
 * own: its kernels and declare target variables are in linked, the
 * image the program's link made from every such unit's code (omp2cuda
 * device-links them), loaded once per device for all of them; linked is
 * NULL when the program was linked without that step. */
typedef struct O2cModule {
	const unsigned char *image;  /* fatbin: sm_90 SASS and PTX; NULL with rdc */
	size_t size;
	const char *source;          /* the user's source file */
	struct O2cModule *next;      /* runtime: registration list */
	struct O2cModule *linked;    /* rdc: the device-linked image */
	int rdc;                     /* relocatable device code */
	int deep_stack;              /* its device code recurses or calls
	                                through function pointers: its kernels
	                                get a larger stack (runtime/device.c) */
} O2cModule;

/* One target region: its kernel and its host fallback. */
typedef struct O2cRegion {
	O2cModule *module;
	const char *kernel;          /* entry point in the module */
	const char *loc;             /* "file:line:col" of the directive */
	void (*host)(void);          /* host fallback; called through libffi
	                                with the kernel's argument list */
	const char *kernel_alias;    /* the kernel without __restrict__, or NULL */
	const char *kernel_narrow;   /* the kernel with 32-bit iteration numbers,
	                                launched when O2cLaunch.trip plus the
	                                grid's threads fits 32 bits, or NULL */
	const char *kernel_lanes;    /* the kernel with a warp per iteration (32-bit
	                                iteration numbers), launched for fewer
	                                iterations than the GPU holds warps, or
	                                NULL (target.c) */
	const char *kernel_chain;    /* the kernel that runs the remaining
	                                iterations of the host loop around the
	                                region in one cooperative launch, or NULL
	                                (o2c_target_chain) */
	const char *kernel_lanes_chain; /* the same of kernel_lanes, or NULL */
	const char *kernel_flat;     /* kernel_narrow with one iteration a thread,
	                                launched in its place where a grid of a
	                                thread per iteration fits and more of its
	                                blocks reside at once, or NULL
	                                (launch.c) */
	const char *kernel_batch;    /* the kernel that reduces for a batch of
	                                the host loop's iterations, a slot each,
	                                or NULL (o2c_target_batch) */
	const char *kernel_steps;    /* the kernel that runs several of a host
	                                loop's stencil steps, or NULL
	                                (o2c_target_steps) */
	int flat_tiles;              /* O2C_FLAT_TILES: kernel_flat runs a
	                                collapse(2) nest in 2-D tiles, with any
	                                grid: launched in kernel_narrow's place
	                                wherever that would run, a block per
	                                tile; O2C_FLAT_GRID: it runs an
	                                iteration a thread of a 2-D grid
	                                (O2cLaunch.fast_trip), launched there
	                                where the grid fits (launch.c) */
	const char *kernel_pivots;   /* a chain's pivot rows, one block, or NULL
	                                (o2c_target_pivots) */
	const char *kernel_below;    /* and its other rows, after it */
} O2cRegion;

/* O2cLaunch, the launch geometry inputs: omp2cuda_contract.h. */

void o2c_register_module(O2cModule *m);
/* From the module's destructor, when its shared library is unloaded
 * (dlclose) or the program ends: the module leaves the list, its
 * CUmodule is unloaded where it was loaded, and its declare target
 * variables are forgotten. */
void o2c_unregister_module(O2cModule *m);
/* The declare target variables of a module, before its registration. */
void o2c_register_globals(O2cModule *m, const O2cGlobal *globals, int nglobals);

/* A unit's requires directives (OpenMP 5.2 8.2.1), from its constructor
 * after o2c_register_module (runtime/usm.c, docs/usm.md).  A unit that
 * passes O2C_REQUIRES_USM also defines malloc and the rest of the C
 * library's allocator as calls of the o2c_usm_* functions below. */
enum {
	O2C_REQUIRES_USM = 1,     /* unified_shared_memory */
	O2C_REQUIRES_ADDRESS = 2, /* unified_address (implied by the first) */
};
void o2c_requires(int flags, const char *source);
void *o2c_usm_malloc(size_t n);
void o2c_usm_free(void *p);
void *o2c_usm_calloc(size_t n, size_t size);
void *o2c_usm_realloc(void *p, size_t n);
void *o2c_usm_memalign(size_t align, size_t n);
int o2c_usm_posix_memalign(void **out, size_t align, size_t n);
size_t o2c_usm_usable_size(void *p);

/* Does a region with known arguments (lowering/known.c) take the
 * descriptor of its kernels that declare them: the values the host passes
 * equal them (equal), and OMP2CUDA_KNOWN_ARGS is on? */
int o2c_known_args(int equal);

/* A divisor the host knows at launch: its multiplier, where
 * OMP2CUDA_DIVISORS is on (runtime/divisor.c, O2cDivisor). */
O2cDivisor o2c_divisor_u32(unsigned d);
O2cDivisor o2c_divisor_s32(int d);

/* A target region: map, launch (or run the host fallback), unmap. */
void o2c_target(O2cRegion *r, O2cMap *maps, int nmaps, O2cArg *args,
                int nargs, const O2cLaunch *launch);

/* A target region that is the whole body of a host for loop
 * (lowering/chains.c), in the iteration `trip` iterations before the
 * loop's end: runs them all in one launch of r->kernel_chain (or of
 * r->kernel_lanes_chain, where units, the largest launch trip count of
 * them, fits its 32-bit iteration numbers) and returns trip, or runs this
 * one as o2c_target does and returns 1. */
unsigned long long o2c_target_chain(O2cRegion *r, O2cArg *args, int nargs,
                                    const O2cLaunch *launch, unsigned long long trip,
                                    unsigned long long units);

/* The same chain as two launches (lowering/pivots.c): r->kernel_pivots,
 * one block, then r->kernel_below; returns trip, or 0 having run nothing
 * where they cannot run (OMP2CUDA_PIVOTS=off, more than O2C_PIVOT_ROWS
 * iterations, no GPU, a pointer argument not present or sharing an
 * allocation with another, units past 32 bits, launches waited for one by
 * one), and the region then runs as o2c_target_chain says. */
unsigned long long o2c_target_pivots(O2cRegion *r, O2cArg *args, int nargs,
                                     const O2cLaunch *launch, unsigned long long trip,
                                     unsigned long long units);

/* The results of a batch of a host loop's reduction regions
 * (lowering/batches.c): the host code keeps one in a block around the
 * loop, the slots o2c_target_batch fills, of the reduction's type. */
typedef struct O2cBatch {
	unsigned long long n;     /* iterations the last batch holds; 0: none */
	unsigned long long first; /* the loop's variable in its first one */
	int off;                  /* the runtime could not launch one: the
	                             region runs as written from then on */
	unsigned long long v[O2C_BATCH_THREADS]; /* the slots' storage */
} O2cBatch;

/* A reduction region in a host loop, at an iteration the last batch
 * does not hold: launches r->kernel_batch for `count` iterations from
 * this one, the slots the only map item, and returns 1 once they are
 * back in maps[0]'s host memory; returns 0, having run nothing, where the
 * region should run as written (no GPU, OMP2CUDA_BATCHES=off, a pointer
 * argument not present or sharing an allocation with another). */
int o2c_target_batch(O2cRegion *r, O2cMap *maps, int nmaps, O2cArg *args, int nargs,
                     const O2cLaunch *launch, unsigned long long count);

/* A stencil step in a host loop (lowering/steps.c), in the iteration
 * `rest` iterations before the loop's end: runs k of them from this one
 * in one launch of r->kernel_steps, k odd, at most O2C_STEPS_MAX and
 * fewer than rest, and returns k; or runs this one as o2c_target does and
 * returns 1.  Arguments from and to are the swapped pointers, reach the
 * largest distance of a read of from from the iteration's element. */
unsigned long long o2c_target_steps(O2cRegion *r, O2cArg *args, int nargs,
                                    const O2cLaunch *launch, unsigned long long rest, int from,
                                    int to, int reach);

/* A target region whose if clause is false (OpenMP 5.2 13.8): its host
 * fallback, with no mapping. */
void o2c_target_host(O2cRegion *r, O2cArg *args, int nargs, const O2cLaunch *launch);

/* In the host fallback of a teams region or of target parallel: the
 * number of teams and the threads per team its launch asked for, as the
 * host runs them (teams: num_teams, else 1; threads: thread_limit or
 * target parallel's num_threads, else 128, at most 1024). */
void o2c_fallback_geometry(int *num_teams, int *threads);
/* In a host fallback: the host's omp_get_level() where it began, the
 * level of the region's initial thread (its code's device API calls
 * answer relative to it); -1 elsewhere. */
int o2c_fallback_level(void);
/* In the host fallback of a loop region: the threads per team its launch
 * asked for (num_threads, thread_limit, 1 for a false if clause of the
 * parallel leaf), or with none, the host's default (omp_get_max_threads),
 * for the host's parallel loop. */
int o2c_fallback_threads(void);

/* target data: map on entry, unmap on exit (OpenMP 5.2 13.5); also
 * target enter data and target exit data (13.6, 13.7). */
void o2c_data_begin(const char *loc, O2cMap *maps, int nmaps);
void o2c_data_end(const char *loc, O2cMap *maps, int nmaps);

/* The GPU-total ledger's default when OMP2CUDA_PROFILE is unset: on for
 * 1, off for 0.  Programs linked with omp2cuda --profile call it with 1
 * from a constructor; OMP2CUDA_PROFILE=0 or 1 overrides it. */
void o2c_profile_default(int on);

/* A map section's length in a variable dimension of a variably modified
 * type that the section must span whole to be one piece of storage
 * (double (*a)[n] mapped as a[0:m][0:n]): len, once lo is 0 and len the
 * extent the type was declared with; else an error naming the item at
 * loc, and the program exits. */
unsigned long long o2c_map_whole(const char *loc, const char *item, long long lo, long long len,
                                 long long extent);

/* target update (OpenMP 5.2 13.9): copy each present item in the
 * direction of its type, O2C_MAP_TO or O2C_MAP_FROM; absent items are
 * left alone. */
void o2c_update(const char *loc, O2cMap *maps, int nmaps);

/* The same constructs with a device clause (OpenMP 5.2 13.2): device is
 * its value, an OpenMP device number (0..n-1 the GPUs, n or -1 the host);
 * anything else is an error naming the construct.  Without the clause,
 * the entry points above use default-device-var (omp_set_default_device,
 * OMP_DEFAULT_DEVICE). */
void o2c_target_on(int device, O2cRegion *r, O2cMap *maps, int nmaps, O2cArg *args, int nargs,
                   const O2cLaunch *launch);
void o2c_data_begin_on(int device, const char *loc, O2cMap *maps, int nmaps);
void o2c_data_end_on(int device, const char *loc, O2cMap *maps, int nmaps);
void o2c_data_close_on(int device, const char *loc, O2cMap *maps, int nmaps); /* O2C_TASK_CLOSE */
void o2c_update_on(int device, const char *loc, O2cMap *maps, int nmaps);

/* Target tasks (OpenMP 5.2 13.6-13.9 with nowait and depend, 15.9.5).
 * Flags of the constructs below: */
enum {
	O2C_NOWAIT = 1, /* nowait: a deferred target task */
	O2C_DEPEND = 2, /* a depend clause, of any dependence type */
};

/* Dependence types of a depend clause (OpenMP 5.2 15.9.5). */
enum {
	O2C_DEP_IN,            /* in */
	O2C_DEP_OUT,           /* out */
	O2C_DEP_INOUT,         /* inout */
	O2C_DEP_MUTEXINOUTSET, /* mutexinoutset: ordered as inout */
	O2C_DEP_INOUTSET,      /* inoutset: ordered as inout */
};

/* One list item of a depend clause: the storage location it names, its
 * address (an array section's: its first element's). */
typedef struct O2cDepend {
	const void *addr;
	int type;            /* O2C_DEP_* */
} O2cDepend;

/* A depend(depobj: o) item (OpenMP 5.2 15.9.3): the location and type
 * that the depobj construct last gave object o, read as the construct
 * that names it is encountered; a depend object that is uninitialized
 * or destroyed is an error at loc. */
O2cDepend o2c_depobj(const void *o, const char *loc);

/* The interop construct (OpenMP 5.1 2.15.1), as an undeferred task once
 * its dependences are complete: init makes *var an object for device
 * (omp_interop_none on the host, where there is no foreign runtime),
 * with a CUDA stream as its targetsync object when targetsync is set;
 * use and destroy first wait for the work queued on that stream, and
 * destroy sets *var to omp_interop_none. */
void o2c_interop_init(omp_interop_t *var, int targetsync, int device, const char *loc);
void o2c_interop_use(omp_interop_t *var, const char *loc);
void o2c_interop_destroy(omp_interop_t *var, const char *loc);

/* What o2c_data_task does. */
enum {
	O2C_TASK_ENTER,  /* target enter data */
	O2C_TASK_EXIT,   /* target exit data */
	O2C_TASK_UPDATE, /* target update */
	O2C_TASK_CLOSE,  /* the end of a target data region: exit data
	                    without the check of the present modifier, which
	                    holds on entry only (OpenMP 5.1 2.21.7.1) */
};

/* A target construct with nowait or depend (deps: its depend items, in
 * clause order): on a GPU, outside every parallel region, a nowait
 * construct returns once its kernel is queued on one of the device's
 * streams, after the pending target tasks its depend items name; its
 * copies back run at the next taskwait (or other synchronization,
 * runtime/task.c).  Everywhere else it completes before the call
 * returns, as an undeferred task. */
void o2c_target_task(int device, int flags, const O2cDepend *deps, int ndeps, O2cRegion *r,
                     O2cMap *maps, int nmaps, O2cArg *args, int nargs, const O2cLaunch *launch);

/* target enter data, exit data and update with nowait or depend. */
void o2c_data_task(int device, int flags, const O2cDepend *deps, int ndeps, int what,
                   const char *loc, O2cMap *maps, int nmaps);

/* taskwait, the end of a taskgroup, and a host task with a depend clause
 * (OpenMP 5.2 15.5, 15.4, 15.9.5): complete every deferred target task. */
void o2c_taskwait(void);

/* default-device-var (OpenMP 5.2 2.4.3), what omp_get_default_device
 * returns: a target data construct without a device clause reads it once,
 * so that its end unmaps on the device its beginning mapped on. */
int o2c_default_device(void);

/* use_device_ptr (OpenMP 5.2 5.4.8) in a target data construct on
 * device: the device address of host, which points into a mapped
 * section; host itself when it is not mapped (it is then taken to hold a
 * device address already) or when the construct runs on the host. */
void *o2c_device_ptr(int device, const char *loc, void *host);

/* The memory management routines as a host fallback calls them (OpenMP
 * 5.2 18.13; the front end renames calls in region code): the host
 * compiler rejects a call of an OpenMP routine written directly in a
 * teams region, which the fallback of a region holding omp_alloc may be.
 * Through these functions the host's OpenMP answers them. */
static __inline__ omp_allocator_handle_t
o2c_omp_init_allocator(omp_memspace_handle_t s, int n, const omp_alloctrait_t t[])
{
	return omp_init_allocator(s, n, t);
}
static __inline__ void o2c_omp_destroy_allocator(omp_allocator_handle_t a) { omp_destroy_allocator(a); }
static __inline__ void *o2c_omp_alloc(size_t n, omp_allocator_handle_t a) { return omp_alloc(n, a); }
static __inline__ void *
o2c_omp_aligned_alloc(size_t align, size_t n, omp_allocator_handle_t a)
{
	return omp_aligned_alloc(align, n, a);
}
static __inline__ void *
o2c_omp_calloc(size_t k, size_t n, omp_allocator_handle_t a)
{
	return omp_calloc(k, n, a);
}
static __inline__ void *
o2c_omp_aligned_calloc(size_t align, size_t k, size_t n, omp_allocator_handle_t a)
{
	return omp_aligned_calloc(align, k, n, a);
}
static __inline__ void o2c_omp_free(void *p, omp_allocator_handle_t a) { omp_free(p, a); }

#ifdef __cplusplus
}

/* A lambda passed to a function template that holds target regions
 * (frontend/cxx_closures.c): the host file wraps it in
 * o2c_lambda_of<id, size, align>(...), whose class derives from the
 * closure type and adds nothing but the number id, which the template's
 * code tests (O2C_LAMBDA_ID) to select the instantiation's branch.  The
 * kernel and the host fallback take the closure's bytes as a struct of
 * the same members: the host compiler's closure must have the size and
 * alignment clang gave it. */
template <unsigned O2cId, class O2cL>
struct o2c_lambda : O2cL {
};
template <unsigned O2cId, long long O2cSize, long long O2cAlign, class O2cL>
static inline o2c_lambda<O2cId, O2cL>
o2c_lambda_of(O2cL l)
{
	static_assert(sizeof(O2cL) == O2cSize && alignof(O2cL) == O2cAlign,
	              "omp2cuda: the host compiler lays this lambda's captures out otherwise "
	              "than clang");
	return o2c_lambda<O2cId, O2cL>{l};
}
template <unsigned O2cId, class O2cL>
constexpr long long
o2c_lambda_id_of(const o2c_lambda<O2cId, O2cL> *)
{
	return O2cId;
}
constexpr long long
o2c_lambda_id_of(const void *)
{
	return -1;
}
template <class O2cT> struct o2c_noref { typedef O2cT type; };
template <class O2cT> struct o2c_noref<O2cT &> { typedef O2cT type; };
template <class O2cT> struct o2c_noref<O2cT &&> { typedef O2cT type; };
#define O2C_LAMBDA_ID(O2cT) o2c_lambda_id_of((typename o2c_noref<O2cT>::type *)0)

/* A region in a variadic function template (frontend/cxx_packs.c): its
 * instance is selected by the pack's types, o2c_pack<decltype(args)...>,
 * and the host code names element K of the pack as
 * `auto &o2c_args<K> = o2c_pack_at<K>::at(args...)` (C++11). */
template <class... O2cTs> struct o2c_pack;

/* A region in a function template with a template template parameter
 * (frontend/cxx_template_names.c): its instance is selected by the
 * template the parameter names. */
template <template <class...> class O2cA, template <class...> class O2cB>
struct o2c_same_template {
	static constexpr bool value = false;
};
template <template <class...> class O2cA>
struct o2c_same_template<O2cA, O2cA> {
	static constexpr bool value = true;
};
template <unsigned O2cK>
struct o2c_pack_at {
	template <class O2cT, class... O2cR>
	static auto at(O2cT &, O2cR &...r) -> decltype(o2c_pack_at<O2cK - 1>::at(r...))
	{
		return o2c_pack_at<O2cK - 1>::at(r...);
	}
};
template <>
struct o2c_pack_at<0> {
	template <class O2cT, class... O2cR>
	static O2cT &at(O2cT &x, O2cR &...)
	{
		return x;
	}
};
#endif

#endif
