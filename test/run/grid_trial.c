// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// E2E-ENV: OMP2CUDA_GRID_TRIAL=off
// E2E-ENV: OMP2CUDA_NARROW=off
// E2E-ENV: OMP2CUDA_LAUNCH=sync
// E2E-PASS: OMP2CUDA_VERBOSE=1 grid trial: [0-9.e+-]+ ps an iteration on a full GPU, [0-9.e+-]+ a block per blockDim iterations: keeps
// Grid trials (runtime/grid_trial.c): a combined loop launched again and
// again with more iterations than a full GPU's threads runs its first
// launches on a full GPU and on a block per 256 iterations in turn, timed,
// then keeps the faster.  Every launch must compute the same values
// whichever grid it ran on: an element-wise update over 3,000,017
// elements launched 12 times, one over 64-bit indices, one whose trip
// count shrinks every launch (as Gaussian elimination's) and one whose
// thread_limit clause sets the threads (the blocks stay the runtime's),
// each checked element for element against the same loops on the host.
#include <stdio.h>
#include <stdlib.h>

#define N 3000017

static int failed;

static void
check(const char *what, const unsigned *got, const unsigned *want, long n)
{
	for (long i = 0; i < n; i++)
		if (got[i] != want[i]) {
			printf("%s: element %ld is %u, not %u\n", what, i, got[i], want[i]);
			failed = 1;
			return;
		}
}

static void
update(unsigned *a, int n, int rounds)
{
#pragma omp target data map(tofrom: a[0:n])
	for (int r = 0; r < rounds; r++) {
#pragma omp target teams distribute parallel for
		for (int i = 0; i < n; i++)
			a[i] = a[i] * 3u + ((unsigned)i ^ (unsigned)r);
	}
}

static void
update_wide(unsigned *a, long n, int rounds)
{
#pragma omp target data map(tofrom: a[0:n])
	for (int r = 0; r < rounds; r++) {
#pragma omp target teams distribute parallel for
		for (long i = 0; i < n; i++)
			a[i] += (unsigned)(i % 7) * (unsigned)(r + 1);
	}
}

static void
update_limited(unsigned *a, int n, int rounds)
{
#pragma omp target data map(tofrom: a[0:n])
	for (int r = 0; r < rounds; r++) {
#pragma omp target teams distribute parallel for thread_limit(128)
		for (int i = 0; i < n; i++)
			a[i] = (a[i] ^ (unsigned)r) * 5u + 1u;
	}
}

/* Launch t updates the elements from t * 1000 on. */
static void
shrinking(unsigned *a, int n, int rounds)
{
#pragma omp target data map(tofrom: a[0:n])
	for (int t = 0; t < rounds; t++) {
#pragma omp target teams distribute parallel for
		for (int i = t * 1000; i < n; i++)
			a[i] = (a[i] << 1) ^ (unsigned)t;
	}
}

int
main(void)
{
	unsigned *a = malloc(N * sizeof *a), *ref = malloc(N * sizeof *ref);

	for (int pass = 0; pass < 4; pass++) {
		for (long i = 0; i < N; i++)
			a[i] = ref[i] = (unsigned)(i * 2654435761u);
		if (pass == 0) {
			update(a, N, 12);
			for (int r = 0; r < 12; r++)
				for (int i = 0; i < N; i++)
					ref[i] = ref[i] * 3u + ((unsigned)i ^ (unsigned)r);
			check("update", a, ref, N);
		} else if (pass == 1) {
			update_wide(a, N, 12);
			for (int r = 0; r < 12; r++)
				for (long i = 0; i < N; i++)
					ref[i] += (unsigned)(i % 7) * (unsigned)(r + 1);
			check("update over 64-bit indices", a, ref, N);
		} else if (pass == 2) {
			update_limited(a, N, 12);
			for (int r = 0; r < 12; r++)
				for (int i = 0; i < N; i++)
					ref[i] = (ref[i] ^ (unsigned)r) * 5u + 1u;
			check("update with a thread_limit clause", a, ref, N);
		} else {
			shrinking(a, N, 12);
			for (int t = 0; t < 12; t++)
				for (int i = t * 1000; i < N; i++)
					ref[i] = (ref[i] << 1) ^ (unsigned)t;
			check("shrinking trip count", a, ref, N);
		}
	}
	free(a);
	free(ref);
	if (failed)
		return 1;
	printf("PASS\n");
	// CHECK: PASS
	return 0;
}
