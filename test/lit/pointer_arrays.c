// Arrays of pointers and pointers to pointers in regions (OpenMP 5.2
// 5.8.3): the array is mapped as an array of values, its elements' bits
// copied as they are; a pointer read from it is loaded from memory and
// may hold any device address (docs/aliasing.md), so the kernels that
// read one claim no __restrict__, take no team window and no preloads.
// RUN: %omp2cuda --explain %s | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST

#define K 4
#define N 4096
#define W 64

// feature: read-only, its elements device addresses: float *const *.
void sums(float **feature, float *out, int k)
{
#pragma omp target teams distribute parallel for map(to: feature[0:k]) map(from: out[0:N])
	for (int i = 0; i < N; i++) {
		float s = 0;
		for (int c = 0; c < k; c++)
			s += feature[c][i];
		out[i] = s;
	}
}
// CHECK-LABEL: pointer_arrays.c:17:1:
// CHECK: feature: read-only: {{.*}}; no __restrict__: the code uses a pointer loaded from memory ('feature[c]' at 21:9), which may hold any device address: the runtime cannot check it
// CHECK: out: written by {{.*}}; no __restrict__: the code uses a pointer loaded from memory ('feature[c]' at 21:9)
// CUDA-LABEL: o2c_pointer_arrays_17(
// CUDA-SAME: float *const *feature, float *out,
// HOST: {.host = (void *)&(feature)[0], .bytes = (size_t)(k) * sizeof((feature)[0]), .type = O2C_MAP_TO, .name = "feature[0:k]"},
// HOST: {.value = (void *)&feature, .type = O2C_ARG_PTR, .map = 0, .name = "feature", .flags = O2C_ARG_READONLY},
// HOST: {.value = (void *)&out, .type = O2C_ARG_PTR, .map = 1, .name = "out", .flags = 0},

// A local array of pointers, written through: each team's row of a
// read through rows[t] would be a team window, were rows[t] not loaded
// from memory.
void steps(const int *a, int **rows)
{
	int *loc[N / W];

	for (int t = 0; t < N / W; t++)
		loc[t] = rows[t];
#pragma omp target teams distribute map(to: a[0:N]) map(to: loc)
	for (int t = 0; t < N / W; t++) {
		for (int k = 0; k < K; k++) {
#pragma omp parallel for
			for (int c = 0; c < W; c++)
				loc[t][c] = a[t * W + c] + k;
		}
	}
}
// CHECK-LABEL: pointer_arrays.c:43:1:
// CHECK: team windows: none: {{.*}}'loc[t]'
// CHECK: a: read-only: {{.*}}; no __restrict__: the code uses a pointer loaded from memory ('loc[t]' at 48:5)
// CUDA-LABEL: o2c_pointer_arrays_43(
// CUDA-SAME: int **loc, const int *a,
// HOST: {.host = (void *)(loc), .bytes = sizeof(loc), .type = O2C_MAP_TO, .name = "loc"},
// HOST: {.value = (void *)&o2c_ptr_loc, .type = O2C_ARG_PTR, .map = 1, .name = "loc", .flags = 0},
// HOST: {.value = (void *)&a, .type = O2C_ARG_PTR, .map = 0, .name = "a", .flags = O2C_ARG_READONLY},
