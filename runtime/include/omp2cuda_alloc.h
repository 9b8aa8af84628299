/* The memory management routines of OpenMP in device code (OpenMP 5.2
 * 18.13: omp_init_allocator, omp_destroy_allocator, omp_alloc,
 * omp_aligned_alloc, omp_calloc, omp_aligned_calloc, omp_free).
 *
 * Every memory space is the GPU's global memory, allocated from the CUDA
 * device heap (malloc in a kernel): the spec lets an implementation map
 * the predefined memory spaces onto one memory, and the access, pinned,
 * partition and sync_hint traits are hints.  What an allocator promises
 * is kept: the alignment trait (and omp_aligned_alloc's argument), and
 * the pool_size trait with its fallback (default_mem_fb, null_fb,
 * abort_fb, allocator_fb), also taken when the device heap is full.
 *
 * A user allocator is an O2cAllocator in the device heap; its handle is
 * its address, which no predefined handle (small integers, omp.h) can
 * be.  Each block handed out is preceded by an O2cAllocHead that names
 * the allocator that gave it and the heap block to free, so omp_free
 * needs no allocator (omp_null_allocator: OpenMP 5.2 18.13.7).  An
 * allocator handle made on the host means nothing on the device: a
 * region may use the predefined allocators and those it makes itself
 * (the front end rejects the others in uses_allocators).
 */
#ifndef OMP2CUDA_ALLOC_H
#define OMP2CUDA_ALLOC_H

#include "device/omp.h" /* the API's types, as nvcc sees <omp.h> */

#define O2C_ALLOC_MAGIC 0x6f3263616c6c6f63ull /* "o2calloc" */

typedef struct O2cAllocator {
	unsigned long long magic;
	unsigned long long alignment;   /* a power of two, at least 1 */
	unsigned long long pool_size;   /* 0: no limit */
	unsigned long long used;        /* bytes taken from the pool */
	unsigned long long fallback;    /* omp_atv_*_fb */
	omp_allocator_handle_t fb_data; /* allocator_fb: the one to try next */
} O2cAllocator;

typedef struct O2cAllocHead {
	void *raw;                      /* what the device heap returned */
	O2cAllocator *from;             /* NULL: a predefined allocator */
	unsigned long long charged;     /* bytes counted in from->used */
	unsigned long long pad;
} O2cAllocHead;

__device__ inline O2cAllocator *
o2c_allocator(omp_allocator_handle_t a)
{
	if ((unsigned long long)a <= (unsigned long long)omp_thread_mem_alloc)
		return NULL; /* predefined: default traits */
	return (O2cAllocator *)(unsigned long long)a;
}

/* Trait values OpenMP 5.2 6.2 allows: a power of two alignment, a
 * fallback of the four kinds. */
__device__ inline bool
o2c_alloc_trait(O2cAllocator *al, const omp_alloctrait_t *t)
{
	switch (t->key) {
	case omp_atk_alignment:
		if (t->value == 0 || (t->value & (t->value - 1)))
			return false;
		al->alignment = t->value;
		return true;
	case omp_atk_pool_size:
		al->pool_size = t->value;
		return true;
	case omp_atk_fallback:
		if (t->value < omp_atv_default_mem_fb || t->value > omp_atv_allocator_fb)
			return false;
		al->fallback = t->value;
		return true;
	case omp_atk_fb_data:
		al->fb_data = (omp_allocator_handle_t)t->value;
		return true;
	default:
		return true; /* sync_hint, access, pinned, partition: hints */
	}
}

__device__ inline omp_allocator_handle_t
omp_init_allocator(omp_memspace_handle_t space, int ntraits, const omp_alloctrait_t traits[])
{
	O2cAllocator *al = (O2cAllocator *)malloc(sizeof *al);

	if ((unsigned long long)space > (unsigned long long)omp_low_lat_mem_space || !al)
		return omp_null_allocator;
	*al = O2cAllocator{O2C_ALLOC_MAGIC, 1, 0, 0, omp_atv_default_mem_fb, omp_null_allocator};
	for (int i = 0; i < ntraits; i++)
		if (!o2c_alloc_trait(al, &traits[i])) {
			free(al);
			return omp_null_allocator;
		}
	return (omp_allocator_handle_t)(unsigned long long)al;
}

__device__ inline void
omp_destroy_allocator(omp_allocator_handle_t a)
{
	O2cAllocator *al = o2c_allocator(a);

	if (al) {
		al->magic = 0;
		free(al);
	}
}

/* size bytes aligned to align (a power of two) from the device heap,
 * the head just before them; NULL when the heap is full. */
__device__ inline void *
o2c_heap_alloc(unsigned long long size, unsigned long long align, O2cAllocator *from,
               unsigned long long charged)
{
	if (align < sizeof(O2cAllocHead))
		align = sizeof(O2cAllocHead);
	char *raw = (char *)malloc(size + align + sizeof(O2cAllocHead));
	if (!raw)
		return NULL;
	unsigned long long at = ((unsigned long long)raw + sizeof(O2cAllocHead) + align - 1) &
	                        ~(align - 1);
	O2cAllocHead *h = (O2cAllocHead *)at - 1;
	*h = O2cAllocHead{raw, from, charged, 0};
	return (void *)at;
}

__device__ inline bool
o2c_pool_take(O2cAllocator *al, unsigned long long size)
{
	if (!al->pool_size)
		return true;
	if (atomicAdd(&al->used, size) + size <= al->pool_size)
		return true;
	atomicAdd(&al->used, (unsigned long long)-size);
	return false;
}

/* OpenMP 5.2 18.13.6: size bytes from allocator a, at least align
 * aligned; the allocator's fallback where its pool or the heap cannot
 * give them. */
__device__ inline void *
o2c_alloc(unsigned long long align, unsigned long long size, omp_allocator_handle_t a)
{
	for (int hops = 0; hops < 16; hops++) {
		O2cAllocator *al = o2c_allocator(a);
		void *p = NULL;
		if (!al)
			return o2c_heap_alloc(size, align, NULL, 0);
		if (al->magic != O2C_ALLOC_MAGIC) {
			printf("omp2cuda: omp_alloc: allocator %p was not made on this device\n", al);
			__trap();
		}
		if (o2c_pool_take(al, size)) {
			if (align < al->alignment)
				align = al->alignment;
			if ((p = o2c_heap_alloc(size, align, al, al->pool_size ? size : 0)))
				return p;
			if (al->pool_size)
				atomicAdd(&al->used, (unsigned long long)-size);
		}
		switch (al->fallback) {
		case omp_atv_null_fb:
			return NULL;
		case omp_atv_abort_fb:
			printf("omp2cuda: omp_alloc: allocator %p cannot give %llu bytes (abort_fb)\n",
			       al, size);
			__trap();
			return NULL;
		case omp_atv_allocator_fb:
			a = al->fb_data;
			break;
		default:
			a = omp_default_mem_alloc;
			break;
		}
	}
	return NULL;
}

__device__ inline void *
omp_alloc(size_t size, omp_allocator_handle_t a = omp_null_allocator)
{
	return o2c_alloc(1, size, a);
}

__device__ inline void *
omp_aligned_alloc(size_t align, size_t size, omp_allocator_handle_t a = omp_null_allocator)
{
	if (!align || (align & (align - 1)))
		return NULL;
	return o2c_alloc(align, size, a);
}

__device__ inline void *
omp_calloc(size_t n, size_t size, omp_allocator_handle_t a = omp_null_allocator)
{
	if (size && n > (size_t)-1 / size)
		return NULL;
	void *p = o2c_alloc(1, n * size, a);
	if (p)
		memset(p, 0, n * size);
	return p;
}

__device__ inline void *
omp_aligned_calloc(size_t align, size_t n, size_t size,
                   omp_allocator_handle_t a = omp_null_allocator)
{
	if (!align || (align & (align - 1)) || (size && n > (size_t)-1 / size))
		return NULL;
	void *p = o2c_alloc(align, n * size, a);
	if (p)
		memset(p, 0, n * size);
	return p;
}

__device__ inline void
omp_free(void *p, omp_allocator_handle_t a = omp_null_allocator)
{
	(void)a; /* the head names the allocator */
	if (!p)
		return;
	O2cAllocHead *h = (O2cAllocHead *)p - 1;
	if (h->from && h->charged)
		atomicAdd(&h->from->used, (unsigned long long)-h->charged);
	free(h->raw);
}

#endif
