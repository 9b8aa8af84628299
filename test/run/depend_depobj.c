// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// RUN: %omp2cuda -O2 -DDESTROYED %s -o %t.bad && not %run %t.bad 2>&1 | FileCheck %s --check-prefix=BAD
// CHECK: PASS
// BAD-NOT: PASS
// depend(depobj: o) on target tasks and in the depobj_list of the
// asynchronous device memory routines (OpenMP 5.2 15.9.3, 18.8.7-8):
// nowait regions on device memory whose steps do not commute
// (x = 3x + k), ordered only through depend objects made by the depobj
// construct, one changed by update(in) so two reader regions share it,
// copies in and out by omp_target_memcpy_async and
// omp_target_memcpy_rect_async with the objects in their lists.  A step
// out of order gives other numbers.  A destroyed object in a list fails
// the routine; on a target construct it is an error at run time.

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N (1 << 20)
#define STEPS 5

static int failed;

static void
expect(const char *what, long i, long got, long want)
{
	if (!failed && got != want) {
		printf("FAIL: %s[%ld] = %ld, expected %ld\n", what, i, got, want);
		failed = 1;
	}
}

/* x = 3x + k, STEPS times from x0, as a chain of target tasks. */
static long
chain(long x0)
{
	long x = x0;
	for (int k = 0; k < STEPS; k++)
		x = 3 * x + k;
	return x;
}

int
main(void)
{
	int dev = omp_get_default_device(), host = omp_get_initial_device();
	long *h = malloc(N * sizeof *h), *r1 = malloc(N * sizeof *r1), *r2 = malloc(N * sizeof *r2);
	long *d = omp_target_alloc(N * sizeof *d, dev);
	omp_depend_t o, list[1];

	if (!h || !r1 || !r2 || !d) {
		printf("FAIL: allocation\n");
		return 1;
	}
	for (long i = 0; i < N; i++)
		h[i] = i % 1000;
#pragma omp depobj(o) depend(inout: d)
	list[0] = o;
	if (omp_target_memcpy_async(d, h, N * sizeof *d, 0, 0, dev, host, 1, list))
		expect("memcpy_async", 0, 1, 0);
#pragma omp taskwait depend(depobj: o)
	for (int k = 0; k < STEPS; k++) {
#pragma omp target is_device_ptr(d) device(dev) depend(depobj: o) nowait
#pragma omp teams distribute parallel for
		for (long i = 0; i < N; i++)
			d[i] = 3 * d[i] + k;
	}
	/* two readers of d after the chain, then a writer after both */
#pragma omp depobj(o) update(in)
#pragma omp target is_device_ptr(d) map(from: r1[0:N]) device(dev) depend(depobj: o) nowait
#pragma omp teams distribute parallel for
	for (long i = 0; i < N; i++)
		r1[i] = d[i] + 1;
#pragma omp target is_device_ptr(d) map(from: r2[0:N]) device(dev) depend(depobj: o) nowait
#pragma omp teams distribute parallel for
	for (long i = 0; i < N; i++)
		r2[i] = d[i] + 2;
#pragma omp depobj(o) update(out)
#pragma omp target is_device_ptr(d) device(dev) depend(depobj: o) nowait
#pragma omp teams distribute parallel for
	for (long i = 0; i < N; i++)
		d[i] = -d[i];
	{
		size_t vol[2] = {N / 1024, 1024}, off[2] = {0, 0}, dims[2] = {N / 1024, 1024};
		list[0] = o; /* out on d: after the writer */
		if (omp_target_memcpy_rect_async(h, d, sizeof *h, 2, vol, off, off, dims, dims, host,
		                                 dev, 1, list))
			expect("memcpy_rect_async", 0, 1, 0);
	}
#pragma omp taskwait
	for (long i = 0; i < N; i++) {
		long x = chain(i % 1000);
		expect("r1", i, r1[i], x + 1);
		expect("r2", i, r2[i], x + 2);
		expect("h", i, h[i], -x);
	}
#pragma omp depobj(o) destroy
	list[0] = o;
	if (!omp_target_memcpy_async(d, h, 8, 0, 0, dev, host, 1, list))
		expect("memcpy_async of a destroyed object", 0, 0, -1);
#ifdef DESTROYED
	// BAD: depend_depobj.c:[[@LINE+1]]:64: error: depend(depobj: ...) names a depend object that was destroyed
#pragma omp target is_device_ptr(d) device(dev) depend(depobj: o)
	d[0] = 1;
#endif
	omp_target_free(d, dev);
	free(h), free(r1), free(r2);
	if (!failed)
		printf("PASS\n");
	return failed;
}
