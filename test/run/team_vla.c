// RUN: %omp2cuda -O2 %s -o %t -lm && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED OMP_NUM_THREADS=3 %t | FileCheck %s
// RUN: %omp2cuda -O2 -fno-teams-on-warps -fno-team-lanes %s -o %t.blocks -lm && %run %t.blocks | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// E2E-PASS[%t.blocks]:
// CHECK: PASS
//
// Variable-length arrays declared in the sequential part of a teams
// region: one per team (OpenMP 5.2 5.1.1: a variable declared in the
// region is private to the team that declares it), shared by the
// threads of the team's parallel regions; its length a value of the
// region.  The team's initial thread takes the elements where the array
// is declared, from the team's shared memory where they fit (1024 bytes
// a block, 128 a warp), else from the device heap, which it gives back
// where the team's code ends.  A softmax per row (a block a team: a row
// of 300 floats, from the heap) and sums of 16 per team (teams on warps:
// shared memory), each checked against the host.
// CUDA: __shared__ o2c_team_vla<float, 1024> o2c_vla_e; float *&e = o2c_vla_e.p; /* one per team */
// CUDA: o2c_vla_e.make((size_t)(
// CUDA: (o2c_vla_e.bytes) / sizeof e[0]
// CUDA: o2c_vla_e.drop(); /* the end of 'e' */
// CUDA: __shared__ o2c_team_vla<int, 128> o2c_t_part[{{[0-9]+}}]; auto &o2c_vla_part = o2c_t_part[o2c_warp]; int *&part = o2c_vla_part.p; /* one per team: its warp's */
// CUDA: o2c_vla_part.drop(); /* the end of 'part' */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

static int
softmax_rows(const float *x, float *y, int rows, int n)
{
	int wrong_size = 0;

#pragma omp target teams distribute map(to: x[0:rows * n]) map(from: y[0:rows * n]) \
	map(tofrom: wrong_size)
	for (int r = 0; r < rows; r++) {
		float e[n];
		float mx = -INFINITY, sum = 0.0f;
		if (sizeof e != n * sizeof(float))
			wrong_size = 1;
#pragma omp parallel for reduction(max: mx)
		for (int i = 0; i < n; i++)
			mx = fmaxf(mx, x[r * n + i]);
#pragma omp parallel for reduction(+: sum)
		for (int i = 0; i < n; i++) {
			e[i] = expf(x[r * n + i] - mx);
			sum += e[i];
		}
#pragma omp parallel for
		for (int i = 0; i < n; i++)
			y[r * n + i] = e[i] / sum + (float)((sizeof e / sizeof e[0]) - n);
	}
	return wrong_size;
}

static void
sums(const int *a, int *out, int teams, int m)
{
#pragma omp target teams distribute map(to: a[0:teams * 16]) map(from: out[0:teams])
	for (int t = 0; t < teams; t++) {
		int part[m];
		int total = 0;
#pragma omp parallel for
		for (int i = 0; i < 16; i++)
			if (i < m)
				part[i] = a[t * 16 + i] * 2 + t;
		for (int i = 0; i < m; i++)
			total += part[i];
		out[t] = total;
	}
}

int
main(void)
{
	int rows = 37, n = 300, teams = 1000, m = 13, bad = 0;
	float *x = malloc(sizeof(float) * rows * n), *y = malloc(sizeof(float) * rows * n);
	int *a = malloc(sizeof(int) * teams * 16), *out = malloc(sizeof(int) * teams);

	if (!x || !y || !a || !out)
		return 1;
	for (int i = 0; i < rows * n; i++)
		x[i] = (float)((i * 37) % 101) / 17.0f;
	for (int i = 0; i < teams * 16; i++)
		a[i] = i % 7;
	if (softmax_rows(x, y, rows, n))
		printf("FAIL: sizeof of the team's array\n"), bad++;
	for (int r = 0; r < rows && bad < 5; r++) {
		float mx = -INFINITY, sum = 0.0f;
		for (int i = 0; i < n; i++)
			mx = fmaxf(mx, x[r * n + i]);
		for (int i = 0; i < n; i++)
			sum += expf(x[r * n + i] - mx);
		for (int i = 0; i < n; i++) {
			float want = expf(x[r * n + i] - mx) / sum;
			if (fabsf(y[r * n + i] - want) > 1e-5f * want + 1e-7f)
				printf("FAIL: softmax [%d][%d] %g, expected %g\n", r, i, y[r * n + i], want),
					bad++;
		}
	}
	sums(a, out, teams, m);
	for (int t = 0; t < teams && bad < 10; t++) {
		int s = 0;
		for (int i = 0; i < m; i++)
			s += a[t * 16 + i] * 2 + t;
		if (out[t] != s)
			printf("FAIL: sums[%d] %d, expected %d\n", t, out[t], s), bad++;
	}
	if (!bad)
		printf("PASS\n");
	free(x);
	free(y);
	free(a);
	free(out);
	return bad != 0;
}
