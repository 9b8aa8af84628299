// RUN: %omp2cuda -v -c %s -o %t.o 2>&1 | FileCheck --check-prefix=DEFAULT %s
// RUN: %omp2cuda -v -fdevice-assert -c %s -o %t.o 2>&1 | FileCheck --check-prefix=ASSERT %s
// RUN: %omp2cuda -v -fdevice-assert -fno-device-assert -c %s -o %t.o 2>&1 | FileCheck --check-prefix=DEFAULT %s
// Kernels are built with -DNDEBUG (a kept assert costs registers) unless
// -fdevice-assert; the host compiler sees the user's flags alone.
// DEFAULT: nvcc -fatbin {{.*}}-DNDEBUG
// DEFAULT-NOT: NDEBUG
// ASSERT: nvcc -fatbin
// ASSERT-NOT: NDEBUG
#include <assert.h>

void f(int n, int *a)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		assert(a[i] >= 0);
}
