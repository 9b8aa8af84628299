// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// std::chrono's clocks (steady_clock, high_resolution_clock) see the
// program's target regions finished, as the C clocks do (clock_reads.c,
// runtime/clocks_cxx.c): on the GPU the time around a region holds its
// kernel's milliseconds and the copy back after it finds the kernel done.

#include <chrono>
#include <cstdio>
#include <vector>

#include <omp.h>

template <class Clock>
static bool
timed(const char *name, float *a, int n, int steps, bool on_gpu)
{
	auto t0 = Clock::now();
#pragma omp target teams distribute parallel for
	for (int i = 0; i < n; i++) {
		float x = static_cast<float>(i % 7);
		for (int s = 0; s < steps; s++)
			x = x * 0.5f + 1.0f;
		a[i] = x;
	}
	auto t1 = Clock::now();
#pragma omp target update from(a[0:1])
	auto t2 = Clock::now();
	bool ok = a[0] > 1.99f && a[0] < 2.01f;
	if (!ok)
		std::printf("FAIL: %s: a[0] = %f, expected 2\n", name, a[0]);
	auto region = std::chrono::duration<double, std::micro>(t1 - t0).count();
	auto copy = std::chrono::duration<double, std::micro>(t2 - t1).count();
	if (on_gpu && !(copy < region)) {
		std::printf("FAIL: %s: the region took %.0f us, the copy after it %.0f us\n", name, region,
		            copy);
		ok = false;
	}
	return ok;
}

int
main()
{
	int on_gpu = 0;
#pragma omp target map(from: on_gpu)
	on_gpu = !omp_is_initial_device();
	int n = on_gpu ? 1 << 20 : 256, steps = on_gpu ? 100000 : 10;
	std::vector<float> v(n);
	float *a = v.data();
	bool ok = true;

#pragma omp target data map(alloc: a[0:n])
	{
		ok &= timed<std::chrono::steady_clock>("steady_clock", a, n, steps, on_gpu);
		ok &= timed<std::chrono::high_resolution_clock>("high_resolution_clock", a, n, steps, on_gpu);
	}
	if (ok)
		std::printf("PASS\n");
	return ok ? 0 : 1;
}
