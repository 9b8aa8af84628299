// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// A device address that names a mapped array's memory (docs/aliasing.md):
// d, from use_device_ptr(a) while a is mapped, passed with is_device_ptr, and v.dev, the
// same address held in a mapped struct.  Writes through one name must be
// seen by reads through the other.
//   - a team window of a (a teams distribute loop whose parallel loops
//     read a and write d): the runtime looks d's device address up in
//     the mapped ranges, finds a's, and gives the window no range;
//   - the same through v.dev, which no argument shows the runtime: the
//     compiler takes no window;
//   - a combined loop writing v.dev and reading a: a may not be const
//     __restrict__ (non-coherent loads).
// (The wrong answers show on the GPU only.)

#include <stdio.h>

#define N 8192
#define W 64
#define K 4

typedef struct Dev {
	int *dev;
} Dev;

static int failed;

static void
expect(const char *what, const int *got, const int *want)
{
	for (int i = 0; i < N; i++)
		if (got[i] != want[i]) {
			printf("FAIL: %s[%d] = %d, expected %d\n", what, i, got[i], want[i]);
			failed = 1;
			return;
		}
}

/* The device address of mapped a (OpenMP 5.2 5.4.8). */
static int *
device_address(int *a)
{
	int *d = NULL;

#pragma omp target data use_device_ptr(a)
	d = a;
	return d;
}

/* Each team's row, w elements (the window's pitch): K steps, each
 * adding 1 to the row through d, reading it through a. */
static void
window_steps(int *a, int *want, int w)
{
#pragma omp target data map(tofrom: a[0:N])
	{
		int *d = device_address(a);
#pragma omp target teams distribute is_device_ptr(d)
		for (int t = 0; t < N / W; t++) {
			for (int k = 0; k < K; k++) {
#pragma omp parallel for
				for (int c = 0; c < W; c++)
					d[t * w + c] = a[t * w + c] + 1;
			}
		}
	}
	for (int i = 0; i < N; i++)
		want[i] = i + K;
}

static void
struct_steps(int *a, int *want, int w)
{
	Dev v;

#pragma omp target data map(tofrom: a[0:N])
	{
		v.dev = device_address(a);
#pragma omp target teams distribute map(to: v)
		for (int t = 0; t < N / W; t++) {
			for (int k = 0; k < K; k++) {
#pragma omp parallel for
				for (int c = 0; c < W; c++)
					v.dev[t * w + c] = a[t * w + c] + 1;
			}
		}
	}
	for (int i = 0; i < N; i++)
		want[i] = i + 2 * K;
}

static void
struct_loop(int *a, int *out, int *want)
{
	Dev v;

#pragma omp target data map(tofrom: a[0:N])
	{
		v.dev = device_address(a);
#pragma omp target teams distribute parallel for map(to: v) map(from: out[0:N])
		for (int i = 0; i < N; i++) {
			v.dev[i] = i * 5;
			out[i] = a[i];
		}
	}
	for (int i = 0; i < N; i++)
		want[i] = i * 5;
}

int
main(void)
{
	static int a[N], out[N], want[N];

	for (int i = 0; i < N; i++)
		a[i] = i;
	window_steps(a, want, W);
	expect("is_device_ptr window", a, want);
	struct_steps(a, want, W);
	expect("struct member window", a, want);
	struct_loop(a, out, want);
	expect("struct member loop", out, want);
	expect("a", a, want);
	if (!failed)
		printf("PASS\n");
	return failed;
}
