// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda -DSOMETHING --emit-cuda %s -o - | FileCheck %s --check-prefix=SOME
// RUN: not %omp2cuda -DBAD --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// Preprocessor lines between a directive and its loop: the directive
// applies to the loop the preprocessor leaves; the host file keeps the
// lines in place, the #if branches included, less the other pragmas, and
// puts the runtime calls where the loop was.

void f(int n, double *a)
{
	// HOST: void f(
	// HOST-NEXT: {
	// HOST: #ifdef SOMETHING
	// HOST-NEXT: for (int i = 0; i < n; i++)
	// HOST-NEXT: a[i] = 2 * i;
	// HOST-NEXT: #else
	// HOST-NOT: GCC {{ivdep}}
	// HOST: o2c_target(o2c_region_pp_between_[[#@LINE+1]](),
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
#ifdef SOMETHING
	for (int i = 0; i < n; i++)
		a[i] = 2 * i;
#else
#pragma GCC ivdep
	for (int i = 0; i < n / 2; i++)
		a[i] = 3 * i;
#endif
	// HOST: #endif
}
// CUDA: __global__ void
// CUDA: a[i] = 3 * i;
// CUDA-NOT: a[i] = 2 * i;
// SOME: __global__ void
// SOME: a[i] = 2 * i;
// SOME-NOT: a[i] = 3 * i;

// A conditional the statement closes: the copies leave its lines out,
// the host file puts them after the runtime calls.
void h(int n, double *a)
{
	// HOST: void h(
	// HOST: {{^}}#ifdef SOMETHING
	// HOST-NEXT: for (int i = 0; i < n; i++) {
	// HOST-NEXT: {{^}}#else
	// HOST: o2c_target(o2c_region_pp_between_[[#@LINE+1]](),
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
#ifdef SOMETHING
	for (int i = 0; i < n; i++) {
#else
	for (int i = 0; i < n / 2; i++) {
#endif
		a[i] = 4 * i;
	}
	// HOST: {{^}}}
	// HOST-NEXT: {{^}}#endif
	// HOST-NEXT: #line [[#@LINE-3]]
}
// CUDA: __global__ void
// CUDA-NOT: #endif
// CUDA: a[i] = 4 * i;
// SOME: __global__ void
// SOME-NOT: #else
// SOME: a[i] = 4 * i;

#ifdef BAD
void g(int n, double *a)
{
	// BAD: pp_between.c:[[@LINE+2]]:1: error: '#define' between '#pragma omp target teams distribute parallel for' and its statement is not supported yet
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
#define TWICE 2
	for (int i = 0; i < n; i++)
		a[i] = TWICE * i;
}
#endif
