// RUN: %omp2cuda --emit-host %s -o - | grep -v '// CHECK' | FileCheck %s
// RUN: not %omp2cuda --emit-host -DPREFER %s -o /dev/null 2>&1 | FileCheck --check-prefix=ERR %s
// The interop construct (OpenMP 5.1 2.15.1) written out for the host
// compiler: a taskwait with its depend clauses, the deferred target
// tasks completed, then the runtime's init, use and destroy, in that
// order; the device clause's expression, else default-device-var.
#include <omp.h>

void f(int d, int *a)
{
	omp_interop_t o = omp_interop_none, p = omp_interop_none, q = omp_interop_none;
// CHECK: /* omp2cuda: interop */ { _Pragma("omp taskwait depend(inout: a[0:4])") o2c_taskwait(); o2c_interop_init(&(o), 1, (int)(d + 1), "{{.*}}interop_host.c:[[@LINE+1]]:1"); }
#pragma omp interop init(targetsync: o) device(d + 1) depend(inout: a[0:4])
// CHECK: { o2c_interop_init(&(p), 0, o2c_default_device(), {{.*}}); o2c_interop_use(&(o), {{.*}}); o2c_interop_destroy(&(q), {{.*}}); }
#pragma omp interop init(target: p) use(o) destroy(q) nowait
// CHECK: { o2c_interop_destroy(&(o), {{.*}}); }
#pragma omp interop destroy(o)
#ifdef PREFER
// ERR: interop_host.c:[[@LINE+1]]:1: error: interop init modifier 'prefer_type("cuda")' is not supported yet
#pragma omp interop init(prefer_type("cuda"), targetsync: o)
#endif
}
