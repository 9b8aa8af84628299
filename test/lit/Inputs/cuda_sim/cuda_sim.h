/* Just enough CUDA to run a generated kernel on host threads: one thread
 * per CUDA thread of a block, the blocks one after another from the last
 * (so that a block which reads shared memory it did not write reads what
 * a later block or an earlier launch left), __shared__ variables one per
 * kernel (static), __syncthreads() a barrier of the
 * block's threads, __syncwarp() one of the warp's (whole warps: the
 * block's threads a multiple of 32) and __shfl_sync the value a lane
 * wrote between two of those.  For tests of kernels' logic, not their
 * speed. */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include <functional>
#include <initializer_list>

struct dim3 {
	unsigned x, y, z;
};
static thread_local dim3 threadIdx;
static dim3 blockIdx, blockDim, gridDim;
static pthread_barrier_t sim_barrier;

static pthread_barrier_t sim_warp_barrier[32];
static unsigned long long sim_warp_slot[32][32];

#define __syncthreads() pthread_barrier_wait(&sim_barrier)
#define __syncwarp(...) pthread_barrier_wait(&sim_warp_barrier[threadIdx.x / 32])
#define __trap() abort()

/* Lane src's v (of 8 bytes at most), on every lane of the warp. */
template <typename T>
static T
__shfl_sync(unsigned mask, T v, int src)
{
	unsigned w = threadIdx.x / 32;
	T r;

	(void)mask;
	memcpy(&sim_warp_slot[w][threadIdx.x % 32], &v, sizeof v);
	pthread_barrier_wait(&sim_warp_barrier[w]);
	memcpy(&r, &sim_warp_slot[w][(unsigned)src % 32], sizeof r);
	pthread_barrier_wait(&sim_warp_barrier[w]);
	return r;
}
#define __shared__ static
#define __device__
#define __global__
#define __forceinline__
#define __noinline__
#define __trap() abort()

struct SimJob {
	std::function<void()> f;
	unsigned t;
};

static void *
sim_thread(void *a)
{
	SimJob *j = (SimJob *)a;

	threadIdx = {j->t, 0, 0};
	j->f();
	return 0;
}

/* Run f as a kernel of blocks x threads. */
static void
sim_launch(unsigned blocks, unsigned threads, std::function<void()> f)
{
	static pthread_t th[1024];
	static SimJob jobs[1024];

	gridDim = {blocks, 1, 1};
	blockDim = {threads, 1, 1};
	for (unsigned b = blocks; b-- > 0;) {
		blockIdx = {b, 0, 0};
		pthread_barrier_init(&sim_barrier, 0, threads);
		for (unsigned w = 0; w < (threads + 31) / 32; w++)
			pthread_barrier_init(&sim_warp_barrier[w], 0, threads - 32 * w < 32 ? threads - 32 * w : 32);
		for (unsigned t = 0; t < threads; t++) {
			jobs[t] = {f, t};
			pthread_create(&th[t], 0, sim_thread, &jobs[t]);
		}
		for (unsigned t = 0; t < threads; t++)
			pthread_join(th[t], 0);
		pthread_barrier_destroy(&sim_barrier);
		for (unsigned w = 0; w < (threads + 31) / 32; w++)
			pthread_barrier_destroy(&sim_warp_barrier[w]);
	}
}
