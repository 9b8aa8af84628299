// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED OMP_NUM_THREADS=4 %t | FileCheck %s
// RUN: %omp2cuda -O2 -fno-teams-on-warps -fno-team-lanes %s -o %t.blocks && %run %t.blocks | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// E2E-PASS[%t.blocks]:
// CHECK: PASS
//
// Pointers captured by a teams region and written by the threads of a
// parallel region nested in it, as code ported from CUDA writes kernel
// parameters: every thread moves the pointer to its tile (or to its own
// element) and reads through it, after barriers too.  Every thread
// writing the one shared pointer is a data race (OpenMP 5.2 1.4.1); each
// thread keeps its own copy (its temporary view), on the GPU and in the
// host fallback (firstprivate there), which is what the code means.
// Checked against the host.
// HOST: firstprivate(src, dst) /* each thread's own */
// HOST: firstprivate(in, out) /* each thread's own */
// HOST: firstprivate(a) /* each thread's own */
// HOST: firstprivate(x, y) /* each thread's own */
#include <omp.h>
#include <stdio.h>

#define B 64
#define TEAMS 40
#define N (B * TEAMS)

/* Every thread moves both pointers to its team's tile (the same value for
 * all of them), stages the tile, and after a barrier reads it reversed. */
static void
tiles_reversed(const float *src, float *dst)
{
#pragma omp target teams num_teams(TEAMS) thread_limit(B) map(to: src[0:N]) map(from: dst[0:N])
	{
		float tile[B];
#pragma omp parallel num_threads(B)
		{
			int t = omp_get_thread_num();
			src += omp_get_team_num() * B;
			dst = dst + omp_get_team_num() * B;
			tile[t] = src[t];
#pragma omp barrier
			dst[t] = tile[B - 1 - t] + src[t];
		}
	}
}

/* Every thread moves the pointers to its own element; barriers between
 * the steps, the pointers read after them. */
static void
own_elements(const int *in, int *out)
{
#pragma omp target teams num_teams(TEAMS) thread_limit(B) map(to: in[0:N]) map(from: out[0:N])
	{
		int acc[B];
#pragma omp parallel num_threads(B)
		{
			int t = omp_get_thread_num();
			in += omp_get_team_num() * B + t;
			out += omp_get_team_num() * B + t;
			acc[t] = in[0];
			for (int s = 1; s < B; s *= 2) {
#pragma omp barrier
				int v = t >= s ? acc[t - s] : 0;
#pragma omp barrier
				acc[t] += v;
			}
#pragma omp barrier
			out[0] = acc[t];
		}
	}
}

/* Every thread steps the pointer on one element, then reads through it
 * after a barrier. */
static void
stepped_back(const double *a, double *b, int n)
{
#pragma omp target teams num_teams(1) thread_limit(B) map(to: a[0:n]) map(from: b[0:n])
	{
#pragma omp parallel num_threads(B)
		{
			int t = omp_get_thread_num();
			a++;
#pragma omp barrier
			for (int i = t; i < n - 1; i += omp_get_num_threads())
				b[i] = a[i] * 2;
		}
	}
}

/* Only the threads of a full tile move the pointers, and no thread can
 * see another's: no barrier, the pointers named nowhere else. */
static void
full_tiles(const float *x, float *y, int n)
{
#pragma omp target teams num_teams((n + B - 1) / B) thread_limit(B) map(to: x[0:n]) map(tofrom: y[0:n])
	{
#pragma omp parallel num_threads(B)
		{
			int g = omp_get_team_num() * B + omp_get_thread_num();
			if (g < n) {
				x += g;
				y += g;
				y[0] = 3 * x[0];
			}
		}
	}
}

int
main(void)
{
	static float src[N], dst[N], x[N - 5], y[N - 5];
	static int in[N], out[N];
	static double a[N], b[N];
	int bad = 0;

	for (int i = 0; i < N; i++) {
		src[i] = (float)(i % 97);
		in[i] = i % 13;
		a[i] = i * 0.5;
	}
	for (int i = 0; i < N - 5; i++)
		x[i] = (float)(i % 31), y[i] = -1;
	tiles_reversed(src, dst);
	own_elements(in, out);
	stepped_back(a, b, N);
	full_tiles(x, y, N - 5);
	for (int i = 0; i < N; i++) {
		int tile = i / B * B, t = i % B, sum = 0;
		for (int k = tile; k <= i; k++)
			sum += in[k];
		bad += dst[i] != src[tile + B - 1 - t] + src[i];
		bad += out[i] != sum;
		bad += i < N - 1 && b[i] != a[i + 1] * 2;
		bad += i < N - 5 && y[i] != 3 * x[i];
	}
	printf("%s (%d wrong)\n", bad ? "FAIL" : "PASS", bad);
	return bad != 0;
}
