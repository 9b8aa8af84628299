// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// A reduction on a parallel loop nested in a target region whose team is
// smaller than the block (num_threads): the threads past the team skip
// the loop only, inside the scope of their private copies, which stay at
// the identity; every thread of the block then combines its copy (not
// the shared variable the copy hides) with o2c_reduce, whose barrier at
// its end ends the region too: no second barrier follows.

// CHECK-LABEL: __global__ void
// CHECK: { /* #pragma omp parallel for reduction(+: s) num_threads(16) */
// CHECK-NEXT: const int o2c_nthreads = (int)(16) < (int)blockDim.x ? (int)(16) : (int)blockDim.x; /* num_threads */
// CHECK-NEXT: long *o2c_ref_s = &s;
// CHECK-NEXT: {
// CHECK-NEXT: long s = o2c_identity<O2C_RED_ADD, long>();
// CHECK-NEXT: if ((int)threadIdx.x < o2c_nthreads) { /* the team's threads */
// CHECK: s += a[i];
// CHECK-NEXT: }
// CHECK-NEXT: } /* the team's threads */
// CHECK-NEXT: o2c_reduce<O2C_RED_ADD>(o2c_ref_s, s);
// CHECK-NEXT: }
// CHECK-NEXT: }

// The if clause: one thread when false, the same scopes.
// CHECK-NEXT: { /* #pragma omp parallel reduction(max: m) num_threads(n) if(n > 2) */
// CHECK-NEXT: const int o2c_nthreads = !(n > 2) ? 1 : /* if: false, one thread */
// CHECK: int *o2c_ref_m = &m;
// CHECK-NEXT: {
// CHECK-NEXT: int m = o2c_identity<O2C_RED_MAX, int>();
// CHECK-NEXT: if ((int)threadIdx.x < o2c_nthreads) { /* the team's threads */
// CHECK: } /* the team's threads */
// CHECK-NEXT: o2c_reduce<O2C_RED_MAX>(o2c_ref_m, m);
// CHECK-NEXT: }

void
f(int n, const int *a, long *out, int *top)
{
	long s = 3;
	int m = -1;
#pragma omp target map(to: a[0:n]) map(tofrom: s, m)
	{
#pragma omp parallel for reduction(+: s) num_threads(16)
		for (int i = 0; i < n; i++)
			s += a[i];
#pragma omp parallel reduction(max: m) num_threads(n) if(n > 2)
		m = a[0] + 1;
	}
	*out = s;
	*top = m;
}
