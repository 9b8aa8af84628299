// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: not %omp2cuda %s -DERRORS -o /dev/null 2>&1 | FileCheck %s --check-prefix=DIAG
// linear(list[: step]) on a combined loop construct (OpenMP 5.0 2.19.4.6): each iteration
// starts the thread's copy at the original's value as the region begins, read from its device
// copy by the runtime before the launch, plus the logical iteration number times the step;
// the thread that ran the last iteration writes its copy back, as lastprivate.

void
f(int *a, int n, long s)
{
	long v = 5;
	// CHECK-LABEL: __global__ void
	// CHECK: long *o2c_ref_v, long s, long o2c_lin_v, O2cDone o2c_done)
	// CHECK: long v = o2c_lin_v;
	// CHECK: v = (long)(o2c_lin_v + (long)o2c_iv * (s)); /* linear */
	// CHECK: if (o2c_last) /* ran the last iteration: lastprivate */
	// CHECK-NEXT: *o2c_ref_v = v;
	// HOST: host fallback of
	// HOST: (void)o2c_lin_v;
	// HOST: #pragma omp parallel for linear(v: s)
	// HOST: {.value = (void *)&v, .type = O2C_ARG_I64, .map = {{[0-9]+}}, .name = "v", .flags = O2C_ARG_DEVICE_VALUE},
	// the argument count has the start's argument too (the kernel's last parameter):
	// HOST: {{^[[:space:]]+}}o2c_target(o2c_region_linear_{{[0-9]+}}(), o2c_maps, 2, o2c_args, 5, &o2c_launch);
#pragma omp target parallel for linear(v: s) map(tofrom: a[0:n])
	for (int i = 0; i < n; i++) {
		a[i] = (int)v;
		v += s;
	}
}

#ifdef ERRORS
void
g(int *a, int n)
{
	int k = 0;
	int *p = a;
	// DIAG: linear.c:[[@LINE+1]]:40: error: linear of 'p' is not supported yet: only integer variables
#pragma omp target parallel for linear(p) map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		*p = i;
	// DIAG: linear.c:[[@LINE+1]]:33: error: linear modifiers are not supported yet
#pragma omp target parallel for linear(val(k)) map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = k;
	// DIAG: linear.c:[[@LINE+1]]:40: error: linear of 'k', which the loop's body does not name, is not supported yet
#pragma omp target parallel for linear(k) map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = i;
	// DIAG: linear.c:[[@LINE+1]]:40: error: linear on a target construct with nowait is not supported yet
#pragma omp target parallel for linear(k) nowait map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = k++;
}
#endif
