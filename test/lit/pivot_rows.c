// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda -fno-region-chains --explain %s | FileCheck %s --check-prefix=OFF
// RUN: %omp2cuda -fno-inner-lanes --explain %s | FileCheck %s --check-prefix=NOLANES
// RUN: %omp2cuda --dump-after=lower %s | FileCheck %s --check-prefix=DUMP
//
// Pivot rows (frontend/pivots.c, lowering/pivots.c): which chains run as
// the pivot rows' block and then every other row through all of the
// host loop's iterations, what the two kernels are, and the host's check
// of the columns before it launches them.

#include <math.h>

// EXPLAIN: pivot rows first: o2c_pivot_rows_[[L:[0-9]+]]_pivots and o2c_pivot_rows_[[L]]_below: the host loop's remaining iterations (at most 64) as two launches
// EXPLAIN: prints o2c_pivot_rows_[[L]]_pivots: pivots, carries __restrict__, lanes, pivot rows; launched when o2c_pivot_rows_[[L]]_lanes_chain would run for at most 64 iterations
// EXPLAIN: prints o2c_pivot_rows_[[L]]_below: below, carries __restrict__, lanes, rows below; launched after o2c_pivot_rows_[[L]]_pivots
// OFF-NOT: pivot rows first
// NOLANES: pivot rows first: none: no lanes chain (a warp a row)
// DUMP: pivots o2c_pivot_rows_{{[0-9]+}}_pivots o2c_pivot_rows_{{[0-9]+}}_below when (((long long)k + (long long)o2c_rest - 1 + 1LL) <= ((long long)k + 0LL) ||
// CUDA: o2c_pivot_rows_[[L:[0-9]+]]_pivots(int k, int n, float *__restrict__ a, int be, O2cDone o2c_done, unsigned long long o2c_chain_count)
// CUDA: if (gridDim.x != 1)
// CUDA: for (unsigned long long o2c_c = 0; o2c_c < o2c_chain_count; o2c_c++) {
// CUDA: const unsigned long long o2c_pivots = o2c_chain_count - 1 - o2c_c;
// CUDA-NEXT: for (unsigned o2c_iv = threadIdx.x / 32; o2c_iv < o2c_trip && o2c_iv < o2c_pivots;
// CUDA: __syncthreads(); /* the iteration is complete before the next */
// CUDA: o2c_pivot_rows_[[L]]_below(int k, int n, float *__restrict__ a, int be, O2cDone o2c_done, unsigned long long o2c_chain_count)
// CUDA: const unsigned long long o2c_c = o2c_chain_count - 1;
// CUDA-NEXT: decltype(o2c_chain_first) k = (int)((unsigned long long)(int)(o2c_chain_first) + o2c_c);
// CUDA: for (unsigned o2c_iv = (blockIdx.x * blockDim.x + threadIdx.x) / 32; o2c_iv < o2c_trip;
// CUDA: int i = (int)((unsigned long long)(int)(k + 1) + o2c_iv);
// CUDA: for (unsigned long long o2c_c = 0; o2c_c < o2c_chain_count; o2c_c++) {
// CUDA-NEXT: decltype(o2c_chain_first) k = (int)((unsigned long long)(int)(o2c_chain_first) + o2c_c);
// HOST: if (o2c_rest <= 64 && /* the pivot rows first: rows apart, every access's columns in [0, ld) */
// HOST-NEXT: (((long long)k + (long long)o2c_rest - 1 + 1LL) <= ((long long)k + 0LL) || (((long long)k + 0LL) >= 0 && ((long long)k + (long long)o2c_rest - 1 + 1LL) <= ((long long)n + 0LL))) &&
// HOST-NEXT: (((long long)be + 0LL) <= ((long long)k + 1LL) || (((long long)k + 1LL) >= 0 && ((long long)be + 0LL) <= ((long long)n + 0LL))))
// HOST-NEXT: o2c_ran = o2c_target_pivots(
// HOST-NEXT: if (!o2c_ran)
// HOST-NEXT: o2c_ran = o2c_target_chain(
void
panel(float *a, int n, int kb, int be)
{
	for (int k = kb; k < be; k++)
#pragma omp target teams distribute parallel for
		for (int i = k + 1; i < n; i++) {
			float l = a[(long)i * n + k] / a[(long)k * n + k];
			a[(long)i * n + k] = l;
			for (int j = k + 1; j < be; j++)
				a[(long)i * n + j] -= l * a[(long)k * n + j];
		}
}

// EXPLAIN: pivot rows first: none: the body accesses two arrays at [[@LINE+8]]:4
void
two_arrays(float *a, float *b, int n, int kb, int be)
{
	for (int k = kb; k < be; k++)
#pragma omp target teams distribute parallel for
		for (int i = k + 1; i < n; i++) {
			float l = a[(long)i * n + k] / a[(long)k * n + k];
			b[i] -= l * b[k];
		}
}

// EXPLAIN: pivot rows first: none: a write of other than the iteration's own row at [[@LINE+7]]:4
void
pivot_write(float *a, int n, int kb, int be)
{
	for (int k = kb; k < be; k++)
#pragma omp target teams distribute parallel for
		for (int i = k + 1; i < n; i++)
			a[(long)k * n + k] = a[(long)i * n + k];
}

// EXPLAIN: pivot rows first: none: the host loop's step is not 1
void
step_two(float *a, int n, int kb, int be)
{
	for (int k = kb; k < be; k += 2)
#pragma omp target teams distribute parallel for
		for (int i = k + 1; i < n; i++)
			a[(long)i * n + k] += a[(long)k * n + k];
}

// EXPLAIN: pivot rows first: none: the region's loop is not for (i = k + 1; i < n; i++)
void
starts_at_k(float *a, int n, int kb, int be)
{
	for (int k = kb; k < be; k++)
#pragma omp target teams distribute parallel for
		for (int i = k; i < n; i++)
			a[(long)i * n + k] += 1.0f;
}

// a math function's value: no memory but its arguments
// EXPLAIN: pivot rows first: o2c_pivot_rows_[[S:[0-9]+]]_pivots and o2c_pivot_rows_[[S]]_below
void
calls_math(float *a, int n, int kb, int be)
{
	for (int k = kb; k < be; k++)
#pragma omp target teams distribute parallel for
		for (int i = k + 1; i < n; i++) {
			float l = sqrtf(fabsf(a[(long)i * n + k])) / a[(long)k * n + k];
			a[(long)i * n + k] = l;
			for (int j = k + 1; j < be; j++)
				a[(long)i * n + j] -= l * fabsf(a[(long)k * n + j]);
		}
}

// EXPLAIN: pivot rows first: none: a call of other than a math function or __attribute__((const)) at [[@LINE+13]]:25
static float
scale(float x)
{
	return x * 2.0f;
}

void
calls(float *a, int n, int kb, int be)
{
	for (int k = kb; k < be; k++)
#pragma omp target teams distribute parallel for
		for (int i = k + 1; i < n; i++)
			a[(long)i * n + k] = scale(a[(long)k * n + k]);
}

// EXPLAIN: pivot rows first: none: an index of an unsigned type (it may wrap) at [[@LINE+7]]:4
void
unsigned_index(float *a, unsigned n, int m, int kb, int be)
{
	for (int k = kb; k < be; k++)
#pragma omp target teams distribute parallel for
		for (int i = k + 1; i < m; i++)
			a[i * n + k] += a[k * n + k];
}

// a cast that may change the column's value: (unsigned char)300 is 44
// EXPLAIN: pivot rows first: none: a column other than a constant, the host loop's variable, a captured scalar or a loop's of the body, plus a constant at [[@LINE+7]]:4
void
wrapping_cast(float *a, int n, int kb, int be)
{
	for (int k = kb; k < be; k++)
#pragma omp target teams distribute parallel for
		for (int i = k + 1; i < n; i++)
			a[(long)i * n + (unsigned char)k] += a[(long)k * n + k];
}

// the pivot row read at the iteration's column: another iteration's row
// EXPLAIN: pivot rows first: none: a column other than a constant, the host loop's variable, a captured scalar or a loop's of the body, plus a constant at [[@LINE+7]]:26
void
row_column(float *a, int n, int kb, int be)
{
	for (int k = kb; k < be; k++)
#pragma omp target teams distribute parallel for
		for (int i = k + 1; i < n; i++)
			a[(long)i * n + k] += a[(long)k * n + i];
}

// a loop's variable written in its body: its range is not its bounds'
// EXPLAIN: pivot rows first: none: a write of a loop's variable other than its increment at [[@LINE+9]]:5
void
loop_var_written(float *a, int n, int kb, int be)
{
	for (int k = kb; k < be; k++)
#pragma omp target teams distribute parallel for
		for (int i = k + 1; i < n; i++) {
			for (int j = k + 1; j < be; j++) {
				a[(long)i * n + j] -= a[(long)k * n + j];
				j += 2;
			}
		}
}

// typedef'd loop variables and row casts, as the host compiler sees them
// EXPLAIN: pivot rows first: o2c_pivot_rows_[[T:[0-9]+]]_pivots and o2c_pivot_rows_[[T]]_below
typedef int idx;
typedef long row_t;
void
typedef_panel(float *a, int n, int kb, int be)
{
	for (idx k = kb; k < be; k++)
#pragma omp target teams distribute parallel for
		for (idx i = k + 1; i < n; i++) {
			float l = a[(row_t)i * n + k] / a[(row_t)k * n + k];
			a[(row_t)i * n + k] = l;
			for (idx j = k + 1; j < be; j++)
				a[(row_t)i * n + j] -= l * a[(row_t)k * n + j];
		}
}
