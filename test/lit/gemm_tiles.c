// RUN: %omp2cuda --explain %s | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda --dump-after=lower %s | FileCheck %s --check-prefix=PLAN
// RUN: %omp2cuda -fno-tile-loops --explain %s | FileCheck %s --check-prefix=OFF
// RUN: %omp2cuda -fno-tile-loops --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA-OFF
// Tiling of matrix products (frontend/gemm.c, lowering/tile.c,
// codegen/emit_tile.c): a collapse(2) combined loop over i, j around a sum
// over k of X[i*ld + k] * Y[k*ld + j] gets shared-memory tiles, under a
// run-time check that what the tiles hold is never written; every other
// collapse(2) loop says why it is not tiled.

void
matmul(const float *x, const float *y, float *z, int n, int m, int p)
{
	// CHECK: gemm_tiles.c:[[@LINE+2]]:1: #pragma omp target teams distribute parallel for collapse(2)
	// CHECK: tiling: tiled: z[i][j] from x's rows and y's columns (k from 0 to p), tiles of 32x32 (i, j), 256 threads a block, each 4 (i, j) of one column
#pragma omp target teams distribute parallel for collapse(2) map(to: x[0:n * p], y[0:p * m]) map(from: z[0:n * m])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++) {
			double s = 0;
			for (int k = 0; k < p; k++)
				s += x[(long)i * p + k] * y[(long)k * m + j];
			z[(long)i * m + j] = (float)s;
		}
}

// In place, as lud's trailing update: X, Y and Z one array, the boxes
// apart only at run time.
void
trailing(float *a, int n, int kb, int be)
{
	// CHECK: gemm_tiles.c:[[@LINE+2]]:1: #pragma omp target teams distribute parallel for collapse(2)
	// CHECK: tiling: tiled: a[i][j] from a's rows and a's columns (k from kb to be)
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: a[0:n * n])
	for (int i = be; i < n; i++)
		for (int j = be; j < n; j++) {
			float s = 0.0f;
			for (int k = kb; k < be; k++)
				s += a[(long)i * n + k] * a[(long)k * n + j];
			a[(long)i * n + j] -= s;
		}
}

// Y's element first, a bound that is an expression, and Z read after
// the sum: the product keeps its order.
void
swapped(const double *x, const double *y, double *z, int n, int m, int p)
{
	// CHECK: gemm_tiles.c:[[@LINE+2]]:1: #pragma omp target teams distribute parallel for collapse(2)
	// CHECK: tiling: tiled: z[i][j] from x's rows and y's columns (k from 1 to (p - 1))
#pragma omp target teams distribute parallel for collapse(2) map(to: x[0:n * p], y[0:p * m]) map(tofrom: z[0:n * m])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++) {
			double s = 0;
			for (int k = 1; k < p - 1; k++)
				s += y[k * m + j] * x[i * p + k];
			z[i * m + j] = 2 * z[i * m + j] - s;
		}
}

// Indices through a macro: omp2cuda reads an operator from its token,
// which is not between its operands in a macro's expansion.
#define AT(r, c, ld) ((long)(r) * (ld) + (c))

void
through_macro(const double *x, const double *y, double *z, int n, int m, int p)
{
	// CHECK: gemm_tiles.c:[[@LINE+2]]:1: #pragma omp target teams distribute parallel for collapse(2)
	// CHECK: tiling: not tiled: not a matrix product: an operator whose token is not between its operands (a macro's expansion) ([[@LINE+6]]:12)
#pragma omp target teams distribute parallel for collapse(2) map(to: x[0:n * p], y[0:p * m]) map(tofrom: z[0:n * m])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++) {
			double s = 0;
			for (int k = 1; k < p - 1; k++)
				s += y[AT(k, j, m)] * x[AT(i, k, p)];
			z[AT(i, j, m)] = 2 * z[AT(i, j, m)] - s;
		}
}

void
not_tiled(const float *x, const float *y, float *z, int n, int *ld)
{
	// Z read in the k loop.
	// CHECK: gemm_tiles.c:[[@LINE+2]]:1: #pragma omp target teams distribute parallel for collapse(2)
	// CHECK: tiling: not tiled: not a matrix product: the k loop adds something other than one product ([[@LINE+6]]:10)
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: z[0:n * n])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			float s = 0.0f;
			for (int k = 0; k < n; k++)
				s += x[i * n + k] * y[k * n + j] + z[i * n + j];
			z[i * n + j] = s;
		}

	// A step of 2 over k.
	// CHECK: gemm_tiles.c:[[@LINE+2]]:1: #pragma omp target teams distribute parallel for collapse(2)
	// CHECK: tiling: not tiled: not a matrix product: the k loop's step is not 1 ([[@LINE+5]]:27)
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: z[0:n * n])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			float s = 0.0f;
			for (int k = 0; k < n; k += 2)
				s += x[i * n + k] * y[k * n + j];
			z[i * n + j] = s;
		}

	// A step of 2 over i.
	// CHECK: gemm_tiles.c:[[@LINE+2]]:1: #pragma omp target teams distribute parallel for collapse(2)
	// CHECK: tiling: not tiled: not a matrix product: loop 'i' does not count up by 1
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: z[0:n * n])
	for (int i = 0; i < n; i += 2)
		for (int j = 0; j < n; j++) {
			float s = 0.0f;
			for (int k = 0; k < n; k++)
				s += x[i * n + k] * y[k * n + j];
			z[i * n + j] = s;
		}

	// The row length written in the nest.
	// CHECK: gemm_tiles.c:[[@LINE+3]]:1: #pragma omp target teams distribute parallel for collapse(2)
	// CHECK: tiling: not tiled: not a matrix product: 'm' is written in the loop nest: a bound or row length must be invariant
	int m = n;
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: z[0:n * n])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			float s = 0.0f;
			for (int k = 0; k < n; k++)
				s += x[i * m + k] * y[k * m + j];
			z[i * m + j] = s;
			m = n;
		}

	// A row length read from memory.
	// CHECK: gemm_tiles.c:[[@LINE+2]]:1: #pragma omp target teams distribute parallel for collapse(2)
	// CHECK: tiling: not tiled: not a matrix product: a bound or row length that is not invariant (an integer literal, a captured scalar never written, or + - * of them) ([[@LINE+6]]:16)
#pragma omp target teams distribute parallel for collapse(2) map(tofrom: z[0:n * n]) map(to: ld[0:1])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			float s = 0.0f;
			for (int k = 0; k < n; k++)
				s += x[i * ld[0] + k] * y[k * n + j];
			z[i * n + j] = s;
		}

	// A schedule clause: which thread runs which (i, j) is the program's.
	// CHECK: gemm_tiles.c:[[@LINE+2]]:1: #pragma omp target teams distribute parallel for collapse(2) schedule
	// CHECK: tiling: not tiled: a schedule clause says which thread runs which iteration
#pragma omp target teams distribute parallel for collapse(2) schedule(static, 4) map(tofrom: z[0:n * n])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			float s = 0.0f;
			for (int k = 0; k < n; k++)
				s += x[i * n + k] * y[k * n + j];
			z[i * n + j] = s;
		}

	// Another construct: one team, or teams without threads.
	// CHECK: gemm_tiles.c:[[@LINE+2]]:1: #pragma omp target parallel for collapse(2)
	// CHECK: tiling: not tiled: not a matrix product: not a target teams distribute parallel for construct
#pragma omp target parallel for collapse(2) map(tofrom: z[0:n * n])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			float s = 0.0f;
			for (int k = 0; k < n; k++)
				s += x[i * n + k] * y[k * n + j];
			z[i * n + j] = s;
		}

	// No collapse: nothing to say.
	// CHECK: gemm_tiles.c:[[@LINE+2]]:1: #pragma omp target teams distribute parallel for map
	// CHECK-NOT: tiling:
#pragma omp target teams distribute parallel for map(tofrom: z[0:n * n])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			float s = 0.0f;
			for (int k = 0; k < n; k++)
				s += x[i * n + k] * y[k * n + j];
			z[i * n + j] = s;
		}
}

// OFF: tiling: not tiled: -fno-tile-loops
// OFF: tiling: not tiled: -fno-tile-loops
// OFF: tiling: not tiled: -fno-tile-loops

// CUDA: static __device__ bool
// CUDA-NEXT: o2c_tile_apart(
// CUDA-LABEL: o2c_gemm_tiles_{{[0-9]+}}(int n, int m, int p, const float *__restrict__ x, const float *__restrict__ y, float *__restrict__ z, O2cDone o2c_done, int o2c_tile)
// CUDA: if (o2c_tile && blockDim.x == 256u &&
// CUDA-NEXT: o2c_tn0 <= 0x7fffffffull && o2c_tn1 <= 0x7fffffffull && /* the tiles in 32 bits */
// CUDA-NEXT: (o2c_tn0 + 31) / 32 * ((o2c_tn1 + 31) / 32) <= 0x7fffffffull &&
// CUDA: o2c_tile_apart(x, (long long)(p), o2c_i_lo, o2c_i_hi, o2c_k_lo, o2c_k_hi,
// CUDA-NEXT: z, (long long)(m), o2c_i_lo, o2c_i_hi, o2c_j_lo, o2c_j_hi, (long long)sizeof z[0]) &&
// CUDA: o2c_tile_apart(y, (long long)(m), o2c_k_lo, o2c_k_hi, o2c_j_lo, o2c_j_hi,
// CUDA: __shared__ float o2c_xs[32][32]; /* x's rows of the tile, a step of k */
// CUDA-NEXT: __shared__ float o2c_ys[32][32]; /* y's columns of the tile */
// CUDA: const unsigned o2c_n0 = (unsigned)o2c_tn0, o2c_n1 = (unsigned)o2c_tn1;
// CUDA: for (unsigned o2c_t = blockIdx.x; o2c_t < o2c_tiles; o2c_t += gridDim.x) {
// CUDA-NEXT: const unsigned o2c_i0 = o2c_t / o2c_tcols * 32, o2c_j0 = o2c_t % o2c_tcols * 32;
// CUDA-NEXT: const unsigned o2c_ri = o2c_n0 - o2c_i0, o2c_rj = o2c_n1 - o2c_j0;
// CUDA: double s = 0;
// CUDA: if (o2c_ri >= 32u && o2c_rj >= 32u && (unsigned long long)(o2c_k_hi - o2c_k_lo) % 32u == 0) { /* a whole tile, whole steps of k */
// CUDA-NEXT: for (long long o2c_k0 = o2c_k_lo; o2c_k0 < o2c_k_hi; o2c_k0 += 32) {
// CUDA-NEXT: for (unsigned o2c_r = o2c_ty; o2c_r < 32u; o2c_r += 8u) {
// CUDA: int i = (int)(o2c_i0 + o2c_r);
// CUDA-NEXT: int k = (int)(o2c_k0 + o2c_tx);
// CUDA-NEXT: o2c_xs[o2c_r][o2c_tx] =
// CUDA: x[(long)i * p + k];
// CUDA: int k = (int)(o2c_k0 + o2c_r);
// CUDA-NEXT: int j = (int)(o2c_j0 + o2c_tx);
// CUDA-NEXT: o2c_ys[o2c_r][o2c_tx] =
// CUDA: y[(long)k * m + j];
// CUDA: __syncthreads();
// CUDA-NEXT: for (int o2c_kk = 0; o2c_kk < 32; o2c_kk++) {
// CUDA: o2c_acc[o2c_q] += o2c_xs[o2c_ty + 8 * o2c_q][o2c_kk] * o2c_y;
// CUDA: __syncthreads(); /* before the next step's copies */
// CUDA: int i = (int)(o2c_qi);
// CUDA-NEXT: int j = (int)(o2c_qj);
// CUDA-NEXT: s = o2c_acc[o2c_q];
// CUDA: z[(long)i * m + j] = (float)s;
// CUDA: continue;
// CUDA: for (long long o2c_k0 = o2c_k_lo; o2c_k0 < o2c_k_hi; o2c_k0 += 32) {
// CUDA-NEXT: const unsigned o2c_rk = o2c_k_hi - o2c_k0 < 32 ? (unsigned)(o2c_k_hi - o2c_k0) : 32u; /* this step's k */
// CUDA: if (o2c_r < o2c_ri && o2c_c < o2c_rk) {
// CUDA: int i = (int)(o2c_i0 + o2c_r);
// CUDA-NEXT: int k = (int)(o2c_k0 + o2c_c);
// CUDA-NEXT: o2c_copy_async(&o2c_xs[o2c_r][o2c_c], &
// CUDA: x[(long)i * p + k]);
// CUDA: int k = (int)(o2c_k0 + o2c_r);
// CUDA-NEXT: int j = (int)(o2c_j0 + o2c_c);
// CUDA-NEXT: o2c_copy_async(&o2c_ys[o2c_r][o2c_c], &
// CUDA: y[(long)k * m + j]);
// CUDA: o2c_copies_wait(); /* this thread's copies are in o2c_xs and o2c_ys */
// CUDA-NEXT: __syncthreads();
// CUDA-NEXT: if (o2c_tx < o2c_rj) {
// CUDA-NEXT: if (o2c_rk == 32u) {
// CUDA: const float o2c_y = o2c_ys[o2c_kk][o2c_tx];
// CUDA: o2c_acc[o2c_q] += o2c_xs[o2c_ty + 8 * o2c_q][o2c_kk] * o2c_y;
// CUDA: __syncthreads(); /* before the next step's copies */
// CUDA: const unsigned o2c_qi = o2c_i0 + o2c_ty + 8 * o2c_q;
// CUDA-NEXT: if (o2c_qi < o2c_n0 && o2c_tx < o2c_rj) {
// CUDA-NEXT: int i = (int)(o2c_qi);
// CUDA-NEXT: int j = (int)(o2c_qj);
// CUDA-NEXT: s = o2c_acc[o2c_q];
// CUDA: z[(long)i * m + j] = (float)s;
// CUDA: } else {
// CUDA: o2c_iv < o2c_trip
// CUDA: o2c_kernel_done(o2c_done);
// CUDA-LABEL: o2c_gemm_tiles_{{[0-9]+}}(int be, int n, int kb, float *__restrict__ a, O2cDone o2c_done, int o2c_tile)
// CUDA: o2c_tile_apart(a, (long long)(n), o2c_i_lo, o2c_i_hi, o2c_k_lo, o2c_k_hi,
// CUDA-LABEL: o2c_gemm_tiles_{{[0-9]+}}(int n, int m, int p, const double *__restrict__ y, const double *__restrict__ x
// CUDA: o2c_k_lo = (long long)(int)(1), o2c_k_hi = (long long)((p - 1));
// CUDA: o2c_tile_apart(x, (long long)(p), o2c_i_lo, o2c_i_hi, o2c_k_lo, o2c_k_hi,
// CUDA-NEXT: z, (long long)(m),
// CUDA: o2c_tile_apart(y, (long long)(m), o2c_k_lo, o2c_k_hi, o2c_j_lo, o2c_j_hi,
// CUDA: __shared__ double o2c_xs[32][32];
// CUDA: o2c_acc[o2c_q] += o2c_y * o2c_xs[o2c_ty + 8 * o2c_q][o2c_kk];
// CUDA: z[i * m + j] = 2 * z[i * m + j] - s;
// CUDA-LABEL: o2c_gemm_tiles_{{[0-9]+}}(
// CUDA-NOT: o2c_tile
// CUDA: O2cDone o2c_done)

// CUDA-OFF-NOT: o2c_tile

// HOST: O2cLaunch o2c_launch = {.trip = {{.*}}, .num_teams = 0 /* default */, .thread_limit = 0 /* default */, .spread = 1 /* small trip: may spread */, .tiles = (long long)(((((int)(n) > 0 ? (unsigned long long)(int)(n) : 0)) + 31) / 32 * (((((int)(m) > 0 ? (unsigned long long)(int)(m) : 0)) + 31) / 32)), .tile_threads = 256 /* tiled: tiles of 32x32, 256 threads */, .grid_trial = 1 /* large trip: grids timed */};
// HOST: O2cLaunch o2c_launch = {.trip = {{.*}}, .tile_threads = 256 /* tiled: tiles of 32x32, 256 threads */, .grid_trial = 1 /* large trip: grids timed */};
// HOST: O2cLaunch o2c_launch = {.trip = {{.*}}, .tile_threads = 256 /* tiled: tiles of 32x32, 256 threads */, .grid_trial = 1 /* large trip: grids timed */};
// HOST: O2cLaunch o2c_launch = {.trip = {{.*}}, .thread_limit = 0 /* default */, .spread = 1 /* small trip: may spread */, .grid_trial = 1 /* large trip: grids timed */};

// PLAN: tile 32x32 k 32 rows 4, tiles ((((int)(n) > 0 ? (unsigned long long)(int)(n) : 0)) + 31) / 32 * (((((int)(m) > 0 ? (unsigned long long)(int)(m) : 0)) + 31) / 32): tiled: z[i][j]
// PLAN: tile 32x32 k 32 rows 4, tiles {{.*}}: tiled: a[i][j]
// PLAN: tile 32x32 k 32 rows 4, tiles {{.*}}: tiled: z[i][j]
// PLAN: tile none: not tiled: not a matrix product
