// RUN: %omp2cuda --explain %s | FileCheck %s
// RUN: %omp2cuda -fno-stage-tables --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda -fno-stage-tables --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --dump-after=lower %s | FileCheck %s --check-prefix=PLAN
// RUN: %omp2cuda -fno-stage-rows --explain %s | FileCheck %s --check-prefix=OFF
// RUN: %omp2cuda -fno-stage-rows --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA-OFF
// RUN: %omp2cuda -fno-stage-rows -fstage-rows --explain %s | FileCheck %s
// Coalesced staging of thread-private rows (lowering/rows.c,
// codegen/emit_rows.c): a combined loop whose iteration i reads its own
// row a[i * ld + f], f the variable of a loop for (f = 0; f < ld; f++),
// has each block copy its rows into shared memory and read them there;
// the kernel takes the bytes the runtime staged, o2c_rows_bytes, and
// keeps the loop's code for global memory.  Loads that are not proven
// to stay in the row, arrays the kernel writes, row lengths it writes,
// and kernels whose blocks are teams are not staged.

#define D 8

void
nearest(const float *pts, const float *ctr, int n, int nf, int k, int *best)
{
	// CHECK: stage_rows.c:[[@LINE+3]]:1: #pragma omp target teams distribute parallel for
	// CHECK: rows: staged: each thread reads its own row of 'pts' (pts[...] at [[@LINE+11]]:15, 1 load(s), column 'f' in [0, nf)); each block copies its iterations' rows into shared memory, coalesced (each thread's copies in flight together), nf | 1 elements apart, and reads them there (the runtime gives blockDim.x * (nf + 1) * sizeof(float) bytes where they fit, else global memory; OMP2CUDA_STAGE_ROWS=off)
	// OFF: rows: not staged: -fno-stage-rows
#pragma omp target teams distribute parallel for map(to: pts[0:n * nf], ctr[0:k * nf]) map(from: best[0:n])
	for (int i = 0; i < n; i++) {
		int b = 0;
		float bd = 1e30f;
		for (int c = 0; c < k; c++) {
			float d = 0.0f;
			if (c == 3)
				continue;
			for (int f = 0; f < nf; f++) {
				float t = pts[(long)i * nf + f] - ctr[c * nf + f];
				d += t * t;
			}
			if (d < bd)
				bd = d, b = c;
		}
		best[i] = b;
	}
}

// CUDA-LABEL: o2c_stage_rows_{{[0-9]+}}(int n, int k, int nf, const float *__restrict__ pts, const float *__restrict__ ctr, int *__restrict__ best, O2cDone o2c_done, unsigned long long o2c_rows_bytes)
// CUDA: /* rows in shared memory: each thread reads its own row of pts, nf elements, again and again;
// CUDA: extern __shared__ __align__(16) unsigned char o2c_shared[];
// CUDA-NEXT: float *const o2c_rows = (float *)o2c_shared;
// CUDA-NEXT: const unsigned long long o2c_rows_n = o2c_rows_bytes / sizeof(float);
// CUDA-NEXT: const unsigned o2c_ld = o2c_rows_n ? (unsigned)(nf) : 0u; /* the row length */
// CUDA-NEXT: const unsigned o2c_stride = o2c_ld | 1u;
// CUDA: for (unsigned long long o2c_base = blockIdx.x * (unsigned long long)blockDim.x;
// CUDA-NEXT: o2c_base < o2c_trip; o2c_base += (unsigned long long)gridDim.x * blockDim.x) {
// CUDA-NEXT: const unsigned long long o2c_iv = o2c_base + threadIdx.x;
// CUDA: for (unsigned o2c_k = threadIdx.x; o2c_k < o2c_cnt * o2c_ld; o2c_k += blockDim.x) {
// CUDA: const int i = (int)((o2c_base + o2c_r)); /* row o2c_r's iteration */
// CUDA-NEXT: const int f = (int)o2c_c; /* column o2c_c */
// CUDA-NEXT: const unsigned long long o2c_e = (unsigned long long)((long)i * nf + f);
// CUDA-NEXT: if (o2c_e < o2c_rows_n)
// CUDA-NEXT: o2c_copy_async(&o2c_rows[o2c_r * o2c_stride + o2c_c], &pts[o2c_e]);
// CUDA: o2c_copies_wait(); /* this thread's copies are in o2c_rows */
// CUDA-NEXT: o2c_staged = !__syncthreads_or(o2c_miss);
// CUDA: if (o2c_iv < o2c_trip) {
// CUDA-NEXT: int i = (int)(o2c_iv);
// CUDA-NEXT: if (o2c_staged) {
// CUDA-NEXT: const float *const o2c_row = o2c_rows + threadIdx.x * o2c_stride;
// CUDA-NEXT: do
// CUDA: float t = o2c_row[f] /* pts[(long)i * nf + f] */ - ctr[c * nf + f];
// CUDA: } while (0); /* continue ends the iteration */
// CUDA-NEXT: } else do
// CUDA: float t = pts[(long)i * nf + f] - ctr[c * nf + f];
// CUDA: } while (0);
// CUDA: if (o2c_ld)
// CUDA-NEXT: __syncthreads(); /* the rows are read: the next chunk may copy its own */
// The kernel without __restrict__ stays unstaged, with the same parameters.
// CUDA-LABEL: o2c_stage_rows_{{[0-9]+}}_alias(int n, int k, int nf, const float *pts, const float *ctr, int *best, O2cDone o2c_done, unsigned long long o2c_rows_bytes)
// CUDA-NOT: o2c_row
// CUDA: o2c_kernel_done
// HOST: {.value = (void *)&pts, .type = O2C_ARG_PTR, .map = 0, .name = "pts", .flags = O2C_ARG_RESTRICT | O2C_ARG_READONLY | O2C_ARG_ROWS},
// HOST: O2cLaunch o2c_launch = {.trip = {{.*}}, .num_teams = 0 /* default */, .thread_limit = 0 /* default */, .spread = 1 /* small trip: may spread */,
// HOST-NEXT: .row_bytes = (long long)(nf) > 0 && (long long)(nf) <= (1ll << 20) ? ((long long)(nf) + 1) * (long long)sizeof(float) : 0 /* rows: bytes per thread */, .grid_trial = 1 /* large trip: grids timed */};
// PLAN: rows stage: staged: each thread reads its own row of 'pts'
// PLAN-NEXT: row read pts[[[@LINE-48]]:15] ld nf column f
// CUDA-OFF-NOT: o2c_rows_bytes
// CUDA-OFF-NOT: o2c_row

// A constant row length, ld * i + f, a reduction; the other loads of the
// array stay in global memory.
double
sums(const double *v, int n)
{
	double s = 0.0;

	// CHECK: :[[@LINE+2]]:1: #pragma omp target teams distribute parallel for
	// CHECK: rows: staged: each thread reads its own row of 'v' (v[...] at [[@LINE+4]]:9, 1 load(s), column 'j' in [0, 8))
#pragma omp target teams distribute parallel for reduction(+: s) map(to: v[0:n * D])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < D; ++j)
			s += v[D * i + j] + v[j];
	// CUDA: s += o2c_row[j] /* v[D * i + j] */ + v[j];
	// HOST: .row_bytes = (long long)(8) > 0 && (long long)(8) <= (1ll << 20) ? ((long long)(8) + 1) * (long long)sizeof(double) : 0 /* rows: bytes per thread */};
	return s;
}

void
not_staged(float *a, const float *b, int n, int ld, int m, float *out)
{
	// The array is written in the kernel.
	// CHECK: :[[@LINE+2]]:1: #pragma omp target teams distribute parallel for
	// CHECK: rows: not staged: a[...] at [[@LINE+5]]:9: 'a' is not proven read-only and distinct
#pragma omp target teams distribute parallel for map(tofrom: a[0:n * ld])
	for (int i = 0; i < n; i++) {
		float s = 0.0f;
		for (int f = 0; f < ld; f++)
			s += a[i * ld + f];
		a[i * ld] = s;
	}

	// The column's loop is bounded by another length.
	// CHECK: :[[@LINE+2]]:1: #pragma omp target teams distribute parallel for
	// CHECK: rows: not staged: b[...] at [[@LINE+5]]:9: the column 'f': its loop's bound is not the row length
#pragma omp target teams distribute parallel for map(to: b[0:n * ld]) map(from: out[0:n])
	for (int i = 0; i < n; i++) {
		float s = 0.0f;
		for (int f = 0; f < m; f++)
			s += b[i * ld + f];
		out[i] = s;
	}

	// The column is no loop's variable.
	// CHECK: :[[@LINE+2]]:1: #pragma omp target teams distribute parallel for
	// CHECK: rows: not staged: b[...] at [[@LINE+3]]:12: the column 'm' is not the variable of a loop for (m = 0; m < ld; m++) around the load
#pragma omp target teams distribute parallel for map(to: b[0:n * ld]) map(from: out[0:n])
	for (int i = 0; i < n; i++)
		out[i] = b[i * ld + m];

	// The column's loop writes it.
	// CHECK: :[[@LINE+2]]:1: #pragma omp target teams distribute parallel for
	// CHECK: rows: not staged: b[...] at [[@LINE+5]]:9: the column 'f': its loop's body writes it or takes its address at [[@LINE+6]]:4
#pragma omp target teams distribute parallel for map(to: b[0:n * ld]) map(from: out[0:n])
	for (int i = 0; i < n; i++) {
		float s = 0.0f;
		for (int f = 0; f < ld; f++) {
			s += b[i * ld + f];
			f += s > 1.0f;
		}
		out[i] = s;
	}

	// The row length is written in the kernel.
	// CHECK: :[[@LINE+2]]:1: #pragma omp target teams distribute parallel for
	// CHECK: rows: not staged: b[...] at [[@LINE+5]]:9: the row length 'ld' is written at [[@LINE+6]]:3
#pragma omp target teams distribute parallel for map(to: b[0:n * ld]) map(from: out[0:n])
	for (int i = 0; i < n; i++) {
		float s = 0.0f;
		for (int f = 0; f < ld; f++)
			s += b[i * ld + f];
		ld = 4;
		out[i] = s;
	}

	// A chunked schedule: a thread runs iterations of other chunks.
	// CHECK: :[[@LINE+2]]:1: #pragma omp target teams distribute parallel for schedule(static, 4)
	// CHECK: rows: not staged: a chunked schedule or dist_schedule
#pragma omp target teams distribute parallel for schedule(static, 4) map(to: b[0:n * ld]) map(from: out[0:n])
	for (int i = 0; i < n; i++) {
		float s = 0.0f;
		for (int f = 0; f < ld; f++)
			s += b[i * ld + f];
		out[i] = s;
	}

	// A collapsed nest.
	// CHECK: :[[@LINE+2]]:1: #pragma omp target teams distribute parallel for collapse(2)
	// CHECK: rows: not staged: a collapsed loop nest
#pragma omp target teams distribute parallel for collapse(2) map(to: b[0:n * ld]) map(from: out[0:n * 2])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < 2; j++) {
			float s = 0.0f;
			for (int f = 0; f < ld; f++)
				s += b[i * ld + f];
			out[i * 2 + j] = s;
		}

	// Not a combined loop: a team per block, whose threads share a loop.
	// CHECK: :[[@LINE+2]]:1: #pragma omp target teams distribute
	// CHECK: rows: not staged: not a combined loop: a team's code runs between its barriers
#pragma omp target teams distribute map(to: b[0:n * ld]) map(from: out[0:n])
	for (int i = 0; i < n; i++) {
#pragma omp parallel for
		for (int j = 0; j < 4; j++) {
			float s = 0.0f;
			for (int f = 0; f < ld; f++)
				s += b[i * ld + f];
			if (j == 0)
				out[i] = s;
		}
	}

	// A label in the body, which two copies of it would declare twice.
	// CHECK: :[[@LINE+2]]:1: #pragma omp target teams distribute parallel for
	// CHECK: rows: not staged: b[...] at [[@LINE+5]]:8: the loop's body declares a label or a static variable, which its two copies (staged and not) would declare twice, at [[@LINE+9]]:2
#pragma omp target teams distribute parallel for map(to: b[0:n * ld]) map(from: out[0:n])
	for (int i = 0; i < n; i++) {
		float s = 0.0f;
		for (int f = 0; f < ld; f++) {
			if (b[i * ld + f] < 0.0f)
				goto done;
			s += b[i * ld + f];
		}
	done:
		out[i] = s;
	}

	// No row per iteration.
	// CHECK: :[[@LINE+2]]:1: #pragma omp target teams distribute parallel for
	// CHECK: rows: not staged: no load a[i * ld + f] of a row per iteration
#pragma omp target teams distribute parallel for map(to: b[0:n]) map(from: out[0:n])
	for (int i = 0; i < n; i++)
		out[i] = b[i];
}
// PLAN: rows keep: not staged: a[...]
// The rows' layout is lowering's (lowering/rows.c, rows_layout): codegen
// prints Plan.rows_layout's pitch and bytes.
// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=LAYOUT
// RUN: %omp2cuda --dump-after=lower %s | FileCheck %s --check-prefix=LAYOUT-PLAN
// LAYOUT: rows layout: rows nf | 1 elements apart (odd: a warp's rows start in different banks), nf + 1 elements a thread, for a row length from 1 to 2^20
// LAYOUT-PLAN: rows pitch o2c_ld | 1u bytes (long long)(nf) > 0 && (long long)(nf) <= (1ll << 20) ? ((long long)(nf) + 1) * (long long)sizeof(float) : 0
