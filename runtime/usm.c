/* requires unified_shared_memory and unified_address on GPUs without
 * pageable memory access (docs/usm.md).
 *
 * OpenMP 5.2 8.2.1: under unified_shared_memory every device reaches the
 * host's memory at the host's addresses; under unified_address a pointer
 * means the same on host and device.  A GPU without HMM or ATS reaches
 * only memory the driver maps for it, so the first unit that requires
 * unified_shared_memory (o2c_requires, from its constructor, before main)
 * opens the default GPU and makes the program's memory reachable there:
 *   - the heap: usm_heap.c (the unit defines malloc and the rest);
 *   - static data: every loaded object's writable PT_LOAD segment, less
 *     its RELRO part (dl_iterate_phdr), page-locked with
 *     cuMemHostRegister(DEVICEMAP | PORTABLE); the RELRO part and the
 *     read-only segments (virtual tables, constant tables) read-only
 *     where the GPU can, and otherwise not;
 *   - the main thread's stack: grown to OMP2CUDA_USM_STACK bytes (8 MiB,
 *     or the stack limit if smaller) and page-locked whole; another
 *     thread's stack, at its first launch (o2c_usm_before_launch), and
 *     unlocked when the thread ends.
 * It requires unified addressing and
 * CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM, so that a
 * page-locked host address is its own device address, and that the
 * process's malloc is the unit's (not a static link, a malloc of the
 * program's own, or a library loaded into a program without it).  When
 * any of this fails the GPU is not available to the program
 * (o2c_usm_unmet, device.c): constructs run on the host, with a warning,
 * or stop under OMP_TARGET_OFFLOAD=MANDATORY, never on a GPU that would
 * fault or read other memory.
 *
 * At a launch (target.c) a pointer that is not mapped keeps its host
 * value (OpenMP 5.1) when the driver says the device reaches it at that
 * address (o2c_usm_reaches), under either requirement; otherwise it is
 * the error it was.  Mapped list items are still copied to device memory
 * (OpenMP leaves it to the implementation whether they share storage).
 *
 * A program without requires never calls o2c_requires: no allocator is
 * replaced, nothing is registered, and o2c_usm_flags is 0.
 */
#define _GNU_SOURCE
#include <link.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "internal.h"

static int flags;          /* O2C_REQUIRES_* of every unit */
static int usm_tried;
static const char *unmet;  /* why the GPU cannot give unified shared memory */
static char unmet_buf[512];
static pthread_key_t stack_key;
static __thread int stack_registered;
static int read_only_register; /* the GPU takes CU_MEMHOSTREGISTER_READ_ONLY */

int
o2c_usm_flags(void)
{
	return __atomic_load_n(&flags, __ATOMIC_ACQUIRE);
}

/* 1, with *why, when the program requires unified shared memory that the
 * GPUs cannot give it. */
int
o2c_usm_unmet(const char **why)
{
	if (!unmet)
		return 0;
	*why = unmet;
	return 1;
}

static int
fail(const char *fmt, const char *what)
{
	snprintf(unmet_buf, sizeof unmet_buf, fmt, what);
	unmet = unmet_buf;
	return -1;
}

static int
lock_range(uintptr_t lo, uintptr_t hi)
{
	CUresult r;

	if (hi <= lo)
		return 0;
	r = o2c_cu.cuMemHostRegister((void *)lo, hi - lo,
	                             CU_MEMHOSTREGISTER_DEVICEMAP | CU_MEMHOSTREGISTER_PORTABLE);
	if (r != CUDA_SUCCESS)
		O2C_ERROR("cuMemHostRegister(%p, %zu bytes) failed: %s", (void *)lo,
		          (size_t)(hi - lo), o2c_cu_describe(r));
	return r == CUDA_SUCCESS ? 0 : -1;
}

static uintptr_t
page_down(uintptr_t a)
{
	return a & ~(uintptr_t)(sysconf(_SC_PAGESIZE) - 1);
}

static uintptr_t
page_up(uintptr_t a)
{
	return page_down(a + (uintptr_t)sysconf(_SC_PAGESIZE) - 1);
}

static int
skipped_object(const char *name)
{
	return strstr(name, "libcuda.so") || strstr(name, "libnvidia-");
}

/* Read-only data the device may read at its host address: a virtual
 * table (a virtual base's offset in it: a class with virtual bases that a
 * region uses), a constant table, a string.  Page-locked read-only where
 * the GPU can (CU_MEMHOSTREGISTER_READ_ONLY); where it cannot, the data
 * stays unreachable, as before, and nothing else changes. */
static void
lock_read_only(uintptr_t lo, uintptr_t hi)
{
	CUresult r;

	if (hi <= lo || !read_only_register)
		return;
	r = o2c_cu.cuMemHostRegister((void *)lo, hi - lo,
	                             CU_MEMHOSTREGISTER_DEVICEMAP | CU_MEMHOSTREGISTER_PORTABLE |
	                                     CU_MEMHOSTREGISTER_READ_ONLY);
	if (r != CUDA_SUCCESS)
		o2c_note("", "read-only data at %p (%zu bytes) not reachable by the GPU: %s", (void *)lo,
		         (size_t)(hi - lo), o2c_cu_describe(r));
}

/* One object's writable data, the part after RELRO (read-only once
 * relocated).  The program's own must lock; a library's that does not is
 * reported under OMP2CUDA_VERBOSE and stays unreachable.  Its RELRO part
 * and its read-only segments (not its code), read-only where the GPU can
 * (lock_read_only). */
static int
lock_object(struct dl_phdr_info *info, size_t size, void *data)
{
	uintptr_t relro = 0;
	int *failed = data;

	(void)size;
	if (skipped_object(info->dlpi_name))
		return 0;
	for (int i = 0; i < info->dlpi_phnum; i++)
		if (info->dlpi_phdr[i].p_type == PT_GNU_RELRO)
			relro = page_down(info->dlpi_addr + info->dlpi_phdr[i].p_vaddr +
			                  info->dlpi_phdr[i].p_memsz);
	for (int i = 0; i < info->dlpi_phnum; i++) {
		const ElfW(Phdr) *ph = &info->dlpi_phdr[i];
		uintptr_t lo = page_down(info->dlpi_addr + ph->p_vaddr);
		uintptr_t hi = page_up(info->dlpi_addr + ph->p_vaddr + ph->p_memsz);

		if (ph->p_type == PT_LOAD && !(ph->p_flags & (PF_W | PF_X)))
			lock_read_only(lo, hi);
		if (ph->p_type != PT_LOAD || !(ph->p_flags & PF_W))
			continue;
		if (relro > lo && relro <= hi) {
			lock_read_only(lo, relro);
			lo = relro;
		}
		if (lock_range(lo, hi) == 0)
			continue;
		if (!info->dlpi_name[0])
			*failed = 1;
		else
			o2c_note("", "static data of %s not reachable by the GPU: %s", info->dlpi_name,
			         o2c_error_message());
	}
	return *failed;
}

/* The [stack] mapping of /proc/self/maps. */
static int
stack_mapping(uintptr_t *lo, uintptr_t *hi)
{
	char line[512];
	FILE *f = fopen("/proc/self/maps", "r");
	int found = 0;

	if (!f)
		return -1;
	while (!found && fgets(line, sizeof line, f))
		if (strstr(line, "[stack]") && sscanf(line, "%lx-%lx", lo, hi) == 2)
			found = 1;
	fclose(f);
	return found ? 0 : -1;
}

/* Touch the stack down to `bytes` below its top, highest page first (the
 * kernel grows it one guard gap at a time). */
static __attribute__((noinline)) void
grow_stack(size_t bytes)
{
	volatile char *p = __builtin_alloca(bytes);

	for (size_t i = bytes; i >= 4096; i -= 4096)
		p[i - 1] = 0;
	p[0] = 0;
}

static int
lock_main_stack(void)
{
	struct rlimit rl;
	size_t want = o2c_switches()->usm_stack;
	uintptr_t lo, hi, here = (uintptr_t)&rl;

	if (getrlimit(RLIMIT_STACK, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY &&
	    rl.rlim_cur < want)
		want = rl.rlim_cur;
	if (stack_mapping(&lo, &hi)) {
		O2C_ERROR("no [stack] in /proc/self/maps");
		return -1;
	}
	if (want > (hi - here) + ((size_t)256 << 10))
		grow_stack(want - (hi - here) - ((size_t)128 << 10));
	if (stack_mapping(&lo, &hi))
		return -1;
	stack_registered = 1;
	return lock_range(lo, hi);
}

static void
unlock_stack(void *base)
{
	(void)o2c_cu.cuMemHostUnregister(base);
}

/* This thread's stack (not the main thread's), page-locked at its first
 * launch and unlocked when the thread ends. */
static int
lock_thread_stack(void)
{
	pthread_attr_t a;
	void *base;
	size_t bytes;
	uintptr_t lo, hi;

	if (stack_registered || syscall(SYS_gettid) == getpid())
		return 0;
	if (pthread_getattr_np(pthread_self(), &a))
		return 0;
	pthread_attr_getstack(&a, &base, &bytes);
	pthread_attr_destroy(&a);
	lo = page_up((uintptr_t)base);
	hi = page_up((uintptr_t)base + bytes);
	if (lock_range(lo, hi))
		return -1;
	stack_registered = 1;
	pthread_setspecific(stack_key, (void *)lo);
	return 0;
}

/* Is malloc the unit's (usm_heap.c)?  Through a volatile pointer, so
 * that the compiler keeps the call. */
static int
malloc_replaced(void)
{
	void *(*volatile m)(size_t) = malloc;
	void *p = m(16);
	int ours = o2c_usm_owns(p);

	free(p);
	return ours;
}

static int
check_device(O2cDevice *d)
{
	int ua = 0, host_ptr = 0;

	if (CU_CALL(cuDeviceGetAttribute, &ua, CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING, d->dev) ||
	    CU_CALL(cuDeviceGetAttribute, &host_ptr,
	            CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM, d->dev))
		return fail("%s", o2c_error_message());
	if (!ua || !host_ptr)
		return fail("%s cannot use host pointers for page-locked memory", d->name);
	if (o2c_cu.cuDeviceGetAttribute(&read_only_register,
	                                CU_DEVICE_ATTRIBUTE_READ_ONLY_HOST_REGISTER_SUPPORTED,
	                                d->dev) != CUDA_SUCCESS)
		read_only_register = 0;
	if (!o2c_cu.cuPointerGetAttribute)
		return fail("%s", "the driver has no cuPointerGetAttribute");
	return 0;
}

/* Make the program's memory reachable from the default GPU.  Under the
 * lock.  OMP2CUDA_USM_HEAP=always starts the heap without a GPU too (its
 * blocks then registered by nothing), so that the host tests it. */
static void
start_usm(void)
{
	const char *why = NULL;
	int failed = 0;
	O2cDevice *d = o2c_device(o2c_default_device(), &why);

	if (!d) { /* no GPU: the host runs everything, sharing is trivial */
		if (o2c_switches()->usm_heap_always && !o2c_usm_heap_start() &&
		    !malloc_replaced())
			o2c_warn("OMP2CUDA_USM_HEAP=always: malloc is not omp2cuda's");
		return;
	}
	if (check_device(d))
		return;
	if (pthread_key_create(&stack_key, unlock_stack) || o2c_usm_heap_start())
		return (void)fail("%s", o2c_error_message());
	if (!malloc_replaced())
		return (void)fail("%s", "malloc is not omp2cuda's (a static link, a malloc of the "
		                        "program's own, or a library requiring it loaded into a "
		                        "program that does not)");
	dl_iterate_phdr(lock_object, &failed);
	if (failed)
		return (void)fail("the program's static data: %s", o2c_error_message());
	if (lock_main_stack())
		return (void)fail("the main thread's stack: %s", o2c_error_message());
}

void
o2c_requires(int req, const char *source)
{
	(void)source;
	if (req & O2C_REQUIRES_USM)
		req |= O2C_REQUIRES_ADDRESS;
	__atomic_or_fetch(&flags, req, __ATOMIC_ACQ_REL);
	if (!(req & O2C_REQUIRES_USM) || o2c_offload() == O2C_OFFLOAD_DISABLED)
		return;
	o2c_lock();
	if (!usm_tried++) {
		start_usm();
		if (unmet && o2c_offload() == O2C_OFFLOAD_DEFAULT)
			o2c_warn("requires unified_shared_memory: %s; target constructs run on the host",
			         unmet);
	}
	o2c_unlock();
}

/* Before a kernel starts: heap blocks made since the last launch, and
 * this thread's stack, become reachable.  Under the lock. */
int
o2c_usm_before_launch(void)
{
	const char *what;

	if (!(o2c_usm_flags() & O2C_REQUIRES_USM) || !o2c_usm_heap_on())
		return 0;
	if (o2c_usm_heap_sync(&what)) {
		O2C_ERROR("cannot make the unified shared memory heap reachable by the GPU: "
		          "cuMemHostRegister failed: %s", what);
		return -1;
	}
	return lock_thread_stack();
}

/* Does the current device reach host address p at p (page-locked,
 * managed or device memory)? */
int
o2c_usm_reaches(uintptr_t p)
{
	CUdeviceptr dp = 0;

	return o2c_cu.cuPointerGetAttribute &&
	       o2c_cu.cuPointerGetAttribute(&dp, CU_POINTER_ATTRIBUTE_DEVICE_POINTER,
	                                    (CUdeviceptr)p) == CUDA_SUCCESS &&
	       dp == (CUdeviceptr)p;
}

/* omp_target_is_accessible under unified shared memory: the heap's blocks
 * are reachable from the next launch on; this thread's stack is made
 * reachable now, like at a launch; other memory is reachable where the
 * driver says so (static data, registered or device memory).  Both ends
 * of [p, p + n) are asked.  Under the lock. */
int
o2c_usm_accessible(const void *p, size_t n)
{
	uintptr_t lo = (uintptr_t)p, hi = lo + (n ? n - 1 : 0);
	const char *why;

	if (!(o2c_usm_flags() & O2C_REQUIRES_USM) || o2c_usm_unmet(&why) || hi < lo)
		return 0;
	if (o2c_usm_owns((const void *)lo) && o2c_usm_owns((const void *)hi))
		return 1;
	if (lock_thread_stack())
		return 0;
	return o2c_usm_reaches(lo) && o2c_usm_reaches(hi);
}
