// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --explain %s -o - | FileCheck %s --check-prefix=EXPLAIN
// single, masked and master in kernels: in a team of the block's threads, thread 0 (masked: the
// thread the filter names) runs the block under an if, and the single's barrier comes after the
// if, where every thread reaches it (none with nowait); copyprivate goes through shared memory
// between two barriers; private and firstprivate copies in the block.  Where the team is one
// thread (a target region, a teams distribute loop outside its parallel regions) the block runs
// as it is, and masked tests its filter against 0.  The host fallback keeps the directives.
// (The checks stand outside the regions: the kernels copy the regions' comments.)

#include <omp.h>

// CHECK: o2c_single_masked_76(
// CHECK: { /* #pragma omp single */
// CHECK-NEXT: if (threadIdx.x == 0) { /* thread 0 runs the single */
// CHECK-NEXT: {
// CHECK: flag[0] = 1;
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: __syncthreads(); /* the single's barrier */
// CHECK-NEXT: }
// CHECK: a[omp_get_thread_num()] = flag[0];
//
// CHECK: { /* #pragma omp single nowait private(w) */
// CHECK-NEXT: if (threadIdx.x == 0) { /* thread 0 runs the single */
// CHECK-NEXT: {
// CHECK-NEXT: int w; /* private */
// CHECK: w = 2;
// CHECK: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
//
// a copy of the mapped m, reached through a reference made before the copy hides it
// CHECK: { /* #pragma omp single firstprivate(m) */
// CHECK-NEXT: if (threadIdx.x == 0) { /* thread 0 runs the single */
// CHECK-NEXT: auto &o2c_first_m = m;
// CHECK-NEXT: {
// CHECK-NEXT: int m; /* firstprivate */
// CHECK-NEXT: memcpy(&m, &o2c_first_m, sizeof m);
// CHECK: a[1] = ++m;
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: __syncthreads(); /* the single's barrier */
//
// CHECK: { /* #pragma omp single copyprivate(v) */
// CHECK-NEXT: __shared__ decltype(v) o2c_copy_v; /* copyprivate */
// CHECK-NEXT: if (threadIdx.x == 0) { /* thread 0 runs the single */
// CHECK: v = a[2];
// CHECK-NEXT: }
// CHECK-NEXT: memcpy(&o2c_copy_v, &v, sizeof v);
// CHECK-NEXT: }
// CHECK-NEXT: __syncthreads(); /* the single's barrier */
// CHECK-NEXT: if (threadIdx.x != 0) {
// CHECK-NEXT: memcpy(&v, &o2c_copy_v, sizeof v);
// CHECK-NEXT: }
// CHECK-NEXT: __syncthreads(); /* the copies are read */
//
// masked and master: no barrier
// CHECK: { /* #pragma omp masked filter(n - 1) */
// CHECK-NEXT: if ((int)threadIdx.x == (n - 1)) { /* the thread the filter names */
// CHECK-NOT: __syncthreads
// CHECK: { /* #pragma omp master */
// CHECK-NEXT: if (threadIdx.x == 0) { /* thread 0 */
// CHECK-NOT: __syncthreads
// CHECK: a[4] = v;
// CHECK-NOT: __syncthreads
// the end of the parallel region
// CHECK: {{^}}	o2c_barrier();{{$}}
// CHECK-NEXT: }
// CHECK-NEXT: o2c_kernel_done(o2c_done); {{.*}}
void
in_parallel(int n, int *a, int *flag, int m)
{
#pragma omp target parallel num_threads(n) map(tofrom: a[0:n], flag[0:1], m)
	{
		int v = 0, w = 1;
#pragma omp single
		flag[0] = 1;
		a[omp_get_thread_num()] = flag[0];
#pragma omp single nowait private(w)
		{
			w = 2;
			a[0] += w;
		}
#pragma omp single firstprivate(m)
		a[1] = ++m;
#pragma omp single copyprivate(v)
		v = a[2];
#pragma omp masked filter(n - 1)
		a[3] = v;
#pragma omp master
		a[4] = v;
	}
}

// HOST-LABEL: host fallback of o2c_single_masked_76 */
// HOST: #pragma omp parallel num_threads(o2c_threads)
// HOST: #pragma omp single{{$}}
// HOST: #pragma omp single nowait private(w)
// HOST: #pragma omp single firstprivate(m)
// HOST: #pragma omp single copyprivate(v)
// HOST: #pragma omp masked filter(n - 1)
// HOST: #pragma omp master

// EXPLAIN: single_masked.c:79:1: #pragma omp single{{$}}
// EXPLAIN-NEXT: thread 0 of the block runs it, then __syncthreads()
// EXPLAIN: #pragma omp single nowait private(w)
// EXPLAIN-NEXT: thread 0 of the block runs it (nowait: no barrier)
// EXPLAIN: #pragma omp single copyprivate(v)
// EXPLAIN-NEXT: thread 0 of the block runs it, then __syncthreads() and the copyprivate copies
// EXPLAIN: #pragma omp masked filter(n - 1)
// EXPLAIN-NEXT: the thread whose threadIdx.x is n - 1 runs it
// EXPLAIN: #pragma omp master
// EXPLAIN-NEXT: the thread whose threadIdx.x is 0 runs it

// A target region: its one thread runs a single, and a masked block when the filter is 0.
// CHECK: o2c_single_masked_137(
// CHECK: { /* #pragma omp single */ /* its team is one thread */
// CHECK-NEXT: {
// CHECK: a[0] = 0 /* omp_get_thread_num(): the team's initial thread */;
// CHECK: { /* #pragma omp masked filter(one) */
// CHECK-NEXT: if (0 == (one)) { /* its team is one thread, thread 0 */
// CHECK-NOT: __syncthreads
// Each iteration of a teams distribute loop is a team's initial thread's.
// CHECK: o2c_single_masked_144(
// CHECK: o2c_iv += (unsigned long long)gridDim.x * blockDim.x) {
// CHECK: { /* #pragma omp single */ /* its team is one thread */
// CHECK: { /* #pragma omp master */ /* its team is one thread */
// CHECK: a[i] += 1 /* omp_get_num_threads(): outside a parallel region */;
// CHECK-NOT: __syncthreads
// CHECK: }
void
alone(int n, int one, int *a)
{
#pragma omp target map(tofrom: a[0:n])
	{
#pragma omp single
		a[0] = omp_get_thread_num();
#pragma omp masked filter(one)
		a[1] = 1;
	}
#pragma omp target teams distribute map(tofrom: a[0:n])
	for (int i = 0; i < n; i++) {
#pragma omp single
		a[i] = i;
#pragma omp master
		a[i] += omp_get_num_threads();
	}
}

// HOST-LABEL: host fallback of o2c_single_masked_137 */
// HOST: #pragma omp single
// HOST: #pragma omp masked filter(one)
// they bind to each team's initial thread: the host runs the loop as teams distribute
// (with the launch's teams: the region asks for omp_get_num_threads)
// HOST-LABEL: host fallback of o2c_single_masked_144 */
// HOST: #pragma omp teams distribute num_teams(o2c_teams){{$}}
// HOST: #pragma omp single
// HOST: #pragma omp master

// EXPLAIN: single_masked.c:139:1: #pragma omp single
// EXPLAIN-NEXT: a team of one thread (the initial thread of its team), which runs it
// EXPLAIN: #pragma omp masked filter(one)
// EXPLAIN-NEXT: a team of one thread (the initial thread of its team), which runs it when the filter is 0
