// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// '#pragma omp atomic capture' blocks whose new value reads v, {v = x;
// x = e(v);} and {v = x; x op= e(v);}, performed as the block reads: v
// gets x, x gets e of that v, atomically (a compare-and-swap loop), in
// target regions and in host code.  OpenMP 5.2 15.8.4 forbids e to read
// v; gcc and clang take the block as a swap of e computed from the v of
// before, under which the counts below come out wrong.  HeCBench lda's
// spin lock, {v = locks[w]; locks[w] = v == 0 ? 1 : v;} while v, guards
// a count no two teams may update at once; every other x gets the same
// function of its old value from every thread, so its final value and
// the set of values v saw are the same in any order.

#include <omp.h>
#include <stdio.h>

#define TEAMS 16
#define ROUNDS 40
#define N 1000
#define STEPS 40

static int
lock_count(void)
{
	int lock = 0, count = 0, teams = 0;

#pragma omp target teams num_teams(TEAMS) thread_limit(64) map(tofrom: lock, count, teams)
	{
#pragma omp parallel
		{
			if (omp_get_thread_num() == 0) {
				if (omp_get_team_num() == 0)
					teams = omp_get_num_teams();
				for (int k = 0; k < ROUNDS; k++) {
					int v, c;
					do {
#pragma omp atomic capture seq_cst
						{ v = lock; lock = v == 0 ? 1 : v; }
					} while (v);
#pragma omp atomic read
					c = count;
#pragma omp atomic write
					count = c + 1;
#pragma omp atomic write seq_cst
					lock = 0;
				}
			}
		}
	}
	return teams >= 1 && count == teams * ROUNDS && lock == 0;
}

/* x = f(x) N times in any order: every type the kernel's atomics take. */
static int
chains(void)
{
	static int seen[2 * N];
	int ix = 0, bad = 0;
	unsigned ux = 1;
	long long lx = 0;
	float fx = 0.0f;
	double dx = 0.0, want = 0.0;

#pragma omp target teams distribute parallel for map(tofrom: ix, ux, lx, fx, dx, seen)
	for (int i = 0; i < N; i++) {
		int iv;
		unsigned uv;
		float fv;
		double dv;
#pragma omp atomic capture
		{
			iv = ix;
			ix = iv + 2;
		}
		seen[iv / 2 % (2 * N)] += 1;
#pragma omp atomic capture
		{ uv = ux; ux ^= uv << 1; }
		(void)uv;
#pragma omp atomic capture
		{ fv = fx; fx = fv + 1.0f; }
		(void)fv;
#pragma omp atomic capture acq_rel
		{ dv = dx; dx = dv * 0.5 + 1.0; }
		(void)dv;
		if (i < STEPS) {
			long long lv;
#pragma omp atomic capture
			{ lv = lx; lx += lv + 1; }
			(void)lv;
		}
	}
	unsigned want_u = 1;
	for (int i = 0; i < N; i++) {
		want = want * 0.5 + 1.0;
		want_u ^= want_u << 1;
		bad += seen[i] != 1;
	}
	return !bad && ix == 2 * N && ux == want_u && fx == (float)N && dx == want &&
	       lx == (1LL << STEPS) - 1;
}

/* The same construct in host code, which the host file writes out. */
static int
host_chain(void)
{
	int x = 0, sum = 0;

#pragma omp parallel for reduction(+: sum)
	for (int i = 0; i < N; i++) {
		int v;
#pragma omp atomic capture
		{ v = x; x = v + 3; }
		sum += v / 3;
	}
	return x == 3 * N && sum == N * (N - 1) / 2;
}

int
main(void)
{
	int lock = lock_count(), chain = chains(), host = host_chain();

	printf("%s (lock %d, chains %d, host %d)\n", lock && chain && host ? "PASS" : "FAIL", lock,
	       chain, host);
	return !(lock && chain && host);
}
