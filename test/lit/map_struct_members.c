// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
// A construct that maps members of a struct maps the struct's storage
// from the first member named (or used by a kernel region) to the last
// as one piece, before the members' own items, which take no reference
// of their own (OpenMP 5.0 2.19.7.1).
typedef struct {
	long len;
	int n;
	double *p;
	struct { int a, b; } in;
	int arr[4];
	int tail;
} S;

double
kernel(S s)
{
	double t = 0;
	// CHECK-LABEL: kernel(S s)
	// CHECK: {(void *)&(s.len), (size_t)((char *)&(s.arr) + sizeof(s.arr) - (char *)&(s.len)), O2C_MAP_TO, "s.len .. s.arr"}, /* implicit */
	// CHECK-NEXT: {(void *)&(s.n), sizeof(s.n), O2C_MAP_TO | O2C_MAP_MEMBER, "s.n"},
	// CHECK-NEXT: {(void *)&(s.in.b), sizeof(s.in.b), O2C_MAP_TO | O2C_MAP_MEMBER, "s.in.b"},
	// CHECK-NEXT: {(void *)&(s.p)[0], (size_t)(s.len) * sizeof((s.p)[0]), O2C_MAP_TO, "s.p[0:s.len]"},
	// CHECK: {(void *)&(s.p), 0, O2C_MAP_ATTACH, "s.p"},
	// CHECK: O2C_ARG_PTR, 0, "s"
#pragma omp target teams distribute parallel for reduction(+: t) map(to: s.n, s.in.b) map(to: s.p[0:s.len])
	for (long i = 0; i < s.len; i++)
		t += s.p[i] * s.n + s.in.b + s.arr[1];
	return t;
}

void
data(S *ps)
{
	// CHECK-LABEL: data(S *ps)
	// CHECK: {(void *)&(ps->n), (size_t)((char *)&(ps->arr) + sizeof(ps->arr) - (char *)&(ps->n)), O2C_MAP_ALLOC, "ps->n .. ps->arr"}, /* implicit */
	// CHECK-NEXT: {(void *)&(ps->n), sizeof(ps->n), O2C_MAP_TO | O2C_MAP_MEMBER, "ps->n"},
	// CHECK-NEXT: {(void *)&(ps->arr)[1], (size_t)(2) * sizeof((ps->arr)[0]), O2C_MAP_TO | O2C_MAP_MEMBER, "ps->arr[1:2]"},
#pragma omp target enter data map(to: ps->n, ps->arr[1:2])
	// CHECK: {(void *)&(ps->n), sizeof(ps->n), O2C_MAP_TO, "ps->n"},
#pragma omp target update to(ps->n)
	// CHECK: {(void *)&(ps->arr), (size_t)((char *)&(ps->arr) + sizeof(ps->arr) - (char *)&(ps->arr)), O2C_MAP_ALLOC | O2C_MAP_DELETE, "ps->arr .. ps->arr"}, /* implicit */
	// CHECK-NEXT: {(void *)&(ps->arr)[1], (size_t)(2) * sizeof((ps->arr)[0]), O2C_MAP_ALLOC | O2C_MAP_DELETE | O2C_MAP_MEMBER, "ps->arr[1:2]"},
#pragma omp target exit data map(delete: ps->arr[1:2])
}
