/* The CUDA driver API, without a link-time dependency on libcuda.
 *
 * o2c_cu_load opens libcuda.so.1 at the first offload and resolves every
 * function of O2C_CU_FUNCS (internal.h) into o2c_cu; until then nothing
 * here runs, so programs start and run their host fallbacks on machines
 * without a GPU driver.  o2c_cu_check is what CU_CALL calls: every
 * CUresult of the runtime goes through it.
 *
 * Requires: o2c_cu_load is called under the runtime lock.
 * Guarantees: o2c_cu is either complete or the load failed with a
 * recorded reason.  The library stays open until the process ends: the
 * driver may still run exit handlers of its own.
 */
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

#include "internal.h"

O2cCuda o2c_cu;
static void *libcuda;

static int
missing(void *h, const char *sym)
{
	O2C_ERROR("libcuda.so.1 has no %s (driver too old for CUDA %d.%d headers)", sym,
	          CUDA_VERSION / 1000, CUDA_VERSION % 1000 / 10);
	memset(&o2c_cu, 0, sizeof o2c_cu);
	dlclose(h);
	return -1;
}

int
o2c_cu_load(void)
{
	void *h;

	if (libcuda)
		return 0;
	h = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
	if (!h) {
		O2C_ERROR("%s", dlerror());
		return -1;
	}
#define X(sym)                                                                                     \
	if (!(o2c_cu.sym = (__typeof__(o2c_cu.sym))dlsym(h, #sym)))                                \
		return missing(h, #sym);
	O2C_CU_FUNCS(X)
#undef X
#define X(sym) o2c_cu.sym = (__typeof__(o2c_cu.sym))dlsym(h, #sym);
	O2C_CU_OPTIONAL(X)
#undef X
	libcuda = h;
	return 0;
}

/* "CUDA_ERROR_X (description)", in a buffer of this thread. */
const char *
o2c_cu_describe(CUresult r)
{
	static _Thread_local char buf[256];
	const char *name = NULL, *text = NULL;

	if (o2c_cu.cuGetErrorName(r, &name) != CUDA_SUCCESS || !name)
		name = "unknown CUDA error";
	if (o2c_cu.cuGetErrorString(r, &text) != CUDA_SUCCESS || !text)
		text = "no description";
	snprintf(buf, sizeof buf, "%s (%s)", name, text);
	return buf;
}

CUresult
o2c_cu_check(CUresult r, const char *call, const char *file, int line)
{
	if (r != CUDA_SUCCESS)
		o2c_error(file, line, "%s failed: %s", call, o2c_cu_describe(r));
	return r;
}
