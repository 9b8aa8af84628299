// C's designated initializers store a pointer in memory as plain
// aggregate initializers do (frontend/access.c): `{.p = a}`, `{[1] = b}`,
// and a compound literal's.  The analysis loses track of it there: no
// claim (not read-only: a write through w.p would skip the copy-back).
// RUN: %omp2cuda --explain %s | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// HOST-NOT: .flags = {{.*}}O2C_ARG_READONLY

#define N 1024

struct W {
	int k;
	int *p;
};

void designated(int *a, int *b, int *c)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:N], b[0:N], c[0:N])
	for (int i = 0; i < N; i++) {
		struct W w = {.k = 1, .p = (int *)a};
		w.p[i] = 5;
		int *two[2] = {[1] = b};
		two[1][i] = 6;
		struct W u = (struct W){.p = c};
		u.p[i] = 7;
	}
}
// CHECK-LABEL: access_designated_init.c:18:1:
// CHECK: a: no claim: stored in an aggregate it initializes at 20:30
// CHECK: b: no claim: stored in an aggregate it initializes at 22:24
// CHECK: c: no claim: stored in an aggregate it initializes at 24:32
