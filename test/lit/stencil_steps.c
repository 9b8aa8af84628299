// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %omp2cuda -fno-stencil-steps --explain %s | FileCheck %s --check-prefix=OFF
//
// Stencil steps (frontend/steps.c, lowering/steps.c): which host loops of
// a region and a pointer swap run several steps in one launch, what the
// kernel and the host code are, and why the others do not.

#include <math.h>
#include <stdio.h>

void
sweep(const int *wall, int *a, int *b, int rows, int cols)
{
	int *prev = a, *next = b;
	// CUDA: {{^}}o2c_stencil_steps_[[L:[0-9]+]]_steps(int cols, const int *__restrict__ prev, int *__restrict__ next, const int *__restrict__ wall, int t, O2cDone o2c_done, unsigned long long o2c_steps_count, unsigned long long o2c_sbefore_prev, unsigned long long o2c_safter_prev, unsigned long long o2c_sbefore_next, unsigned long long o2c_safter_next)
	// CUDA: typedef std::remove_cv_t<std::remove_reference_t<decltype(*prev)>> o2c_elem;
	// CUDA: __shared__ o2c_elem o2c_sb[2][o2c_bt];
	// CUDA: o2c_sb[1][threadIdx.x] = !o2c_in && o2c_at >= -(long long)(o2c_sbefore_next / sizeof(o2c_elem))
	// CUDA: {{\[\[maybe_unused\]\]}} decltype(o2c_steps_first) t = (int)((unsigned long long)(int)(o2c_steps_first) + o2c_s);
	// CUDA-NEXT: {{\[\[maybe_unused\]\]}} int j = (int)o2c_at; /* its reads
	// CUDA: if (j > 0 && o2c_sb[o2c_par][o2c_lane + (-1)] < m)
	// CUDA: o2c_sb[o2c_par ^ 1][o2c_lane] = (o2c_pre0[o2c_s] + m);
	// CUDA: next[o2c_at] = o2c_sb[o2c_k & 1][threadIdx.x];
	// HOST: { unsigned long long o2c_steps_[[S:[0-9]+]] = 0; for (int t = 1; t < rows; t++) {
	// HOST: if (o2c_steps_[[S]] > 0) /* the last launch of steps ran it */
	// HOST-NEXT: o2c_steps_[[S]]--;
	// HOST-NEXT: else
	// HOST-NEXT: o2c_steps_[[S]] = o2c_target_steps(o2c_region_stencil_steps_{{[0-9]+}}(), o2c_args, 5, &o2c_launch, ((int)(rows) > (int)(t) ? (unsigned long long)(int)(rows) - (unsigned long long)(int)(t) : 0), 1, 2, 1) - 1;
	// EXPLAIN: stencil steps: o2c_stencil_steps_[[L:[0-9]+]]_steps, up to 15 iterations of the loop at [[@LINE+3]]:2 in one launch, each block's tile of 'prev' and a halo of 1 a step
	// EXPLAIN: prints o2c_stencil_steps_[[L]]_steps: steps, carries __restrict__, steps
	// OFF: stencil steps: none: -fno-stencil-steps
	for (int t = 1; t < rows; t++) {
#pragma omp target teams distribute parallel for
		for (int j = 0; j < cols; j++) {
			int m = prev[j];
			if (j > 0 && prev[j - 1] < m)
				m = prev[j - 1];
			next[j] = wall[(long)t * cols + j] + m;
		}
		int *tmp = prev;
		prev = next;
		next = tmp;
	}
}

void
not_steps(int *a, int *b, int n, int steps, int *const *rows)
{
	int *in = a, *out = b, *tmp;
	// EXPLAIN: stencil steps: none: the code uses a pointer loaded from memory ('rows[0]' at [[@LINE+4]]:13)
	for (int t = 0; t < steps; t++) {
#pragma omp target teams distribute parallel for
		for (int j = 1; j < n - 1; j++)
			out[j] = rows[0][j] + in[j - 1];
		tmp = in;
		in = out;
		out = tmp;
	}
	// EXPLAIN: stencil steps: none: the region reads 'in' other than at its loop's variable plus a constant of at most 4
	for (int t = 0; t < steps; t++) {
#pragma omp target teams distribute parallel for
		for (int j = 0; j < n / 2; j++)
			out[j] = in[2 * j];
		tmp = in;
		in = out;
		out = tmp;
	}
	// EXPLAIN: stencil steps: none: the region uses 'out' other than in its last statement
	for (int t = 0; t < steps; t++) {
#pragma omp target teams distribute parallel for
		for (int j = 1; j < n - 1; j++)
			out[j] = out[j] + in[j - 1];
		tmp = in;
		in = out;
		out = tmp;
	}
	// EXPLAIN: stencil steps: none: the region's loop bounds name the host loop's variable or a swapped pointer
	for (int t = 0; t < steps; t++) {
#pragma omp target teams distribute parallel for
		for (int j = t; j < n; j++)
			out[j] = in[j] + 1;
		tmp = in;
		in = out;
		out = tmp;
	}
	// EXPLAIN: stencil steps: none: the region's loop body does not end with a store at its variable
	for (int t = 0; t < steps; t++) {
#pragma omp target teams distribute parallel for
		for (int j = 1; j < n; j++) {
			out[j] = in[j - 1];
			(void)t;
		}
		tmp = in;
		in = out;
		out = tmp;
	}
}

/* A tile's halo lanes run some iterations twice: a math function may be
 * called, a function with an effect (output) may not. */
void
calls(float *a, float *b, int n, int steps)
{
	float *in = a, *out = b, *tmp;
	// EXPLAIN: stencil steps: o2c_stencil_steps_{{[0-9]+}}_steps, up to 15 iterations of the loop at [[@LINE+1]]:2
	for (int t = 0; t < steps; t++) {
#pragma omp target teams distribute parallel for
		for (int j = 1; j < n - 1; j++)
			out[j] = fabsf(in[j - 1]) + in[j + 1];
		tmp = in;
		in = out;
		out = tmp;
	}
	// EXPLAIN: stencil steps: none: the region calls 'printf', not known pure: a tile's halo runs an iteration more than once
	for (int t = 0; t < steps; t++) {
#pragma omp target teams distribute parallel for
		for (int j = 1; j < n - 1; j++) {
			if (j == 300)
				printf("%d %f\n", t, in[j]);
			out[j] = in[j - 1] + in[j + 1];
		}
		tmp = in;
		in = out;
		out = tmp;
	}
}
