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
 * Everything but InitializeInjection and the two staged-copy hooks is
 * hidden, so the ledger inside an omp2cuda program and this one do not
 * share state.  An omp2cuda program finds the hooks (ledger.c,
 * o2c_ledger_staged_begin) and reports each staged copy through them:
 * its pieces' DMA records alone would understate it (ledger.c says how
 * it is counted).
 */
#include "internal.h"

__attribute__((visibility("default"))) int InitializeInjection(void);
__attribute__((visibility("default"))) void o2c_inject_staged_begin(int op);
__attribute__((visibility("default"))) void o2c_inject_staged_end(int op, size_t bytes,
                                                                  unsigned long long since);

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

/* Around one staged copy of the runtime: op is O2C_OP_H2D or O2C_OP_D2H,
 * since the CLOCK_MONOTONIC nanoseconds before its first host memcpy. */
/* report.c's o2c_fail settles the kernels in flight (inflight.c) of the
 * runtime; this library launches none.  Defined so that nothing here is
 * left unresolved (the library loads with RTLD_NOW too). */
void
o2c_inflight_settle(int locked)
{
	(void)locked;
}

void
o2c_inject_staged_begin(int op)
{
	o2c_ledger_inject_staged_begin(op);
}

void
o2c_inject_staged_end(int op, size_t bytes, unsigned long long since)
{
	o2c_ledger_inject_staged_end(op, bytes, since);
}
