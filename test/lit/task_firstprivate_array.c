// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// An array the target region receives, firstprivate in a task run in
// place (by a clause, default(firstprivate), or as a variable the task
// names that is private where the task is made): the kernel's copy is
// declared by the array's type; the host fallback, which holds the
// array as a pointer, copies the array where the task is made and hands
// the copy to the task.

// CHECK: { /* #pragma omp task firstprivate(b): runs in place, on the thread that meets it */
// CHECK-NEXT: auto &o2c_first_b = b;
// CHECK-NEXT: {
// CHECK-NEXT: int b[8]; /* firstprivate */
// CHECK-NEXT: memcpy(b, o2c_first_b, sizeof b);
// CHECK: { /* #pragma omp task default(firstprivate): runs in place, on the thread that meets it */
// CHECK-NEXT: auto &o2c_first_m = m;
// CHECK-NEXT: auto &o2c_first_n = n;
// CHECK-NEXT: {
// CHECK-NEXT: double m[2][3]; /* firstprivate */
// CHECK-NEXT: memcpy(m, o2c_first_m, sizeof m);

// The directive's line holds the copies, the task and the pointers;
// the statement's last character closes them.  (The host file copies
// these comments: each check begins at a line's start.)
// HOST-LABEL: {{^}}static void
// HOST: {{^[[:blank:]]*}}{ int o2c_task_b[8]; __builtin_memcpy(o2c_task_b, b, sizeof o2c_task_b); _Pragma("omp task firstprivate(b) firstprivate(o2c_task_b)") { __typeof__(&o2c_task_b[0]) b = o2c_task_b;
// HOST-NEXT: {{^[[:blank:]]*}}b[0] = 1; } }
// HOST: {{^[[:blank:]]*}}{ double o2c_task_m[2][3]; __builtin_memcpy(o2c_task_m, m, sizeof o2c_task_m); _Pragma("omp task default(firstprivate) firstprivate(o2c_task_m)") { __typeof__(&o2c_task_m[0]) m = o2c_task_m;
// HOST-NEXT: {{^[[:blank:]]*}}{
// HOST-NEXT: {{^[[:blank:]]*}}m[1][2] = n;
// HOST-NEXT: {{^[[:blank:]]*}}n = sizeof (*(double (*)[2][3])m);
// HOST-NEXT: {{^[[:blank:]]*}}} } }
void f(int n)
{
	int b[8] = {0};
	double m[2][3] = {{0}};
#pragma omp target map(tofrom: b, m, n)
	{
#pragma omp task firstprivate(b)
		b[0] = 1;
#pragma omp task default(firstprivate)
		{
			m[1][2] = n;
			n = sizeof m;
		}
	}
}
