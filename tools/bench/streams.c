/* streams: independent pieces of work issued as target tasks, the way a
 * program asks for kernels that may run at once: TASKS arrays held on the
 * GPU by target enter data, each updated by its own `target teams
 * distribute parallel for nowait depend(inout: ...)` (ITERS steps of a
 * linear congruential generator per element: integer work, exact on any
 * device), REPS rounds, a taskwait after each round.  One
 * kernel has n / 256 blocks, each thread a chain of dependent integer
 * multiply-adds: with n small (2048: 8 blocks) one kernel leaves most of
 * the GPU idle and only kernels running at once fill it; from about
 * 32768 (128 blocks) one kernel saturates the H100's integer pipes.
 *
 * Its RESULT line suits bench.py --env-ab, to compare how the runtime runs
 * target tasks on one GPU:
 *
 *   omp2cuda -O3 streams.c -o streams
 *   bench.py --env-ab OMP2CUDA_STREAMS=1 OMP2CUDA_STREAMS=4 --bin streams --args 2048 \
 *            --metric app_wall_ms
 *
 * wall_ms times the rounds (issue to the last taskwait), not the set-up. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define TASKS 8
#define REPS 20
#define ITERS 100000
#define MUL 1664525u

typedef unsigned int u32;

static double
now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e3 + ts.tv_nsec * 1e-6;
}

/* k steps x = MUL x + c (mod 2^32) at once: the composition of two such
 * maps is one, so squaring gives it in log k steps. */
static u32
jump(u32 x, u32 c, unsigned long long k)
{
	u32 m = MUL, a = c, mk = 1, ak = 0;

	for (; k; k >>= 1) {
		if (k & 1) {
			mk *= m;
			ak = ak * m + a;
		}
		a = a * m + a;
		m *= m;
	}
	return mk * x + ak;
}

int
main(int argc, char **argv)
{
	long n = argc > 1 ? atol(argv[1]) : 2048;
	u32 *a[TASKS];
	int ok = n > 0;

	for (int t = 0; t < TASKS && ok; t++) {
		if (!(a[t] = malloc(n * sizeof *a[t])))
			return 2;
		for (long i = 0; i < n; i++)
			a[t][i] = (u32)i;
		u32 *p = a[t];
#pragma omp target enter data map(to: p[0:n])
	}
	double t0 = now_ms();
	for (int r = 0; r < REPS; r++) {
		for (int t = 0; t < TASKS; t++) {
			u32 *p = a[t], c = 2 * t + 1;
#pragma omp target teams distribute parallel for nowait depend(inout: p[0])
			for (long i = 0; i < n; i++) {
				u32 x = p[i];
				for (int k = 0; k < ITERS; k++)
					x = x * MUL + c;
				p[i] = x;
			}
		}
#pragma omp taskwait
	}
	double ms = now_ms() - t0;
	for (int t = 0; t < TASKS; t++) {
		u32 *p = a[t];
#pragma omp target exit data map(from: p[0:n])
		for (long i = 0; i < n && ok; i++) {
			u32 want = jump((u32)i, 2 * t + 1, (unsigned long long)REPS * ITERS);
			if (p[i] != want) {
				fprintf(stderr, "streams: a[%d][%ld] = %u, expected %u\n", t, i, p[i],
				        want);
				ok = 0;
			}
		}
		free(p);
	}
	printf("RESULT app=streams compiler=omp2cuda size=%ld verify=%s ref=computed wall_ms=%.3f\n",
	       n, ok ? "PASS" : "FAIL", ms);
	return !ok;
}
