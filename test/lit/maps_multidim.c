// RUN: %omp2cuda --dump-after=lower %s | FileCheck %s
// Multi-dimensional sections are one contiguous range: the address of
// their first element and the product of their lengths.

#define N 16
#define M 8

float g[N][M];

void f(int n, float (*q)[M], double (*c)[4][M])
{
	float a[N][M];
#pragma omp target teams distribute parallel for collapse(2) map(to: a[0:N][0:M]) \
        map(tofrom: q[0:n][:])
	for (int i = 0; i < N; i++)
		for (int j = 0; j < M; j++)
			q[i][j] = a[i][j] + g[i][j];
// CHECK-LABEL: plan maps_multidim_13
// CHECK-NEXT: map 0 to 'a[0:N][0:M]' at (void *)&(a)[0][0], (size_t)(N) * (size_t)(M) * sizeof((a)[0][0]) bytes
// CHECK-NEXT: map 1 tofrom 'q[0:n][:]' at (void *)&(q)[0][0], (size_t)(n) * (size_t)(8 - (0)) * sizeof((q)[0][0]) bytes
// CHECK-NEXT: map 2 tofrom implicit 'g' at (void *)(g), sizeof(g) bytes
// CHECK-NEXT: kernel o2c_maps_multidim_13
// CHECK-NEXT: param float (*q)[8] -> map 1
// CHECK-NEXT: param float (*a)[8] -> map 0
// CHECK-NEXT: param float (*g)[8] -> map 2

#pragma omp target data map(tofrom: a[2:3][0:M], g[5][0:M]) map(to: c[1:n][0:4][0:M]) map(from: g[6:2])
	{
	}
// CHECK-LABEL: plan maps_multidim_27
// CHECK-NEXT: map 0 tofrom 'a[2:3][0:M]' at (void *)&(a)[2][0], (size_t)(3) * (size_t)(M) * sizeof((a)[0][0]) bytes
// CHECK-NEXT: map 1 tofrom 'g[5][0:M]' at (void *)&(g)[5][0], (size_t)(1) * (size_t)(M) * sizeof((g)[0][0]) bytes
// CHECK-NEXT: map 2 to 'c[1:n][0:4][0:M]' at (void *)&(c)[1][0][0], (size_t)(n) * (size_t)(4) * (size_t)(M) * sizeof((c)[0][0][0]) bytes
// CHECK-NEXT: map 3 from 'g[6:2]' at (void *)&(g)[6], (size_t)(2) * sizeof((g)[0]) bytes
}
