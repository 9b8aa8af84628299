// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// A pointer to a declare target variable (docs/aliasing.md): p holds G's
// address, so the kernel reaches G's device copy by two names, and a
// write of G by name must be seen by a read through p.  p is read-only,
// which alone would make it const __restrict__ with non-coherent loads
// (and lane preloads); the kernel names G, so the runtime launches the
// kernel without __restrict__ when a pointer argument lies in a declare
// target variable.  Four shapes: a combined loop, a teams distribute
// loop whose parallel loop writes G and reads p, a declare target
// function the region calls that writes H (q = H), and p the kernel's
// only pointer parameter.  (The wrong answers show on the GPU only.)

#include <stdio.h>

#define N 8192
#define W 256

#pragma omp declare target
int G[N];
int H[N];
int OUT[N];

static void
set_h(int i, int v)
{
	H[i] = v;
}
#pragma omp end declare target

static int failed;

static void
expect(const char *what, const int *got, int k)
{
	for (int i = 0; i < N; i++)
		if (got[i] != i * 3 + k) {
			printf("FAIL: %s[%d] = %d, expected %d\n", what, i, got[i], i * 3 + k);
			failed = 1;
			return;
		}
}

int
main(void)
{
	static int out[N];
	const int *p = G, *q = H;

	/* A combined loop: G written by name, read through p. */
#pragma omp target teams distribute parallel for map(from: out[0:N])
	for (int i = 0; i < N; i++) {
		G[i] = i * 3;
		out[i] = p[i];
	}
	expect("combined", out, 0);

	/* A teams distribute loop: each team's parallel loop writes its row
	 * of G and reads it back through p, twice. */
#pragma omp target teams distribute map(from: out[0:N])
	for (int t = 0; t < N / W; t++) {
		for (int k = 0; k < 2; k++) {
#pragma omp parallel for
			for (int c = 0; c < W; c++) {
				G[t * W + c] = (t * W + c) * 3 + k;
				out[t * W + c] = p[t * W + c];
			}
		}
	}
	expect("teams", out, 1);

	/* A declare target function writes H, which q points to. */
#pragma omp target teams distribute parallel for map(from: out[0:N])
	for (int i = 0; i < N; i++) {
		set_h(i, i * 3 + 2);
		out[i] = q[i];
	}
	expect("callee", out, 2);

	/* p the kernel's one pointer parameter: OUT is declare target too. */
#pragma omp target teams distribute parallel for
	for (int i = 0; i < N; i++) {
		G[i] = i * 3 + 3;
		OUT[i] = p[i];
	}
#pragma omp target update from(OUT)
	expect("one pointer", OUT, 3);
	if (!failed)
		printf("PASS\n");
	return failed;
}
