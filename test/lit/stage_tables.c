// Tables in shared memory (frontend/rows.c TableRead, lowering/tables.c,
// codegen/emit_cuda.c, runtime/target.c): the kernel's copy as it starts,
// after the staged rows; each table read served from it where its element
// lies there; the argument's flag; and what the runtime gives, with the
// do-nothing driver (tools/bench/nullcuda.c).  test/run/stage_tables.c
// checks results.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda -fno-stage-tables --explain %s | FileCheck %s --check-prefix=OFF
// RUN: %omp2cuda -O2 %s -o %t
// RUN: env LD_LIBRARY_PATH=%unit/nullcuda OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 timeout 20 %t 2>&1 | FileCheck %s --check-prefix=LAUNCH
// RUN: env LD_LIBRARY_PATH=%unit/nullcuda OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 OMP2CUDA_STAGE_TABLES=off timeout 20 %t 2>&1 | FileCheck %s --check-prefix=LAUNCHOFF

// CUDA-LABEL: o2c_stage_tables_{{[0-9]+}}(int n, int k, int nf, const float *__restrict__ feat, const float *__restrict__ ctr, int *__restrict__ member, O2cDone o2c_done, unsigned long long o2c_rows_bytes, unsigned long long o2c_table_bytes)
// CUDA: extern __shared__ __align__(16) unsigned char o2c_tshared[];
// CUDA-NEXT: float *const o2c_tab = (float *)(o2c_tshared + (o2c_rows_bytes ? ((unsigned long long)blockDim.x * ((unsigned long long)(nf) + 1) * sizeof(float) + 15) / 16 * 16 : 0));
// CUDA-NEXT: const unsigned o2c_tab_n = (unsigned)(o2c_table_bytes / sizeof(float)); /* at most 16 KiB */
// CUDA-NEXT: for (unsigned o2c_e = threadIdx.x; o2c_e < o2c_tab_n; o2c_e += blockDim.x)
// CUDA-NEXT: o2c_tab[o2c_e] = ctr[o2c_e];
// CUDA-NEXT: __syncthreads(); /* the copy is whole */
// CUDA: float t = o2c_row[f] /* feat[(long)i * nf + f] */ - o2c_table_load(o2c_tab_n != 0, o2c_tab, ctr, +(c * nf + f));
// CUDA: float t = feat[(long)i * nf + f] - o2c_table_load(o2c_tab_n != 0, o2c_tab, ctr, +(c * nf + f));
// The kernel without __restrict__ reads global memory.
// CUDA-LABEL: o2c_stage_tables_{{[0-9]+}}_alias(
// CUDA-NOT: o2c_table_load
// CUDA: o2c_kernel_done
// HOST: {.value = (void *)&ctr, .type = O2C_ARG_PTR, .map = 1, .name = "ctr", .flags = O2C_ARG_RESTRICT | O2C_ARG_READONLY | O2C_ARG_TABLE},
// OFF: table in shared memory: none: -fno-stage-tables
// LAUNCH: 'ctr' copied into shared memory, 512 bytes a block
// LAUNCHOFF: 'ctr' not copied into shared memory: OMP2CUDA_STAGE_TABLES=off

#include <stdlib.h>

void
assign(const float *feat, const float *ctr, int *member, int n, int k, int nf)
{
#pragma omp target teams distribute parallel for map(to: feat[0:n * nf], ctr[0:k * nf]) map(from: member[0:n])
	for (int i = 0; i < n; i++) {
		int best = 0;
		float bd = 3e38f;
		for (int c = 0; c < k; c++) {
			float d = 0.0f;
			for (int f = 0; f < nf; f++) {
				float t = feat[(long)i * nf + f] - ctr[c * nf + f];
				d += t * t;
			}
			if (d < bd)
				bd = d, best = c;
		}
		member[i] = best;
	}
}

int
main(void)
{
	int n = 1000, k = 16, nf = 8;
	float *feat = calloc((size_t)n * nf, sizeof *feat), *ctr = calloc((size_t)k * nf, sizeof *ctr);
	int *member = calloc((size_t)n, sizeof *member);

	if (!feat || !ctr || !member)
		return 1;
	assign(feat, ctr, member, n, k, nf);
	free(feat);
	free(ctr);
	free(member);
	return 0;
}
