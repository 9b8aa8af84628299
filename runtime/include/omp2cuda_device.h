/* omp2cuda device support, included by generated .cu files that need it.
 *
 * Reductions (OpenMP 5.2 5.5.5): each thread accumulates into a private
 * copy initialised to the operator's identity; at the end of the kernel
 * o2c_reduce combines the block's copies (warp shuffles, then shared
 * memory across warps) and adds the block's result into the variable's
 * device copy with one atomic operation, native where the GPU has one and
 * a compare-and-swap loop otherwise.  The device copy holds the original
 * value, so the final value is original op every thread's copy.  Types
 * narrower than int combine widened (o2c_wide), and reach the device
 * copy through a compare-and-swap on the word that holds it.
 *
 * Every thread of the block must call o2c_reduce, once per variable.
 *
 * The OpenMP device API (OpenMP 5.2 18.2, 18.4): a team is a block, and
 * the threads of a parallel region are the block's threads.  In the
 * sequential part of a teams region, which thread 0 runs, and in nested
 * parallel regions, teams of one thread, generated code answers
 * omp_get_thread_num() and omp_get_num_threads() itself (0 and 1), and
 * in a parallel region given fewer threads than the block has,
 * omp_get_num_threads(); it answers omp_get_level() everywhere.
 *
 * Critical constructs (OpenMP 5.2 15.2): a spin lock in device memory
 * per critical name, taken with atomicCAS.  A thread that takes it runs
 * the statement and releases it in the same iteration of its retry loop
 * (generated code: for (done = false; !done;) if (o2c_critical_try(&l))
 * { ...; o2c_critical_release(&l); done = true; }), so threads of one
 * warp that contend for it never wait on a lane that waits itself: this
 * is safe with and without independent thread scheduling (sm_70 and
 * newer; older GPUs run a warp's lanes in lockstep).  The fences make the
 * statement's memory accesses visible to the next holder, in any block.
 *
 * Also the OpenMP routines device code can call (OpenMP 5.2 18.7).
 */
#ifndef OMP2CUDA_DEVICE_H
#define OMP2CUDA_DEVICE_H

/* `#pragma unroll` whose argument names a macro (frontend/loop_hints.c):
 * nvcc does not expand macros in the pragma, so the .cu file writes
 * O2C_UNROLL(argument), whose _Pragma gets it expanded. */
#define O2C_PRAGMA(o2c_text) _Pragma(#o2c_text)
#define O2C_UNROLL(o2c_count) O2C_PRAGMA(unroll (o2c_count))

#include <cstdio>
#include <cstring>
#include <new> /* placement new: team-level variables of class types */
#include <type_traits>

#include "omp2cuda_alloc.h" /* omp_alloc and the allocator routines */
#include "omp2cuda_contract.h" /* O2C_BATCH_THREADS */

/* OpenMP 5.2 18.7.6: a kernel runs on a GPU, never on the host (the
 * region's host fallback calls the host's omp_is_initial_device). */
static __device__ __forceinline__ int
omp_is_initial_device(void)
{
	return 0;
}

/* OpenMP 5.2 18.7.5: the number of the device the kernel runs on.  The
 * runtime writes it when it loads the module on a device (each device
 * loads its own copy of the module); a region's host fallback calls the
 * host's omp_get_device_num. */
extern "C" {
#ifdef O2C_RDC
/* relocatable device code: one per device-linked image (an inline
 * variable, merged by the device link) */
inline __device__ int o2c_device_num;
inline __device__ int o2c_num_devices;
#else
__device__ int o2c_device_num;
__device__ int o2c_num_devices;
#endif
}

static __device__ __forceinline__ int
omp_get_device_num(void)
{
	return o2c_device_num;
}

/* OpenMP 5.2 18.7.2, 18.7.7: the number of devices the host sees, and
 * the host's device number, which OpenMP 5.1 makes that number (what
 * they return in a target region OpenMP leaves unspecified: here, the
 * host's answers, which the runtime writes with o2c_device_num). */
static __device__ __forceinline__ int
omp_get_num_devices(void)
{
	return o2c_num_devices;
}

static __device__ __forceinline__ int
omp_get_initial_device(void)
{
	return o2c_num_devices;
}

/* OpenMP 5.2 18.10.1, 18.10.2: elapsed wall-clock time on the device, in
 * seconds, from the GPU's global timer (%globaltimer: nanoseconds from a
 * start of its own, one clock for every thread of the device), and that
 * timer's unit; a region's host fallback calls the host's routines. */
static __device__ __forceinline__ double
omp_get_wtime(void)
{
	unsigned long long ns;

	asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(ns));
	return (double)ns * 1e-9;
}

static __device__ __forceinline__ double
omp_get_wtick(void)
{
	return 1e-9;
}

/* abort() in device code (frontend/device_library.c): the kernel stops
 * with a message; the runtime reports the region failed (C11 7.22.4.1). */
static __device__ void
o2c_abort(void) { printf("omp2cuda: abort() called in device code\n"), __trap(); }

/* A virtual call device code cannot prove to be on an object it
 * constructed (frontend/cxx_virtual.c): the object's virtual table
 * pointer, checked before the call against the host's loaded images
 * (runtime/host_images.c writes their ranges when it loads the module).
 * An object constructed on the host points there: the call stops the
 * kernel with a message rather than jump to the host's code.  Only in
 * modules that make such calls (O2C_VCHECK): the runtime fills the table
 * where a module has it, at its load. */
#ifdef O2C_VCHECK
#define O2C_HOST_IMAGES_MAX 256
extern "C" {
#ifdef O2C_RDC
inline __device__ unsigned long long o2c_host_images[2 * O2C_HOST_IMAGES_MAX];
inline __device__ unsigned o2c_nhost_images;
#else
__device__ unsigned long long o2c_host_images[2 * O2C_HOST_IMAGES_MAX];
__device__ unsigned o2c_nhost_images;
#endif
}

template <typename O2cT>
static __device__ O2cT *
o2c_vcheck(O2cT *p, const char *call)
{
	if (p) {
		const unsigned long long vptr = *(const unsigned long long *)(const void *)p;
		for (unsigned i = 0; i < o2c_nhost_images; i++)
			if (o2c_host_images[2 * i] <= vptr && vptr < o2c_host_images[2 * i + 1]) {
				printf("omp2cuda: %s: the object was constructed on the host, whose "
				       "virtual table device code cannot use\n", call);
				__trap();
			}
	}
	return p;
}
#endif

/* A firstprivate variable passed to a kernel by value (OpenMP 5.2
 * 5.4.4): an array cannot be a parameter, a struct holding one can.  The
 * kernel copies its bytes into the variable's private copy. */
template <typename O2cT> struct o2c_fp {
	O2cT v;
};

/* schedule(guided, k) (OpenMP 5.2 11.5.3): where the chunk that begins
 * at lo ends: ceil of the remaining iterations over the threads, at
 * least k (libgomp's rule, so both sides cut the same chunks). */
__device__ inline unsigned long long
o2c_guided_end(unsigned long long lo, unsigned long long trip, unsigned long long nthreads,
               unsigned long long k)
{
	unsigned long long n = (trip - lo + nthreads - 1) / nthreads;

	if (n < k)
		n = k;
	return n < trip - lo ? lo + n : trip;
}

/* Stepped indices (lowering/schedule.c, lower_stepped): a collapsed
 * nest's indices as the digits of its 32-bit iteration number v, d[0]
 * the outermost loop's (the most significant, unbounded), each other
 * d[k] below its loop's count r[k] (every r[k] at least 1). */
template <int O2cN>
__device__ inline void
o2c_digits(unsigned (&d)[O2cN], unsigned v, const unsigned (&r)[O2cN])
{
#pragma unroll
	for (int k = O2cN - 1; k > 0; k--) {
		unsigned q = v / r[k];
		d[k] = v - q * r[k];
		v = q;
	}
	d[0] = v;
}

/* d += s, a digit at a time with its carry: the digits of the iteration
 * number s past d's (the narrow kernel's numbers fit 32 bits, so d[0]
 * does too). */
template <int O2cN>
__device__ inline void
o2c_digits_step(unsigned (&d)[O2cN], const unsigned (&s)[O2cN], const unsigned (&r)[O2cN])
{
	unsigned carry = 0;

#pragma unroll
	for (int k = O2cN - 1; k > 0; k--) {
		unsigned long long v = (unsigned long long)d[k] + s[k] + carry;
		carry = v >= r[k];
		d[k] = (unsigned)(carry ? v - r[k] : v);
	}
	d[0] += s[0] + carry;
}

__device__ inline int omp_get_team_num(void) { return (int)blockIdx.x; }
__device__ inline int omp_get_num_teams(void) { return (int)gridDim.x; }
__device__ inline int omp_get_thread_num(void) { return (int)threadIdx.x; }
__device__ inline int omp_get_num_threads(void) { return (int)blockDim.x; }

/* Upper bounds (OpenMP 5.2 18.2.13, 18.2.3, 18.7.1), the same in any
 * device code: a team's contention group is its block's threads, a
 * parallel region gets at most those, the device has this many
 * multiprocessors.  omp_get_max_teams (18.4.3) answers the device's
 * nteams-var, which keeps its initial value 0 (no bound: the runtime
 * chooses the grid of a teams construct without num_teams): no
 * environment variable or routine of the host sets it, and the blocks of
 * the kernel that asks bound nothing (a target region without teams is
 * one block, a later one with teams may be many). */
__device__ inline int omp_get_thread_limit(void) { return (int)blockDim.x; }
__device__ inline int omp_get_max_threads(void) { return (int)blockDim.x; }
__device__ inline int omp_get_max_teams(void) { return 0; }
__device__ inline int
omp_get_num_procs(void)
{
	unsigned n;

	asm("mov.u32 %0, %%nsmid;" : "=r"(n));
	return (int)n;
}

/* omp_get_ancestor_thread_num(level) (OpenMP 5.2 18.2.18) in code at
 * nesting level `current`, in a thread whose number in the outermost
 * parallel region is `outer`: level 0 is the initial thread, level 1
 * that region's team (the block's threads), and the deeper, nested
 * parallel regions have teams of one thread. */
__device__ inline int
o2c_ancestor_thread_num(int current, int outer, int level)
{
	if (level < 0 || level > current)
		return -1;
	return level == 1 ? outer : 0;
}

__device__ inline bool
o2c_critical_try(unsigned *lock)
{
	if (atomicCAS(lock, 0u, 1u) != 0u) {
#if __CUDA_ARCH__ >= 700
		__nanosleep(32); /* back off: the holder may be in this warp */
#endif
		return false;
	}
	__threadfence();
	return true;
}

__device__ inline void
o2c_critical_release(unsigned *lock)
{
	__threadfence();
	atomicExch(lock, 0u);
}

/* A parallel region with a barrier (or a worksharing loop, which ends
 * with one) needs every thread of the block: __syncthreads() waits for
 * all of them. */
__device__ inline void
o2c_check_threads(const char *loc, int want)
{
	if (want != (int)blockDim.x) {
		printf("omp2cuda: %s: error: this parallel region asks for %d threads, but it holds a "
		       "barrier and its team has %d: not supported yet\n", loc, want, (int)blockDim.x);
		__trap();
	}
}

enum {
	O2C_RED_ADD = 1, /* + (and -) */
	O2C_RED_MUL,     /* * */
	O2C_RED_MIN,     /* min */
	O2C_RED_MAX,     /* max */
	O2C_RED_BAND,    /* & */
	O2C_RED_BOR,     /* | */
	O2C_RED_BXOR,    /* ^ */
	O2C_RED_LAND,    /* && */
	O2C_RED_LOR,     /* || */
};

template <typename O2cT> __device__ constexpr O2cT o2c_lowest();
template <typename O2cT> __device__ constexpr O2cT o2c_highest();
template <> __device__ constexpr bool o2c_lowest<bool>() { return false; }
template <> __device__ constexpr bool o2c_highest<bool>() { return true; }
template <> __device__ constexpr char o2c_lowest<char>() { return (char)(-128 * ((char)-1 < 0)); }
template <> __device__ constexpr char o2c_highest<char>() { return (char)((char)-1 < 0 ? 127 : 255); }
template <> __device__ constexpr signed char o2c_lowest<signed char>() { return -128; }
template <> __device__ constexpr signed char o2c_highest<signed char>() { return 127; }
template <> __device__ constexpr unsigned char o2c_lowest<unsigned char>() { return 0; }
template <> __device__ constexpr unsigned char o2c_highest<unsigned char>() { return 255; }
template <> __device__ constexpr short o2c_lowest<short>() { return -32768; }
template <> __device__ constexpr short o2c_highest<short>() { return 32767; }
template <> __device__ constexpr unsigned short o2c_lowest<unsigned short>() { return 0; }
template <> __device__ constexpr unsigned short o2c_highest<unsigned short>() { return 65535; }
template <> __device__ constexpr int o2c_lowest<int>() { return -2147483647 - 1; }
template <> __device__ constexpr int o2c_highest<int>() { return 2147483647; }
template <> __device__ constexpr unsigned o2c_lowest<unsigned>() { return 0; }
template <> __device__ constexpr unsigned o2c_highest<unsigned>() { return 4294967295u; }
template <> __device__ constexpr long o2c_lowest<long>() { return -9223372036854775807L - 1; }
template <> __device__ constexpr long o2c_highest<long>() { return 9223372036854775807L; }
template <> __device__ constexpr long long o2c_lowest<long long>() { return -9223372036854775807LL - 1; }
template <> __device__ constexpr long long o2c_highest<long long>() { return 9223372036854775807LL; }
template <> __device__ constexpr unsigned long o2c_lowest<unsigned long>() { return 0; }
template <> __device__ constexpr unsigned long o2c_highest<unsigned long>() { return 18446744073709551615UL; }
template <> __device__ constexpr unsigned long long o2c_lowest<unsigned long long>() { return 0; }
template <> __device__ constexpr unsigned long long o2c_highest<unsigned long long>() { return 18446744073709551615ULL; }
template <> __device__ constexpr float o2c_lowest<float>() { return -__builtin_huge_valf(); }
template <> __device__ constexpr float o2c_highest<float>() { return __builtin_huge_valf(); }
template <> __device__ constexpr double o2c_lowest<double>() { return -__builtin_huge_val(); }
template <> __device__ constexpr double o2c_highest<double>() { return __builtin_huge_val(); }

template <int O2cOp, typename O2cT>
__device__ O2cT
o2c_identity()
{
	switch (O2cOp) {
	case O2C_RED_MUL:
	case O2C_RED_LAND:
		return O2cT(1);
	case O2C_RED_MIN:
		return o2c_highest<O2cT>();
	case O2C_RED_MAX:
		return o2c_lowest<O2cT>();
	case O2C_RED_BAND:
		return O2cT(~0ull);
	default:
		return O2cT(0);
	}
}

template <int O2cOp, typename O2cT>
__device__ O2cT
o2c_combine(O2cT a, O2cT b)
{
	switch (O2cOp) {
	case O2C_RED_ADD:
		return a + b;
	case O2C_RED_MUL:
		return a * b;
	case O2C_RED_MIN:
		return b < a ? b : a;
	case O2C_RED_MAX:
		return b > a ? b : a;
	case O2C_RED_LAND:
		return a && b;
	case O2C_RED_LOR:
		return a || b;
	default:
		break;
	}
	if constexpr (O2cOp == O2C_RED_BAND || O2cOp == O2C_RED_BOR || O2cOp == O2C_RED_BXOR) {
		if constexpr (O2cT(1) / O2cT(2) == O2cT(0)) { /* integers only */
			if (O2cOp == O2C_RED_BAND)
				return a & b;
			if (O2cOp == O2C_RED_BOR)
				return a | b;
			return a ^ b;
		}
	}
	return a;
}

/* The unsigned integer of T's size (1, 2, 4 or 8 bytes). */
template <typename O2cT>
using o2c_bits_of = typename std::conditional<
	sizeof(O2cT) == 1, unsigned char,
	typename std::conditional<sizeof(O2cT) == 2, unsigned short,
	                          typename std::conditional<sizeof(O2cT) == 4, unsigned,
	                                                    unsigned long long>::type>::type>::type;

/* #pragma omp atomic read and write: one load or store of the location;
 * a class (o2c_f16) through the integer of its size, as volatile class
 * objects have no copies */
template <typename O2cT>
__device__ O2cT
o2c_atomic_read(const O2cT *p)
{
	if constexpr (std::is_arithmetic<O2cT>::value || std::is_pointer<O2cT>::value) {
		return *(const volatile O2cT *)p;
	} else {
		o2c_bits_of<O2cT> b = *(const volatile o2c_bits_of<O2cT> *)p;
		O2cT v;
		memcpy(&v, &b, sizeof v);
		return v;
	}
}

template <typename O2cT>
__device__ void
o2c_atomic_write(O2cT *p, O2cT v)
{
	if constexpr (std::is_arithmetic<O2cT>::value || std::is_pointer<O2cT>::value) {
		*(volatile O2cT *)p = v;
	} else {
		o2c_bits_of<O2cT> b;
		memcpy(&b, &v, sizeof b);
		*(volatile o2c_bits_of<O2cT> *)p = b;
	}
}

/* One compare-and-swap of a value narrower than 4 bytes (char, short,
 * _Float16): its bits in the aligned 4-byte word that holds it (GPUs are
 * little-endian: *p is the word's bits from 8 * (p % 4) up; device
 * allocations are 256-byte aligned, so the word lies in the allocation),
 * the word's other bytes as they are.  *p becomes next where it holds
 * *seen's bits; else *seen gets what it holds, and it returns false. */
template <typename O2cT>
__device__ bool
o2c_cas_narrow(O2cT *p, O2cT *seen, O2cT next)
{
	static_assert(sizeof(O2cT) < 4, "narrow types only");
	const unsigned long long at = (unsigned long long)p;
	unsigned *word = reinterpret_cast<unsigned *>(at & ~3ull);
	const unsigned shift = (unsigned)(at & 3) * 8;
	const unsigned mask = ((1u << (8 * sizeof(O2cT))) - 1) << shift;
	unsigned want = 0, put = 0, w = *(volatile unsigned *)word;
	memcpy(&want, seen, sizeof(O2cT));
	memcpy(&put, &next, sizeof(O2cT));
	for (;;) {
		if (((w & mask) >> shift) != want) {
			unsigned held = (w & mask) >> shift;
			memcpy(seen, &held, sizeof(O2cT));
			return false;
		}
		unsigned was = atomicCAS(word, w, (w & ~mask) | (put << shift));
		if (was == w)
			return true;
		w = was; /* another byte of the word changed, or this value */
	}
}

/* *p = (T)(*p op v) for a type narrower than 4 bytes, whose value v may
 * hold widened (reductions combine in o2c_wide): o2c_cas_narrow until it
 * holds; returns the old *p. */
template <int O2cOp, typename O2cT, typename O2cW>
__device__ O2cT
o2c_atomic_narrow(O2cT *p, O2cW v)
{
	O2cT seen = o2c_atomic_read(p);
	while (!o2c_cas_narrow(p, &seen, (O2cT)o2c_combine<O2cOp>((O2cW)seen, v)))
		;
	return seen;
}

/* *p = *p op v, atomically: a compare-and-swap loop on the value's bits. */
template <int O2cOp, typename O2cT>
__device__ O2cT
o2c_atomic_cas(O2cT *p, O2cT v)
{
	if constexpr (sizeof(O2cT) < 4) {
		return o2c_atomic_narrow<O2cOp>(p, v);
	} else {
		static_assert(sizeof(O2cT) == 4 || sizeof(O2cT) == 8, "reductions on 4- and 8-byte types");
		using O2cBits = o2c_bits_of<O2cT>;
		O2cBits *a = reinterpret_cast<O2cBits *>(p), old = *a, seen;
		do {
			seen = old;
			O2cT cur, next;
			memcpy(&cur, &seen, sizeof cur);
			next = o2c_combine<O2cOp>(cur, v);
			O2cBits bits;
			memcpy(&bits, &next, sizeof bits);
			old = atomicCAS(a, seen, bits);
		} while (old != seen);
		O2cT was;
		memcpy(&was, &seen, sizeof was);
		return was;
	}
}

/* A type's own atomic add where the GPU has one (omp2cuda_f16.h gives
 * _Float16's): add(p, v) returns the old *p. */
template <typename O2cT>
struct o2c_native_add {
	static constexpr bool ok = false;
};

/* *p = *p op v atomically; returns the old *p. */
template <int O2cOp, typename O2cT>
__device__ O2cT
o2c_atomic(O2cT *p, O2cT v)
{
	constexpr bool is_int = std::is_integral<O2cT>::value;
	constexpr bool native_add = std::is_same<O2cT, int>::value || std::is_same<O2cT, unsigned>::value ||
	                            std::is_same<O2cT, unsigned long long>::value ||
	                            std::is_same<O2cT, float>::value || std::is_same<O2cT, double>::value;
	if constexpr (O2cOp == O2C_RED_ADD && o2c_native_add<O2cT>::ok) {
		return o2c_native_add<O2cT>::add(p, v);
	} else if constexpr (sizeof(O2cT) < 4) {
		return o2c_atomic_cas<O2cOp>(p, v);
	} else if constexpr (O2cOp == O2C_RED_ADD && native_add) {
		return atomicAdd(p, v);
	} else if constexpr (O2cOp == O2C_RED_ADD && is_int && sizeof(O2cT) == 8) {
		return (O2cT)atomicAdd(reinterpret_cast<unsigned long long *>(p), (unsigned long long)v);
	} else if constexpr ((O2cOp == O2C_RED_MIN || O2cOp == O2C_RED_MAX) && is_int && sizeof(O2cT) == 4) {
		return O2cOp == O2C_RED_MIN ? atomicMin(p, v) : atomicMax(p, v);
	} else if constexpr ((O2cOp == O2C_RED_BAND || O2cOp == O2C_RED_BOR || O2cOp == O2C_RED_BXOR) && is_int) {
		using O2cU = o2c_bits_of<O2cT>;
		O2cU *a = reinterpret_cast<O2cU *>(p);
		return (O2cT)(O2cOp == O2C_RED_BAND ? atomicAnd(a, (O2cU)v)
		           : O2cOp == O2C_RED_BOR ? atomicOr(a, (O2cU)v)
		                               : atomicXor(a, (O2cU)v));
	} else {
		return o2c_atomic_cas<O2cOp>(p, v);
	}
}

/* #pragma omp atomic: update, capture (the old or the new value), read
 * and write of one 1-, 2-, 4- or 8-byte location (a narrow one through
 * its word, o2c_cas_narrow). */
template <int O2cOp, typename O2cT>
__device__ void
o2c_atomic_update(O2cT *p, O2cT v)
{
	(void)o2c_atomic<O2cOp>(p, v);
}

template <int O2cOp, typename O2cT>
__device__ O2cT
o2c_atomic_capture(O2cT *p, O2cT v, bool old)
{
	O2cT was = o2c_atomic<O2cOp>(p, v);
	return old ? was : o2c_combine<O2cOp>(was, v);
}

/* #pragma omp atomic compare (OpenMP 5.1 2.19.7): where *p Cmp e holds
 * (x == e, x < e, x > e, compared as C compares them), *p becomes d, in
 * one compare-and-swap of the value's bits that the comparison saw.
 * *old gets *p before, *now after; returns whether the comparison held. */
enum { O2C_CMP_EQ = 1, O2C_CMP_LT = 2, O2C_CMP_GT = 3 };

template <int O2cCmp, typename O2cT, typename O2cE, typename O2cD>
__device__ bool
o2c_atomic_compare(O2cT *p, O2cE e, O2cD d, O2cT *old, O2cT *now)
{
	if constexpr (sizeof(O2cT) < 4) {
		O2cT cur = o2c_atomic_read(p), value = (O2cT)d;
		for (;;) {
			bool hit = O2cCmp == O2C_CMP_EQ ? cur == e : O2cCmp == O2C_CMP_LT ? cur < e : cur > e;
			O2cT seen = cur;
			if (!hit || o2c_cas_narrow(p, &seen, value)) {
				*old = cur;
				*now = hit ? value : cur;
				return hit;
			}
			cur = seen;
		}
	} else {
		static_assert(sizeof(O2cT) == 4 || sizeof(O2cT) == 8, "atomics on 1-, 2-, 4- and 8-byte types");
		using O2cBits = o2c_bits_of<O2cT>;
		O2cBits *a = reinterpret_cast<O2cBits *>(p), seen = *(volatile O2cBits *)a, next;
		O2cT cur, value = (O2cT)d;
		memcpy(&next, &value, sizeof next);
		for (;;) {
			memcpy(&cur, &seen, sizeof cur);
			bool hit = O2cCmp == O2C_CMP_EQ ? cur == e : O2cCmp == O2C_CMP_LT ? cur < e : cur > e;
			O2cBits was = hit ? atomicCAS(a, seen, next) : seen;
			if (was == seen) {
				*old = cur;
				*now = hit ? value : cur;
				return hit;
			}
			seen = was;
		}
	}
}

/* #pragma omp atomic capture {v = x; x = e;} whose e reads v, a
 * read-modify-write (frontend/atomics.c read_rmw): one compare-and-swap
 * of *p's bits from *old's to now's.  Where *p held other bits, *old gets
 * them and it returns false: the caller computes now again from them. */
template <typename O2cT>
__device__ bool
o2c_atomic_replace(O2cT *p, O2cT *old, O2cT now)
{
	if constexpr (sizeof(O2cT) < 4) {
		return o2c_cas_narrow(p, old, now);
	} else {
		static_assert(sizeof(O2cT) == 4 || sizeof(O2cT) == 8, "atomics on 1-, 2-, 4- and 8-byte types");
		using O2cBits = o2c_bits_of<O2cT>;
		O2cBits seen, next, was;
		memcpy(&seen, old, sizeof seen);
		memcpy(&next, &now, sizeof next);
		was = atomicCAS(reinterpret_cast<O2cBits *>(p), seen, next);
		if (was == seen)
			return true;
		memcpy(old, &was, sizeof was);
		return false;
	}
}

/* #pragma omp atomic capture {v = x; x = e;}: *p becomes v in one
 * exchange of its bits; returns the old *p. */
template <typename O2cT>
__device__ O2cT
o2c_atomic_exchange(O2cT *p, O2cT v)
{
	if constexpr (sizeof(O2cT) < 4) {
		O2cT seen = o2c_atomic_read(p);
		while (!o2c_cas_narrow(p, &seen, v))
			;
		return seen;
	} else {
		static_assert(sizeof(O2cT) == 4 || sizeof(O2cT) == 8, "atomics on 1-, 2-, 4- and 8-byte types");
		using O2cBits = o2c_bits_of<O2cT>;
		O2cBits next, was;
		O2cT old;
		memcpy(&next, &v, sizeof next);
		was = atomicExch(reinterpret_cast<O2cBits *>(p), next);
		memcpy(&old, &was, sizeof old);
		return old;
	}
}

/* The warp's 32-bit integers combined in one instruction (sm_80 on):
 * every lane gets the result. */
template <int O2cOp, typename O2cW>
__device__ O2cW
o2c_redux(O2cW v)
{
#if __CUDA_ARCH__ >= 800
	if constexpr (O2cOp == O2C_RED_ADD)
		return (O2cW)__reduce_add_sync(0xffffffffu, v);
	else if constexpr (O2cOp == O2C_RED_MIN)
		return (O2cW)__reduce_min_sync(0xffffffffu, v);
	else if constexpr (O2cOp == O2C_RED_MAX)
		return (O2cW)__reduce_max_sync(0xffffffffu, v);
	else if constexpr (O2cOp == O2C_RED_BAND)
		return (O2cW)__reduce_and_sync(0xffffffffu, (unsigned)v);
	else if constexpr (O2cOp == O2C_RED_BOR)
		return (O2cW)__reduce_or_sync(0xffffffffu, (unsigned)v);
	else
		return (O2cW)__reduce_xor_sync(0xffffffffu, (unsigned)v);
#else
	return v;
#endif
}

/* Whether the warp combines 32-bit integers of op in one instruction
 * (o2c_redux, sm_80 on). */
template <int O2cOp, typename O2cW>
__device__ constexpr bool
o2c_has_redux()
{
#if __CUDA_ARCH__ >= 800
	return sizeof(O2cW) == 4 && std::is_integral<O2cW>::value &&
	       (O2cOp == O2C_RED_ADD || O2cOp == O2C_RED_MIN || O2cOp == O2C_RED_MAX ||
	        O2cOp == O2C_RED_BAND || O2cOp == O2C_RED_BOR || O2cOp == O2C_RED_BXOR);
#else
	return false;
#endif
}

/* Combine v over the first `width` lanes of a warp into lane 0 (the
 * other lanes' results mean nothing); a block's last warp can be
 * partial, and lanes past it do not exist.  A whole warp (the common
 * case, a uniform branch) needs no lane checks: every value lane 0's
 * result combines is some lane's, in the order of the partial case, so
 * the bits are the same; 32-bit integers combine in one instruction. */
template <int O2cOp, typename O2cT>
__device__ O2cT
o2c_warp_reduce(O2cT v, unsigned width)
{
	if (width >= 32) {
		if constexpr (o2c_has_redux<O2cOp, O2cT>())
			v = o2c_redux<O2cOp>(v);
		else
			for (unsigned d = 16; d > 0; d /= 2)
				v = o2c_combine<O2cOp>(v, __shfl_down_sync(0xffffffffu, v, d));
	} else {
		const unsigned lane = threadIdx.x % 32, mask = (1u << width) - 1;
		for (unsigned d = 16; d > 0; d /= 2) {
			O2cT other = __shfl_down_sync(mask, v, d);
			if (lane + d < width)
				v = o2c_combine<O2cOp>(v, other);
		}
	}
	return v;
}

/* The type a block combines values of T in: T, or for a type narrower
 * than int (char, short, _Bool), int for min and max and unsigned for the
 * others, which C's promotions give the combiner's arithmetic anyway;
 * unsigned wraps where int could overflow, and converting the result
 * back to T gives the same bits as combining in T one value at a time
 * (+, * and the bitwise operators work modulo 2^n; && and || give 0 or 1;
 * min and max pick one of the values). */
template <int O2cOp, typename O2cT>
using o2c_wide = typename std::conditional<
        (sizeof(O2cT) >= 4), O2cT,
        typename std::conditional<(O2cOp == O2C_RED_MIN || O2cOp == O2C_RED_MAX), int, unsigned>::type>::type;

/* Combine every thread's v in the block, then into *slot atomically. */
template <int O2cOp, typename O2cT>
__device__ void
o2c_reduce(O2cT *slot, O2cT value)
{
	using O2cW = o2c_wide<O2cOp, O2cT>;
	__shared__ O2cW warp_sums[32];
	const unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32;
	const unsigned warps = (blockDim.x + 31) / 32;
	const unsigned width = blockDim.x - warp * 32 < 32 ? blockDim.x - warp * 32 : 32;
	O2cW v = (O2cW)value;

	v = o2c_warp_reduce<O2cOp>(v, width);
	if (lane == 0)
		warp_sums[warp] = v;
	__syncthreads();
	if (warp == 0) {
		v = lane < warps ? warp_sums[lane] : (O2cW)o2c_identity<O2cOp, O2cT>();
		v = o2c_warp_reduce<O2cOp>(v, width);
		if constexpr (sizeof(O2cT) < 4) {
			if (lane == 0)
				o2c_atomic_narrow<O2cOp>(slot, v);
		} else {
			if (lane == 0)
				o2c_atomic<O2cOp>(slot, v);
		}
	}
	__syncthreads(); /* warp_sums is reused by the next reduction */
}

/* A batch of a host loop's reductions (lowering/batches.c): thread t of
 * the block reduces for the loop's iteration t % count, so the block's
 * copies of iteration q are those of threads q, q + count, ...; the
 * runtime launches blocks of a multiple of count threads, at most
 * O2C_BATCH_THREADS.  Threads q < count combine theirs, then into
 * slots[q] atomically. */
template <int O2cOp, typename O2cT>
__device__ void
o2c_reduce_batch(O2cT *slots, O2cT value, unsigned count)
{
	using O2cW = o2c_wide<O2cOp, O2cT>;
	__shared__ O2cW copies[O2C_BATCH_THREADS];

	copies[threadIdx.x] = (O2cW)value;
	__syncthreads();
	if (threadIdx.x < count) {
		O2cW v = copies[threadIdx.x];
		for (unsigned t = threadIdx.x + count; t < blockDim.x; t += count)
			v = o2c_combine<O2cOp>(v, (O2cW)copies[t]);
		if constexpr (sizeof(O2cT) < 4)
			o2c_atomic_narrow<O2cOp>(&slots[threadIdx.x], v);
		else
			o2c_atomic<O2cOp>(&slots[threadIdx.x], v);
	}
	__syncthreads();
}

/* The same for a team on a warp (teams on warps, lowering/team.c): the
 * warp's 32 lanes, all of which call it, combine their copies with
 * shuffles, and lane 0 adds the result into *slot atomically (the
 * team's variable, one per warp in shared memory, or a device copy other
 * teams share); __syncwarp() publishes it to the warp's lanes. */
template <int O2cOp, typename O2cT>
__device__ void
o2c_reduce_warp(O2cT *slot, O2cT value)
{
	using O2cW = o2c_wide<O2cOp, O2cT>;
	O2cW v = o2c_warp_reduce<O2cOp>((O2cW)value, 32);

	if (threadIdx.x % 32 == 0) {
		if constexpr (sizeof(O2cT) < 4)
			o2c_atomic_narrow<O2cOp>(slot, v);
		else
			o2c_atomic<O2cOp>(slot, v);
	}
	__syncwarp();
}

/* A team on a warp reducing into a team variable each lane holds (team
 * lanes, lowering/lanes.c): the warp's copies combine by a butterfly of
 * shuffles, lane 0's result goes to every lane (so that all hold the same
 * bits even where the combiner is not commutative, as min and max with a
 * NaN), and each lane's variable takes it. */
template <int O2cOp, typename O2cT>
__device__ void
o2c_reduce_lanes(O2cT *mine, O2cT value)
{
	using O2cW = o2c_wide<O2cOp, O2cT>;
	O2cW v = (O2cW)value;

	if constexpr (o2c_has_redux<O2cOp, O2cW>())
		v = o2c_redux<O2cOp>(v);
	else {
		for (unsigned d = 16; d > 0; d /= 2)
			v = o2c_combine<O2cOp>(v, (O2cW)__shfl_xor_sync(0xffffffffu, v, d));
		v = __shfl_sync(0xffffffffu, v, 0);
	}
	if constexpr (sizeof(O2cT) < 4)
		*mine = (O2cT)o2c_combine<O2cOp>((O2cW)*mine, v);
	else
		*mine = o2c_combine<O2cOp>(*mine, v);
}

/* A team on a block reducing into a team variable each of its threads
 * holds (team lanes, lowering/lanes.c): each warp combines its copies as
 * o2c_reduce does, and every thread then combines the warps' results in
 * the same order, warp 0 first, so that all hold the same bits, and its
 * variable takes them.  Every thread of the block calls it; it ends with
 * the barrier after which warp_sums may be written again, which also
 * ends the parallel region (codegen/emit_code.c). */
template <int O2cOp, typename O2cT>
__device__ void
o2c_reduce_block_lanes(O2cT *mine, O2cT value)
{
	using O2cW = o2c_wide<O2cOp, O2cT>;
	__shared__ O2cW warp_sums[32];
	const unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32;
	const unsigned warps = (blockDim.x + 31) / 32;
	const unsigned width = blockDim.x - warp * 32 < 32 ? blockDim.x - warp * 32 : 32;
	O2cW v = o2c_warp_reduce<O2cOp>((O2cW)value, width);

	if (lane == 0)
		warp_sums[warp] = v;
	__syncthreads();
	v = warp_sums[0];
	for (unsigned w = 1; w < warps; w++)
		v = o2c_combine<O2cOp>(v, warp_sums[w]);
	if constexpr (sizeof(O2cT) < 4)
		*mine = (O2cT)o2c_combine<O2cOp>((O2cW)*mine, v);
	else
		*mine = o2c_combine<O2cOp>(*mine, v);
	__syncthreads();
}

/* A warp vote (team lanes, lowering/lanes.c): after a parallel region in
 * which each lane assigned its own copy of a team variable that held was
 * on every lane before it, every lane takes the copy of the highest lane
 * whose copy changed, bit for bit, or keeps was where none did. */
template <typename O2cT>
__device__ void
o2c_vote(O2cT &v, const O2cT &was)
{
	static_assert(sizeof(O2cT) == 1 || sizeof(O2cT) == 2 || sizeof(O2cT) == 4 || sizeof(O2cT) == 8,
	              "a vote shuffles 1, 2, 4 or 8 bytes");
	using O2cBits = typename std::conditional<sizeof(O2cT) <= 4, unsigned, unsigned long long>::type;
	O2cBits now = 0, old = 0;

	memcpy(&now, &v, sizeof v);
	memcpy(&old, &was, sizeof was);
	const unsigned changed = __ballot_sync(0xffffffffu, now != old);
	if (changed) {
		now = __shfl_sync(0xffffffffu, now, 31 - __clz(changed));
		memcpy(&v, &now, sizeof v);
	}
}

/* An inner loop over a warp's lanes (codegen/emit_lanes.c): do two
 * bases of one array's elements, d apart, stay apart through n
 * iterations of step s touching c elements each: |d| >= c * s * n?
 * (Worked by division, which cannot wrap: floor(floor(|d| / c) / s) >= n
 * just when |d| >= c * s * n.)  A step of 0 is never apart. */
__device__ inline bool
o2c_apart(long long d, unsigned long long c, unsigned long long s, unsigned long long n)
{
	const unsigned long long ad = d < 0 ? 0ull - (unsigned long long)d : (unsigned long long)d;

	return c && s && ad / c / s >= n;
}

/* A table read (lowering/tables.c): element e of g, from its copy s in
 * shared memory where the block has one (copied, the same in every thread
 * of the kernel, so that nvcc keeps one loop of each kind). */
template <typename O2cT, typename O2cI>
__device__ inline O2cT
o2c_table_load(bool copied, const O2cT *s, const O2cT *g, O2cI e)
{
	return copied ? s[e] : g[e];
}

/* A staged element (codegen/emit_rows.c, emit_tile.c): *g copied to *s in shared
 * memory without the thread waiting for it where the GPU can (cp.async,
 * sm_80 on, an element of 4, 8 or 16 bytes aligned to its size, of the
 * same type, not volatile), so that a thread's copies are in flight
 * together rather than one after another; o2c_copies_wait() waits for
 * the thread's own, and the block's barrier after it makes them every
 * thread's. */
template <typename O2cT, typename O2cU>
__device__ inline void
o2c_copy_async(O2cT *s, O2cU *g)
{
#if __CUDA_ARCH__ >= 800
	if constexpr (std::is_same<O2cT, typename std::remove_cv<O2cU>::type>::value && !std::is_volatile<O2cU>::value &&
	              (sizeof(O2cT) == 4 || sizeof(O2cT) == 8 || sizeof(O2cT) == 16) && alignof(O2cT) == sizeof(O2cT)) {
		asm volatile("cp.async.ca.shared.global [%0], [%1], %2;\n" ::"r"(
		                     (unsigned)__cvta_generic_to_shared(s)),
		             "l"(g), "n"((int)sizeof(O2cT))
		             : "memory");
		return;
	}
#endif
	*s = *g;
}

__device__ inline void
o2c_copies_wait(void)
{
#if __CUDA_ARCH__ >= 800
	asm volatile("cp.async.wait_all;\n" ::: "memory");
#endif
}

#include "omp2cuda_cols.h" /* an iteration's own column in registers */
#include "omp2cuda_taskred.h" /* a task reduction's copy, combined */

/* Reductions of arrays and array sections (OpenMP 5.2 5.5.5): each
 * thread reduces into a private copy of the whole array, of which the
 * list item's elements, [lo, lo + n) in storage order, start at the
 * operator's identity (the others are not the item's: the region may not
 * use them).  At the end each thread combines those elements into the
 * device copy, one atomic operation per element.  An element still at
 * the identity, bit for bit, leaves the device copy as it is (x op
 * identity is x) except under floating-point +, where -0.0 + 0.0 is
 * +0.0: the grid's first thread combines every element, so that the
 * result is the original op every copy, as on the host; the other
 * threads skip those elements. */
template <int O2cOp, typename O2cA>
__device__ void
o2c_identity_elems(O2cA &copy, unsigned long long lo, unsigned long long n)
{
	using O2cT = typename std::remove_all_extents<O2cA>::type;
	O2cT *e = reinterpret_cast<O2cT *>(&copy);

	for (unsigned long long i = lo; i < lo + n; i++)
		e[i] = o2c_identity<O2cOp, O2cT>();
}

template <typename O2cT>
__device__ bool
o2c_same_bits(O2cT a, O2cT b)
{
	const unsigned char *x = reinterpret_cast<const unsigned char *>(&a);
	const unsigned char *y = reinterpret_cast<const unsigned char *>(&b);

	for (unsigned k = 0; k < sizeof(O2cT); k++)
		if (x[k] != y[k])
			return false;
	return true;
}

/* A reduction item of a few elements (lowering/sections.c): each element
 * combined over the block's threads first (o2c_reduce), then into the
 * device copy, one atomic operation per element a block, so that a
 * section of one element costs what a scalar does.  Every thread of the
 * block calls it, at the kernel's end.  Under floating-point + the
 * device copy gets every block's sum, the identity's +0.0 included, as
 * the grid's first thread gives it every element above. */
template <int O2cOp, typename O2cA, typename O2cP>
__device__ void
o2c_reduce_section(O2cP *dev, const O2cA &copy, unsigned long long lo, unsigned long long n)
{
	using O2cT = typename std::remove_all_extents<O2cA>::type;
	const O2cT *e = reinterpret_cast<const O2cT *>(&copy);
	O2cT *d = reinterpret_cast<O2cT *>(dev);

	for (unsigned long long i = lo; i < lo + n; i++)
		o2c_reduce<O2cOp>(&d[i], e[i]);
}

template <int O2cOp, typename O2cA, typename O2cP>
__device__ void
o2c_reduce_elems(O2cP *dev, const O2cA &copy, unsigned long long lo, unsigned long long n)
{
	using O2cT = typename std::remove_all_extents<O2cA>::type;
	const O2cT *e = reinterpret_cast<const O2cT *>(&copy);
	O2cT *d = reinterpret_cast<O2cT *>(dev);
	const O2cT id = o2c_identity<O2cOp, O2cT>();
	const bool every = blockIdx.x == 0 && blockIdx.y == 0 && blockIdx.z == 0 &&
	                   threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0;

	for (unsigned long long i = lo; i < lo + n; i++) {
		if (!every && o2c_same_bits(e[i], id))
			continue;
		if constexpr (sizeof(O2cT) < 4)
			o2c_atomic_narrow<O2cOp>(&d[i], (o2c_wide<O2cOp, O2cT>)e[i]);
		else
			o2c_atomic<O2cOp>(&d[i], e[i]);
	}
}

#endif
