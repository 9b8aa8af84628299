// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --dump-after=frontend %s | FileCheck %s --check-prefix=FRONT
// schedule and dist_schedule (OpenMP 5.2 11.5.3, 11.6.1): on loops shared by a block's threads,
// static with a chunk deals chunks round robin, static without one gives each thread one block,
// guided shrinks its chunks, dynamic deals its chunks like static, auto is omp2cuda's own
// (cyclic); on combined loops a chunk makes a grid-stride loop over chunks, and dist_schedule
// makes each block walk its own chunks; on a distribute loop of teams, each block its chunks.

#include <omp.h>

void
inner(int n, int c, int *a)
{
	// CHECK-LABEL: { /* #pragma omp for schedule(static, c) */
	// CHECK: const unsigned long long o2c_pchunk = (long long)(c) > 0 ? (unsigned long long)(c) : 1; /* chunk size */
	// CHECK-NEXT: for (unsigned long long o2c_pwlo = (unsigned long long)threadIdx.x * o2c_pchunk;
	// CHECK-NEXT: o2c_pwlo < o2c_ptrip; o2c_pwlo += (unsigned long long)o2c_nthreads * o2c_pchunk)
	// CHECK-NEXT: for (unsigned long long o2c_pv = o2c_pwlo;
	// CHECK-NEXT: o2c_pv < o2c_pwlo + o2c_pchunk && o2c_pv < o2c_ptrip; o2c_pv++) {
	// CHECK-LABEL: { /* #pragma omp for schedule(monotonic: static) */
	// CHECK: const unsigned o2c_pq = o2c_ptrip / (unsigned)o2c_nthreads, o2c_pr = o2c_ptrip % (unsigned)o2c_nthreads;
	// CHECK-NEXT: const unsigned o2c_pwlo = threadIdx.x * o2c_pq + (threadIdx.x < o2c_pr ? threadIdx.x : o2c_pr);
	// CHECK-NEXT: for (unsigned o2c_pv = o2c_pwlo;
	// CHECK-NEXT: o2c_pv < o2c_pwlo + o2c_pq + (threadIdx.x < o2c_pr); o2c_pv++) {
	// CHECK-LABEL: { /* #pragma omp for schedule(guided, 4) */
	// CHECK: for (unsigned long long o2c_pwlo = 0, o2c_pwhi = 0, o2c_pk = 0; o2c_pwlo < o2c_ptrip; o2c_pwlo = o2c_pwhi, o2c_pk++)
	// CHECK-NEXT: if ((o2c_pwhi = o2c_guided_end(o2c_pwlo, o2c_ptrip, (unsigned long long)o2c_nthreads, o2c_pchunk)), o2c_pk % (unsigned long long)o2c_nthreads == (unsigned long long)threadIdx.x)
	// CHECK-NEXT: for (unsigned long long o2c_pv = o2c_pwlo;
	// CHECK-NEXT: o2c_pv < o2c_pwhi; o2c_pv++) {
	// CHECK-LABEL: { /* #pragma omp for schedule(dynamic) */
	// CHECK: for (unsigned o2c_pv = threadIdx.x;
	// CHECK-NEXT: o2c_pv < o2c_ptrip; o2c_pv += (unsigned)o2c_nthreads) {
	// CHECK-LABEL: { /* #pragma omp for schedule(auto) */
	// CHECK: for (unsigned o2c_pv = threadIdx.x;
#pragma omp target parallel map(tofrom: a[0:n])
	{
#pragma omp for schedule(static, c)
		for (int i = 0; i < n; i++)
			a[i] += 1;
#pragma omp for schedule(monotonic: static)
		for (int i = 0; i < n; i++)
			a[i] += 2;
#pragma omp for schedule(guided, 4)
		for (int i = 0; i < n; i++)
			a[i] += 3;
#pragma omp for schedule(dynamic)
		for (int i = 0; i < n; i++)
			a[i] += 4;
#pragma omp for schedule(auto)
		for (int i = 0; i < n; i++)
			a[i] += 5;
	}
}

// HOST-LABEL: host fallback of o2c_schedule_70
// HOST: #pragma omp parallel for schedule(static, c * 2)
// HOST-LABEL: host fallback of o2c_schedule_81
// HOST: #pragma omp teams distribute parallel for num_teams(1) dist_schedule(static, 256) schedule(dynamic, 2)
void
combined(int n, int c, int *a)
{
	// CHECK-LABEL: o2c_schedule_70(
	// CHECK: const unsigned long long o2c_chunk = (long long)(c * 2) > 0 ? (unsigned long long)(c * 2) : 1; /* chunk size */
	// CHECK-NEXT: for (unsigned long long o2c_wlo = (blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x) * o2c_chunk;
	// CHECK-NEXT: o2c_wlo < o2c_trip; o2c_wlo += ((unsigned long long)gridDim.x * blockDim.x) * o2c_chunk)
	// CHECK-NEXT: for (unsigned long long o2c_iv = o2c_wlo;
	// CHECK-NEXT: o2c_iv < o2c_wlo + o2c_chunk && o2c_iv < o2c_trip; o2c_iv++) {
	// HOST: O2cLaunch o2c_launch = {.trip = (long long)(((((int)(n) > 0 ? (unsigned long long)(int)(n) : 0)) + ((long long)(c * 2) > 0 ? (unsigned long long)(c * 2) : 1) - 1) / ((long long)(c * 2) > 0 ? (unsigned long long)(c * 2) : 1)), .num_teams = 0 /* default */, .thread_limit = 0 /* default */};
#pragma omp target teams distribute parallel for schedule(static, c * 2) map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] += omp_get_thread_num();
	// CHECK-LABEL: o2c_schedule_81(
	// CHECK: const unsigned long long o2c_chunk = (long long)(2) > 0 ? (unsigned long long)(2) : 1; /* chunk size */
	// CHECK-NEXT: const unsigned long long o2c_dchunk = (long long)(256) > 0 ? (unsigned long long)(256) : 1; /* chunk size */
	// CHECK-NEXT: for (unsigned long long o2c_dlo = blockIdx.x * o2c_dchunk; o2c_dlo < o2c_trip; o2c_dlo += gridDim.x * o2c_dchunk) {
	// CHECK-NEXT: const unsigned long long o2c_dhi = o2c_trip - o2c_dlo < o2c_dchunk ? o2c_trip : o2c_dlo + o2c_dchunk;
	// CHECK-NEXT: for (unsigned long long o2c_wlo = o2c_dlo + (unsigned long long)threadIdx.x * o2c_chunk;
	// CHECK-NEXT: o2c_wlo < o2c_dhi; o2c_wlo += (unsigned long long)blockDim.x * o2c_chunk)
	// HOST: O2cLaunch o2c_launch = {.trip = {{.*}}, .num_teams = 0 /* default */, .thread_limit = 0 /* default */, .team_loop = 1};
#pragma omp target teams distribute parallel for dist_schedule(static, 256) schedule(dynamic, 2) \
	map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] += omp_get_team_num();
	// CHECK-LABEL: o2c_schedule_91(
	// CHECK: const unsigned long long o2c_dq = o2c_trip / gridDim.x, o2c_dr = o2c_trip % gridDim.x;
	// CHECK-NEXT: const unsigned long long o2c_dlo = blockIdx.x * o2c_dq + (blockIdx.x < o2c_dr ? blockIdx.x : o2c_dr);
	// CHECK-NEXT: const unsigned long long o2c_dhi = o2c_dlo + o2c_dq + (blockIdx.x < o2c_dr);
	// CHECK-NEXT: for (unsigned long long o2c_iv = o2c_dlo + (unsigned long long)threadIdx.x;
	// CHECK-NEXT: o2c_iv < o2c_dhi; o2c_iv += (unsigned long long)blockDim.x) {
#pragma omp target teams distribute parallel for dist_schedule(static) map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] += 1;
}

// The distribute loop of a teams region with a nested parallel region: a block's chunks of
// distribute iterations, one at a time (every thread of the block runs the loop).
void
teams(int n, int *a)
{
	// CHECK-LABEL: o2c_schedule_108(
	// CHECK: const unsigned long long o2c_dchunk = (long long)(3) > 0 ? (unsigned long long)(3) : 1; /* chunk size */
	// CHECK-NEXT: for (unsigned long long o2c_wlo = (unsigned long long)blockIdx.x * o2c_dchunk;
	// CHECK-NEXT: o2c_wlo < o2c_trip; o2c_wlo += (unsigned long long)gridDim.x * o2c_dchunk)
	// CHECK-NEXT: for (unsigned long long o2c_iv = o2c_wlo;
	// CHECK-NEXT: o2c_iv < o2c_wlo + o2c_dchunk && o2c_iv < o2c_trip; o2c_iv++) {
	// HOST: #pragma omp teams distribute num_teams(o2c_teams) thread_limit(o2c_threads) dist_schedule(static, 3)
#pragma omp target teams distribute dist_schedule(static, 3) map(tofrom: a[0:n * 8])
	for (int r = 0; r < n; r++) {
#pragma omp parallel for
		for (int j = 0; j < 8; j++)
			a[r * 8 + j] += r;
	}
}

// FRONT: region schedule_36 'target parallel' at 36:1
// FRONT-NEXT: map tofrom a [0 : n]
// FRONT: region schedule_36_1 'parallel' at 36:1
// FRONT-NEXT: inside schedule_36
// FRONT-NEXT: the parallel region of target parallel
// FRONT: region schedule_38 'for' at 38:1
// FRONT-NEXT: inside schedule_36_1
// FRONT-NEXT: schedule static, c
// FRONT: region schedule_41 'for' at 41:1
// FRONT: schedule static{{$}}
// FRONT: region schedule_81 'target teams distribute parallel for' at 81:1
// FRONT: schedule dynamic, 2
// FRONT-NEXT: dist_schedule static, 256

// Loops shared by a block's threads whose trip counts fit are 32-bit above (lowering/schedule.c,
// narrow_nested; chunks stay 64-bit); -fno-narrow-loops keeps them 64-bit.
// RUN: %omp2cuda -fno-narrow-loops --emit-cuda %s -o - | FileCheck %s --check-prefix=WIDE
// WIDE-LABEL: { /* #pragma omp for schedule(monotonic: static) */
// WIDE: const unsigned long long o2c_pq = o2c_ptrip / (unsigned long long)o2c_nthreads, o2c_pr = o2c_ptrip % (unsigned long long)o2c_nthreads;
// WIDE-NEXT: const unsigned long long o2c_pwlo = (unsigned long long)threadIdx.x * o2c_pq + ((unsigned long long)threadIdx.x < o2c_pr ? (unsigned long long)threadIdx.x : o2c_pr);
// WIDE-NEXT: for (unsigned long long o2c_pv = o2c_pwlo;
// WIDE-NEXT: o2c_pv < o2c_pwlo + o2c_pq + ((unsigned long long)threadIdx.x < o2c_pr); o2c_pv++) {
// WIDE-LABEL: { /* #pragma omp for schedule(dynamic) */
// WIDE: for (unsigned long long o2c_pv = threadIdx.x;
// WIDE-NEXT: o2c_pv < o2c_ptrip; o2c_pv += o2c_nthreads) {
