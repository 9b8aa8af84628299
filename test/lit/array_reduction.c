// Reductions of arrays and array sections on a combined target loop
// (OpenMP 5.2 5.5.5): each thread reduces into a private copy of the
// array whose section starts at the identity, and combines the section's
// elements into the device copy (the parameter o2c_arr_<name>) at the
// end; the host fallback gives the host's OpenMP the clause as written,
// on a copy of the array.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST

#define N 64

double
rows(const int *m)
{
	long total[N] = {0};
	double h[4][8] = {{0}};

	// CHECK-LABEL: o2c_array_reduction_{{[0-9]+}}(
	// CHECK-SAME: long *o2c_arr_total
	// CHECK-SAME: double (*o2c_arr_h)[8], O2cDone o2c_done, unsigned long long o2c_rows_bytes)
	// CHECK: long total[64]; /* reduction: a copy per thread */
	// CHECK-NEXT: o2c_identity_elems<O2C_RED_ADD>(total, 0, 64); /* total[0:N] */
	// CHECK-NEXT: double h[4][8]; /* reduction: a copy per thread */
	// CHECK-NEXT: o2c_identity_elems<O2C_RED_MUL>(h, 8, 16); /* h[1:2][:] */
	// CHECK: o2c_reduce_elems<O2C_RED_ADD>(o2c_arr_total, total, 0, 64);
	// CHECK-NEXT: o2c_reduce_elems<O2C_RED_MUL>(o2c_arr_h, h, 8, 16);
	// HOST: long total[64];
	// HOST-NEXT: __builtin_memcpy(total, o2c_arr_total, sizeof total);
	// HOST: #pragma omp parallel for reduction(+: total[0:N]) reduction(*: h[1:2][:])
	// HOST: __builtin_memcpy(o2c_arr_total, total, sizeof total);
	// HOST-NEXT: __builtin_memcpy(o2c_arr_h, h, sizeof h);
#pragma omp target teams distribute parallel for map(to: m[0:N * N]) reduction(+: total[0:N]) reduction(*: h[1:2][:])
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++) {
			total[j] += m[i * N + j];
			h[1 + i % 2][j % 8] *= 1.5;
		}
	return total[0] + h[1][0];
}

int
histogram(const int *key, int n)
{
	int hist[16] = {0};

	// CHECK-LABEL: o2c_array_reduction_{{[0-9]+}}(
	// CHECK: int hist[16]; /* reduction: a copy per thread */
	// CHECK-NEXT: o2c_identity_elems<O2C_RED_BOR>(hist, 0, 16); /* hist */
	// CHECK: o2c_reduce_elems<O2C_RED_BOR>(o2c_arr_hist, hist, 0, 16);
	// HOST: #pragma omp parallel for reduction(|: hist)
#pragma omp target parallel for reduction(|: hist) map(to: key[0:n])
	for (int i = 0; i < n; i++)
		hist[key[i] % 16] |= 1 << (i % 8);
	return hist[0];
}
