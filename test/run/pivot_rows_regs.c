// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %run OMP2CUDA_PIVOTS=off %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED OMP_NUM_THREADS=3 %t | FileCheck %s
// RUN: %omp2cuda -O2 -fno-pivot-registers %s -o %t.mem && %run %t.mem | FileCheck %s
// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// E2E-ENV: OMP2CUDA_PIVOTS=off
// E2E-PASS[%t.mem]:
// E2E-PASS[OMP2CUDA_VERBOSE=1]: kernel o2c_pivot_rows_regs_[0-9]+_pivots on .*kernel o2c_pivot_rows_regs_[0-9]+_below on
// CHECK: PASS
// EXPLAIN: row in registers: o2c_pivot_rows_regs_{{[0-9]+}}_below keeps each warp's row of a in registers
// EXPLAIN: row in registers: o2c_pivot_rows_regs_{{[0-9]+}}_below keeps each warp's row of a in registers
// EXPLAIN: row in registers: o2c_pivot_rows_regs_{{[0-9]+}}_below keeps each warp's row of a in registers
//
// kernel_below's row in registers (lowering/pivot_regs.c): every result
// is the sequential C's, exact (integers, the same operations in the same
// order on each element), for lud's column panel and trailing update in
// blocks of 8, 31, 32 columns (the row's accesses span at most 32: in
// registers) and 33, 40 (more: the row in memory), on n x n matrices of
// n 150 and 77 (not multiples of 32), and for a panel whose lanes loop
// touches the row at its variable plus 1 and which adds into column 0
// (its span from column 0: in registers for the first blocks only), and
// one whose pivot access reads a column no access of the own row touches
// (kernel_pivots copies it from memory into its shared copy of the row).

#include <stdio.h>

#define NMAX 150
#define M 100003

static long a[NMAX * NMAX], ref[NMAX * NMAX];

static void
panel(long *a, int n, int kb, int be, int shifted)
{
	if (shifted == 1)
		for (int k = kb; k < be; k++)
#pragma omp target teams distribute parallel for
			for (int i = k + 1; i < n; i++) {
				long l = a[(long)i * n + k] % 97 - a[(long)k * n + k] % 89;
				a[(long)i * n + k] = l;
				a[(long)i * n + 0] = (a[(long)i * n + 0] + l) % M;
				for (int j = k; j < be - 1; j++)
					a[(long)i * n + j + 1] = (a[(long)i * n + j + 1] - l * a[(long)k * n + j + 1]) % M;
			}
	else if (shifted == 2) {
		int c = be < n ? be : n - 1; /* a column the panel's rows do not touch */
		for (int k = kb; k < be; k++)
#pragma omp target teams distribute parallel for
			for (int i = k + 1; i < n; i++) {
				long l = a[(long)i * n + k] % 97 - a[(long)k * n + k] % 89 + a[(long)k * n + c] % 7;
				a[(long)i * n + k] = l;
				for (int j = k + 1; j < be; j++)
					a[(long)i * n + j] = (a[(long)i * n + j] - l * a[(long)k * n + j]) % M;
			}
	} else
		for (int k = kb; k < be; k++)
#pragma omp target teams distribute parallel for
			for (int i = k + 1; i < n; i++) {
				long l = a[(long)i * n + k] % 97 - a[(long)k * n + k] % 89;
				a[(long)i * n + k] = l;
				for (int j = k + 1; j < be; j++)
					a[(long)i * n + j] = (a[(long)i * n + j] - l * a[(long)k * n + j]) % M;
			}
}

static void
panel_host(long *a, int n, int kb, int be, int shifted)
{
	int c = be < n ? be : n - 1;

	for (int k = kb; k < be; k++)
		for (int i = k + 1; i < n; i++) {
			long l = a[(long)i * n + k] % 97 - a[(long)k * n + k] % 89 +
			         (shifted == 2 ? a[(long)k * n + c] % 7 : 0);
			a[(long)i * n + k] = l;
			if (shifted == 1)
				a[(long)i * n + 0] = (a[(long)i * n + 0] + l) % M;
			for (int j = k + 1; j < be; j++)
				a[(long)i * n + j] = (a[(long)i * n + j] - l * a[(long)k * n + j]) % M;
		}
}

/* The trailing rows' columns past the panel, from the panel's. */
static void
trailing_host(long *a, int n, int kb, int be)
{
	for (int i = be; i < n; i++)
		for (int j = be; j < n; j++) {
			long s = 0;
			for (int k = kb; k < be; k++)
				s = (s + a[(long)i * n + k] * a[(long)k * n + j]) % M;
			a[(long)i * n + j] = (a[(long)i * n + j] - s) % M;
		}
}

static void
trailing(long *a, int n, int kb, int be)
{
#pragma omp target teams distribute parallel for collapse(2)
	for (int i = be; i < n; i++)
		for (int j = be; j < n; j++) {
			long s = 0;
			for (int k = kb; k < be; k++)
				s = (s + a[(long)i * n + k] * a[(long)k * n + j]) % M;
			a[(long)i * n + j] = (a[(long)i * n + j] - s) % M;
		}
}

static int
run(int n, int bs, int shifted)
{
	long bad = 0;

	for (long e = 0; e < (long)n * n; e++)
		a[e] = ref[e] = (e * 7919 + 13) % 1009 - 500;
#pragma omp target data map(tofrom: a[0:n * n])
	for (int kb = 0; kb < n; kb += bs) {
		int be = kb + bs < n ? kb + bs : n;
		panel(a, n, kb, be, shifted);
		trailing(a, n, kb, be);
	}
	for (int kb = 0; kb < n; kb += bs) {
		int be = kb + bs < n ? kb + bs : n;
		panel_host(ref, n, kb, be, shifted);
		trailing_host(ref, n, kb, be);
	}
	for (long e = 0; e < (long)n * n; e++)
		if (a[e] != ref[e] && bad++ < 5)
			printf("n %d, blocks of %d, shifted %d: element %ld is %ld, not %ld\n", n, bs, shifted,
			       e, a[e], ref[e]);
	return bad == 0;
}

int
main(void)
{
	int ok = 1, sizes[] = {8, 31, 32, 33, 40};

	for (int s = 0; s < 5; s++)
		ok &= run(150, sizes[s], 0) & run(77, sizes[s], 0) & run(77, sizes[s], 1) &
		      run(77, sizes[s], 2);
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
