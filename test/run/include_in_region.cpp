// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// A loop body written in a file that the region includes (twice, in a
// function template instantiated for float and double), calling a
// function template whose definitions are explicit specializations in a
// header: the included code is the region's, on the GPU and in the host
// fallback; each result is compared with the same body run on the host.
#include <stdio.h>
#include "Inputs/include_math.h"

template <class T> int run(int n)
{
	T *x = new T[n], *y = new T[n], *ref = new T[n], acc;
	const T w[4] = {1, 0.5, 0.25, 0.125};
	int bad = 0;

	for (int i = 0; i < n; i++)
		x[i] = T(i % 97) / 97;
#pragma omp target teams distribute parallel for map(to: x[0:n], w) map(from: y[0:n]) private(acc)
	for (int i = 0; i < n; i++) {
#include "Inputs/include_body_step.h"
	}
	for (int i = 0; i < n; i++) {
		T *y = ref;
#include "Inputs/include_body_step.h"
	}
	for (int i = 0; i < n; i++)
		bad += fabs(y[i] - ref[i]) > 1e-5 * fabs(ref[i]);
	delete[] x;
	delete[] y;
	delete[] ref;
	return bad;
}

int main()
{
	int bad = run<float>(5000) + run<double>(5000);
	printf("%s %d\n", bad ? "FAIL" : "PASS", bad);
	return bad != 0;
}
