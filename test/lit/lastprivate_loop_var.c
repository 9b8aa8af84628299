// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// lastprivate of an associated loop's own variable (OpenMP 5.2 5.4.5): the
// thread's copy takes each iteration's value, and the thread that ran the last
// iteration stores the value the sequential loop leaves, one step past it.

void
f(int *a, int n)
{
	int i, j;
	// CHECK-LABEL: __global__ void
	// CHECK: o2c_[[R:[a-z_0-9]+]](int *o2c_ref_i, int *o2c_ref_j,
	// CHECK: int i = *o2c_ref_i;
	// CHECK: int j = *o2c_ref_j;
	// CHECK: j = (int)((unsigned long long)(int)(19) - (o2c_rest % o2c_n1) * (unsigned long long)(3));
	// CHECK: i = (int)(o2c_rest);
	// CHECK: if (o2c_last) /* ran the last iteration: lastprivate */
	// CHECK-NEXT: *o2c_ref_i = (int)(i + 1);
	// CHECK: if (o2c_last) /* ran the last iteration: lastprivate */
	// CHECK-NEXT: *o2c_ref_j = (int)(j - (3));
	// HOST: host fallback of
	// HOST-NOT: int i;
	// HOST: #pragma omp parallel for collapse(2) lastprivate(i) lastprivate(j)
	// HOST: *o2c_ref_i = i;
	// HOST: *o2c_ref_j = j;
#pragma omp target teams distribute parallel for collapse(2) lastprivate(i, j) map(tofrom: a[0:200])
	for (i = 0; i < 10; i++)
		for (j = 19; j >= 0; j -= 3)
			a[i * 20 + j] = i + j;
}
