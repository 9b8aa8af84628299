/* omp2cuda_done.h: included by every .cu file omp2cuda generates.
 *
 * The end of every kernel: the runtime learns that the launch finished
 * (runtime/inflight.c).  When the launch is given the runtime's word
 * (host not NULL, the same for every thread), each warp counts itself
 * once all its threads are done, and the last writes the launch's number
 * into host memory; a launch that faults never writes it.
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

/* The warps of the launch that have finished: 0 between launches (the
 * module's load zeroes it; the last warp resets it).  One per file's
 * module serves all its kernels, which the runtime asks to count only on
 * the one stream where they run one after the other. */
static __device__ unsigned o2c_warps_done;

/* The end of every kernel.  Where the launch is given the runtime's word,
 * each warp counts itself once all its threads are here (__syncwarp over
 * the lanes the warp has: the last warp of a block may be partial), and
 * the launch's last warp writes its number.  No barrier of the block:
 * a block barrier here (or a call holding one) makes nvcc compile the
 * kernel's own code worse even where the runtime does not ask for the
 * count (lud's column kernels on an H200: 37 -> 44 ms with an inlined
 * barrier), and the call that avoided it kept the kernel's uniform
 * registers live across it.  Threads that left a loop holding
 * `#pragma omp barrier` early have met the region's own end barrier
 * before they come here. */
static __device__ __forceinline__ void
o2c_kernel_done(const O2cDone done)
{
	if (!done.host)
		return;
	unsigned nthreads = blockDim.x * blockDim.y * blockDim.z;
	unsigned tid = threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z);
	unsigned lane = tid & 31u;
	unsigned lanes = nthreads - (tid - lane) < 32u ? nthreads - (tid - lane) : 32u;
	__syncwarp(lanes == 32u ? 0xffffffffu : (1u << lanes) - 1u);
	if (lane == 0) {
		unsigned warps = (nthreads + 31u) / 32u * (gridDim.x * gridDim.y * gridDim.z);
		if (atomicAdd(&o2c_warps_done, 1u) == warps - 1u) {
			o2c_warps_done = 0;
			*done.host = done.id;
		}
	}
}

#endif
