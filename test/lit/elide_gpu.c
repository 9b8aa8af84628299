// The copy back of a map made by a target construct is left out when the
// kernel provably never writes through any pointer into it (the runtime
// counts it in the ledger); written maps, maps of a target data construct,
// the always modifier and OMP2CUDA_ELIDE=0 are copied back.  Counts only.
// REQUIRES: gpu
// RUN: %omp2cuda -O2 %s -o %t
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_PROFILE=1 OMP2CUDA_PROFILE_OUT=%t.json %t | FileCheck %s --check-prefix=OUT
// RUN: python3 %S/Inputs/ledger_json.py %t.json | FileCheck %s --check-prefix=ON
// RUN: env OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_PROFILE=1 OMP2CUDA_ELIDE=0 OMP2CUDA_PROFILE_OUT=%t.off.json %t | FileCheck %s --check-prefix=OUT
// RUN: python3 %S/Inputs/ledger_json.py %t.off.json | FileCheck %s --check-prefix=OFF

// OUT: PASS
// Region 1: a (1 MB, read-only) not copied back, sum is; region 2: b back;
// region 3: c (always) and b back; target data: a and b back.  The
// module's load copies one H2D more (the device number, outside regions).
// ON: total runs={{[0-9]+}} host_runs=0 kernels=4 h2ds=9 d2hs=6
// ON: elided copies=1 bytes=1000000
// OFF: total runs={{[0-9]+}} host_runs=0 kernels=4 h2ds=9 d2hs=7
// OFF: elided copies=0 bytes=0

#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	int n = 250000, ok = 1;
	float *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b), *c = malloc(n * sizeof *c);
	double sum = 0;

	for (int i = 0; i < n; i++) {
		a[i] = 1;
		b[i] = 0;
		c[i] = 2;
	}
	/* a is only read: its copy back is left out. */
#pragma omp target teams distribute parallel for map(tofrom: a[0:n]) reduction(+: sum)
	for (int i = 0; i < n; i++)
		sum += a[i];
	/* b is written: copied back. */
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(tofrom: b[0:n])
	for (int i = 0; i < n; i++)
		b[i] = a[i] + 1;
	/* always: copied back although c is only read. */
#pragma omp target teams distribute parallel for map(always, tofrom: c[0:n]) map(tofrom: b[0:n])
	for (int i = 0; i < n; i++)
		b[i] += c[i];
	/* A lasting mapping: host code may run between its copy in and its
	 * copy back, so it is copied back even though a is only read. */
#pragma omp target data map(tofrom: a[0:n], b[0:n])
	{
#pragma omp target teams distribute parallel for
		for (int i = 0; i < n; i++)
			b[i] = 4 * a[i];
	}
	for (int i = 0; i < n; i++)
		ok &= b[i] == 4;
	printf("%s\n", ok && sum == n ? "PASS" : "FAIL");
	free(a);
	free(b);
	free(c);
	return !ok;
}
