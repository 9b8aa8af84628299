// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// RUN: %omp2cuda -fno-stepped-indices --emit-cuda %s -o - | FileCheck %s --check-prefix=OFF
// RUN: %omp2cuda -fno-stepped-indices --explain %s | FileCheck %s --check-prefix=EXPLAIN-OFF
// Stepped indices (lowering/schedule.c, lower_stepped): the narrow kernel
// of a collapsed nest works each thread's first iteration's indices out
// once, as the digits of its iteration number (the outermost loop's the
// most significant, each other loop's count its radix), and steps them by
// the grid's threads' digits with the loop; the 64-bit kernel, a single
// loop and a nest of two (one division an iteration) keep dividing.

void
stencil(int nz, int ny, int nx, const float *u, float *v)
{
	// CHECK-LABEL: o2c_stepped_indices_{{[0-9]+}}_narrow(
	// CHECK: /* stepped indices: the digits of the iteration number */
	// CHECK-NEXT: const unsigned o2c_r[3] = {o2c_n0, o2c_n1, o2c_n2};
	// CHECK-NEXT: unsigned o2c_d[3] = {}, o2c_s[3] = {};
	// CHECK-NEXT: if (o2c_trip != 0) {
	// CHECK-NEXT: o2c_digits(o2c_d, blockIdx.x * blockDim.x + threadIdx.x, o2c_r);
	// CHECK-NEXT: if (blockIdx.x * blockDim.x + threadIdx.x + gridDim.x * blockDim.x < o2c_trip) /* a second iteration */
	// CHECK-NEXT: o2c_digits(o2c_s, gridDim.x * blockDim.x, o2c_r);
	// CHECK: o2c_iv < o2c_trip; o2c_iv += gridDim.x * blockDim.x, o2c_digits_step(o2c_d, o2c_s, o2c_r)) {
	// CHECK-NEXT: int i = (int)((unsigned long long)(int)(1) + o2c_d[2] * (unsigned long long)(2));
	// CHECK-NEXT: int j = (int)(o2c_d[1]);
	// CHECK-NEXT: int k = (int)((unsigned long long)(int)(nz - 1) - o2c_d[0]);
	// CHECK-NOT: o2c_rest
	// CHECK: o2c_kernel_done
	// OFF-LABEL: o2c_stepped_indices_{{[0-9]+}}_narrow(
	// OFF-NOT: o2c_digits
	// OFF: unsigned o2c_q2 = o2c_rest / o2c_n2;
	// OFF: o2c_kernel_done
	// EXPLAIN: stepped_indices.c:[[@LINE+4]]:1: #pragma
	// EXPLAIN: stepped indices: o2c_stepped_indices_{{[0-9]+}}_narrow's threads work their first iteration's 3 indices out once and step them by the grid's threads, a carry a loop (-fno-stepped-indices: a division a loop, every iteration)
	// EXPLAIN-OFF: stepped indices: divided out every iteration: -fno-stepped-indices
	// EXPLAIN-OFF: stepped indices: divided out every iteration: two loops
#pragma omp target teams distribute parallel for collapse(3) map(to: u[0:nz * ny * nx]) map(from: v[0:nz * ny * nx])
	for (int k = nz - 1; k >= 0; k--)
		for (int j = 0; j < ny; j++)
			for (int i = 1; i < nx; i += 2)
				v[(k * ny + j) * nx + i] = 2 * u[(k * ny + j) * nx + i];
}

void
pair(int n, int m, float *v)
{
	// CHECK-LABEL: o2c_stepped_indices_{{[0-9]+}}_narrow(
	// CHECK-NOT: o2c_digits
	// CHECK: o2c_kernel_done
	// EXPLAIN: stepped indices: divided out every iteration: two loops, one division an iteration, which stepping does not repay
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: v[0:n * m])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++)
			v[i * m + j] += 1;
}

void
single(int n, float *v)
{
	// CHECK-LABEL: o2c_stepped_indices_{{[0-9]+}}_narrow(
	// CHECK-NOT: o2c_digits
	// CHECK: o2c_kernel_done
	// EXPLAIN-NOT: stepped indices
#pragma omp target teams distribute parallel for map(tofrom: v[0:n])
	for (int i = 0; i < n; i++)
		v[i] += 1;
}
