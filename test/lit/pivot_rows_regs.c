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
// rows are read from each block's copy in shared memory (kernel_pivots
// too, each warp's pivot row in registers until it is final).
// Which forms are refused, and the switch.

// EXPLAIN: row in registers: o2c_pivot_rows_regs_[[L:[0-9]+]]_below keeps each warp's row of a in registers{{.*}}the pivot rows from each block's copy in shared memory; o2c_pivot_rows_regs_[[L]]_pivots likewise
// OFF: row in registers: none: -fno-pivot-registers
// OFFCUDA-NOT: o2c_in_regs
// OFFCUDA: __syncwarp(); /* every lane's writes before the next iteration reads them */
// OFFCUDA-NOT: o2c_in_regs
// DUMP: pivot-registers c0 0
// kernel_pivots keeps each pivot row in registers too, a warp a row, until
// the row is final, then stores it for the iterations after; a lane loads
// its column in the first iteration that touches it.  Its pivot rows come
// from the block's copy in shared memory: the first from memory, each
// later one from the warp that held it (a column no lane loaded: memory).
// CUDA: o2c_pivot_rows_regs_[[L:[0-9]+]]_pivots(int k, int n, float *__restrict__ a, int be, O2cDone o2c_done, unsigned long long o2c_chain_count)
// CUDA: const bool o2c_in_regs = o2c_hi - o2c_lo <= 32 && o2c_phi - o2c_plo <= 32 &&
// CUDA-NEXT: o2c_chain_count <= 64; /* else the rows in memory */
// CUDA-NEXT: if (o2c_in_regs && o2c_chain_count - 1 <= blockDim.x / 32) { /* a warp a pivot row */
// CUDA-NEXT: const unsigned long long o2c_w = threadIdx.x / 32;
// CUDA: __shared__ float o2c_piv[64][32]; /* iteration o2c_c's pivot row, columns o2c_plo + [0, 32) */
// CUDA-NEXT: if (threadIdx.x < 32 && o2c_chain_count != 0) { /* the first iteration's, from memory */
// CUDA-NEXT: const unsigned long long o2c_c = 0;
// CUDA: if (o2c_trip != 0 && (
// CUDA: o2c_piv[o2c_c][o2c_lane] = a[(long long)k * (long long)n + o2c_pcol];
// CUDA-NEXT: }
// CUDA-NEXT: __syncthreads(); /* the tile's first row */
// CUDA: if (o2c_w >= o2c_c && o2c_w - o2c_c < o2c_trip &&
// CUDA-NEXT: o2c_w - o2c_c < o2c_chain_count - 1 - o2c_c) { /* the warp's row is in the iteration */
// CUDA-NEXT: const unsigned o2c_iv = (unsigned)(o2c_w - o2c_c);
// CUDA-NEXT: int i = (int)((unsigned long long)(int)(k + 1) + o2c_iv);
// CUDA-NEXT: if (!o2c_row_in && ((((long long)k + 0LL) <= o2c_col && o2c_col < ((long long)k + 1LL)) ||
// CUDA-NEXT: (((long long)k + 1LL) <= o2c_col && o2c_col < ((long long)be + 0LL)))) { /* the first iteration that touches the column */
// CUDA-NEXT: o2c_row = a[(long long)i * (long long)n + o2c_col];
// CUDA: float l = __shfl_sync(0xffffffffu, o2c_row, (int)(((long long)k + 0LL) - o2c_lo)) / o2c_piv[o2c_c][(int)(((long long)k + 0LL) - o2c_plo)];
// CUDA: o2c_row -= l * o2c_piv[o2c_c][(int)(((long long)j + 0LL) - o2c_plo)];
// CUDA: if (o2c_w == o2c_c) { /* the row is final: the next iteration's pivot */
// CUDA-NEXT: const unsigned o2c_iv = 0;
// CUDA-NEXT: int i = (int)((unsigned long long)(int)(k + 1) + o2c_iv);
// CUDA-NEXT: if (o2c_row_out)
// CUDA-NEXT: a[(long long)i * (long long)n + o2c_col] = o2c_row;
// CUDA-NEXT: { /* and the tile's copy, iteration o2c_c + 1's pivot row */
// CUDA-NEXT: const long long o2c_pcol = o2c_plo + (long long)o2c_lane, o2c_src = o2c_pcol - o2c_lo; /* its lane */
// CUDA-NEXT: int o2c_in = o2c_row_in;
// CUDA-NEXT: float o2c_pv = o2c_row;
// CUDA-NEXT: if (o2c_plo != o2c_lo) { /* another lane's (the same on the whole warp) */
// CUDA-NEXT: o2c_in = __shfl_sync(0xffffffffu, o2c_in, (int)(o2c_src & 31));
// CUDA-NEXT: o2c_pv = __shfl_sync(0xffffffffu, o2c_pv, (int)(o2c_src & 31));
// CUDA-NEXT: }
// CUDA-NEXT: const bool o2c_held = o2c_src >= 0 && o2c_src < 32 && o2c_in; /* loaded there */
// CUDA-NEXT: const unsigned long long o2c_cn = o2c_c + 1;
// CUDA-NEXT: if (o2c_cn < o2c_chain_count) {
// CUDA-NEXT: const unsigned long long o2c_c = o2c_cn;
// CUDA: if (o2c_trip != 0 && (
// CUDA: o2c_piv[o2c_c][o2c_lane] = o2c_held ? o2c_pv : a[(long long)k * (long long)n + o2c_pcol];
// CUDA-NEXT: }
// CUDA-NEXT: }
// CUDA-NEXT: }
// CUDA-NEXT: __syncthreads(); /* the iteration is complete before the next */
// CUDA-NEXT: }
// CUDA-NEXT: } else
// CUDA-NEXT: for (unsigned long long o2c_c = 0; o2c_c < o2c_chain_count; o2c_c++) {
// CUDA: o2c_pivot_rows_regs_[[L]]_below(int k, int n, float *__restrict__ a, int be, O2cDone o2c_done, unsigned long long o2c_chain_count)
// CUDA: const long long o2c_kf = (long long)o2c_chain_first, o2c_kl = o2c_kf + (long long)o2c_chain_count - 1;
// CUDA: if ((o2c_kf + 0LL) < (o2c_kl + 1LL)) { /* a range of the row's columns, not empty */
// CUDA: if ((o2c_kf + 1LL) < ((long long)be + 0LL)) {
// kernel_below reads the pivot rows from each block's copy in shared memory
// CUDA: if ((o2c_kf + 0LL) < (o2c_kl + 1LL)) { /* a range of the pivot row's columns, not empty */
// CUDA: const bool o2c_in_regs = o2c_hi - o2c_lo <= 32 && o2c_phi - o2c_plo <= 32 &&
// CUDA-NEXT: o2c_chain_count <= 64; /* else the rows in memory */
// CUDA-NEXT: __shared__ float o2c_piv[64][32]; /* iteration o2c_c's pivot row, columns o2c_plo + [0, 32) */
// CUDA-NEXT: if (o2c_in_regs) {
// CUDA-NEXT: if ((unsigned long long)blockIdx.x * (blockDim.x / 32) < o2c_trip) /* the block has a row */
// CUDA-NEXT: for (unsigned o2c_e = threadIdx.x; o2c_e < o2c_chain_count * 32; o2c_e += blockDim.x) {
// CUDA-NEXT: const unsigned long long o2c_c = o2c_e / 32;
// CUDA-NEXT: decltype(o2c_chain_first) k = (int)((unsigned long long)(int)(o2c_chain_first) + o2c_c);
// CUDA: const long long o2c_pcol = o2c_plo + (long long)(o2c_e % 32);
// CUDA-NEXT: if ((((long long)k + 0LL) <= o2c_pcol && o2c_pcol < ((long long)k + 1LL)) ||
// CUDA-NEXT: (((long long)k + 1LL) <= o2c_pcol && o2c_pcol < ((long long)be + 0LL)))
// CUDA-NEXT: o2c_piv[o2c_c][o2c_e % 32] = a[(long long)k * (long long)n + o2c_pcol];
// CUDA-NEXT: }
// CUDA-NEXT: __syncthreads(); /* the tile whole before any row reads it */
// CUDA: int i = (int)((unsigned long long)(int)(k + 1) + o2c_iv);
// CUDA-NEXT: if (o2c_in_regs) { /* lane L holds column o2c_lo + L of row i */
// CUDA-NEXT: const long long o2c_col = o2c_lo + (long long)o2c_lane;
// CUDA-NEXT: float o2c_row = 0;
// CUDA-NEXT: if (((o2c_kf + 0LL) <= o2c_col && o2c_col < (o2c_kl + 1LL)) ||
// CUDA-NEXT: ((o2c_kf + 1LL) <= o2c_col && o2c_col < ((long long)be + 0LL)))
// CUDA-NEXT: o2c_row = a[(long long)i * (long long)n + o2c_col];
// CUDA: float l = __shfl_sync(0xffffffffu, o2c_row, (int)(((long long)k + 0LL) - o2c_lo)) / o2c_piv[o2c_c][(int)(((long long)k + 0LL) - o2c_plo)];
// CUDA-NEXT: do { const auto o2c_v = (l); if ((long long)o2c_lane == ((long long)k + 0LL) - o2c_lo) o2c_row = o2c_v; } while (0)
// CUDA-NEXT: { /* j's iterations, one a lane: lane L runs the one at column o2c_lo + L of the row, its register */
// CUDA: __trap(); /* cannot be: the columns' ranges hold every iteration's */
// CUDA-NEXT: const long long o2c_q = o2c_lo + (long long)o2c_lane - 0LL - (long long)((int)((unsigned long long)(int)(k + 1) + 0ull));
// CUDA-NEXT: if (o2c_q >= 0 && (unsigned long long)o2c_q < o2c_ln) {
// CUDA-NEXT: int j = (int)((unsigned long long)(int)(k + 1) + (unsigned long long)o2c_q);
// CUDA: o2c_row -= l * o2c_piv[o2c_c][(int)(((long long)j + 0LL) - o2c_plo)];
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
// CUDA: o2c_row -= l * o2c_piv[o2c_c][(int)(((long long)j + 1LL) - o2c_plo)];
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

// a loop inside another: where the inner one runs no iteration, columns
// of the outer one's range are none the iteration touches
// EXPLAIN: row in registers: none: a loop inside another in the body
void
nested(float *a, int n, int kb, int be, int reps)
{
	for (int k = kb; k < be; k++)
#pragma omp target teams distribute parallel for
		for (int i = k + 1; i < n; i++)
			for (int j = k + 1; j < be; j++)
				for (int r = 0; r < reps; r++)
					a[(long)i * n + j] -= a[(long)k * n + j];
}
