// One iteration a thread for collapsed nests (lowering/flat.c,
// frontend/body_loops.c): the body that decides is the innermost collapsed
// loop's; a collapsed nest whose innermost body runs no loop gets none, but
// a collapse(2) nest's gets one on a 2-D grid with -fflat-grids.
// A collapse(2) nest's flat block runs tiles of 32 iterations of the fast
// loop by its warps of the other (-fno-flat-tiles: in order); deeper nests
// run in order.
// Bounds that name enumerators are constants the host evaluates: the trip
// count is the host's, so the nest gets its 32-bit kernels.
// RUN: %omp2cuda -fflat-grids --explain %s -o /dev/null | FileCheck %s --check-prefix=EXPLAIN
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda -fno-flat-tiles --emit-cuda %s -o - | FileCheck %s --check-prefix=ORDER
// RUN: %omp2cuda -fno-flat-tiles --explain %s | FileCheck %s --check-prefix=ORDER-EXPLAIN
// RUN: %omp2cuda -O2 -fflat-grids %s -o %t
// RUN: env LD_LIBRARY_PATH=%unit/nullcuda OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 NULLCUDA_RESIDENT_BLOCKS=4 NULLCUDA_FLAT_RESIDENT_BLOCKS=8 timeout 20 %t 2>&1 | FileCheck %s --check-prefix=FLAT
// RUN: env LD_LIBRARY_PATH=%unit/nullcuda OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 NULLCUDA_RESIDENT_BLOCKS=4 NULLCUDA_FLAT_RESIDENT_BLOCKS=2 timeout 20 %t 2>&1 | FileCheck %s --check-prefix=TILED

// EXPLAIN: flat_collapsed.c:[[A:[0-9]+]]:1: #pragma omp target teams distribute parallel for collapse(2)
// EXPLAIN: 32-bit iteration numbers: o2c_flat_collapsed_[[A]]_narrow
// EXPLAIN: one iteration a thread: o2c_flat_collapsed_[[A]]_flat: the body loops at {{[0-9]+}}:3; a block runs tiles of 32 iterations of the loop over 'j' by its warps of the loop over 'i', where partial tiles idle at most a sixteenth of either loop's threads, any grid; launched in place of o2c_flat_collapsed_[[A]]_narrow wherever that would run, a block per tile (OMP2CUDA_FLAT=off: never; -fno-flat-tiles: in order, where its grid resides)
// EXPLAIN: flat_collapsed.c:[[B:[0-9]+]]:1: #pragma omp target teams distribute parallel for collapse(3)
// EXPLAIN: 32-bit iteration numbers: o2c_flat_collapsed_[[B]]_narrow
// EXPLAIN: one iteration a thread: o2c_flat_collapsed_[[B]]_flat: the body loops at {{[0-9]+}}:4; launched in place of o2c_flat_collapsed_[[B]]_narrow where its grid resides at once or more of its blocks do (OMP2CUDA_FLAT=off: never){{$}}
// EXPLAIN: flat_collapsed.c:[[G:[0-9]+]]:1: #pragma omp target teams distribute parallel for collapse(2)
// EXPLAIN: one iteration a thread: o2c_flat_collapsed_[[G]]_flat: the body runs no loop; a thread an iteration of a 2-D grid, x over 32 iterations of the loop over 'j', y over the block's warps of the loop over 'i'; launched in place of o2c_flat_collapsed_[[G]]_narrow wherever that would run and the grid fits (OMP2CUDA_FLAT=off: never; -fflat-grids or flat-grids=on asked for it)
// RUN: %omp2cuda -fflat-grids --emit-cuda %s -o - | FileCheck %s --check-prefix=GRID
// GRID: if (blockDim.x % 32 != 0 || o2c_nw0 > 0xffffffffull || o2c_nw1 > 0xffffffffull ||
// GRID-NEXT: o2c_nw1 > (unsigned long long)gridDim.x * 32 ||
// GRID-NEXT: o2c_nw0 > (unsigned long long)gridDim.y * (blockDim.x / 32))
// GRID-NEXT: __trap();
// GRID-NEXT: const unsigned o2c_n0 = (unsigned)o2c_nw0, o2c_n1 = (unsigned)o2c_nw1;
// GRID-NEXT: /* a thread an iteration: x over 32 iterations of the loop over 'j', y over a warp each of the loop over 'i' */
// GRID-NEXT: const unsigned o2c_fast = blockIdx.x * 32 + threadIdx.x % 32;
// GRID-NEXT: const unsigned o2c_slow = blockIdx.y * (blockDim.x / 32) + threadIdx.x / 32;
// GRID-NEXT: for (int o2c_once = o2c_slow < o2c_n0 && o2c_fast < o2c_n1; o2c_once; o2c_once = 0) {
// GRID-NEXT: const unsigned o2c_d[2] = {o2c_slow, o2c_fast};
// GRID-NEXT: int j = (int)(o2c_d[1]);
// GRID-NEXT: int i = (int)(o2c_d[0]);
// RUN: %omp2cuda -fflat-grids --emit-host %s -o - | FileCheck %s --check-prefix=GRID-HOST
// GRID-HOST: .kernel_flat = "o2c_flat_collapsed_{{[0-9]+}}_flat", .flat_tiles = 2};
// GRID-HOST: .fast_trip = (long long)({{.*}}) /* the flat kernel's 2-D grid: x over this loop */};
// A tune file asks for it on the one region: flat-grids=on.
// RUN: printf 'flat_collapsed.c:%%d flat-grids=on\n' $(grep -n '^#pragma omp target teams distribute parallel for collapse(2)$' %s | tail -1 | cut -d: -f1) > %t.tune
// RUN: %omp2cuda --explain %s -ftune-file=%t.tune -o /dev/null | FileCheck %s --check-prefix=TUNED
// TUNED-NOT: a thread an iteration of a 2-D grid
// TUNED: tuned: flat-grids=on (from the tune file
// TUNED: one iteration a thread: o2c_flat_collapsed_{{[0-9]+}}_flat: the body runs no loop; a thread an iteration of a 2-D grid
// RUN: %omp2cuda --explain %s -o /dev/null | FileCheck %s --check-prefix=NOGRID
// NOGRID: flat_collapsed.c:{{[0-9]+}}:1: #pragma omp target teams distribute parallel for collapse(2)
// NOGRID: flat_collapsed.c:{{[0-9]+}}:1: #pragma omp target teams distribute parallel for collapse(3)
// NOGRID: flat_collapsed.c:{{[0-9]+}}:1: #pragma omp target teams distribute parallel for collapse(2)
// NOGRID: one iteration a thread: none: the loop's body runs no loop of its own, and no 2-D grid: off unless -fflat-grids or a tune file's flat-grids=on

// CUDA-LABEL: o2c_flat_collapsed_{{[0-9]+}}_flat(
// CUDA: const unsigned o2c_trip = o2c_n0 * o2c_n1;
// CUDA-NEXT: /* tiles of 32 iterations of the loop over 'j' by a warp each of the loop over 'i' */
// CUDA-NEXT: const unsigned o2c_warps = blockDim.x / 32, o2c_across = (o2c_n1 + 31) / 32;
// CUDA-NEXT: const unsigned o2c_down = o2c_warps ? (o2c_n0 + o2c_warps - 1) / o2c_warps : 0;
// CUDA-NEXT: /* whole warps, and partial tiles leave at most a sixteenth of either loop's threads idle */
// CUDA-NEXT: const int o2c_in_tiles = blockDim.x % 32 == 0 &&
// CUDA-NEXT: o2c_across * 480ull <= o2c_n1 * 16ull && o2c_down * o2c_warps * 15ull <= o2c_n0 * 16ull;
// CUDA-NEXT: /* tiles, or else blocks of blockDim iterations in order, any grid */
// CUDA-NEXT: const unsigned o2c_ntiles = o2c_in_tiles ? o2c_across * o2c_down
// CUDA-NEXT: : (o2c_trip + blockDim.x - 1) / blockDim.x;
// CUDA-NEXT: for (unsigned o2c_at = blockIdx.x; o2c_at < o2c_ntiles; o2c_at += gridDim.x) {
// CUDA-NEXT: const unsigned o2c_slow = o2c_at / o2c_across * o2c_warps + threadIdx.x / 32;
// CUDA-NEXT: const unsigned o2c_fast = o2c_at % o2c_across * 32 + threadIdx.x % 32;
// CUDA-NEXT: const unsigned o2c_iv = !o2c_in_tiles ? o2c_at * blockDim.x + threadIdx.x
// CUDA-NEXT: : o2c_slow < o2c_n0 && o2c_fast < o2c_n1 ? o2c_slow * o2c_n1 + o2c_fast : o2c_trip;
// CUDA-NEXT: if (o2c_iv >= o2c_trip)
// CUDA-NEXT: continue;
// CUDA-NEXT: /* the iteration's indices, the slow loop's first: a tile's own, or else the iteration number's digits */
// CUDA-NEXT: const unsigned o2c_d[2] = {o2c_in_tiles ? o2c_slow : o2c_iv / o2c_n1,
// CUDA-NEXT: o2c_in_tiles ? o2c_fast : o2c_iv % o2c_n1};
// CUDA-NEXT: int j = (int)(o2c_d[1]);
// CUDA-NEXT: int i = (int)(o2c_d[0]);
// CUDA-NOT: __trap(); /* the runtime launches a thread per iteration */
// CUDA-LABEL: o2c_flat_collapsed_{{[0-9]+}}_flat(
// CUDA-NOT: o2c_at
// CUDA: o2c_iv < o2c_trip; o2c_iv = o2c_trip) { /* one pass */

// ORDER-LABEL: o2c_flat_collapsed_{{[0-9]+}}_flat(
// ORDER-NOT: o2c_at
// ORDER: o2c_iv < o2c_trip; o2c_iv = o2c_trip) { /* one pass */
// ORDER-EXPLAIN: one iteration a thread: o2c_flat_collapsed_{{[0-9]+}}_flat: {{.*}}; in order, a thread an iteration: -fno-flat-tiles

// 8 x 100 x 50 = 40,000 iterations a thread each: 157 blocks of 256.
// FLAT: kernel o2c_flat_collapsed_{{[0-9]+}}_flat on null H100: 1954 blocks x 256 threads
// FLAT: kernel o2c_flat_collapsed_{{[0-9]+}}_flat on null H100: 157 blocks x 256 threads
// The 1,000 x 500 nest whose body runs no loop: 16 blocks of 32 j across,
// 125 of 8 i down.
// FLAT: kernel o2c_flat_collapsed_{{[0-9]+}}_flat on null H100: 16 x 125 blocks x 256 threads
// FLAT: exit
// Fewer flat blocks reside than narrow ones: the tiled kernel still runs,
// a block per tile, and so does the 2-D grid.
// TILED: kernel o2c_flat_collapsed_{{[0-9]+}}_flat on null H100: 1954 blocks x 256 threads
// TILED: kernel o2c_flat_collapsed_{{[0-9]+}}_flat on null H100: 16 x 125 blocks x 256 threads
// TILED: exit
#include <stdio.h>
#include <stdlib.h>

enum { OCT = 8, NX = 100, NY = 50 };

int
main(void)
{
	int n = 1000, m = 500, k = 16;
	float *a = calloc((size_t)n * m, sizeof *a), *f = calloc((size_t)OCT * NX * NY, sizeof *f);

	if (!a || !f)
		return 1;
#pragma omp target data map(tofrom: a[0:n * m], f[0:OCT * NX * NY])
	{
#pragma omp target teams distribute parallel for collapse(2)
for (int i = 0; i < n; i++)
	for (int j = 0; j < m; j++) {
		float t = 0;
		for (int q = 0; q < k; q++)
			t += q * 0.5f;
		a[(size_t)i * m + j] = t;
	}
#pragma omp target teams distribute parallel for collapse(3)
for (int o = 0; o < OCT; o++)
	for (int x = 0; x < NX; x++) {
		for (int y = 0; y < NY; y++) {
			for (int e = 0; e < 4; e++)
				f[(o * NX + x) * NY + y] += e;
		}
	}
#pragma omp target teams distribute parallel for collapse(2)
for (int i = 0; i < n; i++)
	for (int j = 0; j < m; j++)
		a[(size_t)i * m + j] *= 2.0f;
	}
	printf("exit\n");
	free(a);
	free(f);
	return 0;
}
