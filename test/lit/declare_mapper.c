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
	// CHECK-NEXT: {.host = (void *)&(s), .bytes = sizeof(s), .type = O2C_MAP_TOFROM, .name = "s"},
	// CHECK-NEXT: {.host = (void *)&(s.data)[0], .bytes = (size_t)(s.len) * sizeof((s.data)[0]), .type = O2C_MAP_TOFROM, .name = "s.data[0:s.len]"},
	// CHECK-NEXT: {.host = (void *)&(s.data), .bytes = 0, .type = O2C_MAP_ATTACH | O2C_MAP_FROM | O2C_MAP_DEREF, .name = "s.data"},
	// CHECK-NEXT: };

#pragma omp target enter data map(mapper(ro), to: u)
	// CHECK: {.host = (void *)&(u), .bytes = sizeof(u), .type = O2C_MAP_TO, .name = "u"},
	// CHECK-NEXT: {.host = (void *)&(u.data)[0], .bytes = (size_t)(u.len) * sizeof((u.data)[0]), .type = O2C_MAP_TO, .name = "u.data[0:u.len]"},
	// CHECK-NEXT: {.host = (void *)&(u.data), .bytes = 0, .type = O2C_MAP_ATTACH, .name = "u.data"},
	// CHECK-NEXT: };
#pragma omp target update from(mapper(ro): u)
#pragma omp target exit data map(from: u)
	// CHECK: {.host = (void *)&(u), .bytes = sizeof(u), .type = O2C_MAP_FROM, .name = "u"},
	// CHECK-NEXT: {.host = (void *)&(u.data)[0], .bytes = (size_t)(u.len) * sizeof((u.data)[0]), .type = O2C_MAP_FROM, .name = "u.data[0:u.len]"},
	// CHECK-NEXT: {.host = (void *)&(u.data), .bytes = 0, .type = O2C_MAP_ATTACH | O2C_MAP_FROM, .name = "u.data"},
	// CHECK-NEXT: };
}

#ifdef ERRORS
void
g(T *p, int n)
{
	// DIAG: :[[@LINE+1]]:39: error: 'declare mapper' of the elements of 'p[0:n]' is not supported yet: only of an array or a section of at most 64 elements, its bounds constants
#pragma omp target enter data map(to: p[0:n])
}
#endif
