// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// default(firstprivate) on a combined target construct (OpenMP 5.1
// 2.21.4.1) of an array, a struct and a union: firstprivate on the whole
// construct, as if listed in a firstprivate clause.  The kernel gets the
// host's values as arguments and each thread its own copy; the host
// fallback's parallel loop lists them firstprivate.

typedef struct {
	int id;
	double w[2];
} rec;

typedef union {
	int i;
	float f;
} num;

// CHECK-LABEL: __global__ void
// CHECK-NEXT: o2c_default_firstprivate_aggregates_{{[0-9]+}}(o2c_fp<int[16]> o2c_fp_a, rec r, num u, int *__restrict__ out, O2cDone o2c_done)
// CHECK-NEXT: {
// CHECK-NEXT: int a[16]; /* firstprivate: a copy per thread */
// CHECK-NEXT: memcpy(&a, &o2c_fp_a.v, sizeof a);
// HOST: {{^}}#pragma omp parallel for {{.*}}firstprivate(a, r, u)
void f(int *out)
{
	int a[16] = {0};
	rec r = {1, {2, 3}};
	num u = {4};
#pragma omp target teams distribute parallel for default(firstprivate) shared(out) map(from: out[0:16])
	for (int i = 0; i < 16; i++) {
		a[i] += r.id + u.i;
		r.w[0] = i;
		out[i] = a[i] + (int)r.w[0];
	}
}
