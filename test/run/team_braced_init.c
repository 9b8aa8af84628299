// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED OMP_NUM_THREADS=4 %t | FileCheck %s
// RUN: %omp2cuda -O2 -fno-team-lanes %s -o %t.lane0 && %run %t.lane0 | FileCheck %s
// RUN: %omp2cuda -O2 -fno-teams-on-warps %s -o %t.block && %run %t.block | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// E2E-PASS[%t.lane0]:
// E2E-PASS[%t.block]:
// CHECK: PASS
//
// Team-level variables (one per team) with braced initializers: arrays
// and structs, positional and designated (out of the members' order too),
// with values the team computes,
// in teams on warps (lanes and lane 0) and teams on blocks, and in a
// teams region without distribute.  A variable in shared memory is copied
// from a local the list initializes; a register per lane is declared
// with it.
// CUDA: Pair p =
// CUDA: { const struct { int arr[3]; } o2c_init = {
// CUDA: memcpy((void *)&arr, (const void *)&o2c_init.arr, sizeof arr); }
// CUDA: Pair r =

#include <omp.h>
#include <stdio.h>

#define N 77

typedef struct Pair {
	int a, b;
} Pair;

static int out[5 * N], tabs[64];

int
main(void)
{
	int bad = 0, n = N, teams = 0;

#pragma omp target teams distribute map(from: out[0:5 * n])
	for (int q = 0; q < n; q++) {
		Pair p = {q, 2 * q};
		int arr[3] = {q, q + 1};
		Pair r = {.b = 5};
		int lo[2] = {[1] = q};
		volatile int vol[2] = {q, 1};
		Pair o = {.b = q, .a = 1};
#pragma omp parallel for
		for (int s = 0; s < 3; s++)
			arr[s] += s;
		out[5 * q] = p.a + p.b;
		out[5 * q + 1] = arr[0] + arr[1] + arr[2];
		out[5 * q + 2] = r.a + r.b;
		out[5 * q + 3] = lo[0] + lo[1] + vol[1] - 1;
		out[5 * q + 4] = 10 * o.a + o.b;
	}
	for (int q = 0; q < n; q++)
		bad += out[5 * q] != 3 * q || out[5 * q + 1] != 2 * q + 4 || out[5 * q + 2] != 5 ||
		       out[5 * q + 3] != q || out[5 * q + 4] != 10 + q;

#pragma omp target teams num_teams(8) map(from: tabs[0:64], teams)
	{
		int tab[2] = {1, omp_get_team_num()};
#pragma omp parallel
		if (omp_get_thread_num() == 0)
			tabs[omp_get_team_num()] = tab[0] + tab[1];
		if (omp_get_team_num() == 0)
			teams = omp_get_num_teams();
	}
	for (int t = 0; t < teams; t++)
		bad += tabs[t] != 1 + t;
	bad += teams < 1;
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
