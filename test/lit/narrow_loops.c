// RUN: %omp2cuda -fno-stepped-indices --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// RUN: %omp2cuda --dump-after=lower %s | FileCheck %s --check-prefix=PLAN
// RUN: %omp2cuda -fno-narrow-loops --emit-cuda %s -o - | FileCheck %s --check-prefix=OFF
// RUN: %omp2cuda -fno-narrow-loops --explain %s | FileCheck %s --check-prefix=EXPLAIN-OFF
// RUN: %omp2cuda -fno-narrow-loops -fnarrow-loops --explain %s | FileCheck %s --check-prefix=EXPLAIN
// 32-bit iteration numbers (issue 18, lowering/schedule.c lower_narrow): a
// plain grid-stride loop whose trip count the host computes gets a second
// kernel, <kernel>_narrow, whose iteration number, trip count, loop counts
// and decomposition are unsigned, each index worked out from them as in
// the 64-bit kernel; the region's descriptor names it for the runtime.
// The kernel checks its own 64-bit counts first (three loops: each partial
// product before the next factor) and stops where they would not fit.
// Reductions (a signed index), chunked schedules and bounds that read
// memory keep the 64-bit kernel only.  The CHECK lines show the division
// form (-fno-stepped-indices; the default steps a collapsed nest's
// indices: stepped_indices.c).

void
nest(float *a, int n, int m, int t)
{
	// CHECK: {{^}}o2c_narrow_loops_[[NEST:[0-9]+]](
	// CHECK: const unsigned long long o2c_trip = o2c_n0 * o2c_n1;
	// CHECK: for (unsigned long long o2c_iv = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
	// CHECK: unsigned long long o2c_rest = o2c_iv;
	// CHECK-LABEL: /* launched when the trip count plus the grid's threads fits 32 bits{{.*}}: 32-bit iteration numbers */
	// CHECK-NEXT: extern "C" __global__ void
	// CHECK-NEXT: o2c_narrow_loops_[[NEST]]_narrow(int t, int n, int m, float *__restrict__ a, O2cDone o2c_done)
	// CHECK: const unsigned long long o2c_nw0 = ((int)(n) > (int)(t + 1) ? (unsigned long long)(int)(n) - (unsigned long long)(int)(t + 1) : 0);
	// CHECK: const unsigned long long o2c_nw1 = ((int)(m) > (int)(t) ? (unsigned long long)(int)(m) - (unsigned long long)(int)(t) : 0);
	// CHECK-NEXT: if (o2c_nw0 * o2c_nw1 != 0 &&
	// CHECK-NEXT: ((unsigned long long)gridDim.x * blockDim.x > 0xffffffffull ||
	// CHECK-NEXT: o2c_nw0 > 0xffffffffull ||
	// CHECK-NEXT: o2c_nw1 > 0xffffffffull ||
	// CHECK-NEXT: o2c_nw0 * o2c_nw1 > 0xffffffffull - (unsigned long long)gridDim.x * blockDim.x))
	// CHECK-NEXT: __trap(); /* the host's trip count fit 32 bits, the device's does not */
	// CHECK-NEXT: const unsigned o2c_n0 = (unsigned)o2c_nw0;
	// CHECK-NEXT: const unsigned o2c_n1 = (unsigned)o2c_nw1;
	// CHECK-NEXT: const unsigned o2c_trip = o2c_n0 * o2c_n1;
	// CHECK-NEXT: for (unsigned o2c_iv = blockIdx.x * blockDim.x + threadIdx.x;
	// CHECK-NEXT: o2c_iv < o2c_trip; o2c_iv += gridDim.x * blockDim.x) {
	// CHECK-NEXT: unsigned o2c_rest = o2c_iv;
	// CHECK-NEXT: unsigned o2c_q1 = o2c_rest / o2c_n1;
	// CHECK-NEXT: int j = (int)((unsigned long long)(int)(t) + (o2c_rest - o2c_q1 * o2c_n1));
	// CHECK-NEXT: o2c_rest = o2c_q1;
	// CHECK-NEXT: int i = (int)((unsigned long long)(int)(t + 1) + o2c_rest);
	// OFF-NOT: {{[0-9]}}_narrow(
	// OFF-NOT: unsigned o2c_iv
	// HOST: o2c_region_narrow_loops_[[HNEST:[0-9]+]](void)
	// HOST: static O2cRegion o2c_desc = {{.*}}_host, .kernel_narrow = "o2c_narrow_loops_[[HNEST]]_narrow"{{.*}}};
	// EXPLAIN: narrow_loops.c:[[@LINE+3]]:1: #pragma omp target teams distribute parallel for collapse(2)
	// EXPLAIN: 32-bit iteration numbers: o2c_narrow_loops_[[@LINE+2]]_narrow, launched when the trip count plus the grid's threads fits 32 bits (OMP2CUDA_NARROW=off: never)
	// EXPLAIN-OFF: 32-bit iteration numbers: 64-bit only: -fno-narrow-loops
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:n * m])
	for (int i = t + 1; i < n; i++)
		for (int j = t; j < m; j++)
			a[(long)i * m + j] -= a[(long)t * m + j];
}

void
cube(float *a, int nz, int ny, int nx)
{
	// CHECK-LABEL: o2c_narrow_loops_{{[0-9]+}}_narrow(int nz, int ny, int nx, float *__restrict__ a, O2cDone o2c_done)
	// CHECK: if (o2c_nw0 * o2c_nw1 * o2c_nw2 != 0 &&
	// CHECK-NEXT: ((unsigned long long)gridDim.x * blockDim.x > 0xffffffffull ||
	// CHECK-NEXT: o2c_nw0 > 0xffffffffull ||
	// CHECK-NEXT: o2c_nw1 > 0xffffffffull || o2c_nw0 * o2c_nw1 > 0xffffffffull ||
	// CHECK-NEXT: o2c_nw2 > 0xffffffffull ||
	// CHECK-NEXT: o2c_nw0 * o2c_nw1 * o2c_nw2 > 0xffffffffull - (unsigned long long)gridDim.x * blockDim.x))
	// CHECK: const unsigned o2c_trip = o2c_n0 * o2c_n1 * o2c_n2;
	// CHECK: unsigned o2c_rest = o2c_iv;
	// CHECK-NEXT: unsigned o2c_q2 = o2c_rest / o2c_n2;
	// CHECK-NEXT: int x = (int)((o2c_rest - o2c_q2 * o2c_n2));
	// CHECK-NEXT: o2c_rest = o2c_q2;
	// CHECK-NEXT: unsigned o2c_q1 = o2c_rest / o2c_n1;
	// CHECK-NEXT: int y = (int)((o2c_rest - o2c_q1 * o2c_n1));
	// CHECK-NEXT: o2c_rest = o2c_q1;
	// CHECK-NEXT: int z = (int)(o2c_rest);
#pragma omp target teams distribute parallel for collapse(3) map(tofrom: a[0:nz * ny * nx])
	for (int z = 0; z < nz; z++)
		for (int y = 0; y < ny; y++)
			for (int x = 0; x < nx; x++)
				a[((long)z * ny + y) * nx + x] += 1.0f;
}

long long
count(long long n)
{
	long long c = 0;

	// A reduction's signed index: 64-bit only.
	// EXPLAIN: narrow_loops.c:[[@LINE+2]]:1: #pragma omp target teams distribute parallel for reduction(+ : c)
	// EXPLAIN: 32-bit iteration numbers: 64-bit only: a reduction kernel's signed 64-bit index
#pragma omp target teams distribute parallel for reduction(+ : c)
	for (long long i = 0; i < n; i++)
		c++;
	return c;
}

void
chunks(float *a, int n, const int *lim, const float *b)
{
	// EXPLAIN: narrow_loops.c:[[@LINE+2]]:1: #pragma omp target teams distribute parallel for schedule(static, 4)
	// EXPLAIN: 32-bit iteration numbers: 64-bit only: the launch divides chunks, not iterations
#pragma omp target teams distribute parallel for schedule(static, 4) map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] += 1.0f;

	// EXPLAIN: narrow_loops.c:[[@LINE+2]]:1: #pragma omp target teams distribute parallel for map
	// EXPLAIN: 32-bit iteration numbers: o2c_narrow_loops_[[@LINE+1]]_narrow, launched when the trip count plus the grid's threads fits 32 bits and o2c_narrow_loops_[[@LINE+1]]_alias does not run (OMP2CUDA_NARROW=off: never)
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) map(to: b[0:n])
	for (int i = 0; i < n; i++)
		a[i] += b[i];

	// EXPLAIN: narrow_loops.c:[[@LINE+2]]:1: #pragma omp target teams distribute parallel for map
	// EXPLAIN: 32-bit iteration numbers: 64-bit only: the trip count is computed on the device only
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) map(to: lim[0:1])
	for (int i = 0; i < lim[0]; i++)
		a[i] *= 2.0f;
}

// PLAN-LABEL: plan narrow_loops_{{[0-9]+}}
// PLAN: narrow yes: o2c_narrow_loops_{{[0-9]+}}_narrow, launched when
// PLAN-LABEL: plan narrow_loops_{{[0-9]+}}
// PLAN: narrow no: 64-bit only: a reduction kernel's signed 64-bit index
