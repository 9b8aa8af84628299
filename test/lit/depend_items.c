// RUN: %omp2cuda --emit-host %s -o - | grep -v '// CHECK' | FileCheck %s
// RUN: %omp2cuda --dump-after=frontend %s | FileCheck --check-prefix=DUMP %s
// depend items of target tasks (OpenMP 5.2 15.9.5) reach the runtime as
// the address of the storage location each names, with its type: a
// variable's own address, an array section's first element's ([lo:len]
// as [lo], [:len] as [0]), a struct member's section, a dereference;
// a conditional expression in a subscript is not a section.  Items keep
// their clause order.
#include <stddef.h>

struct grid { double *cells; int n; };

void step(int n, int k, double *a, double (*m)[4], struct grid g, double *x)
{
// DUMP: depend in a[:n] at &(a[0])
// DUMP-NEXT: depend in m[1:2][0:4] at &(m[1][0])
// DUMP-NEXT: depend in g.cells[k ? 1 : 2:n] at &(g.cells[k ? 1 : 2])
// DUMP-NEXT: depend in *x at &(*x)
// DUMP-NEXT: depend out a[k > 0 ? k : 0] at &(a[k > 0 ? k : 0])
// CHECK: O2cDepend o2c_deps[] = {
// CHECK-NEXT: {.addr = (const void *)&(a[0]), .type = O2C_DEP_IN}, /* a[:n] */
// CHECK-NEXT: {.addr = (const void *)&(m[1][0]), .type = O2C_DEP_IN}, /* m[1:2][0:4] */
// CHECK-NEXT: {.addr = (const void *)&(g.cells[k ? 1 : 2]), .type = O2C_DEP_IN}, /* g.cells[k ? 1 : 2:n] */
// CHECK-NEXT: {.addr = (const void *)&(*x), .type = O2C_DEP_IN},
// CHECK-NEXT: {.addr = (const void *)&(a[k > 0 ? k : 0]), .type = O2C_DEP_OUT},
// CHECK-NEXT: };
// CHECK-NEXT: #pragma omp taskwait /* depend: host tasks before it */
// CHECK-NEXT: o2c_target_task(o2c_default_device(), O2C_NOWAIT | O2C_DEPEND, o2c_deps, 5, o2c_region_depend_items_[[@LINE+1]](), o2c_maps, 3,
#pragma omp target nowait depend(in: a[:n], m[1:2][0:4], g.cells[k ? 1 : 2:n], *x) depend(out: a[k > 0 ? k : 0]) map(tofrom: a[0:n]) map(to: m[0:4], x[0:1])
	a[0] += m[1][0] + x[0];
// every dependence type; a scalar and a whole array by their address
// DUMP: depend inout n at &(n)
// DUMP-NEXT: depend mutexinoutset k at &(k)
// DUMP-NEXT: depend inoutset cols at &(cols)
// CHECK: O2cDepend o2c_deps[] = {
// CHECK-NEXT: {.addr = (const void *)&(n), .type = O2C_DEP_INOUT},
// CHECK-NEXT: {.addr = (const void *)&(k), .type = O2C_DEP_MUTEXINOUTSET},
// CHECK-NEXT: {.addr = (const void *)&(cols), .type = O2C_DEP_INOUTSET},
// CHECK-NEXT: };
// CHECK: o2c_target_task(o2c_default_device(), O2C_DEPEND, o2c_deps, 3, o2c_region_depend_items_[[@LINE+3]](),
	{
		double cols[4] = {0};
#pragma omp target depend(inout: n) depend(mutexinoutset: k) depend(inoutset: cols) map(tofrom: cols)
		cols[0] = n + k;
		a[0] = cols[0];
	}
// a data construct's items
// CHECK: O2cDepend o2c_deps[] = {
// CHECK-NEXT: {.addr = (const void *)&(a[2]), .type = O2C_DEP_IN}, /* a[2:n-2] */
// CHECK-NEXT: };
// CHECK: o2c_data_task(o2c_default_device(), O2C_NOWAIT | O2C_DEPEND, o2c_deps, 1, O2C_TASK_UPDATE,
#pragma omp target update from(a[0:n]) nowait depend(in: a[2:n-2])
// nowait without depend: no items
// CHECK: o2c_data_task(o2c_default_device(), O2C_NOWAIT, NULL, 0, O2C_TASK_ENTER,
#pragma omp target enter data map(to: a[0:n]) nowait
}
