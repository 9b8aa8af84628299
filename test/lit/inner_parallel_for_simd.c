// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// A parallel for simd construct in a target region is the parallel for
// loop: each thread runs its own iterations in order, as the simd leaf
// lets it.  simdlen is a hint, aligned(list: n) a promise about the
// addresses: the loads and stores stay as written.

// CHECK-LABEL: __global__ void
// CHECK: /* #pragma omp parallel for simd simdlen(4) aligned(p: 32) safelen(8) */
// CHECK: for (unsigned o2c_pv = threadIdx.x;
// CHECK: o2c_pv += (unsigned)o2c_nthreads
// CHECK: p[i] = k * i;

void
f(int n, int *p)
{
#pragma omp target map(tofrom: p[0:n])
	{
		int k = 3;
#pragma omp parallel for simd simdlen(4) aligned(p: 32) safelen(8)
		for (int i = 0; i < n; i++)
			p[i] = k * i;
	}
}
