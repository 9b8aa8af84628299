// The combined loop's grid-stride loop: over an unsigned index, except in
// a kernel with a reduction, whose loop runs a signed index (nvcc unrolls
// that one) after a check that the trip count fits it.  (The kernels'
// narrow variants, test/lit/narrow_loops.c, check their counts with a trap
// of their own: OFF leaves them out.)
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda -fno-signed-loop -fno-narrow-loops --emit-cuda %s -o - | FileCheck %s --check-prefix=OFF
// OFF-NOT: __trap
// OFF-COUNT-3: for (unsigned long long o2c_iv
// OFF-NOT: __trap

void
scale(long n, double *x)
{
	// CHECK: o2c_grid_loop_[[@LINE+4]](
	// CHECK-NOT: __trap
	// CHECK: for (unsigned long long o2c_iv = blockIdx.x * (unsigned long long)blockDim.x + threadIdx.x;
	// CHECK-NEXT: o2c_iv < o2c_trip; o2c_iv += (unsigned long long)gridDim.x * blockDim.x) {
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
	for (long i = 0; i < n; i++)
		x[i] *= 2;
}

double
sum(long n, const double *x)
{
	double s = 0;

	// CHECK: o2c_grid_loop_[[@LINE+6]](
	// CHECK: if (o2c_trip > 0x3fffffffffffffffull)
	// CHECK-NEXT: __trap(); /* 2^62 iterations */
	// CHECK-NEXT: for (long long o2c_iv = blockIdx.x * (long long)blockDim.x + threadIdx.x;
	// CHECK-NEXT: o2c_iv < (long long)o2c_trip; o2c_iv += (long long)gridDim.x * blockDim.x) {
	// CHECK-NEXT: long i = (long)(o2c_iv);
#pragma omp target teams distribute parallel for map(to: x[0:n]) reduction(+: s)
	for (long i = 0; i < n; i++)
		s += x[i];
	return s;
}
