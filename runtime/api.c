/* The OpenMP device API on the host (OpenMP 5.2 18.6 resource
 * relinquishing, 18.7 device information routines, 18.8 device memory
 * routines, and OpenMP 6.0's omp_target_memset), backed by this
 * runtime's GPUs and present tables.
 *
 * Programs compiled by omp2cuda are linked with -fopenmp, and libgomp
 * defines these routines too, for devices it knows nothing of.  The
 * driver links libomp2cuda_rt before the host compiler adds libgomp, so
 * a program that calls one of them gets this file's definition (the
 * linker takes a symbol from the first library that defines it); the
 * other omp_* routines (threads, locks, omp_get_wtime) stay libgomp's,
 * the host's, and one neither library defines is a link error naming it.
 * test/lit/host_api_link.c, test/lit/api_missing_link.c and
 * test/run/device_memory_routines.c check it.
 *
 * Device numbers are devnum.c's: 0..n-1 the GPUs, n and -1 the host.
 * With no GPU (or OMP_TARGET_OFFLOAD=DISABLED) there are no devices, the
 * host is device 0, and the memory routines work on host memory, as the
 * specification says of the initial device.  A routine given a number
 * that names no device, or that fails on a GPU, prints a warning and
 * returns its failure value (NULL, 0 or non-zero): it is a library call,
 * and its caller decides.
 *
 * default-device-var is one value for the whole process, from
 * OMP_DEFAULT_DEVICE at the first use (0 without it; "initial" names the
 * host), then from omp_set_default_device in any thread.
 */
#include <limits.h>
#include <omp.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "internal.h"

static pthread_once_t default_once = PTHREAD_ONCE_INIT;
static int default_device;

/* OpenMP 5.2 21.2.7: OMP_DEFAULT_DEVICE (switches.c), a non-negative
 * integer or "initial", before any omp_set_default_device. */
static void
read_default(void)
{
	__atomic_store_n(&default_device, o2c_switches()->default_device, __ATOMIC_RELAXED);
}

int
o2c_default_device(void)
{
	pthread_once(&default_once, read_default);
	return __atomic_load_n(&default_device, __ATOMIC_RELAXED);
}

int
omp_get_default_device(void)
{
	return o2c_default_device();
}

void
omp_set_default_device(int device_num)
{
	pthread_once(&default_once, read_default);
	__atomic_store_n(&default_device, device_num, __ATOMIC_RELAXED);
}

int
omp_get_num_devices(void)
{
	const char *why;
	int n;

	o2c_lock();
	n = o2c_device_count(&why);
	o2c_unlock();
	return n;
}

int
omp_get_initial_device(void)
{
	return omp_get_num_devices();
}

/* On the host; a region's kernel has its own (omp2cuda_device.h), and its
 * host fallback runs here. */
int
omp_is_initial_device(void)
{
	return 1;
}

int
omp_get_device_num(void)
{
	return omp_get_initial_device();
}

/* Lock the runtime and find device_num: *d is its GPU, bound, with its
 * deferred target tasks completed (task.c), or NULL for the host.  -1
 * with the lock released and a warning naming the routine when it names
 * no device or a GPU that cannot be used. */
static int
lock_device(const char *routine, int device_num, O2cDevice **d)
{
	const char *why;
	char buf[256];
	int count, pick;

	*d = NULL;
	o2c_lock();
	count = o2c_device_count(&why);
	pick = o2c_device_pick(device_num, count, 0);
	if (pick == O2C_PICK_HOST)
		return 0;
	if (pick == O2C_PICK_RANGE)
		o2c_warn("%s: %s", routine, o2c_device_range(device_num, count, buf, sizeof buf));
	else if (!(*d = o2c_device(pick, &why)))
		o2c_warn("%s: GPU %d cannot be used: %s", routine, pick, why);
	else if (!o2c_device_bind(*d) && !o2c_task_drain(*d, &why))
		return 0;
	else
		o2c_warn("%s: %s", routine, o2c_error_message());
	o2c_unlock();
	return -1;
}

static int
fail_unlock(const char *routine)
{
	o2c_warn("%s: %s", routine, o2c_error_message());
	o2c_unlock();
	return -1;
}

void *
omp_target_alloc(size_t size, int device_num)
{
	O2cDevice *d;
	CUdeviceptr p = 0;
	CUresult r;

	if (size == 0 || lock_device("omp_target_alloc", device_num, &d))
		return NULL;
	if (!d || (o2c_usm_flags() & O2C_REQUIRES_USM)) {
		/* the host's memory, or under unified_shared_memory the heap's,
		 * which host and device share (usm.c) */
		o2c_unlock();
		return malloc(size);
	}
	r = CU_CALL(cuMemAlloc, &p, size);
	o2c_unlock();
	if (r && r != CUDA_ERROR_OUT_OF_MEMORY) /* out of memory is NULL, silently */
		o2c_warn("omp_target_alloc: %s", o2c_error_message());
	return r ? NULL : (void *)(uintptr_t)p;
}

void
omp_target_free(void *device_ptr, int device_num)
{
	O2cDevice *d;

	if (!device_ptr || lock_device("omp_target_free", device_num, &d))
		return;
	if (d)
		o2c_inflight_settle(1); /* kernels in flight may use it */
	if (!d || o2c_usm_owns(device_ptr))
		free(device_ptr);
	else if (CU_CALL(cuMemFree, (CUdeviceptr)(uintptr_t)device_ptr))
		o2c_warn("omp_target_free: %s", o2c_error_message());
	o2c_unlock();
}

int
omp_target_is_present(const void *ptr, int device_num)
{
	O2cDevice *d;
	int present;

	if (lock_device("omp_target_is_present", device_num, &d))
		return 0;
	present = !d || !ptr || o2c_present_find(&d->present, ptr) != NULL;
	o2c_unlock();
	return present;
}

/* One copy under the lock: each side is the host (NULL) or a GPU. */
static int
copy(O2cDevice *to, char *dst, O2cDevice *from, const char *src, size_t n)
{
	if (!to && !from) {
		memmove(dst, src, n);
		return 0;
	}
	if (from && o2c_device_bind(from))
		return -1;
	if (!to)
		return o2c_copy_out(dst, (uintptr_t)src, n, 0);
	if (o2c_device_bind(to))
		return -1;
	if (!from)
		return o2c_copy_in((uintptr_t)dst, src, n, 0);
	/* unified addressing: the driver copies between any two GPUs */
	o2c_inflight_settle(1);
	return CU_CALL(cuMemcpy, (uintptr_t)dst, (uintptr_t)src, n) ? -1 : 0;
}

int
omp_target_memcpy(void *dst, const void *src, size_t length, size_t dst_offset,
                  size_t src_offset, int dst_device_num, int src_device_num)
{
	O2cDevice *to, *from;

	if (lock_device("omp_target_memcpy", src_device_num, &from))
		return -1;
	o2c_unlock();
	if (lock_device("omp_target_memcpy", dst_device_num, &to))
		return -1;
	if (length == 0)
		goto done;
	if (!dst || !src) {
		o2c_warn("omp_target_memcpy: a NULL %s pointer", dst ? "source" : "destination");
		o2c_unlock();
		return -1;
	}
	if (copy(to, (char *)dst + dst_offset, from, (const char *)src + src_offset, length))
		return fail_unlock("omp_target_memcpy");
done:
	o2c_unlock();
	return 0;
}

/* OpenMP 5.2 18.8.9: host_ptr[0:size] is present from now on, at
 * device_ptr + device_offset, with an infinite reference count.  The host
 * has nothing to associate.  Associating a range again, as it is, does
 * nothing; one that overlaps another mapping is an error. */
int
omp_target_associate_ptr(const void *host_ptr, const void *device_ptr, size_t size,
                         size_t device_offset, int device_num)
{
	O2cDevice *d;
	O2cEntry *e;
	unsigned long long at = (uintptr_t)device_ptr + device_offset;
	int r;

	if (!host_ptr || !device_ptr || !size ||
	    lock_device("omp_target_associate_ptr", device_num, &d))
		return -1;
	if (!d) {
		o2c_unlock();
		return -1;
	}
	r = o2c_present_query(&d->present, host_ptr, size, &e);
	if (r == PRESENT_INSIDE && e->associated && e->host == (uintptr_t)host_ptr &&
	    e->bytes == size && e->dev == at)
		r = 0;
	else if (r != PRESENT_ABSENT) {
		O2C_ERROR("%zu bytes at %p overlap '%s', already present", size, host_ptr, e->name);
		return fail_unlock("omp_target_associate_ptr");
	} else if (!(e = o2c_present_insert(&d->present, host_ptr, size, at, "omp_target_associate_ptr"))) {
		O2C_ERROR("out of host memory");
		return fail_unlock("omp_target_associate_ptr");
	} else {
		e->associated = 1;
		r = 0;
		if (o2c_globals_mapped(d, e))
			return fail_unlock("omp_target_associate_ptr");
	}
	o2c_unlock();
	return r;
}

/* OpenMP 5.2 18.8.10: only an association made by omp_target_associate_
 * ptr, named by its host address, can be removed. */
int
omp_target_disassociate_ptr(const void *ptr, int device_num)
{
	O2cDevice *d;
	O2cEntry *e;

	if (!ptr || lock_device("omp_target_disassociate_ptr", device_num, &d))
		return -1;
	e = d ? o2c_present_find(&d->present, ptr) : NULL;
	if (!e || !e->associated || e->host != (uintptr_t)ptr) {
		o2c_unlock();
		return -1;
	}
	if (o2c_globals_unmapped(d, e))
		return fail_unlock("omp_target_disassociate_ptr");
	o2c_attach_forget(d, (void *)e->host, e->bytes);
	o2c_present_remove(&d->present, e);
	o2c_unlock();
	return 0;
}

/* OpenMP 5.2 18.8.6: a num_dims-dimensional volume of element_size-byte
 * elements, volume[k] along dimension k, from src at src_offsets in an
 * array of src_dimensions to dst at dst_offsets in one of
 * dst_dimensions; the last dimension is contiguous.  Both pointers NULL:
 * the number of dimensions supported, any.  One copy per row. */
static int
copy_rect(O2cDevice *to, char *dst, O2cDevice *from, const char *src, size_t elem, int dims,
          const size_t *volume, const size_t *dst_off, const size_t *src_off,
          const size_t *dst_dims, const size_t *src_dims)
{
	size_t dst_pitch = elem, src_pitch = elem;

	for (int k = 1; k < dims; k++) {
		dst_pitch *= dst_dims[k];
		src_pitch *= src_dims[k];
	}
	dst += dst_off[0] * dst_pitch;
	src += src_off[0] * src_pitch;
	if (dims == 1)
		return copy(to, dst, from, src, volume[0] * elem);
	for (size_t i = 0; i < volume[0]; i++)
		if (copy_rect(to, dst + i * dst_pitch, from, src + i * src_pitch, elem, dims - 1,
		              volume + 1, dst_off + 1, src_off + 1, dst_dims + 1, src_dims + 1))
			return -1;
	return 0;
}

int
omp_target_memcpy_rect(void *dst, const void *src, size_t element_size, int num_dims,
                       const size_t *volume, const size_t *dst_offsets, const size_t *src_offsets,
                       const size_t *dst_dimensions, const size_t *src_dimensions,
                       int dst_device_num, int src_device_num)
{
	O2cDevice *to, *from;
	int empty = 0;

	if (!dst && !src)
		return INT_MAX;
	if (!dst || !src || num_dims < 1 || !volume || !dst_offsets || !src_offsets ||
	    !dst_dimensions || !src_dimensions) {
		o2c_warn("omp_target_memcpy_rect: a NULL pointer or %d dimensions", num_dims);
		return -1;
	}
	for (int k = 0; k < num_dims; k++)
		empty |= volume[k] == 0 || element_size == 0;
	if (lock_device("omp_target_memcpy_rect", src_device_num, &from))
		return -1;
	o2c_unlock();
	if (lock_device("omp_target_memcpy_rect", dst_device_num, &to))
		return -1;
	if (!empty && copy_rect(to, dst, from, src, element_size, num_dims, volume, dst_offsets,
	                        src_offsets, dst_dimensions, src_dimensions))
		return fail_unlock("omp_target_memcpy_rect");
	o2c_unlock();
	return 0;
}

/* The asynchronous routines (18.8.7, 18.8.8, and OpenMP 6.0's
 * omp_target_memset_async) run as an included task: the call does the
 * work and returns once it is done, which every dependence allows.  A
 * task's dependences on earlier sibling tasks (depobj_list) hold since
 * the call first waits for the calling task's children (the host's
 * taskwait, libgomp's, where the program has it) and lock_device
 * completes the deferred target tasks.  Each depend object is read
 * first: one that holds no dependence fails the call. */
extern void GOMP_taskwait(void) __attribute__((weak));

static int
wait_dependences(const char *routine, int depobj_count, const omp_depend_t *depobj_list)
{
	O2cDepend d;

	if (depobj_count > 0 && !depobj_list) {
		o2c_warn("%s: %d depend objects at NULL", routine, depobj_count);
		return -1;
	}
	for (int i = 0; i < depobj_count; i++)
		if (o2c_depobj_read(&depobj_list[i], &d)) {
			o2c_warn("%s: depobj_list[%d]: %s", routine, i, o2c_error_message());
			return -1;
		}
	if (depobj_count > 0 && GOMP_taskwait)
		GOMP_taskwait();
	return 0;
}

int
omp_target_memcpy_async(void *dst, const void *src, size_t length, size_t dst_offset,
                        size_t src_offset, int dst_device_num, int src_device_num,
                        int depobj_count, omp_depend_t *depobj_list)
{
	if (wait_dependences("omp_target_memcpy_async", depobj_count, depobj_list))
		return -1;
	return omp_target_memcpy(dst, src, length, dst_offset, src_offset, dst_device_num,
	                         src_device_num);
}

int
omp_target_memcpy_rect_async(void *dst, const void *src, size_t element_size, int num_dims,
                             const size_t *volume, const size_t *dst_offsets,
                             const size_t *src_offsets, const size_t *dst_dimensions,
                             const size_t *src_dimensions, int dst_device_num,
                             int src_device_num, int depobj_count, omp_depend_t *depobj_list)
{
	if (wait_dependences("omp_target_memcpy_rect_async", depobj_count, depobj_list))
		return -1;
	return omp_target_memcpy_rect(dst, src, element_size, num_dims, volume, dst_offsets,
	                              src_offsets, dst_dimensions, src_dimensions, dst_device_num,
	                              src_device_num);
}

/* OpenMP 6.0 omp_target_memset: count bytes at ptr, a device address of
 * device_num (host memory for the host), set to (unsigned char)val;
 * ptr, or NULL on failure. */
void *
omp_target_memset(void *ptr, int val, size_t count, int device_num)
{
	O2cDevice *d;

	if (!ptr || lock_device("omp_target_memset", device_num, &d))
		return NULL;
	if (!d) {
		memset(ptr, val, count);
	} else if (count && !o2c_cu.cuMemsetD8_v2) {
		O2C_ERROR("the CUDA driver has no cuMemsetD8");
		fail_unlock("omp_target_memset");
		return NULL;
	} else if (count) {
		o2c_inflight_settle(1); /* kernels in flight may use it */
		if (CU_CALL(cuMemsetD8, (CUdeviceptr)(uintptr_t)ptr, (unsigned char)val, count)) {
			fail_unlock("omp_target_memset");
			return NULL;
		}
	}
	o2c_unlock();
	return ptr;
}

void *
omp_target_memset_async(void *ptr, int val, size_t count, int device_num, int depobj_count,
                        omp_depend_t *depobj_list)
{
	if (wait_dependences("omp_target_memset_async", depobj_count, depobj_list))
		return NULL;
	return omp_target_memset(ptr, val, count, device_num);
}

/* OpenMP 5.2 18.8.11: the device address that host address ptr has on
 * device_num, NULL where it is not mapped; on the host, ptr itself. */
void *
omp_get_mapped_ptr(const void *ptr, int device_num)
{
	O2cDevice *d;
	O2cEntry *e;
	void *p = NULL;

	if (!ptr || lock_device("omp_get_mapped_ptr", device_num, &d))
		return NULL;
	if (!d)
		p = (void *)ptr;
	else if ((e = o2c_present_find(&d->present, ptr)))
		p = (void *)(uintptr_t)(e->dev + ((uintptr_t)ptr - e->host));
	o2c_unlock();
	return p;
}

/* OpenMP 5.2 18.8.4: can device_num reach host memory [ptr, ptr + size)
 * as it is?  The host can; a GPU only where it reaches pageable memory
 * (CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS), or, under requires
 * unified_shared_memory, where the runtime makes it reachable (usm.c). */
int
omp_target_is_accessible(const void *ptr, size_t size, int device_num)
{
	O2cDevice *d;
	int can = 0;

	if (lock_device("omp_target_is_accessible", device_num, &d))
		return 0;
	if (!d)
		can = 1;
	else if (CU_CALL(cuDeviceGetAttribute, &can, CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS,
	                 d->dev))
		can = 0;
	if (d && !can)
		can = o2c_usm_accessible(ptr, size);
	o2c_unlock();
	return can != 0;
}

/* OpenMP 5.2 18.6: the runtime may release a device's resources; this
 * one keeps them (its GPUs' contexts, modules and mapped data stay), so
 * a pause succeeds at once for any device, the host included. */
int
omp_pause_resource(omp_pause_resource_t kind, int device_num)
{
	O2cDevice *d;

	(void)kind;
	if (lock_device("omp_pause_resource", device_num, &d))
		return -1;
	o2c_unlock();
	return 0;
}

int
omp_pause_resource_all(omp_pause_resource_t kind)
{
	(void)kind;
	return 0;
}
