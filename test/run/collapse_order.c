// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 -fno-collapse-order %s -o %t.off && %run %t.off | FileCheck %s
// CHECK: PASS
// Collapsed nests whose neighbouring threads step an outer loop's variable
// (lowering/order.c): a column walk with a reduction, a lastprivate pair of
// loop variables, three loops with the middle one first; each result
// against the same loops run sequentially on the host.
#include <stdio.h>
#include <stdlib.h>

#define N 300
#define M 257
#define IDX(i, j) ((i) + (j) * N)

int
main(void)
{
	float *g = malloc(sizeof(float) * N * M), *f = calloc(N * M, sizeof(float));
	int bad = 0, li = -1, lj = -1;
	long long sum = 0, want = 0;
	static int c[5][40][33], cw[5][40][33];

	for (int k = 0; k < N * M; k++)
		g[k] = (float)((k * 7) % 13);
#pragma omp target teams distribute parallel for collapse(2) reduction(+: sum) lastprivate(li, lj) \
	map(to: g[0:N*M]) map(tofrom: f[0:N*M])
	for (li = 1; li < N - 1; li++)
		for (lj = 1; lj < M - 1; lj++) {
			float t = g[IDX(li - 1, lj)] + g[IDX(li + 1, lj)] + g[IDX(li, lj - 1)] + g[IDX(li, lj + 1)];
			f[IDX(li, lj)] = t;
			sum += (long long)t * (li + 3 * lj);
		}
	for (int i = 1; i < N - 1; i++)
		for (int j = 1; j < M - 1; j++) {
			float t = g[IDX(i - 1, j)] + g[IDX(i + 1, j)] + g[IDX(i, j - 1)] + g[IDX(i, j + 1)];
			bad += f[IDX(i, j)] != t;
			want += (long long)t * (i + 3 * j);
		}
	bad += sum != want;
	if (li != N - 1 || lj != M - 1) {
		printf("lastprivate: li %d lj %d\n", li, lj);
		bad++;
	}
#pragma omp target teams distribute parallel for collapse(3) map(from: c)
	for (int a = 0; a < 5; a++)
		for (int k = 0; k < 33; k++)
			for (int j = 0; j < 40; j++)
				c[a][j][k] = a * 10000 + j * 100 + k;
	for (int a = 0; a < 5; a++)
		for (int k = 0; k < 33; k++)
			for (int j = 0; j < 40; j++)
				cw[a][j][k] = a * 10000 + j * 100 + k;
	for (int a = 0; a < 5; a++)
		for (int j = 0; j < 40; j++)
			for (int k = 0; k < 33; k++)
				bad += c[a][j][k] != cw[a][j][k];
	printf("%s (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
	free(g);
	free(f);
	return bad != 0;
}
