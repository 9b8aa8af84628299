// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
// RUN: not %omp2cuda --emit-cuda -DERRORS %s -o /dev/null 2>&1 | FileCheck --check-prefix=DIAG %s
// declare mapper (OpenMP 5.0 2.19.7.3): a struct a map clause names, or that a target region
// uses without one, is mapped as the mapper's map clauses say, var standing for it; the map
// types combine (tofrom with to is to); a value member the mapper maps beside var itself lies
// inside it.  The host compiler sees the directive as a comment.

typedef struct {
	int len;
	double *data;
} T;

#pragma omp declare mapper(T v) map(v, v.data[0:v.len])
#pragma omp declare mapper(ro: T v) map(to: v, v.len, v.data[0:v.len])
// CHECK: /* omp2cuda: #pragma omp declare mapper(T v) map(v, v.data[0:v.len]) */

void
f(T s, T u)
{
#pragma omp target
	s.data[0] = 1;
	// CHECK-LABEL: O2cMap o2c_maps[] = {
	// CHECK-NEXT: {(void *)&(s), sizeof(s), O2C_MAP_TOFROM, "s"},
	// CHECK-NEXT: {(void *)&(s.data)[0], (size_t)(s.len) * sizeof((s.data)[0]), O2C_MAP_TOFROM, "s.data[0:s.len]"},
	// CHECK-NEXT: {(void *)&(s.data), 0, O2C_MAP_ATTACH | O2C_MAP_FROM | O2C_MAP_DEREF, "s.data"},
	// CHECK-NEXT: };

#pragma omp target enter data map(mapper(ro), to: u)
	// CHECK: {(void *)&(u), sizeof(u), O2C_MAP_TO, "u"},
	// CHECK-NEXT: {(void *)&(u.data)[0], (size_t)(u.len) * sizeof((u.data)[0]), O2C_MAP_TO, "u.data[0:u.len]"},
	// CHECK-NEXT: {(void *)&(u.data), 0, O2C_MAP_ATTACH, "u.data"},
	// CHECK-NEXT: };
#pragma omp target update from(mapper(ro): u)
#pragma omp target exit data map(from: u)
	// CHECK: {(void *)&(u), sizeof(u), O2C_MAP_FROM, "u"},
	// CHECK-NEXT: {(void *)&(u.data)[0], (size_t)(u.len) * sizeof((u.data)[0]), O2C_MAP_FROM, "u.data[0:u.len]"},
	// CHECK-NEXT: {(void *)&(u.data), 0, O2C_MAP_ATTACH | O2C_MAP_FROM, "u.data"},
	// CHECK-NEXT: };
}

#ifdef ERRORS
void
g(T *p, int n)
{
	T a[4];
	// DIAG: :[[@LINE+1]]:39: error: 'declare mapper' of the elements of 'p[0:n]' is not supported yet: only of a struct variable
#pragma omp target enter data map(to: p[0:n])
	// DIAG: :[[@LINE+1]]:1: error: 'declare mapper' of the elements of 'a' is not supported yet: only of a struct variable
#pragma omp target
	a[0].len = 1;
}
#endif
