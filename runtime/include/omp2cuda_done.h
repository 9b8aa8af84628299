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
	volatile unsigned *host; /* page-locked host memory */
	unsigned id;
} O2cDone;

/* The barrier of a block's threads that the program's barriers and the
 * end of a parallel region that holds them compile to: barrier 0 without
 * .aligned (PTX barrier.sync), which threads of one warp may reach at
 * different places.  A program whose threads leave a loop holding
 * `#pragma omp barrier` at different times (pointer jumping, as CUDA code
 * with __syncthreads() in such a loop does) then meets the barrier at the
 * region's end instead, and no warp waits on itself; __syncthreads() is
 * the .aligned form, undefined there. */
static __device__ __forceinline__ void
o2c_barrier(void)
{
	asm volatile("barrier.sync 0;" ::: "memory");
}

/* The blocks of the launch that have finished: 0 between launches (the
 * module's load zeroes it; the last block resets it).  One per file's
 * module serves all its kernels, which the runtime asks to count only on
 * the one stream where they run one after the other. */
static __device__ unsigned o2c_blocks_done;

static __device__ __noinline__ void
o2c_kernel_count(const O2cDone done)
{
	o2c_barrier(); /* threads may come here from a loop's barrier */
	if (threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
		unsigned nblocks = gridDim.x * gridDim.y * gridDim.z;
		if (atomicAdd(&o2c_blocks_done, 1u) == nblocks - 1) {
			o2c_blocks_done = 0;
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
