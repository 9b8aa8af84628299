// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// SPMD stencil through shared tiles: each team loops over tiles (team-level loop, team-level
// variables), loads a tile with its halo into a team array, then smooths it; once with
// worksharing loops inside a parallel region, once with thread ids and a barrier.

#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define TILE 256

static void
smooth_for(const float *in, float *out, int n)
{
	int ntiles = (n + TILE - 1) / TILE;

#pragma omp target teams num_teams(13) thread_limit(96) map(to: in[0:n]) map(from: out[0:n])
	for (int t = omp_get_team_num(); t < ntiles; t += omp_get_num_teams()) {
		float tile[TILE + 2];
		int base = t * TILE;
		int len = n - base < TILE ? n - base : TILE;
#pragma omp parallel
		{
#pragma omp for
			for (int i = -1; i <= len; i++) {
				int g = base + i;
				tile[i + 1] = g < 0 || g >= n ? 0.0f : in[g];
			}
#pragma omp for
			for (int i = 0; i < len; i++)
				out[base + i] = 0.25f * tile[i] + 0.5f * tile[i + 1] + 0.25f * tile[i + 2];
		}
	}
}

static void
smooth_ids(const float *in, float *out, int n)
{
	int ntiles = (n + TILE - 1) / TILE;

#pragma omp target teams num_teams(ntiles) thread_limit(64) map(to: in[0:n]) map(from: out[0:n])
	{
		float tile[TILE + 2];
		int base = omp_get_team_num() * TILE;
		int len = n - base < TILE ? n - base : TILE;
#pragma omp parallel
		{
			int id = omp_get_thread_num(), nt = omp_get_num_threads();
			for (int i = id - 1; i <= len; i += nt) {
				int g = base + i;
				tile[i + 1] = g < 0 || g >= n ? 0.0f : in[g];
			}
#pragma omp barrier
			for (int i = id; i < len; i += nt)
				out[base + i] = 0.25f * tile[i] + 0.5f * tile[i + 1] + 0.25f * tile[i + 2];
		}
	}
}

static int
check(const char *what, const float *in, const float *out, int n)
{
	for (int i = 0; i < n; i++) {
		float l = i > 0 ? in[i - 1] : 0.0f, r = i < n - 1 ? in[i + 1] : 0.0f;
		float want = 0.25f * l + 0.5f * in[i] + 0.25f * r;
		if (!(fabsf(out[i] - want) <= 1e-6f * fmaxf(1.0f, fabsf(want)))) {
			printf("FAIL: %s: out[%d] = %g, expected %g\n", what, i, out[i], want);
			return 1;
		}
	}
	return 0;
}

int
main(void)
{
	const int n = 100000;
	float *in = malloc(n * sizeof *in), *out = malloc(n * sizeof *out);

	for (int i = 0; i < n; i++)
		in[i] = (float)((i * 37) % 101) - 50.0f;
	for (int i = 0; i < n; i++)
		out[i] = NAN;
	smooth_for(in, out, n);
	if (check("omp for", in, out, n))
		return 1;
	for (int i = 0; i < n; i++)
		out[i] = NAN;
	smooth_ids(in, out, n);
	if (check("thread ids", in, out, n))
		return 1;
	free(in);
	free(out);
	printf("PASS\n");
	return 0;
}
