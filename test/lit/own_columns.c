// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda -fno-own-columns --explain %s | FileCheck %s --check-prefix=OFF
// RUN: %omp2cuda -fno-own-columns --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA-OFF
//
// An iteration's own column in registers (lowering/own_cols.c): forward
// substitution by columns keeps each iteration's column of the panel in
// registers, its loops unrolled over the panel's rows, behind the kernel's
// check, in a form whose guards are constants of the unrolled counters
// where the panel's bounds sit at the rows of a full 32-row window (the
// kernel's second check) and one that evaluates them; loops down, writes of other columns, two arrays and a column of
// the loop's variable plus a constant keep the body as written; a loop
// with no own access says nothing of it.
//
// EXPLAIN-NOT: own column: as written: no access

void
panel(float *a, int n, int kb, int be)
{
	// EXPLAIN: own column: in registers: each iteration j keeps the elements a[R * ld + j] it touches (3 access(es), 2 loop(s) unrolled over them) in registers, loaded before the body where every iteration surely touches them, else at their first use, and written back after the body, where the kernel's check holds: rows and loops within 32 of (long long)kb, every column in [0, ld) and the 1 other column access(es) apart from j's (else the body as written); in a full window, where (long long)kb == (long long)o2c_rlo, (long long)be == (long long)o2c_rlo + 32LL, 4 of the loops' 4 guards, 0 of the register indexes of rows of no loop's variable and the rows loaded at once are constants of the unrolled counters (else the body as written){{$}}
	// OFF: own column: as written: -fno-own-columns
	// CUDA: {{^}}o2c_own_columns_[[L:[0-9]+]](int be, int n, int kb, float *__restrict__ a, O2cDone o2c_done)
	// CUDA: { /* iteration j's own column of 'a' in registers where the check holds (lowering/own_cols.c) */
	// CUDA-NEXT: const long long o2c_rmin = (long long)kb;
	// CUDA-NEXT: const long long o2c_rmax = ((long long)be - 1LL);
	// CUDA-NEXT: if (o2c_rmax - o2c_rmin < 32 && o2c_rmin >= -2147483647LL - 1 && o2c_rmin <= 2147483647LL - 32 &&
	// CUDA-NEXT: (long long)be >= 0 && ((long long)n - 1LL) < (long long)n &&
	// CUDA-NEXT: (long long)kb >= 0 && ((long long)be - 2LL) < (long long)n && (((long long)be - 2LL) < (long long)be || (long long)kb > ((long long)n - 1LL))) {
	// CUDA-NEXT: const int o2c_rlo = (int)o2c_rmin; /* rows o2c_rlo + [0, 32) */
	// CUDA-NEXT: /* the full window: where each bound below sits at this row of the window, the loops' guards are conditions on the unrolled counters alone, constants once unrolled */
	// CUDA-NEXT: if (o2c_rlo >= -2147483647 + 31 && o2c_rlo <= 2147483647 - 64 &&
	// CUDA-NEXT: (long long)kb == (long long)o2c_rlo &&
	// CUDA-NEXT: (long long)be == (long long)o2c_rlo + 32LL) {
	// CUDA-NEXT: float o2c_col[32];
	// CUDA-NEXT: unsigned o2c_col_in = 0, o2c_col_out = 0; /* rows read, written */
	// CUDA-NEXT: auto *const o2c_colp = a + ((long long)o2c_rlo * (long long)n + (long long)j);
	// CUDA-NEXT: #pragma unroll
	// CUDA-NEXT: for (int o2c_u = 0; o2c_u < 32; o2c_u++) { /* the rows it surely touches, loaded at once */
	// CUDA-NEXT: if ((o2c_u >= 1 && o2c_u <= 31)) {
	// CUDA-NEXT: o2c_col[o2c_u] = o2c_colp[o2c_u * (long long)n];
	// CUDA-NEXT: o2c_col_in |= 1u << o2c_u;
	// CUDA: #pragma unroll
	// CUDA-NEXT: for (int o2c_u0 = 0; o2c_u0 < 32; o2c_u0++) { /* i over the column's rows */
	// CUDA-NEXT: int i = kb + 1;
	// CUDA-NEXT: if (o2c_u0 < 1)
	// CUDA-NEXT: continue; /* before its start */
	// CUDA-NEXT: i = (decltype(i))o2c_rlo + o2c_u0;
	// CUDA-NEXT: if (o2c_u0 >= 32)
	// CUDA-NEXT: continue; /* past its end */
	// CUDA: float s = o2c_own_loaded(o2c_col, o2c_col_out, o2c_u0, false);
	// CUDA: for (int o2c_u1 = 0; o2c_u1 < 32 && o2c_u1 < o2c_u0; o2c_u1++) { /* k over the column's rows */
	// CUDA-NEXT: int k = kb;
	// CUDA-NEXT: if (o2c_u1 < 0)
	// CUDA: if (o2c_u1 >= o2c_u0)
	// CUDA: s -= a[(long)i * n + k] * o2c_own(o2c_col, o2c_col_in, o2c_col_out, o2c_colp, (long long)n, o2c_u1, false);
	// CUDA: o2c_own_loaded(o2c_col, o2c_col_out, o2c_u0, true) = s;
	// CUDA: for (int o2c_u = 0; o2c_u < 32; o2c_u++)
	// CUDA-NEXT: if (o2c_col_out >> o2c_u & 1u)
	// CUDA-NEXT: o2c_colp[o2c_u * (long long)n] = o2c_col[o2c_u]; /* the rows it wrote */
	// CUDA-NEXT: } else { /* another window: as written */
	// CUDA: for (int i = kb + 1; i < be; i++) {
	// CUDA-NEXT: float s = a[(long)i * n + j];
	// CUDA: } else {
	// CUDA: for (int i = kb + 1; i < be; i++) {
	// CUDA-NEXT: float s = a[(long)i * n + j];
	// CUDA-NOT: > o2c_rlo + o2c_u
	// CUDA-OFF-NOT: o2c_col
#pragma omp target teams distribute parallel for
	for (int j = be; j < n; j++)
		for (int i = kb + 1; i < be; i++) {
			float s = a[(long)i * n + j];
			for (int k = kb; k < i; k++)
				s -= a[(long)i * n + k] * a[(long)k * n + j];
			a[(long)i * n + j] = s;
		}
}

// A row of a captured scalar and a loop whose bounds are an outer loop's
// variable plus constants: in the full window, the register of row r0 is
// o2c_col[0] and k's guards compare the counters.
void
pinned(float *a, int n, int kb, int be, int r0)
{
	// EXPLAIN: own column: in registers: {{.*}}; in a full window, where (long long)kb == (long long)o2c_rlo, (long long)be == (long long)o2c_rlo + 30LL, (long long)r0 == (long long)o2c_rlo, 4 of the loops' 4 guards, 1 of the register indexes of rows of no loop's variable and the rows loaded at once are constants of the unrolled counters (else the body as written){{$}}
	// CUDA: {{^}}o2c_own_columns_{{[0-9]+}}(int be, int n, float *__restrict__ a, int r0, int kb, O2cDone o2c_done)
	// CUDA: (long long)r0 == (long long)o2c_rlo) {
	// CUDA: if ((o2c_u >= 0 && o2c_u <= 0)) {
	// CUDA: o2c_own_loaded(o2c_col, o2c_col_out, 0, true) += 1.0f;
	// CUDA: if (o2c_u0 >= 30)
	// CUDA: if (o2c_u1 < o2c_u0 + 1)
	// CUDA: if (o2c_u1 >= o2c_u0 + 3)
	// CUDA-OFF-NOT: the full window
#pragma omp target teams distribute parallel for
	for (int j = be; j < n; j++) {
		a[(long)r0 * n + j] += 1.0f;
		for (int i = kb; i < be; i++)
			for (int k = i + 1; k < i + 3; k++)
				a[(long)k * n + j] *= 2.0f;
	}
}

void
refused(double *a, double *b, int n, int kb, int be)
{
	// EXPLAIN: own column: as written: a loop other than for (T v = lo; v < hi; v++) over bounds of constants, captured scalars and the loops' variables at [[@LINE+4]]:3{{$}}
#pragma omp target teams distribute parallel for
	for (int j = be; j < n; j++) {
		a[(long)kb * n + j] += 1.0;
		for (int i = be - 1; i >= kb; i--)
			a[(long)i * n + j] *= 2.0;
	}
	// EXPLAIN: own column: as written: a write of other than the iteration's own column at [[@LINE+5]]:4{{$}}
#pragma omp target teams distribute parallel for
	for (int j = be; j < n; j++)
		for (int i = kb; i < be; i++) {
			a[(long)i * n + j] *= 2.0;
			a[(long)i * n + kb] += 1.0;
		}
	// EXPLAIN: own column: as written: the body accesses two arrays at [[@LINE+4]]:26{{$}}
#pragma omp target teams distribute parallel for
	for (int j = be; j < n; j++)
		for (int i = kb; i < be; i++)
			a[(long)i * n + j] += b[(long)i * n + j];
	// EXPLAIN: own column: as written: a column of the loop's variable plus a constant at [[@LINE+4]]:26{{$}}
#pragma omp target teams distribute parallel for
	for (int j = be; j < n - 1; j++)
		for (int i = kb; i < be; i++)
			a[(long)i * n + j] += a[(long)i * n + j + 1];
}
