/* omp2cuda_done.h: included by every .cu file omp2cuda generates.
 *
 * The end of every kernel: the runtime learns that the launch finished
 * (runtime/inflight.c).  Each block, once all its threads are done,
 * counts itself; the last writes the launch's number into host memory.
 * A launch that faults never writes it.  host is NULL for a launch the
 * runtime waits for otherwise: then nothing is done, in every thread.
 */
#ifndef OMP2CUDA_DONE_H
#define OMP2CUDA_DONE_H

typedef struct O2cDone {
	unsigned *blocks;        /* device memory, 0 between launches */
	volatile unsigned *host; /* page-locked host memory */
	unsigned id;
} O2cDone;

__device__ inline void
o2c_kernel_done(const O2cDone done)
{
	if (!done.host)
		return;
	__syncthreads();
	if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
		unsigned nblocks = gridDim.x * gridDim.y * gridDim.z;
		__threadfence();
		if (atomicAdd(done.blocks, 1u) == nblocks - 1) {
			*done.blocks = 0;
			*done.host = done.id;
		}
	}
}

#endif
