// Preloads (frontend/preloads.c, lowering/preloads.c, codegen/emit_cuda.c
// emit_preload_loops): the kernel loads each lane's surely-loaded keys
// first and reads them in its iterations; the kernel_alias, whose
// pointers may share memory, loads them where the program does; which
// loads qualify.  test/run/lane_preloads.c checks results.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda --explain %s | FileCheck %s
// RUN: %omp2cuda -fno-lane-preloads --explain %s | FileCheck %s --check-prefix=OFF

typedef struct {
	int keys[257];
	int child[257];
} Node;

void descend(const Node *nodes, const int *want, int *at, int nq, int height)
{
#pragma omp target teams distribute map(to: nodes[0:64], want[0:nq]) map(from: at[0:nq])
	for (int q = 0; q < nq; q++) {
		int node = 0, k = want[q];
		for (int level = 0; level < height; level++) {
			int next = node;
#pragma omp parallel for
			for (int s = 0; s < 256; s++) {
				int local = s + 1;
				if (nodes[node].keys[s] <= k && k < nodes[node].keys[local])
					next = nodes[node].child[s];
			}
			node = next;
		}
		at[q] = node;
	}
}
// CHECK: preloads: the loads at 25:9, which every iteration makes, of read-only arrays: each lane loads its 8 iterations' first, then runs them
// OFF: preloads: none: -fno-lane-preloads
// CUDA-LABEL: o2c_lane_preloads_17(
// CUDA: int o2c_pre0[8];
// CUDA: const unsigned o2c_pv = (unsigned)o2c_lane + (unsigned)o2c_nthreads * (unsigned)o2c_u;
// CUDA: o2c_pre0[o2c_u] = nodes[node].keys[s];
// CUDA: if (o2c_pre0[o2c_u] <= k && k < nodes[node].keys[local])
// CUDA-LABEL: o2c_lane_preloads_17_alias(
// CUDA-NOT: o2c_pre0
// CUDA: if (nodes[node].keys[s] <= k && k < nodes[node].keys[local])

// Not a load: the address of an element.
void addresses(const int *a, int *out, int n)
{
#pragma omp target teams distribute map(to: a[0:n * 64]) map(from: out[0:n])
	for (int q = 0; q < n; q++) {
		int sum = 0;
#pragma omp parallel for reduction(+: sum)
		for (int s = 0; s < 64; s++) {
			const int *p = &a[q * 64 + (s * 3) % 64];
			sum += p[0];
		}
		out[q] = sum;
	}
}

// Not surely loaded: after a statement that may jump, or in a branch.
void after_jump(const int *a, int *out, int n)
{
#pragma omp target teams distribute map(to: a[0:n * 64]) map(tofrom: out[0:n])
	for (int q = 0; q < n; q++) {
		int best = 0;
#pragma omp parallel for reduction(max: best)
		for (int s = 0; s < 64; s++) {
			if (s == 3)
				continue;
			if (a[q * 64 + (s * 5) % 64] > best)
				best = a[q * 64 + (s * 5) % 64];
		}
		out[q] = best;
	}
}
// CHECK-NOT: preloads: the loads at {{[4-7][0-9]}}:
