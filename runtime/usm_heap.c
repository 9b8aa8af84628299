/* The heap of a program that requires unified_shared_memory: host memory
 * the GPU reaches at the same address (docs/usm.md).
 *
 * A unit that requires unified_shared_memory defines malloc, free,
 * calloc, realloc, posix_memalign, aligned_alloc, memalign, valloc,
 * pvalloc and malloc_usable_size (weak, in its host file: codegen/
 * emit_host.c) as calls of the o2c_usm_* functions here, so that they
 * replace the C library's for the whole process.  A program without the
 * requirement defines none of them and never calls this file.
 *
 * Until o2c_usm_heap_start (usm.c, from the first such unit's
 * constructor, once a GPU can give unified shared memory) every call is
 * the C library's (__libc_malloc and the rest); afterwards new blocks
 * come from the arena: one range of address space reserved at start
 * (PROT_NONE), carved from the bottom into chunks of small blocks (one
 * free list per power-of-two size class) and large blocks (whole pages,
 * first fit among freed ranges).  A block belongs to the arena exactly
 * when its address lies in the reserved range, so free, realloc and
 * malloc_usable_size send the C library's own blocks (allocated before
 * the start) back to it.
 *
 * Nothing here calls the CUDA driver: malloc runs inside driver calls
 * and on the driver's threads, where calling it again could deadlock.
 * Every carved range is queued instead, and o2c_usm_heap_sync (usm.c,
 * before each kernel launch, under the runtime lock) page-locks the
 * queued ranges with cuMemHostRegister(DEVICEMAP | PORTABLE); a freed
 * large block is queued for cuMemHostUnregister there, and only then
 * reused (registered first if it was still queued).  So every arena block that exists when a kernel starts is
 * registered.  Chunks of small blocks stay registered until the process
 * ends.
 *
 * Requires: the arena's lock is the only lock taken inside malloc, and
 * is never held across a call out of this file.
 * Guarantees: blocks are 16-byte aligned (more on request); a block of
 * the arena never moves and is device-accessible at its host address
 * from the next launch on.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "internal.h"

void *__libc_malloc(size_t);
void __libc_free(void *);
void *__libc_calloc(size_t, size_t);
void *__libc_realloc(void *, size_t);
void *__libc_memalign(size_t, size_t);

enum {
	HDR = 16,                 /* header before every block */
	MIN_SHIFT = 4,            /* smallest class: 16 bytes */
	NCLASSES = 15,            /* 16 B .. 256 KiB */
	CHUNK = 4 << 20,          /* small blocks are carved 4 MiB at a time */
	KIND_SMALL = 1,           /* hdr.a = class */
	KIND_LARGE = 2,           /* hdr.a = bytes of the whole range */
	KIND_ALIGNED = 3,         /* hdr.a = offset back to the real block */
	MAX_RANGES = 1 << 16,     /* queued or free ranges, each list */
};

typedef struct Hdr {
	uint64_t a;
	uint32_t kind;
	uint32_t magic;
} Hdr;

typedef struct Range {
	uintptr_t base;
	size_t bytes;
} Range;

#define MAGIC 0x05a1105cu

static pthread_mutex_t heap_lock = PTHREAD_MUTEX_INITIALIZER;
static uintptr_t arena_lo, arena_hi, arena_top;
static int started;
static void *free_list[NCLASSES];
static uintptr_t chunk_next, chunk_end;
static Range to_register[MAX_RANGES], to_unregister[MAX_RANGES], reusable[MAX_RANGES];
static int nregister, nunregister, nreusable;
static size_t page = 4096;

/* Reserve the arena: the largest of 16 TiB, 4 TiB, ... 64 GiB that the
 * kernel gives as address space (PROT_NONE, no memory behind it). */
int
o2c_usm_heap_start(void)
{
	size_t bytes = (size_t)16 << 40;
	void *p;

	page = (size_t)sysconf(_SC_PAGESIZE);
	while ((p = mmap(NULL, bytes, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1,
	                 0)) == MAP_FAILED &&
	       bytes > (size_t)64 << 30)
		bytes /= 4;
	if (p == MAP_FAILED) {
		O2C_ERROR("cannot reserve address space for the unified shared memory heap");
		return -1;
	}
	pthread_mutex_lock(&heap_lock);
	arena_lo = arena_top = (uintptr_t)p;
	arena_hi = arena_lo + bytes;
	__atomic_store_n(&started, 1, __ATOMIC_RELEASE);
	pthread_mutex_unlock(&heap_lock);
	return 0;
}

int
o2c_usm_heap_on(void)
{
	return __atomic_load_n(&started, __ATOMIC_ACQUIRE);
}

/* Is p a block of the arena (not the C library's)? */
int
o2c_usm_owns(const void *p)
{
	uintptr_t u = (uintptr_t)p;

	return o2c_usm_heap_on() && u >= arena_lo && u < arena_hi;
}

static int
push_range(Range *v, int *n, uintptr_t base, size_t bytes)
{
	if (*n == MAX_RANGES)
		return -1;
	v[(*n)++] = (Range){base, bytes};
	return 0;
}

/* A new range of the arena, readable and writable, queued for
 * registration; 0 when the arena or the queue is full.  Under the lock. */
static uintptr_t
carve(size_t bytes)
{
	uintptr_t p = 0;

	for (int i = 0; i < nreusable; i++)
		if (reusable[i].bytes >= bytes) {
			p = reusable[i].base;
			if (reusable[i].bytes > bytes)
				reusable[i] = (Range){p + bytes, reusable[i].bytes - bytes};
			else
				reusable[i] = reusable[--nreusable];
			break;
		}
	if (!p) {
		if (arena_hi - arena_top < bytes)
			return 0;
		p = arena_top;
		arena_top += bytes;
	}
	if (mprotect((void *)p, bytes, PROT_READ | PROT_WRITE) ||
	    push_range(to_register, &nregister, p, bytes))
		return 0;
	return p;
}

static int
size_class(size_t n)
{
	int c = 0;

	while (((size_t)1 << (c + MIN_SHIFT)) < n + HDR)
		c++;
	return c;
}

static void *
with_header(uintptr_t block, uint64_t a, uint32_t kind)
{
	Hdr *h = (Hdr *)block;

	*h = (Hdr){a, kind, MAGIC};
	return (void *)(block + HDR);
}

static void *
alloc_small(int c)
{
	size_t bytes = (size_t)1 << (c + MIN_SHIFT);
	uintptr_t b;

	if (free_list[c]) {
		b = (uintptr_t)free_list[c] - HDR;
		free_list[c] = *(void **)free_list[c];
		return with_header(b, (uint64_t)c, KIND_SMALL);
	}
	if (chunk_end - chunk_next < bytes) {
		if (!(chunk_next = carve(CHUNK)))
			return chunk_end = 0, NULL;
		chunk_end = chunk_next + CHUNK;
	}
	b = chunk_next;
	chunk_next += bytes;
	return with_header(b, (uint64_t)c, KIND_SMALL);
}

static void *
alloc_locked(size_t n)
{
	size_t bytes;
	uintptr_t b;

	if (n + HDR <= ((size_t)1 << (NCLASSES - 1 + MIN_SHIFT)))
		return alloc_small(size_class(n));
	bytes = (n + HDR + page - 1) & ~(page - 1);
	if (bytes < n || !(b = carve(bytes)))
		return NULL;
	return with_header(b, bytes, KIND_LARGE);
}

void *
o2c_usm_malloc(size_t n)
{
	void *p;

	if (!o2c_usm_heap_on())
		return __libc_malloc(n);
	if (n > ((size_t)1 << 62)) {
		errno = ENOMEM;
		return NULL;
	}
	pthread_mutex_lock(&heap_lock);
	p = alloc_locked(n ? n : 1);
	pthread_mutex_unlock(&heap_lock);
	if (!p)
		errno = ENOMEM;
	return p;
}

static Hdr *
header(void *p)
{
	return (Hdr *)((uintptr_t)p - HDR);
}

/* The block whose user pointer p is, past an aligned block's header. */
static void *
real_block(void *p)
{
	Hdr *h = header(p);

	return h->kind == KIND_ALIGNED ? (void *)((uintptr_t)p - h->a) : p;
}

/* Bytes usable at p, from p to its block's end. */
static size_t
usable(void *p)
{
	void *q = real_block(p);
	Hdr *h = header(q);
	size_t whole = h->kind == KIND_SMALL ? (size_t)1 << (h->a + MIN_SHIFT) : h->a;

	return whole - HDR - ((uintptr_t)p - (uintptr_t)q);
}

void
o2c_usm_free(void *p)
{
	Hdr *h;

	if (!p)
		return;
	if (!o2c_usm_owns(p)) {
		__libc_free(p);
		return;
	}
	p = real_block(p);
	h = header(p);
	if (h->magic != MAGIC) {
		o2c_warn("free(%p): not a block of the unified shared memory heap", p);
		return;
	}
	pthread_mutex_lock(&heap_lock);
	h->magic = 0;
	if (h->kind == KIND_SMALL) {
		*(void **)p = free_list[h->a];
		free_list[h->a] = p;
	} else if (push_range(to_unregister, &nunregister, (uintptr_t)h, h->a)) {
		/* the queue is full: the range is never reused */
	}
	pthread_mutex_unlock(&heap_lock);
}

/* A C library block's size is the C library's malloc_usable_size, the
 * definition after the program's own. */
size_t
o2c_usm_usable_size(void *p)
{
	static size_t (*libc_usable)(void *);

	if (!p)
		return 0;
	if (o2c_usm_owns(p))
		return usable(p);
	if (!libc_usable)
		libc_usable = (size_t (*)(void *))dlsym(RTLD_NEXT, "malloc_usable_size");
	return libc_usable ? libc_usable(p) : 0;
}

void *
o2c_usm_calloc(size_t n, size_t size)
{
	size_t bytes;
	void *p;

	if (!o2c_usm_heap_on())
		return __libc_calloc(n, size);
	if (size && n > SIZE_MAX / size) {
		errno = ENOMEM;
		return NULL;
	}
	bytes = n * size;
	if ((p = o2c_usm_malloc(bytes)))
		memset(p, 0, bytes);
	return p;
}

void *
o2c_usm_realloc(void *p, size_t n)
{
	size_t old;
	void *q;

	if (!p)
		return o2c_usm_malloc(n);
	if (!o2c_usm_owns(p))
		return __libc_realloc(p, n);
	if (!n) {
		o2c_usm_free(p);
		return NULL;
	}
	old = usable(p);
	if (n <= old && n >= old / 2)
		return p;
	if (!(q = o2c_usm_malloc(n)))
		return NULL;
	memcpy(q, p, old < n ? old : n);
	o2c_usm_free(p);
	return q;
}

/* A block of n bytes at a multiple of align (a power of two). */
void *
o2c_usm_memalign(size_t align, size_t n)
{
	uintptr_t b, a;
	void *p;

	if (!o2c_usm_heap_on())
		return __libc_memalign(align, n);
	if (align & (align - 1)) {
		errno = EINVAL;
		return NULL;
	}
	if (align <= HDR)
		return o2c_usm_malloc(n);
	if (n > SIZE_MAX - align - HDR || !(p = o2c_usm_malloc(n + align + HDR)))
		return NULL;
	b = (uintptr_t)p;
	a = (b + HDR + align - 1) & ~(uintptr_t)(align - 1);
	return with_header(a - HDR, a - b, KIND_ALIGNED);
}

int
o2c_usm_posix_memalign(void **out, size_t align, size_t n)
{
	void *p;

	if (align < sizeof(void *) || (align & (align - 1)))
		return EINVAL;
	if (!(p = o2c_usm_memalign(align, n)))
		return ENOMEM;
	*out = p;
	return 0;
}

/* What kernels may reach has changed since the last call: register the
 * new ranges, unregister the freed large blocks (which then become
 * reusable).  Under the runtime lock, outside malloc; *what names the
 * failing call.  The driver calls run without the heap's lock: the driver
 * allocates inside them (cuMemHostRegister calls calloc), and what it
 * carves is queued again, for the next round of the loop. */
static Range work_register[MAX_RANGES], work_unregister[MAX_RANGES];

int
o2c_usm_heap_sync(const char **what)
{
	int nr, nu;
	CUresult e;

	for (;;) {
		pthread_mutex_lock(&heap_lock);
		nr = nregister;
		nu = nunregister;
		memcpy(work_register, to_register, (size_t)nr * sizeof *to_register);
		memcpy(work_unregister, to_unregister, (size_t)nu * sizeof *to_unregister);
		nregister = nunregister = 0;
		pthread_mutex_unlock(&heap_lock);
		if (!nr && !nu)
			return 0;
		for (int i = 0; i < nr; i++) {
			e = o2c_cu.cuMemHostRegister((void *)work_register[i].base, work_register[i].bytes,
			                             CU_MEMHOSTREGISTER_DEVICEMAP |
			                                     CU_MEMHOSTREGISTER_PORTABLE);
			if (e != CUDA_SUCCESS) {
				*what = o2c_cu_describe(e);
				return -1;
			}
		}
		/* after registering: a freed range may be queued in both */
		for (int i = 0; i < nu; i++) {
			Range r = work_unregister[i];
			(void)o2c_cu.cuMemHostUnregister((void *)r.base);
			(void)madvise((void *)r.base, r.bytes, MADV_DONTNEED);
			pthread_mutex_lock(&heap_lock);
			(void)push_range(reusable, &nreusable, r.base, r.bytes);
			pthread_mutex_unlock(&heap_lock);
		}
	}
}
