// RUN: %omp2cuda -fdevice-assert -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -fdevice-assert -DBREAK -O2 %s -o %t.break
// RUN: %run %t.break > %t.out 2>&1 || echo "exit status non-zero" >> %t.out
// RUN: FileCheck --check-prefix=BREAK %s < %t.out
// CHECK: PASS
// BREAK: Assertion
// BREAK: exit status non-zero
// E2E-FAIL[%t.break]: Assertion
// assert() in regions with -fdevice-assert: kept in the kernels (nvcc
// without -DNDEBUG), as in the host fallback; a false one stops the
// program, on the GPU as on the host.
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>

static int
checked_square(int x)
{
	assert(x >= 0);
	return x * x;
}

int
main(void)
{
	const int n = 1000;
	int *a = malloc(n * sizeof *a);

	for (int i = 0; i < n; i++)
		a[i] = i;
#ifdef BREAK
	a[n / 2] = -1;
#endif
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++) {
		assert(a[i] >= 0 && "no negative input");
		a[i] = checked_square(a[i]);
	}
	for (int i = 0; i < n; i++)
		if (a[i] != i * i) {
			printf("FAIL: a[%d] = %d\n", i, a[i]);
			return 1;
		}
	free(a);
	printf("PASS\n");
	return 0;
}
