// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Team lanes on blocks (lowering/lanes.c), self-checking: reductions of a
// parallel loop into team variables that every thread of the block holds
// (o2c_reduce_block_lanes) give every thread the same bits, in teams of
// whole warps (64 threads) and with a partial warp (48): a float sum whose
// value depends on the order of its additions, a short sum that wraps, a
// double max and an unsigned char product.  A second parallel region
// records each thread's copy; each team's must agree with each other and
// with the serial results (the float sum within a bound: OpenMP leaves the
// order of combination unspecified).
#include <math.h>
#include <omp.h>
#include <stdio.h>
#include <string.h>

#define T 40
#define N 1000
#define MAXT 64

static float v[T * N];
static unsigned sbits[2][T * MAXT];
static short sums[2][T * MAXT];
static double maxes[2][T * MAXT];
static unsigned char prods[2][T * MAXT];
static int sizes[2][T];

static void
run(int k, int nt)
{
	#pragma omp target teams distribute num_teams(T) thread_limit(MAXT) map(to: v) \
		map(tofrom: sbits[k:1], sums[k:1], maxes[k:1], prods[k:1], sizes[k:1])
	for (int t = 0; t < T; t++) {
		float s = 0.0f;
		short c = 0;
		double m = -1e300;
		unsigned char p = 1;
		#pragma omp parallel for reduction(+: s, c) reduction(max: m) reduction(*: p) num_threads(nt)
		for (int i = 0; i < N; i++) {
			s += v[t * N + i];
			c += (short)(i * 97 + t);
			m = fmax(m, (double)v[t * N + i] * (i % 7));
			p *= (unsigned char)(i % 13 == 0 ? 3 : 1);
		}
		#pragma omp parallel num_threads(nt)
		{
			int me = omp_get_thread_num();
			unsigned b;
			float sc = s;
			memcpy(&b, &sc, sizeof b);
			sbits[k][t * MAXT + me] = b;
			sums[k][t * MAXT + me] = c;
			maxes[k][t * MAXT + me] = m;
			prods[k][t * MAXT + me] = p;
			if (me == 0)
				sizes[k][t] = omp_get_num_threads();
		}
	}
}

int
main(void)
{
	int bad = 0;
	const int nts[2] = {64, 48};

	for (int i = 0; i < T * N; i++)
		v[i] = (float)((i * 7919) % 1000) / 7.0f - 60.0f + 1e-3f * (float)(i % 3);
	for (int k = 0; k < 2; k++) {
		run(k, nts[k]);
		for (int t = 0; t < T; t++) {
			double s = 0.0, m = -1e300;
			short c = 0;
			unsigned char p = 1;
			float got;
			int nt = sizes[k][t];
			for (int i = 0; i < N; i++) {
				s += v[t * N + i];
				c += (short)(i * 97 + t);
				m = fmax(m, (double)v[t * N + i] * (i % 7));
				p *= (unsigned char)(i % 13 == 0 ? 3 : 1);
			}
			if (nt < 1 || nt > nts[k])
				bad++;
			for (int me = 1; me < nt; me++)
				if (sbits[k][t * MAXT + me] != sbits[k][t * MAXT] ||
				    sums[k][t * MAXT + me] != sums[k][t * MAXT] ||
				    maxes[k][t * MAXT + me] != maxes[k][t * MAXT] ||
				    prods[k][t * MAXT + me] != prods[k][t * MAXT])
					bad++;
			memcpy(&got, &sbits[k][t * MAXT], sizeof got);
			if (fabs(got - s) > 1e-3 * fabs(s) + 1e-2 || sums[k][t * MAXT] != c ||
			    maxes[k][t * MAXT] != m || prods[k][t * MAXT] != p) {
				if (bad++ < 5)
					printf("team %d of %d threads: %g %d %g %d, expected %g %d %g %d\n", t,
					       nts[k], got, sums[k][t * MAXT], maxes[k][t * MAXT],
					       prods[k][t * MAXT], s, c, m, p);
			}
		}
	}
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
