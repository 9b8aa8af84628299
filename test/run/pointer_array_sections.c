// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// Sections of what the elements of an array of pointers point to,
// d[i][lo:len] (ping-pong buffers): target data maps them, target update
// moves d[k][0:n] with k known at run time; kernels get d[k] as a
// pointer argument, or use the array d itself with d[k] inside, whose
// elements the region attaches to the device copies of their sections.
// The host's d keeps its own values.
#include <stdio.h>

#define N 1000

static void
step(int n, const double *src, double *dst)
{
#pragma omp target teams distribute parallel for
	for (int i = 0; i < n; i++)
		dst[i] = src[i] + 1.0;
}

int
main(void)
{
	double a[N], b[N], *d[2] = {a, b};
	float x[N], *e[3] = {NULL, x, NULL};
	int k = 0, bad = 0;

	for (int i = 0; i < N; i++) {
		a[i] = i;
		b[i] = -1;
		x[i] = 0;
	}
#pragma omp target data map(to: d[0][0:N]) map(alloc: d[1][0:N]) map(tofrom: e[1][0:N])
	{
		for (int r = 0; r < 3; r++) {
			step(N, d[k], d[1 - k]);
			k = 1 - k;
		}
		for (int r = 0; r < 2; r++) {
#pragma omp target teams distribute parallel for
			for (int i = 0; i < N; i++) {
				d[1 - k][i] = 2.0 * d[k][i];
				e[1][i] += (e[0] == NULL) + (e[2] == NULL);
			}
			k = 1 - k;
		}
#pragma omp target update from(d[k][2:N - 2])
	}
	bad |= d[0] != a || d[1] != b || e[1] != x || e[0] || e[2];
	for (int i = 2; i < N; i++)
		bad |= d[k][i] != 4.0 * (i + 3);
	for (int i = 0; i < N; i++)
		bad |= x[i] != 4.0f;
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad;
}
// CHECK: PASS
