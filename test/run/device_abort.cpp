// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %run %t stop > %t.stop 2>&1; test $? -ne 0
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// CHECK: PASS
// E2E-FAIL[stop]: abort\(\) called in device code|kernel \S+ failed
// abort() and std::abort() in device code, in a region and in a function
// it calls: the kernel stops (the runtime reports the region's failure),
// as the host fallback's process does; where no call is made, nothing.
// CUDA: static int checked(int x) { if (x < 0) o2c_abort(); return 2 * x; }
// CUDA: if (sign * i < 0)
// CUDA-NEXT: o2c_abort();

#include <cstdio>
#include <cstdlib>

static int checked(int x) { if (x < 0) std::abort(); return 2 * x; }

int
main(int argc, char **argv)
{
	int n = 1000, sign = argc > 1 ? -1 : 1, s = 0;
#pragma omp target teams distribute parallel for reduction(+: s) map(tofrom: s)
	for (int i = 1; i <= n; i++) {
		if (sign * i < 0)
			abort();
		s += checked(i);
	}
	printf("%d\n", s);
	printf("%s\n", s == n * (n + 1) ? "PASS" : "FAIL");
	return s != n * (n + 1);
}
