// RUN: %omp2cuda --emit-host %s -o - | grep -v '// CHECK' | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck --check-prefix=CUDA %s
// RUN: %omp2cuda --dump-after=lower %s | FileCheck --check-prefix=PLAN %s
// RUN: %omp2cuda --explain %s | FileCheck --check-prefix=EXPLAIN %s
// in_reduction on target (OpenMP 5.2 5.5.10): the construct's block runs
// in an undeferred host task with the same in_reduction clauses, so that
// inside it each list item names the task's private copy, which the block
// maps tofrom (13.8) like any mapped variable, and the host's OpenMP
// runtime combines it at the end of the taskgroup.  nowait does not
// defer it; depend waits for the host's child tasks before the task.
#include <stddef.h>

double total; /* file scope: a caller's taskgroup may reduce it */

void f(size_t n, const double *a, int hist[8])
{
	double s = 0;
	long p = 1;
	int h[8] = {0};

#pragma omp taskgroup task_reduction(+: s) task_reduction(*: p) task_reduction(+: h)
	{
// CHECK: {{^}}#pragma omp task default(shared) if(0) in_reduction(+: s) /* the target task's part of the task reduction */
// CHECK-NEXT: { /* {{.*}}in_reduction.c:[[@LINE+11]]: #pragma omp target in_reduction(+: s) map(to: a[0:n]) */
// CHECK-NEXT: O2cMap o2c_maps[] = {
// CHECK-NEXT: {.host = (void *)&(s), .bytes = sizeof(s), .type = O2C_MAP_TOFROM, .name = "s"}, /* implicit */
// CHECK-NEXT: {.host = (void *)&(a)[0], .bytes = (size_t)(n) * sizeof((a)[0]), .type = O2C_MAP_TO, .name = "a[0:n]"},
// CHECK: void *o2c_ptr_s = (void *)&s;
// CHECK: o2c_target(o2c_region_in_reduction_[[@LINE+6]](), o2c_maps, 2, o2c_args, 3, &o2c_launch);
// CUDA: o2c_in_reduction_[[@LINE+5]](size_t n, double *o2c_ref_s, const double *__restrict__ a, O2cDone o2c_done)
// CUDA: double &s = *o2c_ref_s; /* the device copy */
// CUDA-NOT: *o2c_ref_s = s;
// PLAN: plan in_reduction_[[@LINE+2]]
// PLAN-NEXT: in_reduction + s
#pragma omp target in_reduction(+: s) map(to: a[0:n])
		for (size_t i = 0; i < n; i++)
			s += a[i];

// nowait: undeferred, so the runtime call has no O2C_NOWAIT; depend: the
// encountering task's children first, outside the new task
// CHECK: {{^}}#pragma omp taskwait /* depend: host tasks before it */
// CHECK-NEXT: #pragma omp task default(shared) if(0) in_reduction(*: p) in_reduction(+: h) /* the target task's part of the task reduction */
// CHECK-NEXT: { /* {{.*}}in_reduction.c:[[@LINE+12]]:
// CHECK-NOT: taskwait
// CHECK: {.host = (void *)&(p), .bytes = sizeof(p), .type = O2C_MAP_TOFROM, .name = "p"}, /* implicit */
// CHECK-NEXT: {.host = (void *)(h), .bytes = sizeof(h), .type = O2C_MAP_TOFROM, .name = "h"}, /* implicit */
// CHECK-NOT: taskwait
// CHECK: o2c_target_task(o2c_default_device(), O2C_DEPEND, o2c_deps, 1, o2c_region_in_reduction_[[@LINE+7]](),
// PLAN: plan in_reduction_[[@LINE+6]]
// PLAN: task nowait depend, undeferred
// EXPLAIN: in_reduction.c:[[@LINE+4]]:1: #pragma omp target in_reduction(*: p)
// EXPLAIN: p: mapped scalar, by reference
// EXPLAIN: in_reduction: runs in an undeferred host task of the task reduction (nowait does not defer it), whose private copies it maps tofrom
// PLAN-NEXT: in_reduction * p
#pragma omp target in_reduction(*: p) in_reduction(+: h) nowait depend(in: a[0:n])
		{
			p *= 3;
			h[2] += 1;
		}

// a host task of the taskgroup stays as written
// CHECK: {{^}}#pragma omp task in_reduction(+: s){{$}}
#pragma omp task in_reduction(+: s)
		s += 1;
	}

// a file-scope variable with no taskgroup in sight: the caller's
// CHECK: #pragma omp task default(shared) if(0) in_reduction(+: total)
// CHECK-NEXT: { /* {{.*}}in_reduction.c:[[@LINE+1]]:
#pragma omp target in_reduction(+: total) map(to: a[0:1])
	total += a[0];

// a parallel region's reduction with the task modifier, and a taskloop's
// reduction, make task reductions too
#pragma omp parallel reduction(task, +: s)
	{
// CHECK: #pragma omp task default(shared) if(0) in_reduction(+: s)
// CHECK-NEXT: { /* {{.*}}in_reduction.c:[[@LINE+1]]:
#pragma omp target in_reduction(+: s)
		s += 1;
	}
#pragma omp taskloop reduction(+: s)
	for (int k = 0; k < 4; k++) {
// CHECK: #pragma omp task default(shared) if(0) in_reduction(+: s)
// CHECK-NEXT: { /* {{.*}}in_reduction.c:[[@LINE+1]]:
#pragma omp target in_reduction(+: s) firstprivate(k)
		s += k;
	}
	hist[0] = h[0] + (int)p + (int)s;
}
