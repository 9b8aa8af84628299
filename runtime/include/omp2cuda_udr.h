/* omp2cuda device support for declared reductions (OpenMP 5.2 5.5.11),
 * included by generated .cu files whose kernels reduce with one, after
 * omp2cuda_device.h.
 *
 * U, a struct the .cu file prints for each declare reduction directive
 * kernels use (codegen/emit_cuda.c), combines with
 * U::o2c_combiner(omp_out, omp_in), the user's combiner; these overloads
 * of omp2cuda_device.h's reductions take it where those take an
 * O2C_RED_* constant, and every thread of a block (of a warp, for a team
 * on a warp) calls them as it calls those.  A value of any size moves
 * between lanes 4 bytes at a time; no atomic operation updates one
 * whole, so a lock taken by one thread of a warp or block guards its
 * combination into the variable (a lock of a table, picked by the
 * variable's address), and a read of the variable as an initializer's
 * omp_orig.
 */
#ifndef OMP2CUDA_UDR_H
#define OMP2CUDA_UDR_H

template <typename O2cU, typename O2cT>
__device__ O2cT
o2c_combine(O2cT a, O2cT b)
{
	O2cU::o2c_combiner(a, b);
	return a;
}

template <typename O2cT>
__device__ O2cT
o2c_shfl_down_bytes(unsigned mask, const O2cT &v, unsigned d)
{
	constexpr unsigned n = (sizeof(O2cT) + 3) / 4;
	unsigned w[n] = {0}, o[n];
	O2cT r = v;
	memcpy(w, &v, sizeof(O2cT));
	for (unsigned k = 0; k < n; k++)
		o[k] = __shfl_down_sync(mask, w[k], d);
	memcpy(&r, o, sizeof(O2cT));
	return r;
}

/* The first `width` lanes' values, combined into lane 0's. */
template <typename O2cU, typename O2cT>
__device__ O2cT
o2c_warp_reduce_user(O2cT v, unsigned width)
{
	const unsigned lane = threadIdx.x % 32;
	const unsigned mask = width >= 32 ? 0xffffffffu : (1u << width) - 1;

	for (unsigned d = 16; d > 0; d /= 2) {
		O2cT other = o2c_shfl_down_bytes(mask, v, d);
		if (lane + d < width)
			O2cU::o2c_combiner(v, other);
	}
	return v;
}

static __device__ unsigned o2c_udr_locks[64];

/* *slot = combine(*slot, v) under the lock of slot's address: the
 * variable's bytes read and written volatile, past the caches other
 * blocks' writes miss. */
template <typename O2cU, typename O2cT>
__device__ void
o2c_combine_locked(O2cT *slot, O2cT v)
{
	unsigned *lock = &o2c_udr_locks[((unsigned long long)slot / 8) % 64];
	volatile unsigned char *bytes = reinterpret_cast<volatile unsigned char *>(slot);
	unsigned char cur_bytes[sizeof(O2cT)];
	O2cT cur = v;

	while (atomicCAS(lock, 0u, 1u) != 0u)
		;
	__threadfence();
	for (unsigned k = 0; k < sizeof(O2cT); k++)
		cur_bytes[k] = bytes[k];
	memcpy(&cur, cur_bytes, sizeof(O2cT));
	O2cU::o2c_combiner(cur, v);
	memcpy(cur_bytes, &cur, sizeof(O2cT));
	for (unsigned k = 0; k < sizeof(O2cT); k++)
		bytes[k] = cur_bytes[k];
	__threadfence();
	atomicExch(lock, 0u);
}

/* *slot as a whole value, read under its lock: a declared reduction's
 * omp_orig, which other teams may be combining theirs into. */
template <typename O2cT>
__device__ O2cT
o2c_read_locked(const O2cT *slot)
{
	unsigned *lock = &o2c_udr_locks[((unsigned long long)slot / 8) % 64];
	const volatile unsigned char *bytes = reinterpret_cast<const volatile unsigned char *>(slot);
	alignas(O2cT) unsigned char cur_bytes[sizeof(O2cT)];

	while (atomicCAS(lock, 0u, 1u) != 0u)
		;
	__threadfence();
	for (unsigned k = 0; k < sizeof(O2cT); k++)
		cur_bytes[k] = bytes[k];
	__threadfence();
	atomicExch(lock, 0u);
	return *reinterpret_cast<const O2cT *>(cur_bytes);
}

/* The same for each of the warp's threads that run together: the first
 * of them reads *slot under the lock and gives it to the others, so that
 * a grid's threads take the lock a warp at a time. */
template <typename O2cT>
__device__ O2cT
o2c_read_orig(const O2cT *slot)
{
	constexpr unsigned n = (sizeof(O2cT) + 3) / 4;
	const unsigned mask = __activemask(), leader = __ffs(mask) - 1;
	unsigned w[n] = {0};
	alignas(O2cT) unsigned char bytes[sizeof(O2cT)];

	if (threadIdx.x % 32 == leader) {
		O2cT v = o2c_read_locked(slot);
		memcpy(w, &v, sizeof(O2cT));
	}
	for (unsigned k = 0; k < n; k++)
		w[k] = __shfl_sync(mask, w[k], leader);
	memcpy(bytes, w, sizeof(O2cT));
	return *reinterpret_cast<const O2cT *>(bytes);
}

/* Every thread's value combined over the block: each warp's in its lane
 * 0, then the warps' partials, through shared memory, in warp order, by
 * thread 0 (every thread where all).  The caller waits (__syncthreads)
 * before the next combination reuses the partials. */
template <typename O2cU, typename O2cT>
__device__ O2cT
o2c_block_combine(O2cT value, bool all)
{
	static_assert(sizeof(O2cT) <= 512, "declared reductions of values of at most 512 bytes");
	__shared__ alignas(16) unsigned char parts[32 * sizeof(O2cT)];
	const unsigned lane = threadIdx.x % 32, warp = threadIdx.x / 32;
	const unsigned warps = (blockDim.x + 31) / 32;
	const unsigned width = blockDim.x - warp * 32 < 32 ? blockDim.x - warp * 32 : 32;
	O2cT v = o2c_warp_reduce_user<O2cU>(value, width);

	if (lane == 0)
		memcpy(&parts[warp * sizeof(O2cT)], &v, sizeof(O2cT));
	__syncthreads();
	if (!all && threadIdx.x != 0)
		return v;
	memcpy(&v, &parts[0], sizeof(O2cT));
	for (unsigned w = 1; w < warps; w++) {
		O2cT other = v;
		memcpy(&other, &parts[w * sizeof(O2cT)], sizeof(O2cT));
		O2cU::o2c_combiner(v, other);
	}
	return v;
}

/* The block's values combined into *slot by thread 0. */
template <typename O2cU, typename O2cT>
__device__ void
o2c_reduce(O2cT *slot, O2cT value)
{
	O2cT v = o2c_block_combine<O2cU>(value, false);

	if (threadIdx.x == 0)
		o2c_combine_locked<O2cU>(slot, v);
	__syncthreads(); /* the partials are reused by the next reduction */
}

/* The same for a team on a warp: the warp's 32 lanes, all of which call
 * it, combine theirs, and lane 0 combines the result into *slot. */
template <typename O2cU, typename O2cT>
__device__ void
o2c_reduce_warp(O2cT *slot, O2cT value)
{
	O2cT v = o2c_warp_reduce_user<O2cU>(value, 32);

	if (threadIdx.x % 32 == 0)
		o2c_combine_locked<O2cU>(slot, v);
	__syncwarp();
}

/* Declared reductions into a team variable each lane or thread holds
 * (team lanes): as o2c_reduce_lanes and o2c_reduce_block_lanes, lane 0's
 * (thread 0's) combination of the copies given to every lane, so that
 * all hold the same bits, and combined into each one's variable. */
template <typename O2cT>
__device__ O2cT
o2c_shfl_bytes(const O2cT &v, unsigned from)
{
	constexpr unsigned n = (sizeof(O2cT) + 3) / 4;
	unsigned w[n] = {0}, o[n];
	O2cT r = v;
	memcpy(w, &v, sizeof(O2cT));
	for (unsigned k = 0; k < n; k++)
		o[k] = __shfl_sync(0xffffffffu, w[k], from);
	memcpy(&r, o, sizeof(O2cT));
	return r;
}

template <typename O2cU, typename O2cT>
__device__ void
o2c_reduce_lanes(O2cT *mine, O2cT value)
{
	O2cT v = o2c_shfl_bytes(o2c_warp_reduce_user<O2cU>(value, 32), 0);

	O2cU::o2c_combiner(*mine, v);
}

template <typename O2cU, typename O2cT>
__device__ void
o2c_reduce_block_lanes(O2cT *mine, O2cT value)
{
	O2cT v = o2c_block_combine<O2cU>(value, true);

	O2cU::o2c_combiner(*mine, v);
	__syncthreads(); /* the partials are reused by the next reduction */
}

#endif
