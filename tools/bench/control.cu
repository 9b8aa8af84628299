/* control: the harness's control program (bench.py --check-method).
 *
 *   control MIB [REPS]
 *
 * Copies MIB MiB of pageable host memory to the device and back REPS times
 * (default 4), with one small kernel in between, checks the result and prints
 * the suite's RESULT line.  Its GPU-total grows with MIB, nearly in
 * proportion: `control 64` against `control 256` is a pair whose direction
 * any honest method must find. */
#include <cstdio>
#include <cstdlib>
#include <ctime>

#include <cuda_runtime.h>

#define CHECK(call)                                                                                \
	do {                                                                                       \
		cudaError_t e_ = (call);                                                           \
		if (e_ != cudaSuccess) {                                                           \
			fprintf(stderr, "control: %s failed: %s\n", #call, cudaGetErrorString(e_)); \
			exit(2);                                                                   \
		}                                                                                  \
	} while (0)

__global__ void
bump(unsigned *x, size_t n)
{
	for (size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; i < n;
	     i += (size_t)gridDim.x * blockDim.x)
		x[i] += 1;
}

static double
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

int
main(int argc, char **argv)
{
	long mib = argc > 1 ? atol(argv[1]) : 64;
	int reps = argc > 2 ? atoi(argv[2]) : 4;
	size_t n = (size_t)mib << 18; /* unsigned words */
	unsigned *h, *d;
	int ok = 1;
	double t0;

	if (mib <= 0 || reps <= 0) {
		fprintf(stderr, "usage: control MIB [REPS]\n");
		return 2;
	}
	h = (unsigned *)malloc(n * sizeof *h);
	if (!h)
		return 2;
	for (size_t i = 0; i < n; i++)
		h[i] = (unsigned)i;
	CHECK(cudaFree(0));
	CHECK(cudaMalloc(&d, n * sizeof *d));
	t0 = now_ms();
	for (int r = 0; r < reps; r++) {
		CHECK(cudaMemcpy(d, h, n * sizeof *h, cudaMemcpyHostToDevice));
		bump<<<264, 256>>>(d, n);
		CHECK(cudaGetLastError());
		CHECK(cudaMemcpy(h, d, n * sizeof *h, cudaMemcpyDeviceToHost));
	}
	for (size_t i = 0; i < n; i += 4099)
		ok &= h[i] == (unsigned)i + (unsigned)reps;
	printf("RESULT app=control compiler=cuda size=%ldMiB verify=%s wall_ms=%.3f\n", mib,
	       ok ? "PASS" : "FAIL", now_ms() - t0);
	CHECK(cudaFree(d));
	free(h);
	return ok ? 0 : 1;
}
