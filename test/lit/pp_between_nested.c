// RUN: %omp2cuda -DOFFLOAD --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda -DOFFLOAD --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: not %omp2cuda -DOFFLOAD -DBAD --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// Preprocessor lines between a target parallel (target teams, target)
// directive and its statement, which holds the nested construct: the
// host file keeps the lines in place, the branch the preprocessor skips
// included, and puts the runtime calls where the statement was; the
// kernel and the host fallback hold the statement the preprocessor
// leaves, from the nested directive it keeps.

void f(int n, int *a)
{
	// HOST: void f(
	// HOST: {{^}}#ifdef OFFLOAD
	// HOST-NOT: {{^}}#pragma omp target
	// HOST: {{^}}#else
	// HOST-NEXT: {{^}}#pragma omp parallel num_threads(8)
	// HOST-NEXT: {{^}}#endif
	// HOST-NEXT: { /* {{.*}}pp_between_nested.c:[[#@LINE+2]]: #pragma omp target parallel
#ifdef OFFLOAD
#pragma omp target parallel num_threads(8) map(tofrom: a[0:n])
#else
#pragma omp parallel num_threads(8)
#endif
	{
#pragma omp for
		for (int i = 0; i < n; i++)
			a[i] = 2 * i;
	}
}
// CUDA: __global__ void
// CUDA-NEXT: o2c_pp_between_nested_21(
// CUDA: { /* #pragma omp for */
// CUDA: a[i] = 2 * i;

void g(int n, int *a)
{
#ifdef OFFLOAD
#pragma omp target teams num_teams(2) map(tofrom: a[0:n])
#endif
	// HOST: {{^}}#endif
	// HOST: o2c_target(o2c_region_pp_between_nested_[[#@LINE-3]](),
#pragma omp parallel for
	for (int i = 0; i < n; i++)
		a[i] += i;
}
// CUDA: __global__ void
// CUDA-NEXT: o2c_pp_between_nested_39(
// CUDA: { /* #pragma omp parallel for */
// CUDA: a[i] += i;

// A conditional the statement closes: the copies leave its lines out,
// the host file puts them after the runtime calls.
void h(int n, int *a)
{
	// HOST: void h(
	// HOST: {{^}}#ifdef OFFLOAD
	// HOST-NEXT: { /* {{.*}}pp_between_nested.c:[[#@LINE+3]]: #pragma omp target teams
	// HOST: o2c_target(o2c_region_pp_between_nested_[[#@LINE+2]](),
	// HOST-NEXT: }
#pragma omp target teams map(tofrom: a[0:n])
#ifdef OFFLOAD
#pragma omp parallel for
#endif
	for (int i = 0; i < n; i++)
		a[i] += i;
	// HOST-NEXT: {{^}}#endif
	// HOST-NEXT: #line [[#@LINE-2]]
}
// CUDA: __global__ void
// CUDA-NEXT: o2c_pp_between_nested_[[#@LINE-10]](
// CUDA-NOT: #endif
// CUDA: a[i] += i;

#ifdef BAD
void k(int n, int *a)
{
#pragma omp target parallel map(tofrom: a[0:n])
	// BAD: pp_between_nested.c:[[@LINE+1]]:1: error: '#define' between '#pragma omp target parallel' and its statement is not supported yet
#define THREE 3
#pragma omp for
	for (int i = 0; i < n; i++)
		a[i] += THREE * i;
}
#endif
