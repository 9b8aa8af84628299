// RUN: %omp2cuda --emit-host %s -o - | grep -v '// CHECK' | FileCheck %s
// nowait(do_not_synchronize) (OpenMP 6.0 17.6): a target task is deferred
// only where its argument is true when the construct is met; nowait
// without an argument always lets it be.
void f(int *x, int defer)
{
// CHECK: o2c_target_task(o2c_default_device(), ((defer) ? O2C_NOWAIT : 0), NULL, 0,
#pragma omp target nowait(defer) map(tofrom: x[0:1])
	x[0] *= 3;
// CHECK: o2c_data_task(o2c_default_device(), ((defer + 1) ? O2C_NOWAIT : 0) | O2C_DEPEND,
#pragma omp target update from(x[0:1]) nowait(defer + 1) depend(in: x[0])
// CHECK: o2c_target_task(o2c_default_device(), O2C_NOWAIT, NULL, 0,
#pragma omp target nowait map(tofrom: x[0:1])
	x[0] += 1;
#pragma omp taskwait
}
