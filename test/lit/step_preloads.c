// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda -fno-step-preloads --explain %s | FileCheck %s --check-prefix=OFF
// RUN: %omp2cuda -fno-step-preloads --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA-OFF
//
// Step preloads (lowering/steps.c): which loads a launch of stencil
// steps makes for all of its steps before the first, and which it leaves
// where the program makes them: a load under a condition (edge[j - 1]),
// one whose index reads a variable the body declares (w[k]), the swapped
// arrays' own reads, and a fifth load past the four the steps preload;
// loads that name no variable a step changes are made once.

void
sweep(const int *w, const short *bias, const int *edge, long *a, long *b, int n, int steps, int shift)
{
	long *in = a, *out = b, *tmp;
	// EXPLAIN: stencil steps: o2c_step_preloads_[[L:[0-9]+]]_steps, up to 15 iterations of the loop at [[@LINE+20]]:2 in one launch, each block's tile of 'in' and a halo of 1 a step in shared memory (OMP2CUDA_STEPS=off: a launch per iteration); the loads at [[@LINE+29]]:18, [[@LINE+29]]:46, which every step makes, of arrays the region does not write: each lane makes the launch's steps' first, all at once (-fno-step-preloads: as each step reaches them){{$}}
	// OFF: stencil steps: o2c_step_preloads_{{[0-9]+}}_steps, {{.*}}; loads as written: -fno-step-preloads{{$}}
	// CUDA: {{^}}o2c_step_preloads_{{[0-9]+}}_steps(
	// CUDA: /* step preloads (lowering/steps.c): what every step surely loads of arrays the region does not write, all of the launch's steps' at once */
	// CUDA-NEXT: int o2c_pre0[15];
	// CUDA-NEXT: short o2c_pre1[15];
	// CUDA-NEXT: #pragma unroll
	// CUDA-NEXT: for (int o2c_s = 0; o2c_s < 15; o2c_s++) {
	// CUDA-NEXT: if (o2c_in && o2c_s < o2c_k) {
	// CUDA-NEXT: {{\[\[maybe_unused\]\]}} decltype(o2c_steps_first) t = (int)((unsigned long long)(int)(o2c_steps_first) + o2c_s * (unsigned long long)(2));
	// CUDA-NEXT: {{\[\[maybe_unused\]\]}} int j = (int)o2c_at;
	// CUDA-NEXT: o2c_pre0[o2c_s] = w[(long)t * n + j];
	// CUDA-NEXT: o2c_pre1[o2c_s] = bias[(long)t * n + j + shift];
	// CUDA: #pragma unroll
	// CUDA-NEXT: for (int o2c_s = 0; o2c_s < 15; o2c_s++) {
	// CUDA-NEXT: if (o2c_s >= o2c_ki)
	// CUDA-NEXT: break;
	// CUDA: if (j > 0 && o2c_sb[o2c_par][o2c_lane + (-1)] + edge[j - 1] < m)
	// CUDA: o2c_sb[o2c_par ^ 1][o2c_lane] = ((m + o2c_pre0[o2c_s] + w[k] + o2c_pre1[o2c_s]) % 1000003);
	// CUDA-OFF-NOT: o2c_pre
	for (int t = 3; t < 3 + 2 * steps; t += 2) {
#pragma omp target teams distribute parallel for
		for (int j = 0; j < n; j++) {
			long m = in[j];
			int k = (j * 7) % n;
			if (j > 0 && in[j - 1] + edge[j - 1] < m)
				m = in[j - 1];
			if (j < n - 1 && in[j + 1] < m)
				m = in[j + 1];
			out[j] = (m + w[(long)t * n + j] + w[k] + bias[(long)t * n + j + shift]) % 1000003;
		}
		tmp = in;
		in = out;
		out = tmp;
	}
}

void
five(const int *p, const int *q, const int *r, const int *s, const int *u, long *a, long *b, int n, int steps)
{
	long *in = a, *out = b, *tmp;
	// EXPLAIN: stencil steps: o2c_step_preloads_{{[0-9]+}}_steps, {{.*}}; the loads at [[@LINE+13]]:26, [[@LINE+13]]:41, [[@LINE+13]]:60, [[@LINE+13]]:67, which every step makes, of arrays the region does not write: each lane makes the launch's steps' first, all at once (-fno-step-preloads: as each step reaches them); not [[@LINE+13]]:74: as many loads as the steps may preload{{$}}
	// CUDA: int o2c_pre3; /* the same at every step */
	// CUDA-NEXT: if (o2c_in) {
	// CUDA-NEXT: {{\[\[maybe_unused\]\]}} int j = (int)o2c_at;
	// CUDA-NEXT: o2c_pre0 = p[j];
	// CUDA: o2c_pre3 = s[j];
	// CUDA-NEXT: }
	// CUDA-NOT: #pragma unroll
	// CUDA: for (int o2c_s = 0; o2c_s < o2c_ki; o2c_s++) {
	// CUDA: o2c_sb[o2c_par ^ 1][o2c_lane] = ((o2c_sb[o2c_par][o2c_lane + (-1)] * o2c_pre0 + o2c_sb[o2c_par][o2c_lane + (0)] * o2c_pre1 + o2c_sb[o2c_par][o2c_lane + (1)] * o2c_pre2 + o2c_pre3 - u[j] + t) % 999983);
	for (int t = 0; t < steps; t++) {
#pragma omp target teams distribute parallel for
		for (int j = 1; j < n - 1; j++)
			out[j] = (in[j - 1] * p[j] + in[j] * q[j] + in[j + 1] * r[j] + s[j] - u[j] + t) % 999983;
		tmp = in;
		in = out;
		out = tmp;
	}
}
