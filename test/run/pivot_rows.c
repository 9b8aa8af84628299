// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %run OMP2CUDA_PIVOTS=off %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED OMP_NUM_THREADS=3 %t | FileCheck %s
// RUN: %omp2cuda -O2 -fno-inner-lanes %s -o %t.nolanes && %run %t.nolanes | FileCheck %s
// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// E2E-ENV: OMP2CUDA_PIVOTS=off
// E2E-ENV: OMP2CUDA_CHAINS=off
// E2E-PASS[%t.nolanes]:
// E2E-PASS[OMP2CUDA_VERBOSE=1]: kernel o2c_pivot_rows_[0-9]+_pivots on .*kernel o2c_pivot_rows_[0-9]+_below on
// CHECK: PASS
// EXPLAIN: pivot rows first: o2c_pivot_rows_[[L:[0-9]+]]_pivots and o2c_pivot_rows_[[L]]_below: the host loop's remaining iterations
// EXPLAIN: pivot rows first: o2c_pivot_rows_[[M:[0-9]+]]_pivots and o2c_pivot_rows_[[M]]_below
// EXPLAIN: pivot rows first: o2c_pivot_rows_[[P:[0-9]+]]_pivots and o2c_pivot_rows_[[P]]_below
//
// Pivot rows (lowering/pivots.c): a chain whose region touches memory
// only by rows, its iteration's own and its host loop iteration's, runs
// the pivot rows in one block and then every other row through all of
// the chain's iterations.  Every result is the sequential C's, exact
// (integers, the same operations in the same order on each element):
//   - lud's column panel in blocks of 16 columns of a 150 x 150 matrix
//     (the last block 6 columns), then the trailing rows' update, each
//     block step a chain the pivot rows take;
//   - the same in blocks of 80 columns: more iterations than one block
//     takes (O2C_PIVOT_ROWS), so the chain runs them;
//   - a panel that also reads the element before the row's column k,
//     rows 151 elements apart: at k = 0 that is the previous row's last,
//     column -1, which the host's check refuses (the chain runs that
//     block step) and no iteration writes; the later block steps split.

#include <stdio.h>

#define N 150
#define LD 151
#define M 100003

static long a[N * LD], ref[N * LD];

/* A function of its argument alone (its calls may run in any order). */
static __attribute__((const)) long
mix(long x)
{
	return (x * 3 + 1) % 7;
}

/* Panel columns [kb, be) of rows k + 1 .. n - 1 on the device; shift 1
 * adds the element before column k, shift 2 mixes the multiplier. */
static void
panel(long *a, int n, int ld, int kb, int be, int shift)
{
	if (shift == 2)
		for (int k = kb; k < be; k++)
#pragma omp target teams distribute parallel for
			for (int i = k + 1; i < n; i++) {
				long l = mix(a[(long)i * ld + k] % 97 - a[(long)k * ld + k] % 89);
				a[(long)i * ld + k] = l;
				for (int j = k + 1; j < be; j++)
					a[(long)i * ld + j] = (a[(long)i * ld + j] - l * a[(long)k * ld + j]) % M;
			}
	else if (shift)
		for (int k = kb; k < be; k++)
#pragma omp target teams distribute parallel for
			for (int i = k + 1; i < n; i++) {
				long l = a[(long)i * ld + k] % 97 - a[(long)k * ld + k] % 89 +
				         a[(long)i * ld + k - 1] % 5;
				a[(long)i * ld + k] = l;
				for (int j = k + 1; j < be; j++)
					a[(long)i * ld + j] = (a[(long)i * ld + j] - l * a[(long)k * ld + j]) % M;
			}
	else
		for (int k = kb; k < be; k++)
#pragma omp target teams distribute parallel for
			for (int i = k + 1; i < n; i++) {
				long l = a[(long)i * ld + k] % 97 - a[(long)k * ld + k] % 89;
				a[(long)i * ld + k] = l;
				for (int j = k + 1; j < be; j++)
					a[(long)i * ld + j] = (a[(long)i * ld + j] - l * a[(long)k * ld + j]) % M;
			}
}

static void
panel_host(long *a, int n, int ld, int kb, int be, int shift)
{
	for (int k = kb; k < be; k++)
		for (int i = k + 1; i < n; i++) {
			long l = a[(long)i * ld + k] % 97 - a[(long)k * ld + k] % 89 +
			         (shift == 1 ? a[(long)i * ld + k - 1] % 5 : 0);
			if (shift == 2)
				l = mix(l);
			a[(long)i * ld + k] = l;
			for (int j = k + 1; j < be; j++)
				a[(long)i * ld + j] = (a[(long)i * ld + j] - l * a[(long)k * ld + j]) % M;
		}
}

/* The trailing rows' columns past the panel, from the panel's. */
static void
trailing_host(long *a, int n, int ld, int kb, int be)
{
	for (int i = be; i < n; i++)
		for (int j = be; j < n; j++) {
			long s = 0;
			for (int k = kb; k < be; k++)
				s = (s + a[(long)i * ld + k] * a[(long)k * ld + j]) % M;
			a[(long)i * ld + j] = (a[(long)i * ld + j] - s) % M;
		}
}

static void
trailing(long *a, int n, int ld, int kb, int be)
{
#pragma omp target teams distribute parallel for collapse(2)
	for (int i = be; i < n; i++)
		for (int j = be; j < n; j++) {
			long s = 0;
			for (int k = kb; k < be; k++)
				s = (s + a[(long)i * ld + k] * a[(long)k * ld + j]) % M;
			a[(long)i * ld + j] = (a[(long)i * ld + j] - s) % M;
		}
}

static void
fill(void)
{
	for (long e = 0; e < N * LD; e++)
		a[e] = ref[e] = (e * 7919 + 13) % 1009 - 500;
}

static int
run(int bs, int shift)
{
	int n = N, ld = LD;
	long bad = 0;

	fill();
#pragma omp target data map(tofrom: a[0:N * LD])
	for (int kb = 0; kb < n; kb += bs) {
		int be = kb + bs < n ? kb + bs : n;
		panel(a, n, ld, kb, be, shift);
		trailing(a, n, ld, kb, be);
	}
	for (int kb = 0; kb < n; kb += bs) {
		int be = kb + bs < n ? kb + bs : n;
		panel_host(ref, n, ld, kb, be, shift);
		trailing_host(ref, n, ld, kb, be);
	}
	for (long e = 0; e < N * LD; e++)
		if (a[e] != ref[e] && bad++ < 5)
			printf("blocks of %d, shift %d: element %ld is %ld, not %ld\n", bs, shift, e, a[e],
			       ref[e]);
	return bad == 0;
}

int
main(void)
{
	int ok = run(16, 0) & run(80, 0) & run(16, 1) & run(1, 0) & run(32, 2);

	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
