// A lanes chain (a warp per iteration, over a host loop's remaining
// iterations): the host takes the largest trip count of the remaining
// iterations, at most 4096 of them, before the launch (lowering/chains.c,
// chain_units).
// RUN: %omp2cuda --explain %s | FileCheck %s
// RUN: %omp2cuda --dump-after=lower %s -o - | FileCheck %s --check-prefix=DUMP
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST

// CHECK: chain's trip counts: the host takes the largest over the remaining iterations where there are at most 4096, and the runtime launches o2c_chain_units_[[#@LINE+7]]_lanes_chain where it and the grid's warps fit 32 bits, else o2c_chain_units_[[#@LINE+7]]_chain
// DUMP: chain units scan 4096: the host takes the largest
// HOST: unsigned long long o2c_units = o2c_rest > 4096 ? ~0ull : 0;
void
eliminate(long *m, int rows, int w)
{
	for (int k = 0; k < rows; k++)
#pragma omp target teams distribute parallel for
		for (int i = k + 1; i < rows; i++) {
			long f = m[i * w + k % w] % 5;
			for (int j = 0; j < w; j++)
				m[i * w + j] -= f * m[k * w + j] % 7;
		}
}

