/* Two kernel regions for bench_tune_evo.test: a combined loop that takes a
 * block size, and a collapsed nest. */
#include <stdio.h>

#define N 64

int main(void)
{
	static float a[N * N], b[N * N];

	for (int i = 0; i < N * N; i++)
		a[i] = (float)i;
#pragma omp target teams distribute parallel for map(to: a) map(from: b)
	for (int i = 0; i < N * N; i++)
		b[i] = 2.0f * a[i];
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: b)
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			b[i * N + j] += a[j * N + i];
	printf("%g\n", b[N + 1]);
	return 0;
}
