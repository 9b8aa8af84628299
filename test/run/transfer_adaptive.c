// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %if gpu %{ env OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 %t 2>&1 | FileCheck %s --check-prefix=LOCKED %} %else %{ true %}
// RUN: %if gpu %{ env OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 OMP2CUDA_TRANSFER=stage %t 2>&1 | FileCheck %s --check-prefix=STAGED %} %else %{ true %}
// CHECK: PASS
// LOCKED: page-locked in place after
// LOCKED: PASS
// STAGED-NOT: page-locked in place
// STAGED: PASS
// E2E-ENV: OMP2CUDA_TRANSFER=stage
// E2E-ENV: OMP2CUDA_TRANSFER=pageable
// E2E-ENV: OMP2CUDA_TRANSFER=auto OMP2CUDA_STAGE_THREADS=1
// A time loop over a lasting mapping: every step the host changes part of
// the field, sends it with target update to, a kernel advances it, and the
// host reads it back with target update from.  By default the mapping is
// page-locked in place once its copies have paid for it, a few steps into
// the loop: the results must not change when it is.  Copies of every size
// class between 256 KiB and 16 MiB, in both directions, go through the
// choice between pageable and staged copies (each tried, then the faster
// kept): every one must land whole.

#include <stdio.h>
#include <stdlib.h>

static int failed;

static void
check(const char *what, long i, double got, double want)
{
	if (got != want && failed++ < 10)
		printf("%s[%ld] = %g, want %g\n", what, i, got, want);
}

int
main(void)
{
	long n = 5 * (1L << 20) + 77; /* 20 MiB of floats and a ragged tail */
	float *u = malloc(n * sizeof *u), *want = malloc(n * sizeof *want);
	int steps = 60;

	if (!u || !want)
		return 2;
	for (long i = 0; i < n; i++)
		u[i] = want[i] = (float)(i % 1000);

#pragma omp target data map(tofrom: u[0:n])
	for (int s = 0; s < steps; s++) {
		long at = (s * 7919L) % n;
		u[at] += 1; /* the host's change, sent below */
		want[at] += 1;
#pragma omp target update to(u[0:n])
#pragma omp target teams distribute parallel for
		for (long i = 0; i < n; i++)
			u[i] = u[i] * 0.5f + 1.0f;
		for (long i = 0; i < n; i++)
			want[i] = want[i] * 0.5f + 1.0f;
#pragma omp target update from(u[0:n])
		for (long i = 0; i < n; i += 4099)
			check("u", i, u[i], want[i]);
	}
	for (long i = 0; i < n; i++)
		check("u end", i, u[i], want[i]);

	/* Sizes across the crossover, each copied several times each way. */
	for (long bytes = 200L << 10; bytes <= (20L << 20); bytes = bytes * 3 / 2) {
		long m = bytes / (long)sizeof(float);
		float *v = malloc(m * sizeof *v);
		if (!v)
			return 2;
		for (int r = 0; r < 5; r++) {
			for (long i = 0; i < m; i++)
				v[i] = (float)((i + r) % 4093);
#pragma omp target teams distribute parallel for map(tofrom: v[0:m])
			for (long i = 0; i < m; i++)
				v[i] = v[i] + 1;
			for (long i = 0; i < m; i++)
				check("v", i, v[i], (float)((i + r) % 4093) + 1);
		}
		free(v);
	}
	printf(failed ? "FAIL\n" : "PASS\n");
	free(u);
	free(want);
	return failed != 0;
}
