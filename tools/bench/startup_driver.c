/* startup_driver: the driver's own start-up, step by step, as the floor
 * a fresh process's first target region stands on.
 *
 *   STARTUP_FATBIN=FATBIN startup_driver T0_NS
 *
 * T0_NS as for startup.c (tools/bench/startup.py runs both).  Times from
 * T0 to main, cuInit, the first device's primary context, loading FATBIN
 * (tools/bench/startup_kernel.cu built with nvcc -fatbin), getting its
 * empty kernel, and its first and second launch each waited for; one
 * line of milliseconds.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include <cuda.h>

static double
now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

#define CHECK(call)                                                                  \
	do {                                                                         \
		CUresult r_ = (call);                                                \
		if (r_ != CUDA_SUCCESS) {                                            \
			fprintf(stderr, "%s: error %d\n", #call, (int)r_);           \
			return 1;                                                    \
		}                                                                    \
	} while (0)

int
main(int argc, char **argv)
{
	const char *fatbin = getenv("STARTUP_FATBIN");
	double t0, t[8];
	CUdevice dev;
	CUcontext ctx;
	CUmodule mod;
	CUfunction fn;

	if (argc < 2 || !fatbin)
		return 2;
	t0 = atof(argv[1]) / 1e6;
	t[0] = now_ms();
	CHECK(cuInit(0));
	t[1] = now_ms();
	CHECK(cuDeviceGet(&dev, 0));
	CHECK(cuDevicePrimaryCtxRetain(&ctx, dev));
	CHECK(cuCtxSetCurrent(ctx));
	t[2] = now_ms();
	CHECK(cuModuleLoad(&mod, fatbin));
	t[3] = now_ms();
	CHECK(cuModuleGetFunction(&fn, mod, "empty"));
	t[4] = now_ms();
	CHECK(cuLaunchKernel(fn, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL));
	CHECK(cuCtxSynchronize());
	t[5] = now_ms();
	CHECK(cuLaunchKernel(fn, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL));
	CHECK(cuCtxSynchronize());
	t[6] = now_ms();
	printf("to_main %.3f cuInit %.3f context %.3f module %.3f function %.3f launch1 %.3f "
	       "launch2 %.3f total %.3f PASS\n",
	       t[0] - t0, t[1] - t[0], t[2] - t[1], t[3] - t[2], t[4] - t[3], t[5] - t[4],
	       t[6] - t[5], t[6] - t0);
	return 0;
}
