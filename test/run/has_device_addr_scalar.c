// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// has_device_addr (OpenMP 5.2 5.4.9) of scalars, structs and arrays: in
// the region the variable is its device copy, whether an enclosing
// use_device_addr (5.4.10) gives it its device address or, with none
// around, the variable is mapped: what the kernel writes is the device
// copy's (the host's variable keeps its value until the data region's
// end or an update copies it back), and each region sees what the one
// before it left there.  On the host (no GPU), the device copy is the
// host's variable.  Results are checked against serial computations.

#include <omp.h>
#include <stdio.h>

#define N 4096

struct Params {
	double scale;
	int calls;
};

static int failed;

static void
expect(const char *what, double got, double want)
{
	if (!failed && got != want) {
		printf("FAIL: %s = %.17g, expected %.17g\n", what, got, want);
		failed = 1;
	}
}

/* A counter in a data region, updated by regions one after the other. */
static void
counter(int gpu)
{
	int count = 10;

#pragma omp target data map(tofrom: count)
	{
#pragma omp target has_device_addr(count)
		count += 5;
		/* the device copy changed; the host's is the same until the end */
		expect("host count inside the data region", count, gpu ? 10 : 15);
#pragma omp target has_device_addr(count)
		count *= 2;
#pragma omp target update from(count)
		expect("count after update from", count, 30);
#pragma omp target has_device_addr(count) nowait
		count -= 1;
#pragma omp taskwait
	}
	expect("count after the data region", count, 29);
}

/* use_device_addr around: the address of the device copy, on the host
 * (for the device memory routines) and in regions. */
static void
device_address(int gpu, int dev, int host)
{
	double s = 1.5, seen = 0;
	const double *host_s = &s;

#pragma omp target data map(tofrom: s)
	{
#pragma omp target data use_device_addr(s)
		{
			expect("&s is the device copy's", &s != host_s, gpu);
#pragma omp target has_device_addr(s)
			s = s * 4;
			omp_target_memcpy(&seen, &s, sizeof s, 0, 0, host, dev);
		}
		expect("device s through its address", seen, 6);
#pragma omp target has_device_addr(s)
		s += 1;
	}
	expect("s", s, 7);
}

/* Loops that read a has_device_addr scalar and struct, and update one
 * with atomics; target teams and target parallel share the device copy. */
static void
loops(void)
{
	static double a[N];
	double total = 0, want = 0;
	int hits = 0;
	struct Params prm = {0.5, 0};

	for (int i = 0; i < N; i++)
		a[i] = i % 17;
#pragma omp target enter data map(to: a, total, hits, prm)
#pragma omp target teams distribute parallel for has_device_addr(prm, total)
	for (int i = 0; i < N; i++) {
		a[i] *= prm.scale;
#pragma omp atomic update
		total += a[i];
	}
#pragma omp target has_device_addr(prm)
	prm.calls++;
#pragma omp target parallel num_threads(64) has_device_addr(hits)
	{
#pragma omp atomic
		hits += 1;
	}
#pragma omp target teams num_teams(4) has_device_addr(prm)
#pragma omp parallel num_threads(8)
	{
#pragma omp atomic
		prm.calls += 1;
	}
#pragma omp target exit data map(from: a, total, hits, prm)
	for (int i = 0; i < N; i++)
		want += (i % 17) * 0.5;
	expect("a[5]", a[5], 2.5);
	expect("total", total, want);
	expect("hits", hits, 64);
	expect("prm.calls", prm.calls, 1 + 4 * 8);
}

/* An array and a struct in one data region, without use_device_addr. */
static void
array_and_struct(void)
{
	double b[64];
	struct Params prm = {3, 0};

	for (int i = 0; i < 64; i++)
		b[i] = i;
#pragma omp target data map(tofrom: b, prm)
	{
#pragma omp target teams distribute parallel for has_device_addr(b, prm)
		for (int i = 0; i < 64; i++)
			b[i] *= prm.scale;
#pragma omp target has_device_addr(b, prm)
		{
			prm.scale = b[63];
			prm.calls = 1;
		}
	}
	expect("b[10]", b[10], 30);
	expect("prm.scale", prm.scale, 189);
	expect("prm.calls", prm.calls, 1);
}

int
main(void)
{
	int gpu = omp_get_num_devices() > 0;

	counter(gpu);
	device_address(gpu, omp_get_default_device(), omp_get_initial_device());
	loops();
	array_and_struct();
	if (failed)
		return 1;
	printf("PASS\n");
	return 0;
}
