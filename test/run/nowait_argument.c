// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// nowait(do_not_synchronize) (OpenMP 6.0 17.6): a target construct whose
// argument is false is not deferred, so the host reads its results right
// after it; one whose argument is true may be, and taskwait completes it.
// On a GPU the kernel iterates over a large array, so a region deferred
// against a false argument has not copied back when the host reads (and
// its copy back overwrites what the host wrote since).

#include <stdio.h>
#include <stdlib.h>

#define N (1 << 20)
#define REPS 200

static unsigned
steps(unsigned v)
{
	for (int r = 0; r < REPS; r++)
		v = v * 1664525u + 1013904223u;
	return v;
}

static int
run(unsigned *a, int defer)
{
	int bad = 0;

	for (long i = 0; i < N; i++)
		a[i] = (unsigned)i;
#pragma omp target teams distribute parallel for nowait(defer) map(tofrom: a[0:N])
	for (long i = 0; i < N; i++)
		for (int r = 0; r < REPS; r++)
			a[i] = a[i] * 1664525u + 1013904223u;
	if (!defer) {
		bad |= a[N - 1] != steps(N - 1) || a[0] != steps(0);
		a[N - 1] = 7; /* a deferred copy back would overwrite this */
	}
#pragma omp taskwait
	if (!defer)
		return bad || a[N - 1] != 7;
	for (long i = 0; i < N; i++)
		bad |= a[i] != steps((unsigned)i);
	return bad;
}

int
main(void)
{
	unsigned *a = malloc(N * sizeof *a);
	int bad = run(a, 0) | run(a, 1) << 1 | run(a, 0) << 2;

	printf(bad ? "FAIL %d\n" : "PASS\n", bad);
	free(a);
	return 0;
}
