// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: not %omp2cuda %s -DBAD 2>&1 | FileCheck %s --check-prefix=BAD
// Tasks in a target region run in place (OpenMP 5.2 12.5): a local the task names without a
// clause is firstprivate (5.1.1), copied at the task's start; a mapped variable is shared and
// used as it is; taskwait is nothing to do.

// The checks stand outside the region: its code, comments too, is copied into the kernel.
// CHECK: { /* #pragma omp task depend(out: local): runs in place, on the thread that meets it */
// CHECK: typedef __typeof__(local) o2c_type_local;
// CHECK: auto &o2c_first_local = local;
// CHECK: {
// CHECK: o2c_type_local local; /* firstprivate: the task's own */
// CHECK: memcpy((void *)&local, (const void *)&o2c_first_local, sizeof local);
// CHECK: {
// CHECK: local++;
// CHECK: m = local;
// CHECK: { /* #pragma omp taskloop private(k): runs in place, on the thread that meets it */
// CHECK: typedef __typeof__(n) o2c_type_n;
// CHECK: auto &o2c_first_n = n;
// CHECK: {
// CHECK: int k; /* private */
// CHECK: o2c_type_n n; /* firstprivate: the task's own */
// CHECK: memcpy((void *)&n, (const void *)&o2c_first_n, sizeof n);
// CHECK: for (int i = 0; i < n; i++) {
// CHECK: /* #pragma omp taskwait: tasks run in place, all have completed */
// CHECK-NOT: o2c_first_
// CHECK: out[0] += local;
void
f(int *out, int n)
{
	int m = 0;
#pragma omp target map(tofrom: out[0:n], m)
	{
		int local = 1, k = 0;
#pragma omp task depend(out: local)
		{
			local++;
			m = local;
		}
#pragma omp taskloop private(k)
		for (int i = 0; i < n; i++) {
			k = i;
			out[i] = k;
		}
#pragma omp taskwait
		out[0] += local;
	}
}

#ifdef BAD
void
g(int *out)
{
#pragma omp target map(tofrom: out[0:4])
	{
		// BAD: task_in_place.c:[[@LINE+1]]:18: error: clause 'final' is not supported yet on '#pragma omp task' in a target region
#pragma omp task final(1)
		out[0] = 1;
	}
}
#endif
