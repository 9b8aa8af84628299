// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 -fno-known-args %s -o %t.off && %run %t.off | FileCheck %s
// CHECK: known 0 0 0
// CHECK: PASS
// E2E-ENV: OMP2CUDA_KNOWN_ARGS=off
// Known arguments (lowering/known.c): every call of window_sums in this
// file passes 4 for stride, 7 for width, -3 for shift, 1 for wrap and
// 200 for cap, so its region also gets kernels that declare them; the
// call through a pointer passes other values, which the host compares
// at launch, running the kernels that take them as they come.  Each
// result against the same loops on the host.
#include <stdio.h>
#include <stdlib.h>

#define N 5000

static void
window_sums(int n, int stride, int width, long long shift, _Bool wrap, unsigned char cap,
            const int *in, long long *out)
{
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(from: out[0:n])
	for (int i = 0; i < n; i++) {
		long long s = 0;
		for (int k = i / stride; k < i / stride + width; k++) {
			int j = wrap ? k % n : (k < n ? k : n - 1);
			s += in[j] > cap ? cap : in[j];
		}
		out[i] = s * shift + i % stride;
	}
}

static void
reference(int n, int stride, int width, long long shift, _Bool wrap, unsigned char cap,
          const int *in, long long *out)
{
	for (int i = 0; i < n; i++) {
		long long s = 0;
		for (int k = i / stride; k < i / stride + width; k++) {
			int j = wrap ? k % n : (k < n ? k : n - 1);
			s += in[j] > cap ? cap : in[j];
		}
		out[i] = s * shift + i % stride;
	}
}

/* a call the compiler cannot see the values of */
void (*volatile other_call)(int, int, int, long long, _Bool, unsigned char, const int *,
                            long long *) = window_sums;

static int
differ(const long long *a, const long long *b)
{
	int d = 0;
	for (int i = 0; i < N; i++)
		d += a[i] != b[i];
	return d;
}

int
main(void)
{
	int *in = malloc(N * sizeof *in);
	long long *out = malloc(N * sizeof *out), *ref = malloc(N * sizeof *ref);
	const int stride = 4;
	int bad[3];

	for (int i = 0; i < N; i++)
		in[i] = (i * 37) % 251;
	window_sums(N, stride, 7, -3, 1, 200, in, out);
	reference(N, 4, 7, -3, 1, 200, in, ref);
	bad[0] = differ(out, ref);
	window_sums(N / 2, 4, 3 + 4, -3LL, 5, 200, in, out); /* the same values, as written otherwise */
	reference(N / 2, 4, 7, -3, 1, 200, in, ref);
	bad[1] = 0;
	for (int i = 0; i < N / 2; i++)
		bad[1] += out[i] != ref[i];
	other_call(N, 3, 5, 2, 0, 100, in, out);
	reference(N, 3, 5, 2, 0, 100, in, ref);
	bad[2] = differ(out, ref);
	printf("known %d %d %d\n", bad[0], bad[1], bad[2]);
	puts(bad[0] || bad[1] || bad[2] ? "FAIL" : "PASS");
	free(in);
	free(out);
	free(ref);
	return 0;
}
