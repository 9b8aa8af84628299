// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda -fno-region-chains --explain %s | FileCheck %s --check-prefix=OFF
//
// Chains (lowering/chains.c): which host loops around a combined loop
// region run as one launch, and what the chain kernel and the host block
// are.

void
chained(float *a, int n, int rows)
{
	// the chain kernel: the arguments' copies, the loop's variable from
	// the first iteration's, the region's loop, the grid-wide barrier
	// CUDA: #include <cooperative_groups.h>
	// CUDA: /* launched when the host loop at {{[0-9]+}}:2 has iterations left: all of them in one cooperative launch (OMP2CUDA_CHAINS=off: never): a grid-wide barrier between the iterations */
	// CUDA-NEXT: extern "C" __global__ void
	// CUDA-NEXT: o2c_region_chains_[[L:[0-9]+]]_chain(int n, float *__restrict__ a, int k, O2cDone o2c_done, unsigned long long o2c_chain_count)
	// CUDA: decltype(n) o2c_chain_n = n;
	// CUDA-NEXT: decltype(a) o2c_chain_a = a;
	// CUDA-NEXT: decltype(k) o2c_chain_first = k; /* the host loop's variable in the first iteration */
	// CUDA-NEXT: for (unsigned long long o2c_c = 0; o2c_c < o2c_chain_count; o2c_c++) {
	// CUDA-NEXT: decltype(o2c_chain_n) n = o2c_chain_n;
	// CUDA-NEXT: decltype(o2c_chain_a) a = o2c_chain_a;
	// CUDA-NEXT: decltype(o2c_chain_first) k = (int)((unsigned long long)(int)(o2c_chain_first) + o2c_c * (unsigned long long)(2));
	// CUDA: if (o2c_c + 1 < o2c_chain_count)
	// CUDA-NEXT: cooperative_groups::this_grid().sync();
	// CUDA-NEXT: }
	// CUDA-NEXT: o2c_kernel_done(o2c_done);
	// HOST: const unsigned long long o2c_rest = ((int)(rows) > (int)(k) ? ((unsigned long long)(int)(rows) - (unsigned long long)(int)(k) + (unsigned long long)(2) - 1) / (unsigned long long)(2) : 0);
	// HOST: const unsigned long long o2c_ran = o2c_target_chain(o2c_region_region_chains_{{[0-9]+}}(), o2c_args, 3, &o2c_launch, o2c_rest, o2c_units);
	// HOST-NEXT: k = (int)((unsigned long long)(int)(k) + (o2c_ran - 1) * (unsigned long long)(2)); /* the last iteration run */
	// EXPLAIN: host loop as one launch: o2c_region_chains_[[L:[0-9]+]]_chain, the remaining iterations of the loop at [[@LINE+2]]:2 in one cooperative launch
	// OFF: host loop as one launch: none: -fno-region-chains
	for (int k = 0; k < rows; k += 2)
#pragma omp target teams distribute parallel for
		for (int i = 0; i < n; i++)
			a[i] += k;
}

static int counter;

void
not_chained(float *a, int n, int rows, int step)
{
	volatile int v;
	static int s;

	// EXPLAIN: host loop as one launch: none: the loop's variable is volatile
	for (v = 0; v < rows; v++)
#pragma omp target teams distribute parallel for
		for (int i = 0; i < n; i++)
			a[i] += 1;
	// EXPLAIN: host loop as one launch: none: the loop's variable is not a local variable
	for (s = 0; s < rows; s++)
#pragma omp target teams distribute parallel for
		for (int i = 0; i < n; i++)
			a[i] += 1;
	// EXPLAIN: host loop as one launch: none: the loop's step is not a positive integer constant
	for (int k = 0; k < rows; k += step)
#pragma omp target teams distribute parallel for
		for (int i = 0; i < n; i++)
			a[i] += 1;
	// EXPLAIN: host loop as one launch: none: the loop's test bound is not integer arithmetic on variables other than its own
	for (int k = 0; k < counter++; k++)
#pragma omp target teams distribute parallel for
		for (int i = 0; i < n; i++)
			a[i] += 1;
	// EXPLAIN: host loop as one launch: none: a clause of the region sets its device, geometry or task
	for (int k = 0; k < rows; k++)
#pragma omp target teams distribute parallel for num_teams(4)
		for (int i = 0; i < n; i++)
			a[i] += 1;
	// EXPLAIN: host loop as one launch: none: data may come back from the region
	for (int k = 0; k < rows; k++)
#pragma omp target teams distribute parallel for reduction(+: counter)
		for (int i = 0; i < n; i++)
			counter += (int)a[i];
	// a body of two statements: no line
	// EXPLAIN-NOT: host loop as one launch
	// EXPLAIN: kernel o2c_region_chains_{{[0-9]+}}: grid-stride loop
	// EXPLAIN-NOT: host loop as one launch
	for (int k = 0; k < rows; k++) {
		counter++;
#pragma omp target teams distribute parallel for
		for (int i = 0; i < n; i++)
			a[i] += 1;
	}
}
