/* Driver-API launch cost: kernelParams vs a packed buffer vs cuLaunchKernelEx, 5 vs 2 params. */
#include <cuda.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
static double now(void) { struct timespec t; clock_gettime(CLOCK_MONOTONIC, &t); return t.tv_sec * 1e6 + t.tv_nsec * 1e-3; }
static int cmp(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return (x > y) - (x < y); }
int main(int argc, char **argv) {
	const char *mode = argv[1]; int blocks = atoi(argv[2]), launches = 3000, reps = 7;
	CUdevice dev; CUcontext ctx; CUmodule m; CUfunction f5, f2; CUdeviceptr a;
	cuInit(0); cuDeviceGet(&dev, 0); cuDevicePrimaryCtxRetain(&ctx, dev); cuCtxSetCurrent(ctx);
	FILE *fp = fopen(argv[3], "rb"); fseek(fp, 0, SEEK_END); long sz = ftell(fp); rewind(fp);
	char *img = malloc(sz); fread(img, 1, sz, fp); fclose(fp);
	if (cuModuleLoadData(&m, img)) { printf("load failed\n"); return 1; }
	cuModuleGetFunction(&f5, m, "k5"); cuModuleGetFunction(&f2, m, "k2");
	int n = blocks * 256; cuMemAlloc(&a, n * 4); cuMemsetD32(a, 0, n);
	struct { volatile unsigned *host; unsigned id; } done = {0, 0};
	int k = 1, be = 2;
	void *p5[] = {&k, &n, &a, &be, &done}, *p2[] = {&a, &n};
	struct __attribute__((packed, aligned(8))) { int k, n; CUdeviceptr a; int be; int pad; void *host; unsigned id; unsigned pad2; } buf = {1, n, a, 2, 0, 0, 0, 0};
	size_t bsz = sizeof buf;
	void *extra[] = {CU_LAUNCH_PARAM_BUFFER_POINTER, &buf, CU_LAUNCH_PARAM_BUFFER_SIZE, &bsz, CU_LAUNCH_PARAM_END};
	CUlaunchConfig cfg; memset(&cfg, 0, sizeof cfg); cfg.gridDimX = blocks; cfg.gridDimY = cfg.gridDimZ = 1; cfg.blockDimX = 256; cfg.blockDimY = cfg.blockDimZ = 1;
	double per[16], enq[16];
	for (int r = 0; r < reps; r++) {
		cuCtxSynchronize();
		double t0 = now(), t1 = 0; CUresult e = 0;
		for (int l = 0; l < launches; l++) {
			if (!strcmp(mode, "params5")) e = cuLaunchKernel(f5, blocks, 1, 1, 256, 1, 1, 0, NULL, p5, NULL);
			else if (!strcmp(mode, "extra5")) e = cuLaunchKernel(f5, blocks, 1, 1, 256, 1, 1, 0, NULL, NULL, extra);
			else if (!strcmp(mode, "ex5")) e = cuLaunchKernelEx(&cfg, f5, p5, NULL);
			else if (!strcmp(mode, "params2")) e = cuLaunchKernel(f2, blocks, 1, 1, 256, 1, 1, 0, NULL, p2, NULL);
			if (e) { printf("launch %d\n", e); return 1; }
			if (l == 499) t1 = now();
		}
		cuCtxSynchronize();
		per[r] = (now() - t0) / launches; enq[r] = (t1 - t0) / 500;
	}
	qsort(per + 1, reps - 1, sizeof *per, cmp); qsort(enq + 1, reps - 1, sizeof *enq, cmp);
	float h; cuMemcpyDtoH(&h, a, 4);
	printf("%-8s blocks %4d: us/launch min %.3f med %.3f; enqueue of the first 500 med %.3f; a[0] %.0f\n", mode, blocks, per[1], per[1 + (reps - 1) / 2], enq[1 + (reps - 1) / 2], h);
	return 0;
}
