// RUN: %omp2cuda --emit-host %s -o - | grep -v '// CHECK' | FileCheck %s
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
	// CHECK: {.host = (void *)&(s.len), .bytes = (size_t)((char *)&(s.arr) + sizeof(s.arr) - (char *)&(s.len)), .type = O2C_MAP_TO, .name = "s.len .. s.arr"}, /* implicit */
	// CHECK-NEXT: {.host = (void *)&(s.n), .bytes = sizeof(s.n), .type = O2C_MAP_TO | O2C_MAP_MEMBER, .name = "s.n"},
	// CHECK-NEXT: {.host = (void *)&(s.in.b), .bytes = sizeof(s.in.b), .type = O2C_MAP_TO | O2C_MAP_MEMBER, .name = "s.in.b"},
	// CHECK-NEXT: {.host = (void *)&(s.p)[0], .bytes = (size_t)(s.len) * sizeof((s.p)[0]), .type = O2C_MAP_TO, .name = "s.p[0:s.len]"},
	// CHECK: {.host = (void *)&(s.p), .bytes = 0, .type = O2C_MAP_ATTACH{{.*}}, .name = "s.p"},
	// CHECK: .type = O2C_ARG_PTR, .map = 0, .name = "s"
#pragma omp target teams distribute parallel for reduction(+: t) map(to: s.n, s.in.b) map(to: s.p[0:s.len])
	for (long i = 0; i < s.len; i++)
		t += s.p[i] * s.n + s.in.b + s.arr[1];
	return t;
}

void
data(S *ps)
{
	// CHECK-LABEL: data(S *ps)
	// CHECK: {.host = (void *)&(ps->n), .bytes = (size_t)((char *)&(ps->arr) + sizeof(ps->arr) - (char *)&(ps->n)), .type = O2C_MAP_ALLOC, .name = "ps->n .. ps->arr"}, /* implicit */
	// CHECK-NEXT: {.host = (void *)&(ps->n), .bytes = sizeof(ps->n), .type = O2C_MAP_TO | O2C_MAP_MEMBER, .name = "ps->n"},
	// CHECK-NEXT: {.host = (void *)&(ps->arr)[1], .bytes = (size_t)(2) * sizeof((ps->arr)[0]), .type = O2C_MAP_TO | O2C_MAP_MEMBER, .name = "ps->arr[1:2]"},
#pragma omp target enter data map(to: ps->n, ps->arr[1:2])
	// CHECK: {.host = (void *)&(ps->n), .bytes = sizeof(ps->n), .type = O2C_MAP_TO, .name = "ps->n"},
#pragma omp target update to(ps->n)
	// CHECK: {.host = (void *)&(ps->arr), .bytes = (size_t)((char *)&(ps->arr) + sizeof(ps->arr) - (char *)&(ps->arr)), .type = O2C_MAP_ALLOC | O2C_MAP_DELETE, .name = "ps->arr .. ps->arr"}, /* implicit */
	// CHECK-NEXT: {.host = (void *)&(ps->arr)[1], .bytes = (size_t)(2) * sizeof((ps->arr)[0]), .type = O2C_MAP_ALLOC | O2C_MAP_DELETE | O2C_MAP_MEMBER, .name = "ps->arr[1:2]"},
#pragma omp target exit data map(delete: ps->arr[1:2])
}

/* The struct mapped whole by the same construct as its members (ps[0:1]
 * or s beside ps->n): the piece is the whole struct, so the whole item
 * lands on it, not partly outside it. */
void
whole(S *ps, S s)
{
	// CHECK-LABEL: whole(S *ps, S s)
	// CHECK: {.host = (void *)(ps), .bytes = sizeof(*(ps)), .type = O2C_MAP_ALLOC, .name = "ps"}, /* implicit */
	// CHECK-NEXT: {.host = (void *)&(ps)[0], .bytes = (size_t)(1) * sizeof((ps)[0]), .type = O2C_MAP_TO, .name = "ps[0:1]"},
	// CHECK-NEXT: {.host = (void *)&(ps->n), .bytes = sizeof(ps->n), .type = O2C_MAP_TO | O2C_MAP_MEMBER, .name = "ps->n"},
#pragma omp target enter data map(to: ps[0:1], ps->n)
	// CHECK: {.host = (void *)&(s), .bytes = sizeof(s), .type = O2C_MAP_ALLOC, .name = "s"}, /* implicit */
	// CHECK-NEXT: {.host = (void *)&(s.arr)[0], .bytes = (size_t)(2) * sizeof((s.arr)[0]), .type = O2C_MAP_TO | O2C_MAP_MEMBER, .name = "s.arr[0:2]"},
	// CHECK-NEXT: {.host = (void *)&(s), .bytes = sizeof(s), .type = O2C_MAP_TO, .name = "s"},
#pragma omp target data map(to: s.arr[0:2], s)
	{
	}
}
