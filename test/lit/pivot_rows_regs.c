// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda -fno-pivot-registers --explain %s | FileCheck %s --check-prefix=OFF
// RUN: %omp2cuda -fno-pivot-registers --emit-cuda %s -o - | FileCheck %s --check-prefix=OFFCUDA
// RUN: %omp2cuda --dump-after=lower %s | FileCheck %s --check-prefix=DUMP
//
// kernel_below's row in registers (lowering/pivot_regs.c,
// codegen/emit_pivots.c): each warp keeps its row's columns lo .. lo + 31
// in a register a lane through the chain's iterations, where the row's
// accesses span at most 32 columns (the kernel checks, else the row stays
// in memory); the lanes loop runs its iteration on the lane of its column,
// the other accesses of the row shuffle from the column's lane, the pivot
// rows are read from memory.  Which forms are refused, and the switch.

// EXPLAIN: row in registers: o2c_pivot_rows_regs_[[L:[0-9]+]]_below keeps each warp's row of a in registers
// OFF: row in registers: none: -fno-pivot-registers
// OFFCUDA-NOT: o2c_in_regs
// OFFCUDA: __syncwarp(); /* every lane's writes before the next iteration reads them */
// OFFCUDA-NOT: o2c_in_regs
// DUMP: pivot-registers c0 0
// CUDA: o2c_pivot_rows_regs_[[L:[0-9]+]]_below(int k, int n, float *__restrict__ a, int be, O2cDone o2c_done, unsigned long long o2c_chain_count)
// CUDA: const long long o2c_kf = (long long)o2c_chain_first, o2c_kl = o2c_kf + (long long)o2c_chain_count - 1;
// CUDA: if ((o2c_kf + 0LL) < (o2c_kl + 1LL)) { /* a range of the row's columns, not empty */
// CUDA: if ((o2c_kf + 1LL) < ((long long)be + 0LL)) {
// CUDA: const bool o2c_in_regs = o2c_hi - o2c_lo <= 32; /* else the row in memory */
// CUDA: int i = (int)((unsigned long long)(int)(k + 1) + o2c_iv);
// CUDA-NEXT: if (o2c_in_regs) { /* lane L holds column o2c_lo + L of row i */
// CUDA-NEXT: const long long o2c_col = o2c_lo + (long long)o2c_lane;
// CUDA-NEXT: float o2c_row = 0;
// CUDA-NEXT: if (((o2c_kf + 0LL) <= o2c_col && o2c_col < (o2c_kl + 1LL)) ||
// CUDA-NEXT: ((o2c_kf + 1LL) <= o2c_col && o2c_col < ((long long)be + 0LL)))
// CUDA-NEXT: o2c_row = a[(long long)i * (long long)n + o2c_col];
// CUDA: float l = __shfl_sync(0xffffffffu, o2c_row, (int)(((long long)k + 0LL) - o2c_lo)) / a[(long)k * n + k];
// CUDA-NEXT: do { const auto o2c_v = (l); if ((long long)o2c_lane == ((long long)k + 0LL) - o2c_lo) o2c_row = o2c_v; } while (0)
// CUDA-NEXT: { /* j's iterations, one a lane: lane L runs the one at column o2c_lo + L of the row, its register */
// CUDA: __trap(); /* cannot be: the columns' ranges hold every iteration's */
// CUDA-NEXT: const long long o2c_q = o2c_lo + (long long)o2c_lane - 0LL - (long long)((int)((unsigned long long)(int)(k + 1) + 0ull));
// CUDA-NEXT: if (o2c_q >= 0 && (unsigned long long)o2c_q < o2c_ln) {
// CUDA-NEXT: int j = (int)((unsigned long long)(int)(k + 1) + (unsigned long long)o2c_q);
// CUDA: o2c_row -= l * a[(long)k * n + j];
// CUDA: a[(long long)i * (long long)n + o2c_col] = o2c_row; /* a column the row's writes touch */
// CUDA-NEXT: } else
// CUDA-NEXT: for (unsigned long long o2c_c = 0; o2c_c < o2c_chain_count; o2c_c++) {
// CUDA: __syncwarp(); if (o2c_lane == 0) a[(long)i * n + k] = l;
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

// the lanes loop's accesses of the row at its variable plus 1, a constant
// column written, doubles
// EXPLAIN: row in registers: o2c_pivot_rows_regs_{{[0-9]+}}_below keeps each warp's row of a in registers
// DUMP: pivot-registers c0 1
// CUDA: double o2c_row = 0;
// CUDA: do { const auto o2c_v = (l); if ((long long)o2c_lane == 0LL - o2c_lo) o2c_row += o2c_v; } while (0)
// CUDA: const long long o2c_q = o2c_lo + (long long)o2c_lane - 1LL - (long long)((int)((unsigned long long)(int)(k) + 0ull));
// CUDA: o2c_row -= l * a[(long)k * n + j + 1];
void
shifted(double *a, int n, int kb, int be)
{
	for (int k = kb; k < be; k++)
#pragma omp target teams distribute parallel for
		for (int i = k + 1; i < n; i++) {
			double l = a[(long)i * n + k] / a[(long)k * n + k];
			a[(long)i * n + k] = l;
			a[(long)i * n + 0] += l;
			for (int j = k; j < be - 1; j++)
				a[(long)i * n + j + 1] -= l * a[(long)k * n + j + 1];
		}
}

// two columns of the row in the lanes loop: another lane's
// EXPLAIN: row in registers: none: an own-row access in the lanes loop at a column other than its variable plus one constant
void
two_columns(float *a, int n, int kb, int be)
{
	for (int k = kb; k < be; k++)
#pragma omp target teams distribute parallel for
		for (int i = k + 1; i < n; i++)
			for (int j = k + 1; j < be; j++)
				a[(long)i * n + j] += a[(long)i * n + j + 1] * a[(long)k * n + j];
}

// EXPLAIN: row in registers: none: an own-row write other than a whole statement a[...] = v or a[...] op= v
void
incremented(float *a, int n, int kb, int be)
{
	for (int k = kb; k < be; k++)
#pragma omp target teams distribute parallel for
		for (int i = k + 1; i < n; i++) {
			a[(long)i * n + k]++;
			for (int j = k + 1; j < be; j++)
				a[(long)i * n + j] -= a[(long)k * n + j];
		}
}

// EXPLAIN: row in registers: none: the array's elements are of a type __shfl_sync does not take, or volatile
void
shorts(short *a, int n, int kb, int be)
{
	for (int k = kb; k < be; k++)
#pragma omp target teams distribute parallel for
		for (int i = k + 1; i < n; i++) {
			short l = a[(long)i * n + k];
			for (int j = k + 1; j < be; j++)
				a[(long)i * n + j] -= l * a[(long)k * n + j];
		}
}

// the lanes loop's test compares unsigned: j < ube may hold past 2^31
// EXPLAIN: row in registers: none: the lanes loop's iterations may not be its bounds' [lo, hi)
void
unsigned_test(float *a, int n, int kb, int be, unsigned ube)
{
	for (int k = kb; k < be; k++)
#pragma omp target teams distribute parallel for
		for (int i = k + 1; i < n; i++) {
			float l = a[(long)i * n + k];
			for (int j = k + 1; j < ube; j++)
				a[(long)i * n + j] -= l * a[(long)k * n + j];
		}
}

// an access a macro writes: its text is not the access's alone
// EXPLAIN: row in registers: none: an access of the array that a macro writes, or more than the facts hold
#define TWICE(c) (a[(long)i * n + (c)] * 2.0f)
void
in_macro(float *a, int n, int kb, int be)
{
	for (int k = kb; k < be; k++)
#pragma omp target teams distribute parallel for
		for (int i = k + 1; i < n; i++) {
			float l = TWICE(k) / a[(long)k * n + k];
			for (int j = k + 1; j < be; j++)
				a[(long)i * n + j] -= l * a[(long)k * n + j];
		}
}
