/* <omp.h> as the generated CUDA file sees it.
 *
 * A kernel that uses a type of the user's header brings that whole header
 * into the .cu file (frontend/decls.c), and such headers often include
 * <omp.h>.  The host's omp.h cannot be compiled there: its routines are
 * host functions, and the device API of omp2cuda_device.h defines the same
 * names for the device.  The driver puts this file's directory first on
 * nvcc's include path, so the header finds this one: the types and enum
 * values of the OpenMP API (OpenMP 5.2 20.2), so that its declarations
 * compile.  Device code reaches the routines through omp2cuda_device.h;
 * the front end refuses the ones the device has not (locks, allocators).
 */
#ifndef OMP2CUDA_DEVICE_OMP_H
#define OMP2CUDA_DEVICE_OMP_H

typedef struct omp_lock_t {
	void *o2c_lock;
} omp_lock_t;
typedef struct omp_nest_lock_t {
	void *o2c_lock;
} omp_nest_lock_t;
typedef struct omp_depend_t {
	char o2c_depend[sizeof(void *)];
} omp_depend_t;

typedef enum omp_sched_t {
	omp_sched_static = 1,
	omp_sched_dynamic = 2,
	omp_sched_guided = 3,
	omp_sched_auto = 4,
	omp_sched_monotonic = (int)0x80000000u
} omp_sched_t;

typedef enum omp_proc_bind_t {
	omp_proc_bind_false = 0,
	omp_proc_bind_true = 1,
	omp_proc_bind_primary = 2,
	omp_proc_bind_master = 2,
	omp_proc_bind_close = 3,
	omp_proc_bind_spread = 4
} omp_proc_bind_t;

typedef enum omp_sync_hint_t {
	omp_sync_hint_none = 0,
	omp_lock_hint_none = 0,
	omp_sync_hint_uncontended = 1,
	omp_lock_hint_uncontended = 1,
	omp_sync_hint_contended = 2,
	omp_lock_hint_contended = 2,
	omp_sync_hint_nonspeculative = 4,
	omp_lock_hint_nonspeculative = 4,
	omp_sync_hint_speculative = 8,
	omp_lock_hint_speculative = 8
} omp_sync_hint_t;
typedef omp_sync_hint_t omp_lock_hint_t;

typedef enum omp_pause_resource_t { omp_pause_soft = 1, omp_pause_hard = 2 } omp_pause_resource_t;

typedef __UINTPTR_TYPE__ omp_uintptr_t;
typedef __INTPTR_TYPE__ omp_intptr_t;

typedef enum omp_memspace_handle_t : __UINTPTR_TYPE__ {
	omp_default_mem_space = 0,
	omp_large_cap_mem_space = 1,
	omp_const_mem_space = 2,
	omp_high_bw_mem_space = 3,
	omp_low_lat_mem_space = 4
} omp_memspace_handle_t;

typedef enum omp_allocator_handle_t : __UINTPTR_TYPE__ {
	omp_null_allocator = 0,
	omp_default_mem_alloc = 1,
	omp_large_cap_mem_alloc = 2,
	omp_const_mem_alloc = 3,
	omp_high_bw_mem_alloc = 4,
	omp_low_lat_mem_alloc = 5,
	omp_cgroup_mem_alloc = 6,
	omp_pteam_mem_alloc = 7,
	omp_thread_mem_alloc = 8
} omp_allocator_handle_t;

typedef enum omp_alloctrait_key_t {
	omp_atk_sync_hint = 1,
	omp_atk_alignment = 2,
	omp_atk_access = 3,
	omp_atk_pool_size = 4,
	omp_atk_fallback = 5,
	omp_atk_fb_data = 6,
	omp_atk_pinned = 7,
	omp_atk_partition = 8
} omp_alloctrait_key_t;

typedef enum omp_alloctrait_value_t {
	omp_atv_false = 0,
	omp_atv_true = 1,
	omp_atv_contended = 3,
	omp_atv_uncontended = 4,
	omp_atv_serialized = 5,
	omp_atv_sequential = 5,
	omp_atv_private = 6,
	omp_atv_all = 7,
	omp_atv_thread = 8,
	omp_atv_pteam = 9,
	omp_atv_cgroup = 10,
	omp_atv_default_mem_fb = 11,
	omp_atv_null_fb = 12,
	omp_atv_abort_fb = 13,
	omp_atv_allocator_fb = 14,
	omp_atv_environment = 15,
	omp_atv_nearest = 16,
	omp_atv_blocked = 17,
	omp_atv_interleaved = 18
} omp_alloctrait_value_t;

typedef struct omp_alloctrait_t {
	omp_alloctrait_key_t key;
	omp_uintptr_t value;
} omp_alloctrait_t;

typedef enum omp_event_handle_t : __UINTPTR_TYPE__ {
	o2c_omp_event_max = ~(__UINTPTR_TYPE__)0
} omp_event_handle_t;
typedef void *omp_interop_t;

#endif
