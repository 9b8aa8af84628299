// RUN: %omp2cuda --explain %s | FileCheck %s
// RUN: %omp2cuda --explain -fno-signed-loop %s | FileCheck %s --check-prefix=UNSIGNED
// RUN: %omp2cuda --dump-after=lower %s | FileCheck %s --check-prefix=PLAN
// RUN: %omp2cuda --emit-cuda -fno-signed-loop %s -o - | FileCheck %s --check-prefix=CUDA
// Every decision lowering makes about a kernel's shape, its loop and the
// team of a nested region is in the plan with its reason, and --explain
// and --dump-after=lower print it from there; -fno-signed-loop reaches
// lowering as an argument.

double
sum(int n, const double *a)
{
	double s = 0;
	// CHECK: plan_reasons.c:[[@LINE+4]]:1: #pragma omp target teams distribute parallel for
	// CHECK: shape: a combined loop, or a teams distribute loop without parallel regions
	// CHECK: loop: a reduction kernel: a grid-stride loop over a signed index
	// UNSIGNED: loop: no chunked schedule: a grid-stride loop, the same as a chunk of 1 (-fno-signed-loop: unsigned)
#pragma omp target teams distribute parallel for reduction(+: s) map(to: a[0:n])
	for (int i = 0; i < n; i++)
		s += a[i];
	// PLAN: loop grid cyclic, index signed: a reduction kernel
	// CUDA: for (unsigned long long o2c_iv = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
	return s;
}

void
chunks(int n, double *a)
{
	// CHECK: plan_reasons.c:[[@LINE+3]]:1: #pragma omp target teams distribute parallel for schedule(static, 4)
	// CHECK: kernel o2c_plan_reasons_[[#@LINE+2]]: grid-stride loop over chunks of the schedule's chunk size
	// CHECK: loop: a chunked schedule without dist_schedule
#pragma omp target teams distribute parallel for schedule(static, 4) map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] += 1;
	// PLAN: loop grid chunk 4, index wide: a chunked schedule without dist_schedule
}

void
teams(int n, double *a)
{
	// CHECK: plan_reasons.c:[[@LINE+3]]:1: #pragma omp target teams num_teams(2)
	// CHECK: kernel o2c_plan_reasons_[[#@LINE+2]]: a block per team, thread 0 runs the sequential part
	// CHECK: shape: target teams: a team is a block
#pragma omp target teams num_teams(2) map(tofrom: a[0:n])
	{
		// CHECK: plan_reasons.c:[[@LINE+2]]:1: #pragma omp parallel for schedule(dynamic)
		// CHECK-NEXT: loop shared among the threads of each block of o2c_plan_reasons_
#pragma omp parallel for schedule(dynamic)
		for (int i = 0; i < n; i++)
			a[i] *= 2;
		// CHECK: loop: the parallel region's o2c_nthreads threads share the iterations
		// PLAN: team parallel: loop shared among the threads of each block
		// PLAN-NEXT: loop threads cyclic, index 32-bit: the parallel region's o2c_nthreads threads
	}
}
