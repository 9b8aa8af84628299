/* nullcuda: a libcuda.so.1 that does nothing, to profile the runtime's
 * host path on a machine without a GPU.
 *
 *   cc -O2 -shared -fPIC -I/usr/local/cuda/include tools/bench/nullcuda.c \
 *      -o /tmp/nullcuda/libcuda.so.1
 *   LD_LIBRARY_PATH=/tmp/nullcuda OMP_TARGET_OFFLOAD=MANDATORY perf record ./prog
 *
 * One H100-like device (sm_90, 132 multiprocessors); every call succeeds
 * at once: kernels do not run, copies copy nothing (the program's results
 * are wrong: only its host time means anything), device memory is
 * addresses that are never dereferenced, page-locked memory is malloc'ed.
 * The runtime's own work (maps, present table, argument packing, locks,
 * bookkeeping of kernels in flight) is all that is left to measure.  Not
 * a part of omp2cuda: a bench tool.
 */
#include <cuda.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define OK return CUDA_SUCCESS

static CUdeviceptr next_dev = 0x700000000000ull;
static int ctx_token, mod_token, fn_token, flat_token;
static _Thread_local CUcontext current;

CUresult cuInit(unsigned f) { (void)f; OK; }
CUresult cuDeviceGet(CUdevice *d, int i) { *d = i; OK; }
CUresult cuDeviceGetCount(int *n) { *n = 1; OK; }
CUresult cuDeviceGetName(char *s, int n, CUdevice d) { (void)d; strncpy(s, "null H100", (size_t)n); OK; }

CUresult
cuDeviceGetAttribute(int *v, CUdevice_attribute a, CUdevice d)
{
	(void)d;
	switch (a) {
	case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR: *v = 9; break;
	case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR: *v = 0; break;
	case CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT: *v = 132; break;
	case CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR: *v = 2048; break;
	case CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN: *v = 232448; break;
	default: *v = 1; break;
	}
	OK;
}

CUresult cuDevicePrimaryCtxRetain(CUcontext *c, CUdevice d) { (void)d; *c = (CUcontext)&ctx_token; OK; }
CUresult cuDevicePrimaryCtxRelease(CUdevice d) { (void)d; OK; }
CUresult cuCtxSetCurrent(CUcontext c) { current = c; OK; }
CUresult cuCtxGetCurrent(CUcontext *c) { *c = current; OK; }
CUresult cuCtxSynchronize(void) { OK; }

CUresult
cuMemAlloc(CUdeviceptr *p, size_t n)
{
	*p = next_dev;
	next_dev += (n + 4095) & ~(size_t)4095;
	OK;
}

CUresult cuMemFree(CUdeviceptr p) { (void)p; OK; }
CUresult cuMemcpyHtoD(CUdeviceptr d, const void *h, size_t n) { (void)d, (void)h, (void)n; OK; }
CUresult cuMemcpyDtoH(void *h, CUdeviceptr d, size_t n) { (void)d, (void)h, (void)n; OK; }
CUresult cuMemcpyHtoDAsync(CUdeviceptr d, const void *h, size_t n, CUstream s) { (void)d, (void)h, (void)n, (void)s; OK; }
CUresult cuMemcpyDtoHAsync(void *h, CUdeviceptr d, size_t n, CUstream s) { (void)d, (void)h, (void)n, (void)s; OK; }
CUresult cuMemcpy(CUdeviceptr a, CUdeviceptr b, size_t n) { (void)a, (void)b, (void)n; OK; }

CUresult
cuMemHostAlloc(void **p, size_t n, unsigned f)
{
	(void)f;
	*p = calloc(1, n);
	return *p ? CUDA_SUCCESS : CUDA_ERROR_OUT_OF_MEMORY;
}

CUresult cuMemFreeHost(void *p) { free(p); OK; }
CUresult cuMemHostGetDevicePointer(CUdeviceptr *d, void *p, unsigned f) { (void)f; *d = (CUdeviceptr)(uintptr_t)p; OK; }
CUresult cuMemHostRegister(void *p, size_t n, unsigned f) { (void)p, (void)n, (void)f; OK; }
CUresult cuMemHostUnregister(void *p) { (void)p; OK; }
CUresult cuStreamSynchronize(CUstream s) { (void)s; OK; }
CUresult cuStreamQuery(CUstream s) { (void)s; OK; }
CUresult cuStreamCreate(CUstream *s, unsigned f) { (void)f; *s = (CUstream)malloc(1); OK; }
CUresult cuStreamWaitEvent(CUstream s, CUevent e, unsigned f) { (void)s, (void)e, (void)f; OK; }
CUresult cuStreamDestroy(CUstream s) { free(s); OK; }
CUresult cuStreamWriteValue32(CUstream s, CUdeviceptr a, cuuint32_t v, unsigned f) { (void)s, (void)a, (void)v, (void)f; OK; }
CUresult cuEventCreate(CUevent *e, unsigned f) { (void)f; *e = (CUevent)malloc(1); OK; }
CUresult cuEventDestroy(CUevent e) { free(e); OK; }
CUresult cuEventRecord(CUevent e, CUstream s) { (void)e, (void)s; OK; }
CUresult cuEventSynchronize(CUevent e) { (void)e; OK; }
CUresult cuEventQuery(CUevent e) { (void)e; OK; }
CUresult cuEventElapsedTime(float *ms, CUevent a, CUevent b) { (void)a, (void)b; *ms = 0; OK; }
CUresult cuModuleLoadData(CUmodule *m, const void *image) { (void)image; *m = (CUmodule)&mod_token; OK; }
CUresult cuModuleUnload(CUmodule m) { (void)m; OK; }
/* One function for every name, but a kernel_flat (its name ends in
 * _flat) has one of its own, for NULLCUDA_FLAT_RESIDENT_BLOCKS. */
CUresult
cuModuleGetFunction(CUfunction *f, CUmodule m, const char *name)
{
	size_t n = strlen(name);

	(void)m;
	*f = n > 5 && !strcmp(name + n - 5, "_flat") ? (CUfunction)&flat_token : (CUfunction)&fn_token;
	OK;
}

CUresult
cuModuleGetGlobal(CUdeviceptr *p, size_t *n, CUmodule m, const char *name)
{
	/* the runtime's own globals are ints, but for the table of host
	 * images (runtime/host_images.c) */
	size_t bytes = !strcmp(name, "o2c_host_images") ? 2 * 256 * sizeof(unsigned long long) : 4;

	(void)m;
	if (n)
		*n = bytes;
	return cuMemAlloc(p, bytes);
}

CUresult
cuFuncGetAttribute(int *v, CUfunction_attribute a, CUfunction f)
{
	(void)f;
	switch (a) {
	case CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES: *v = 48 * 1024; break;
	case CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES: *v = 0; break;
	default: *v = 1024; break;
	}
	OK;
}

CUresult cuFuncSetAttribute(CUfunction f, CUfunction_attribute a, int v) { (void)f, (void)a, (void)v; OK; }

/* As many blocks as the multiprocessor's 2,048 threads hold, or
 * NULLCUDA_RESIDENT_BLOCKS, as a kernel of many registers would have
 * ("fail": the call fails); a kernel_flat's NULLCUDA_FLAT_RESIDENT_BLOCKS
 * where that is set. */
CUresult
cuOccupancyMaxActiveBlocksPerMultiprocessor(int *n, CUfunction f, int threads, size_t shared)
{
	const char *fixed = getenv("NULLCUDA_RESIDENT_BLOCKS");

	(void)shared;
	if (f == (CUfunction)&flat_token && getenv("NULLCUDA_FLAT_RESIDENT_BLOCKS"))
		fixed = getenv("NULLCUDA_FLAT_RESIDENT_BLOCKS");
	if (fixed && !strcmp(fixed, "fail"))
		return CUDA_ERROR_INVALID_VALUE;
	*n = fixed ? atoi(fixed) : threads > 0 ? 2048 / threads : 0;
	OK;
}

CUresult
cuLaunchKernel(CUfunction f, unsigned gx, unsigned gy, unsigned gz, unsigned bx, unsigned by,
               unsigned bz, unsigned shared, CUstream s, void **params, void **extra)
{
	(void)f, (void)gx, (void)gy, (void)gz, (void)bx, (void)by, (void)bz, (void)shared, (void)s;
	(void)params, (void)extra;
	OK;
}

CUresult cuGetErrorName(CUresult r, const char **s) { (void)r; *s = "CUDA_ERROR_NULL"; OK; }
CUresult cuGetErrorString(CUresult r, const char **s) { (void)r; *s = "nullcuda"; OK; }
