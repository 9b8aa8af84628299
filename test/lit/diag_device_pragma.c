// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// A function a region calls is copied into the .cu file as written, where
// nvcc ignores OpenMP directives: a construct it cannot give its meaning
// there is an error, not a race.

static void
bump(int *h, int k)
{
	// CHECK: diag_device_pragma.c:[[@LINE+1]]:1: error: '#pragma omp critical' in a function called from a target region is not supported yet
#pragma omp critical
	h[k] += 1;
}

void f(int n, int *hist)
{
#pragma omp target teams distribute parallel for map(tofrom: hist[0:16])
	for (int i = 0; i < n; i++)
		bump(hist, i & 15);
}
