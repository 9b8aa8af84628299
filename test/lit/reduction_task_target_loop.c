// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// A target region whose statement is a parallel for loop holding a task
// is not read as the combined target parallel for (a loop over the whole
// GPU, where no task runs): it is a team of one whose threads run the
// loop, each task in place on the thread that meets it, its in_reduction
// contribution in that thread's copy of the reduction(task, ...) item.

// CHECK-LABEL: __global__ void
// CHECK: /* #pragma omp parallel for reduction(task, +: s) */
// CHECK: for (unsigned o2c_pv = threadIdx.x;
// CHECK: /* #pragma omp task in_reduction(+: s): runs in place, on the thread that meets it */
// CHECK: s += a[i];
// CHECK: o2c_reduce<O2C_RED_ADD>(o2c_ref_s, s);

void
f(int n, const int *a, int *out)
{
	int s = 0;
#pragma omp target map(to: a[0:n]) map(tofrom: s)
	{
#pragma omp parallel for reduction(task, +: s)
		for (int i = 0; i < n; i++) {
#pragma omp task in_reduction(+: s)
			s += a[i];
		}
	}
	*out = s;
}
