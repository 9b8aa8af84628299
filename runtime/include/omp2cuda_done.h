/* omp2cuda_done.h: included by every .cu file omp2cuda generates.
 *
 * The end of every kernel: the runtime learns that the launch finished
 * (runtime/inflight.c).  When the launch is given the runtime's word
 * (host not NULL, the same for every thread), each block counts itself
 * once all its threads are done, and the last writes the launch's number
 * into host memory; a launch that faults never writes it.  The counting
 * is a function of its own, never inlined: a barrier in the kernel's own
 * code makes nvcc compile the rest of it worse even where the runtime
 * does not ask for the count (lud's column kernels on an H200: 37 -> 44
 * ms inlined, 38 as a call).
 */
#ifndef OMP2CUDA_DONE_H
#define OMP2CUDA_DONE_H

typedef struct O2cDone {
	unsigned *blocks;        /* device memory, 0 between launches */
	volatile unsigned *host; /* page-locked host memory */
	unsigned id;
} O2cDone;

static __device__ __noinline__ void
o2c_kernel_count(const O2cDone done)
{
	__syncthreads();
	if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
		unsigned nblocks = gridDim.x * gridDim.y * gridDim.z;
		if (atomicAdd(done.blocks, 1u) == nblocks - 1) {
			*done.blocks = 0;
			*done.host = done.id;
		}
	}
}

static __device__ __forceinline__ void
o2c_kernel_done(const O2cDone done)
{
	if (done.host)
		o2c_kernel_count(done);
}

#endif
