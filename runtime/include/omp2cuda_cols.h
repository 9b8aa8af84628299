/* An iteration's own column in registers (codegen/emit_cols.c,
 * lowering/own_cols.c), included by omp2cuda_device.h (and by the host
 * simulation of kernels, test/lit/Inputs/cuda_sim). */
#ifndef OMP2CUDA_COLS_H
#define OMP2CUDA_COLS_H

/* Element r of col, read from p[r * ld] at its first use (bit r of in),
 * marked for the store after the body (bit r of out) where the use
 * writes it.  The load is made at every use, without a branch, and kept
 * only at the first: the element is one the program touches now or
 * touched before, and memory holds its value until the store after the
 * body (only this iteration touches it).  Inlined in loops unrolled to
 * a constant r, col stays in registers. */
template <typename O2cT, typename O2cE>
__device__ __forceinline__ O2cT &
o2c_own(O2cT (&col)[32], unsigned &in, unsigned &out, O2cE *p, long long ld, long long r, bool write)
{
	const O2cT v = p[r * ld];

	col[r] = in >> r & 1u ? col[r] : v;
	in |= 1u << r;
	if (write)
		out |= 1u << r;
	return col[r];
}

/* Element r of col where the body loaded it before (a row every
 * iteration surely touches), marked as o2c_own marks it. */
template <typename O2cT>
__device__ __forceinline__ O2cT &
o2c_own_loaded(O2cT (&col)[32], unsigned &out, long long r, bool write)
{
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
