// RUN: %omp2cuda --emit-host %s -o - | grep -v '// CHECK' | FileCheck %s
// RUN: %omp2cuda --dump-after=lower %s | FileCheck --check-prefix=PLAN %s
// nowait and depend (OpenMP 5.2 13.6-13.9, 15.9.5): target constructs and
// the data constructs call the runtime's task entry points with their
// flags and depend items; a construct with depend first waits for the
// host's child tasks.
// taskwait, taskgroup and a host task with depend stay for the host
// compiler, with the completion of deferred target tasks beside them.
#include <stddef.h>

void step(size_t n, double *a, double *b, int dev)
{
// CHECK: { /* {{.*}}nowait.c:[[@LINE+7]]: #pragma omp target enter data map(to: a[0:n]) nowait depend(out: a[0:n]) */
// CHECK: O2cDepend o2c_deps[] = {
// CHECK-NEXT: {.addr = (const void *)&(a[0]), .type = O2C_DEP_OUT}, /* a[0:n] */
// CHECK-NEXT: };
// CHECK-NEXT: #pragma omp taskwait /* depend: host tasks before it */
// CHECK-NEXT: o2c_data_task(o2c_default_device(), O2C_NOWAIT | O2C_DEPEND, o2c_deps, 1, O2C_TASK_ENTER, "{{.*}}nowait.c:[[@LINE+2]]:1", o2c_data_nowait_[[@LINE+2]], 1);
// PLAN: task nowait depend
#pragma omp target enter data map(to: a[0:n]) nowait depend(out: a[0:n])
// CHECK: #pragma omp taskwait /* depend: host tasks before it */
// CHECK-NEXT: o2c_target_task(o2c_default_device(), O2C_NOWAIT | O2C_DEPEND, o2c_deps, 1, o2c_region_nowait_[[@LINE+1]](), NULL, 0, o2c_args, 2, &o2c_launch);
#pragma omp target teams distribute parallel for nowait depend(inout: a[0:n])
	for (size_t i = 0; i < n; i++)
		a[i] = 2 * a[i] + 1;
// an if clause, a device clause, no depend: no taskwait
// CHECK: { /* {{.*}}nowait.c:[[@LINE+7]]: #pragma omp target parallel for
// CHECK-NOT: taskwait
// CHECK: const int o2c_if = (n > 100) != 0;
// CHECK: if (!o2c_if)
// CHECK-NEXT: o2c_target_host(o2c_region_nowait_[[@LINE+3]](), o2c_args, 2, &o2c_launch);
// CHECK-NEXT: else
// CHECK-NEXT: o2c_target_task((int)(dev), O2C_NOWAIT, NULL, 0, o2c_region_nowait_[[@LINE+1]](), o2c_maps, 1, o2c_args, 2, &o2c_launch);
#pragma omp target parallel for map(tofrom: b[0:n]) nowait device(dev) if(n > 100)
	for (size_t i = 0; i < n; i++)
		b[i] += 1;
// CHECK: o2c_data_task(o2c_default_device(), O2C_NOWAIT | O2C_DEPEND, o2c_deps, 1, O2C_TASK_UPDATE, "{{.*}}nowait.c:[[@LINE+1]]:1", o2c_data_nowait_[[@LINE+1]], 1);
#pragma omp target update from(a[0:n]) nowait depend(inout: a[0:n])
// CHECK: o2c_data_task((int)(0), O2C_DEPEND, o2c_deps, 1, O2C_TASK_EXIT, "{{.*}}nowait.c:[[@LINE+1]]:1", o2c_data_nowait_[[@LINE+1]], 1);
#pragma omp target exit data map(release: a[0:n]) depend(in: a[0:n]) device(0)
// CHECK: #pragma omp taskwait{{$}}
// CHECK-NEXT: o2c_taskwait(); /* and deferred target tasks */
#pragma omp taskwait
// CHECK: #pragma omp taskwait depend(in: a[0:n]){{$}}
// CHECK-NEXT: o2c_taskwait(); /* and deferred target tasks */
#pragma omp taskwait depend(in: a[0:n])
// the end of a taskgroup completes the tasks its statement made
// CHECK: { /* deferred target tasks complete at its end */
// CHECK-NEXT: #line [[@LINE+3]] "{{.*}}nowait.c"
// CHECK-NEXT: #pragma omp taskgroup
// CHECK: o2c_target_task(o2c_default_device(), O2C_NOWAIT, NULL, 0, o2c_region_nowait_[[@LINE+4]](),
#pragma omp taskgroup
	{
// PLAN: plan nowait_[[@LINE+1]]
#pragma omp target nowait map(tofrom: b[0:n])
		b[0] = 1;
// PLAN-NEXT: task nowait
// CHECK: {{^}}	}
// CHECK-NEXT: o2c_taskwait(); }
	}
// a host task that may depend on target tasks is created once they are
// complete; the braces keep it the if statement's
// CHECK: if (n)
// CHECK-NEXT: { o2c_taskwait(); /* target tasks it may depend on */
// CHECK-NEXT: #line [[@LINE+3]] "{{.*}}nowait.c"
// CHECK-NEXT: #pragma omp task depend(in: b[0:n])
	if (n)
#pragma omp task depend(in: b[0:n])
		b[1] = b[0];
// CHECK-NEXT: b[1] = b[0]; }
// a task without depend is the host's alone
// CHECK: #pragma omp task{{$}}
// CHECK-NEXT: b[2] = 0;
// CHECK-NEXT: }
#pragma omp task
	b[2] = 0;
}
