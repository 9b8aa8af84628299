// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// The host fallback calls the device API through o2c_omp_<routine>
// wrappers (gcc rejects most routines written directly in a teams
// region); a combined loop that asks for its thread limit runs under a
// host teams construct whose thread_limit is the launch's threads.  On
// the GPU the device header answers omp_get_thread_limit (the block's
// threads) and the upper bounds, in region code and called functions.
#include <omp.h>

static int
procs(void)
{
	return omp_get_num_procs() + omp_get_max_threads();
}

void
f(int *a, int n, int *lv)
{
	// CHECK: #define O2C_HAVE_omp_get_thread_limit
	// CHECK-NEXT: int omp_get_thread_limit(void);
	// CHECK-NEXT: int omp_get_level(void);
	// CHECK-NEXT: static int
	// CHECK-NEXT: o2c_omp_get_thread_limit(void)
	// CHECK: #pragma omp teams distribute parallel for num_teams(1) thread_limit(o2c_nthreads) num_threads(o2c_nthreads)
	// CHECK: a[i] = o2c_omp_get_thread_limit() + procs();
	// CUDA: a[i] = omp_get_thread_limit() + procs();
#pragma omp target teams distribute parallel for thread_limit(64) map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = omp_get_thread_limit() + procs();
	// CHECK: lv[0] = o2c_omp_get_level();
	// CUDA: lv[0] = 0 /* omp_get_level() */;
#pragma omp target teams num_teams(1) map(from: lv[0:2])
	{
		lv[0] = omp_get_level();
#pragma omp parallel num_threads(2)
		lv[1] = omp_get_level();
	}
}
