// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// A variable-length array whose first dimension alone is variable: the
// kernel and the host fallback take the pointer to its first element,
// and the host maps it by its run-time size, sizeof on the array; a
// section without a length runs to the array's run-time end.

void
scale(int n, double k)
{
	double grid[n][16];
	int count[n + 1];

	// CUDA: __global__ void
	// CUDA-NEXT: o2c_vla_[[@LINE+6]](int n, int *__restrict__ count, const double (*__restrict__ grid)[16], double k, O2cDone o2c_done)
	// HOST: static void
	// HOST-NEXT: o2c_vla_[[@LINE+4]]_host(int n, int *count, double (*grid)[16], double k)
	// HOST: {.host = (void *)(grid), .bytes = sizeof(grid), .type = O2C_MAP_TO, .name = "grid"},
	// HOST-NEXT: {.host = (void *)&(count)[1], .bytes = (size_t)(sizeof(count) / sizeof((count)[0]) - (1)) * sizeof((count)[0]), .type = O2C_MAP_TOFROM, .name = "count[1:]"},
	// HOST-NEXT: };
#pragma omp target map(to: grid) map(tofrom: count[1:])
	for (int i = 1; i <= n; i++)
		count[i] = grid[i - 1][3] * k > 1.0;
}
