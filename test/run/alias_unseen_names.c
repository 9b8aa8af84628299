// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// Other names of a kernel's memory (docs/aliasing.md) that the analysis
// once missed, each writing what a read-only pointer p reads, again and
// again: a declare target link variable written by name; a declare
// target function called through a pointer; a device address kept in an
// integer and made a pointer again; a declare variant (the function the
// kernel calls) writing through its parameter, whose copy-back the
// runtime must not skip.  (The wrong answers show on the GPU only.)

#include <stdint.h>
#include <stdio.h>

#define N 4096

int GL[N];
#pragma omp declare target link(GL)

#pragma omp declare target
int G[N];
static void
set_g(int i, int v)
{
	G[i] = v;
}
void
put_dev(int *q, int i, int v)
{
	q[i] = v;
}
/* not static: the host code calls put_dev in its place too, and a
 * variant's storage class is its base's */
#pragma omp declare variant(put_dev) match(construct = {target})
void
put(int *q, int i, int v)
{
	(void)q[i];
	(void)v;
}
#pragma omp end declare target

static int failed;

static void
expect(const char *what, const int *got, int k)
{
	for (int i = 0; i < N; i++)
		if (got[i] != 4 * i + 6 + k) {
			printf("FAIL: %s[%d] = %d, expected %d\n", what, i, got[i], 4 * i + 6 + k);
			failed = 1;
			return;
		}
}

static void
link_global(int *out)
{
	const int *p = GL;

#pragma omp target teams distribute parallel for map(tofrom: GL) map(to: p[0:N]) map(from: out[0:N])
	for (int i = 0; i < N; i++) {
		int acc = 0;
		for (int k = 0; k < 4; k++) {
			GL[i] = i + k;
			acc += p[i];
		}
		out[i] = acc;
	}
	expect("link", out, 0);
}

static void
through_pointer(int *out)
{
	const int *p = G;

#pragma omp target update to(G)
#pragma omp target teams distribute parallel for map(to: p[0:N]) map(from: out[0:N])
	for (int i = 0; i < N; i++) {
		void (*f)(int, int) = set_g;
		int acc = 0;
		for (int k = 0; k < 4; k++) {
			f(i, i + k);
			acc += p[i];
		}
		out[i] = acc;
	}
	expect("pointer", out, 0);
}

static void
from_integer(int *a)
{
	int *pa = a, *d = a;

#pragma omp target data map(tofrom: pa[0:2 * N])
	{
#pragma omp target data use_device_ptr(d)
		{
			uintptr_t addr = (uintptr_t)d;
#pragma omp target teams distribute parallel for map(to: pa[0:N])
			for (int i = 0; i < N; i++) {
				int *w = (int *)addr;
				int acc = 0;
				for (int k = 0; k < 4; k++) {
					w[i] = i + k;
					acc += pa[i];
				}
				w[N + i] = acc;
			}
		}
	}
	expect("integer", a + N, 0);
}

static void
variant(int *q, int *out)
{
#pragma omp target teams distribute parallel for map(tofrom: q[0:N]) map(from: out[0:N])
	for (int i = 0; i < N; i++) {
		int acc = 0;
		for (int k = 0; k < 4; k++) {
			put(q, i, i + k);
			acc += q[i];
		}
		out[i] = acc;
	}
	/* put_dev runs on the device and, for a target construct, in the
	 * host fallback too: q[i] ends as i + 3 */
	for (int i = 0; i < N; i++)
		q[i] = q[i] == i + 3 ? 4 * i + 6 : -1;
	expect("variant q", q, 0);
	expect("variant out", out, 0);
}

int
main(void)
{
	static int out[N], a[2 * N], q[N];

	for (int i = 0; i < N; i++)
		GL[i] = G[i] = q[i] = -1;
	link_global(out);
	through_pointer(out);
	from_integer(a);
	variant(q, out);
	if (!failed)
		printf("PASS\n");
	return failed;
}
