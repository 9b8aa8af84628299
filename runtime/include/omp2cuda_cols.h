/* An iteration's own column in registers (codegen/emit_cols.c,
 * lowering/own_cols.c), included by omp2cuda_device.h (and by the host
 * simulation of kernels, test/lit/Inputs/cuda_sim). */
#ifndef OMP2CUDA_COLS_H
#define OMP2CUDA_COLS_H

/* Element r of col, read from p[r * ld] at its
 * first use (bit r of in), marked for the store after the body (bit r of
 * out) where the use writes it.  Inlined in loops unrolled to a constant
 * r, col stays in registers. */
template <typename T, typename E>
__device__ __forceinline__ T &
o2c_own(T (&col)[32], unsigned &in, unsigned &out, E *p, long long ld, long long r, bool write)
{
	if (!(in >> r & 1u)) {
		col[r] = p[r * ld];
		in |= 1u << r;
	}
	if (write)
		out |= 1u << r;
	return col[r];
}

__device__ __forceinline__ long long
o2c_min(long long a, long long b)
{
	return a < b ? a : b;
}

__device__ __forceinline__ long long
o2c_max(long long a, long long b)
{
	return a > b ? a : b;
}

#endif
