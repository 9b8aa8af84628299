// RUN: %omp2cuda --emit-host %s -o - | grep -v '// CHECK' | FileCheck %s
// RUN: %omp2cuda --dump-after=frontend %s | FileCheck --check-prefix=DUMP %s
// depend(depobj: o) on target tasks (OpenMP 5.2 15.9.5): the runtime
// reads the location and type from each depend object as the construct
// is encountered (o2c_depobj), in clause order among the other items;
// the depobj construct itself stays for the host compiler.
#include <omp.h>

void step(int n, double *a, omp_depend_t *objs)
{
	omp_depend_t o;
// CHECK: #pragma omp depobj(o) depend(inout: a[0])
#pragma omp depobj(o) depend(inout: a[0])
// DUMP: depend depobj o at &(o)
// DUMP-NEXT: depend in a[1] at &(a[1])
// DUMP-NEXT: depend depobj objs[1] at &(objs[1])
// CHECK: O2cDepend o2c_deps[] = {
// CHECK-NEXT: o2c_depobj(&(o), "{{.*}}depend_depobj.c:[[@LINE+5]]:55"),
// CHECK-NEXT: {.addr = (const void *)&(a[1]), .type = O2C_DEP_IN},
// CHECK-NEXT: o2c_depobj(&(objs[1]), "{{.*}}depend_depobj.c:[[@LINE+3]]:90"),
// CHECK-NEXT: };
// CHECK: o2c_target_task(o2c_default_device(), O2C_NOWAIT | O2C_DEPEND, o2c_deps, 3,
#pragma omp target map(tofrom: a[0:n]) depend(depobj: o) depend(in: a[1]) depend(depobj: objs[1]) nowait
	a[0] += a[1];
// CHECK: o2c_depobj(&(o), "{{.*}}depend_depobj.c:[[@LINE+2]]:55"),
// CHECK: o2c_data_task(
#pragma omp target update from(a[0:n]) depend(depobj: o)
#pragma omp taskwait
#pragma omp depobj(o) destroy
}
