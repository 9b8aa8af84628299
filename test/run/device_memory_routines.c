// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// RUN: llvm-nm %t | FileCheck --check-prefix=SYMS %s
// CHECK: PASS
// The OpenMP device memory routines that omp2cuda's runtime defines besides omp_target_memcpy
// (OpenMP 5.2 18.6, 18.8, and 6.0's omp_target_memset), each checked against the host's
// computation, on the default device: the GPU, or the host where there is none.
// SYMS-DAG: T omp_target_memcpy_rect
// SYMS-DAG: T omp_target_memcpy_async
// SYMS-DAG: T omp_target_memcpy_rect_async
// SYMS-DAG: T omp_target_memset
// SYMS-DAG: T omp_get_mapped_ptr
// SYMS-DAG: T omp_target_is_accessible
// SYMS-DAG: T omp_pause_resource

#include <omp.h>
#include <stdio.h>
#include <string.h>

static int failed;

static void
check(const char *what, long got, long want)
{
	if (got != want && failed++ < 10)
		printf("%s: %ld, want %ld\n", what, got, want);
}

/* A 2x3x4 volume of a 4x5x6 array at (1, 2, 1) goes to (0, 1, 2) of a 3x4x6 array on the device,
 * and back to (1, 0, 0) of a 3x4x5 host array. */
static void
rect(int dev, int host)
{
	static int src[4][5][6], back[3][4][5];
	size_t vol[3] = {2, 3, 4}, so[3] = {1, 2, 1}, sd[3] = {4, 5, 6};
	size_t mo[3] = {0, 1, 2}, md[3] = {3, 4, 6}, bo[3] = {1, 0, 0}, bd[3] = {3, 4, 5};
	int *mid = omp_target_alloc(3 * 4 * 6 * sizeof(int), dev);

	for (int i = 0; i < 4 * 5 * 6; i++)
		(&src[0][0][0])[i] = i;
	memset(back, 0xff, sizeof back);
	check("omp_target_memcpy_rect(NULL, NULL, ...): dimensions", omp_target_memcpy_rect(NULL, NULL, 0, 0, NULL, NULL, NULL, NULL, NULL, dev, host) >= 3, 1);
	check("omp_target_memcpy_rect to the device", omp_target_memcpy_rect(mid, src, sizeof(int), 3, vol, mo, so, md, sd, dev, host), 0);
	check("omp_target_memcpy_rect_async back",
	      omp_target_memcpy_rect_async(back, mid, sizeof(int), 3, vol, bo, mo, bd, md, host, dev, 0, NULL), 0);
#pragma omp taskwait
	for (int i = 0; i < 3; i++)
		for (int j = 0; j < 4; j++)
			for (int k = 0; k < 5; k++) {
				int in = i >= 1 && j < 3 && k < 4;
				check("omp_target_memcpy_rect volume", back[i][j][k],
				      in ? src[i - 1 + 1][j + 2][k + 1] : -1);
			}
	omp_target_free(mid, dev);
}

static void
memset_and_async(int dev, int host)
{
	enum { N = 1000 };
	static unsigned char a[N], b[N];
	unsigned char *d = omp_target_alloc(N, dev);
	omp_depend_t o;
	int x = 0;

	check("omp_target_memset returns ptr", omp_target_memset(d, 0x5a, N, dev) == d, 1);
	check("omp_target_memset_async returns ptr", omp_target_memset_async(d + 100, 7, 50, dev, 0, NULL) == d + 100, 1);
	/* the copy waits for the task that writes a: a dependence through a depend object */
#pragma omp depobj(o) depend(in: a)
#pragma omp parallel num_threads(2)
#pragma omp single
	{
#pragma omp task depend(out: a) shared(a, x)
		{
			for (int i = 0; i < N; i++)
				a[i] = (unsigned char)(i * 3);
			x = 1;
		}
		check("omp_target_memcpy_async after a task", omp_target_memcpy_async(d, a, 10, 500, 0, dev, host, 1, &o), 0);
#pragma omp taskwait
	}
#pragma omp depobj(o) destroy
	check("omp_target_memcpy back", omp_target_memcpy(b, d, N, 0, 0, host, dev), 0);
	for (int i = 0; i < N; i++)
		check("omp_target_memset, memcpy_async", b[i],
		      i >= 500 && i < 510 ? (unsigned char)((i - 500) * 3) : i >= 100 && i < 150 ? 7 : 0x5a);
	check("the task ran", x, 1);
	omp_target_free(d, dev);
}

static void
mapped(int dev, int host)
{
	enum { N = 256 };
	double a[N];

	for (int i = 0; i < N; i++)
		a[i] = i;
	check("omp_get_mapped_ptr of nothing mapped", omp_get_mapped_ptr(a, dev) == NULL, dev != host && omp_get_num_devices() > 0);
	check("omp_get_mapped_ptr on the host", omp_get_mapped_ptr(a, host) == (void *)a, 1);
#pragma omp target data map(tofrom: a)
	{
		double *p = omp_get_mapped_ptr(&a[10], dev);
		check("omp_get_mapped_ptr of a mapped element", p != NULL, 1);
#pragma omp target is_device_ptr(p)
		for (int i = 0; i < 10; i++)
			p[i] = -p[i];
	}
	for (int i = 0; i < N; i++)
		check("a write through omp_get_mapped_ptr's pointer", (long)a[i], i >= 10 && i < 20 ? -i : i);
	check("omp_target_is_accessible on the host", omp_target_is_accessible(a, sizeof a, host), 1);
	check("omp_pause_resource", omp_pause_resource(omp_pause_soft, dev), 0);
	check("omp_pause_resource_all", omp_pause_resource_all(omp_pause_soft), 0);
}

int
main(void)
{
	int dev = omp_get_default_device(), host = omp_get_initial_device();

	rect(dev, host);
	memset_and_async(dev, host);
	mapped(dev, host);
	printf("%s\n", failed ? "FAIL" : "PASS");
	return failed != 0;
}
