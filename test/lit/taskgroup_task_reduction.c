// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// taskgroup task_reduction (OpenMP 5.2 5.5.9) in device code: the thread
// that runs the taskgroup keeps a copy of each item at the operator's
// identity, which its tasks, run in place, join through in_reduction,
// and which is combined into the variable at the taskgroup's end.

// A function the region calls: its taskgroup and tasks become edits.
// CHECK-LABEL: __device__ int sum_to(int n)
// CHECK: /* #pragma omp taskgroup: its tasks run in place: they have completed at its end */
// CHECK: { typedef __typeof__(s) o2c_tred_type_s; o2c_tred_type_s *o2c_tred_s = &s; { o2c_tred_type_s s = o2c_identity<O2C_RED_ADD, o2c_tred_type_s>();
// CHECK: /* #pragma omp task: runs in place, on the thread that meets it */
// CHECK-NEXT: { typedef __typeof__(i) o2c_type_i; auto &o2c_first_i = i; { o2c_type_i i; memcpy((void *)&i, (const void *)&o2c_first_i, sizeof i); s += i; } }
// CHECK: o2c_task_combine<O2C_RED_ADD>(o2c_tred_s, s); } }
#pragma omp declare target
int sum_to(int n)
{
	int s = 0;
#pragma omp taskgroup task_reduction(+: s)
	{
		for (int i = 1; i <= n; i++) {
#pragma omp task in_reduction(+: s)
			s += i;
		}
	}
	return s;
}
#pragma omp end declare target

// The region's own taskgroup, printed with the kernel.
// CHECK-LABEL: __global__ void
// CHECK: { /* #pragma omp taskgroup task_reduction(max: m) task_reduction(+: t): runs in place, on the thread that meets it */
// CHECK-NEXT: typedef __typeof__(m) o2c_tred_type_m;
// CHECK-NEXT: o2c_tred_type_m *o2c_tred_m = &m;
// CHECK-NEXT: typedef __typeof__(t) o2c_tred_type_t;
// CHECK-NEXT: o2c_tred_type_t *o2c_tred_t = &t;
// CHECK-NEXT: {
// CHECK-NEXT: o2c_tred_type_m m = o2c_identity<O2C_RED_MAX, o2c_tred_type_m>(); /* task_reduction(max: m): the thread's copy */
// CHECK-NEXT: o2c_tred_type_t t = o2c_identity<O2C_RED_ADD, o2c_tred_type_t>(); /* task_reduction(+: t): the thread's copy */
// CHECK: { /* #pragma omp task in_reduction(max: m) in_reduction(+: t): runs in place, on the thread that meets it */
// CHECK: m = x[i] > m ? x[i] : m;
// CHECK: o2c_task_combine<O2C_RED_MAX>(o2c_tred_m, m);
// CHECK-NEXT: o2c_task_combine<O2C_RED_ADD>(o2c_tred_t, t);
void f(const double *x, int n, double *out)
{
	double m = 0, t = 0;
	int s = 0;
#pragma omp target map(to: x[0:n]) map(tofrom: m, t, s)
	{
#pragma omp taskgroup task_reduction(max: m) task_reduction(+: t)
		for (int i = 0; i < n; i++) {
#pragma omp task in_reduction(max: m) in_reduction(+: t)
			{
				m = x[i] > m ? x[i] : m;
				t += x[i];
			}
		}
		s = sum_to(n);
	}
	out[0] = m + t + s;
}
