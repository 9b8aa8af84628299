// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --explain %s -o - | FileCheck %s --check-prefix=EXPLAIN
// A parallel region nested in a parallel region of a kernel has a team of one thread: the
// thread that meets it runs it alone, with no thread count, no mask and no barrier at its end;
// omp_get_thread_num() is 0 there, omp_get_num_threads() 1, omp_get_level() one more, and
// omp_get_ancestor_thread_num() gives the outer thread's number at level 1; a barrier there binds
// to the team of one, and its loops run every iteration in order.  The host fallback gives such
// a region num_threads(1), replacing the argument of its own num_threads.
// (The checks stand outside the regions: the kernels copy the regions' comments.)

#include <omp.h>

// CHECK: o2c_nested_parallel_41(
// CHECK: { /* #pragma omp target parallel map(tofrom: a[0:n]) */
// CHECK-NEXT: const int o2c_nthreads = (int)blockDim.x;
// CHECK: { /* #pragma omp parallel num_threads(4) */ /* nested: a team of one thread */
// CHECK-NEXT: {
// CHECK-NOT: o2c_nthreads
// CHECK: a[me] = 0 /* omp_get_thread_num(): a nested parallel region has one thread */ + 1 /* omp_get_num_threads(): a nested parallel region has one thread */;
// CHECK-NEXT: a[me] += 2 /* omp_get_level() */ + o2c_ancestor_thread_num(2, (int)threadIdx.x, 1);
// CHECK-NEXT: a[me] += o2c_ancestor_thread_num(2, (int)threadIdx.x, 2 /* omp_get_level() */ - 1);
// CHECK-NEXT: /* #pragma omp barrier: a team of one thread */
// CHECK: { /* #pragma omp for schedule(static, 4) */
// CHECK: for (unsigned o2c_pv = 0; o2c_pv < o2c_ptrip; o2c_pv++) {
// CHECK: a[i] += i;
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NOT: __syncthreads
// CHECK: }
// CHECK-NEXT: }
// the outer region's own thread count and barrier
// CHECK: a[me] += 1 /* omp_get_level() */ + o2c_nthreads /* omp_get_num_threads() */;
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: o2c_barrier();
void
in_target_parallel(int n, int *a)
{
#pragma omp target parallel map(tofrom: a[0:n])
	{
		int me = omp_get_thread_num();
#pragma omp parallel num_threads(4)
		{
			a[me] = omp_get_thread_num() + omp_get_num_threads();
			a[me] += omp_get_level() + omp_get_ancestor_thread_num(1);
			a[me] += omp_get_ancestor_thread_num(omp_get_level() - 1);
#pragma omp barrier
#pragma omp for schedule(static, 4)
			for (int i = 0; i < n; i++)
				a[i] += i;
		}
		a[me] += omp_get_level() + omp_get_num_threads();
	}
}

// HOST-LABEL: host fallback of o2c_nested_parallel_41 */
// HOST: #pragma omp parallel num_threads(o2c_threads)
// HOST: #pragma omp parallel num_threads(1) /* nested: one thread, as on the GPU */
// HOST-NEXT: #line 44
// HOST: #pragma omp barrier
// HOST-NEXT: #pragma omp for schedule(static, 4)

// EXPLAIN: nested_parallel.c:44:1: #pragma omp parallel num_threads(4)
// EXPLAIN-NEXT: nested in a parallel region of o2c_nested_parallel_41: a team of one thread, each thread that meets it runs it alone
// EXPLAIN-NEXT: nested_parallel.c:50:1: #pragma omp for schedule(static, 4)
// EXPLAIN-NEXT: in a nested parallel region of o2c_nested_parallel_41: its one thread runs every iteration

// In teams: a nested parallel loop, and a nested region in a single.
// CHECK: o2c_nested_parallel_87(
// CHECK: { /* #pragma omp parallel */
// CHECK-NEXT: {
// CHECK: { /* #pragma omp parallel for */ /* nested: a team of one thread */
// CHECK: for (unsigned o2c_pv = 0; o2c_pv < o2c_ptrip; o2c_pv++) {
// CHECK: { /* #pragma omp single */
// CHECK-NEXT: if (threadIdx.x == 0) { /* thread 0 runs the single */
// CHECK: { /* #pragma omp parallel num_threads(t) */ /* nested: a team of one thread */
// CHECK: a[omp_get_team_num()] = o2c_ancestor_thread_num(2, (int)threadIdx.x, 1);
// CHECK-NOT: __syncthreads
// CHECK: __syncthreads(); /* the single's barrier */
// CHECK: o2c_barrier();
// CHECK-NEXT: }
void
in_teams(int n, int t, int *a)
{
#pragma omp target teams num_teams(4) thread_limit(64) map(tofrom: a[0:n])
	{
#pragma omp parallel
		{
#pragma omp parallel for
			for (int i = 0; i < n; i++)
				a[i] = i;
#pragma omp single
			{
#pragma omp parallel num_threads(t)
				a[omp_get_team_num()] = omp_get_ancestor_thread_num(1);
			}
		}
	}
}

// HOST-LABEL: host fallback of o2c_nested_parallel_87 */
// The region asks no thread number or count of its parallel region's
// threads: the directive stays as written, thread_limit bounding its team.
// HOST: #pragma omp teams num_teams(o2c_teams) thread_limit(o2c_threads)
// HOST: #pragma omp parallel{{$}}
// HOST: #pragma omp parallel for num_threads(1) /* nested: one thread, as on the GPU */
// HOST: #pragma omp single
// HOST: #pragma omp parallel num_threads(1) /* nested: one thread, as on the GPU */
