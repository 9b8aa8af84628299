/* libomp2cuda_inject.so: the GPU-total ledger (ledger.c) for any CUDA
 * program, whatever compiled it (clang or gcc offload, nvcc, omp2cuda).
 *
 *   CUDA_INJECTION64_PATH=build/lib/libomp2cuda_inject.so \
 *   OMP2CUDA_INJECT_OUT=prog.json ./prog
 *
 * The driver loads this library inside the program's first cuInit and
 * calls InitializeInjection; the ledger then records every kernel, copy
 * and memset through CUPTI and reports at exit, as the runtime's ledger
 * does: to OMP2CUDA_INJECT_OUT (.json or .csv), or as a table on stderr.
 * Everything but InitializeInjection is hidden, so the ledger inside an
 * omp2cuda program and this one do not share state.
 */
#include "internal.h"

__attribute__((visibility("default"))) int InitializeInjection(void);

int
InitializeInjection(void)
{
	return o2c_ledger_inject();
}

/* The ledger here is this library's own, never a copy of an omp2cuda
 * program's runtime (unload.c). */
int
o2c_runtime_inert(void)
{
	return 0;
}
