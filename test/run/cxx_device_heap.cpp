// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// new in device code beyond the driver's 8 MiB heap (a 32 MiB array,
// then a second one while the first is held): the runtime gives device
// code a larger heap (OMP2CUDA_HEAP_SIZE), so neither comes back null
// (device code's new gives a null pointer where the heap is full).
#include <stdio.h>

int main()
{
	const long n = 4L << 20; /* doubles: 32 MiB */
	double sum = 0;
	int got = 0;

#pragma omp target map(tofrom: sum, got)
	{
		double *a = new double[n], *b = new double[n];
		got = (a != nullptr) + (b != nullptr);
		if (a && b) {
			for (long i = 0; i < n; i++)
				a[i] = b[n - 1 - i] = (double)(i % 1000);
			for (long i = 0; i < n; i += 4096)
				sum += a[i] + b[i];
		}
		delete[] a;
		delete[] b;
	}
	double want = 0;
	for (long i = 0; i < n; i += 4096)
		want += (double)(i % 1000) + (double)((n - 1 - i) % 1000);
	int ok = got == 2 && sum == want;
	printf("%s got %d sum %.0f want %.0f\n", ok ? "PASS" : "FAIL", got, sum, want);
	return !ok;
}
