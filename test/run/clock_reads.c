// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// The program's clock reads see its target regions finished
// (runtime/clocks.c): a region over present data is timed by each C clock
// (clock_gettime, gettimeofday, timespec_get, omp_get_wtime) as programs
// time kernels, then a copy back follows.  On the GPU the region's kernel
// runs for milliseconds, so the time around the region must hold it and the
// copy back after the clock read must find it done: the copy's time is the
// smaller.  Were the clock read before the kernel ended, the region would
// take microseconds and the copy the kernel's milliseconds.  In the host
// fallback the region is small and only its result is checked.

#include <omp.h>
#include <stdio.h>
#include <sys/time.h>
#include <time.h>

#define N (1 << 20)

static float a[N];
static int failed;

static double
now(int clock)
{
	struct timespec ts;
	struct timeval tv;

	switch (clock) {
	case 0:
		clock_gettime(CLOCK_MONOTONIC, &ts);
		return ts.tv_sec + 1e-9 * ts.tv_nsec;
	case 1:
		gettimeofday(&tv, NULL);
		return tv.tv_sec + 1e-6 * tv.tv_usec;
	case 2:
		timespec_get(&ts, TIME_UTC);
		return ts.tv_sec + 1e-9 * ts.tv_nsec;
	default:
		return omp_get_wtime();
	}
}

static const char *const names[] = {"clock_gettime", "gettimeofday", "timespec_get", "omp_get_wtime"};

int
main(void)
{
	int on_gpu = 0;

#pragma omp target map(from: on_gpu)
	on_gpu = !omp_is_initial_device();
	int n = on_gpu ? N : 256, steps = on_gpu ? 100000 : 10;

#pragma omp target data map(alloc: a[0:n])
	for (int clock = 0; clock < 4; clock++) {
		double t0 = now(clock);
#pragma omp target teams distribute parallel for
		for (int i = 0; i < n; i++) {
			float x = (float)(i % 7);
			for (int s = 0; s < steps; s++)
				x = x * 0.5f + 1.0f;
			a[i] = x;
		}
		double t1 = now(clock);
#pragma omp target update from(a[0:1])
		double t2 = now(clock);
		if (a[0] < 1.99f || a[0] > 2.01f) {
			printf("FAIL: %s: a[0] = %f, expected 2\n", names[clock], a[0]);
			failed = 1;
		}
		if (on_gpu && !(t2 - t1 < t1 - t0)) {
			printf("FAIL: %s: the region took %.0f us, the copy after it %.0f us\n",
			       names[clock], 1e6 * (t1 - t0), 1e6 * (t2 - t1));
			failed = 1;
		}
	}
	if (!failed)
		printf("PASS\n");
	return failed;
}
