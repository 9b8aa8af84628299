// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_NUM_THREADS=4 %t | FileCheck %s
// CHECK: PASS
// in_reduction on target (OpenMP 5.2 5.5.10): target tasks take part in
// the task reductions of taskgroups (5.5.9 task_reduction) and of a
// parallel region's reduction with the task modifier (5.5.8), beside host
// tasks with in_reduction; with nowait, depend and if clauses; sums,
// products, maxima, bits and an array (a histogram); a target task in a
// function the taskgroup calls.  Every result is compared with a serial
// computation; values are integers, so sums are exact in any order.

#include <omp.h>
#include <stdio.h>

#define N 20000
#define BLOCKS 16
#define BINS 8

static int failed;
static double total; /* a file-scope task reduction, for contribute() */

static void
expect(const char *what, double got, double want)
{
	if (!failed && got != want) {
		printf("FAIL: %s = %.17g, expected %.17g\n", what, got, want);
		failed = 1;
	}
}

static double
serial_sum(const double *a, int lo, int hi)
{
	double s = 0;

	for (int i = lo; i < hi; i++)
		s += a[i];
	return s;
}

/* Blocks of a: the odd ones summed on the device, the even ones by host
 * tasks, all into one task reduction. */
static void
sum_blocks(const double *a)
{
	double sum = 100; /* the original value takes part too */
	int per = N / BLOCKS;

#pragma omp taskgroup task_reduction(+: sum)
	{
		for (int b = 0; b < BLOCKS; b++) {
			int lo = b * per, hi = lo + per;
			if (b % 2) {
#pragma omp target in_reduction(+: sum) map(to: a[lo:per])
				for (int i = lo; i < hi; i++)
					sum += a[i];
			} else {
#pragma omp task in_reduction(+: sum) firstprivate(lo, hi)
				for (int i = lo; i < hi; i++)
					sum += a[i];
			}
		}
	}
	expect("sum of the blocks", sum, 100 + serial_sum(a, 0, N));
}

/* nowait target tasks with in_reduction beside deferred ones without: a
 * dependence chain on b, and the reduction's contributions. */
static void
with_nowait(const double *a)
{
	static double b[N];
	double sum = 0;
	int half = N / 2;

	for (int i = 0; i < N; i++)
		b[i] = 1;
#pragma omp target data map(tofrom: b) map(to: a[0:N])
	{
#pragma omp taskgroup task_reduction(+: sum)
		{
#pragma omp target nowait depend(out: b)
			for (int i = 0; i < N; i++)
				b[i] = 2 * b[i] + a[i];
#pragma omp target in_reduction(+: sum) nowait depend(in: b)
			for (int i = 0; i < half; i++)
				sum += b[i];
#pragma omp target in_reduction(+: sum) nowait
			for (int i = half; i < N; i++)
				sum += a[i];
#pragma omp task in_reduction(+: sum)
			sum += 0.5;
		}
	}
	expect("nowait sum", sum, serial_sum(a, 0, half) + 2.0 * half + serial_sum(a, half, N) + 0.5);
	expect("b[7]", b[7], 2 + a[7]);
}

/* Several operators in one construct, and a false if clause (the target
 * task runs on the host, still in the reduction). */
static void
operators(const double *a)
{
	long prod = 1;
	double top = -1;
	unsigned bits = 0;
	int n = 12;

#pragma omp taskgroup task_reduction(*: prod) task_reduction(max: top) task_reduction(|: bits)
	{
#pragma omp target in_reduction(*: prod) in_reduction(max: top) in_reduction(|: bits) map(to: a[0:N])
		{
			for (int i = 1; i <= n; i++)
				prod *= i % 3 + 1;
			for (int i = 0; i < N / 2; i++)
				top = a[i] > top ? a[i] : top;
			bits |= 1u << 3;
		}
#pragma omp target in_reduction(*: prod) in_reduction(max: top) map(to: a[0:N]) if(n < 0)
		{
			prod *= 5;
			for (int i = N / 2; i < N; i++)
				top = a[i] > top ? a[i] : top;
		}
#pragma omp task in_reduction(|: bits) in_reduction(*: prod)
		{
			bits |= 1u;
			prod *= 7;
		}
	}
	long want = 5 * 7;
	double want_max = -1;
	for (int i = 1; i <= n; i++)
		want *= i % 3 + 1;
	for (int i = 0; i < N; i++)
		want_max = a[i] > want_max ? a[i] : want_max;
	expect("product", (double)prod, (double)want);
	expect("maximum", top, want_max);
	expect("bits", bits, 9);
}

/* An array in the reduction: a histogram, half on the device. */
static void
histogram(const double *a)
{
	int hist[BINS] = {0}, want[BINS] = {0};

#pragma omp taskgroup task_reduction(+: hist)
	{
#pragma omp target in_reduction(+: hist) map(to: a[0:N / 2])
		for (int i = 0; i < N / 2; i++)
			hist[(int)a[i] % BINS]++;
#pragma omp task in_reduction(+: hist)
		for (int i = N / 2; i < N; i++)
			hist[(int)a[i] % BINS]++;
	}
	for (int i = 0; i < N; i++)
		want[(int)a[i] % BINS]++;
	for (int k = 0; k < BINS; k++)
		expect("histogram bin", hist[k], want[k]);
}

/* Tasks made by one thread of a team, run by any of them. */
static void
in_parallel(const double *a)
{
	double sum = 0;
	int per = N / BLOCKS;

#pragma omp parallel
#pragma omp single
#pragma omp taskgroup task_reduction(+: sum)
	for (int b = 0; b < BLOCKS; b++) {
		int lo = b * per;
#pragma omp task in_reduction(+: sum) firstprivate(lo)
		{
#pragma omp target in_reduction(+: sum) map(to: a[lo:per])
			for (int i = lo; i < lo + per; i++)
				sum += a[i];
		}
	}
	expect("sum in a parallel region", sum, serial_sum(a, 0, N));
}

/* reduction(task, ...): each thread's target task joins the parallel
 * region's reduction. */
static void
task_modifier(const double *a)
{
	double sum = 0;
	int threads = 0;

#pragma omp parallel reduction(task, +: sum) reduction(+: threads)
	{
		int t = omp_get_thread_num(), nt = omp_get_num_threads();
		int lo = (int)((long)N * t / nt), hi = (int)((long)N * (t + 1) / nt);
#pragma omp target in_reduction(+: sum) map(to: a[lo:hi - lo])
		for (int i = lo; i < hi; i++)
			sum += a[i];
		threads++;
	}
	expect("task modifier sum", sum, serial_sum(a, 0, N));
	expect("threads", threads > 0, 1);
}

/* A target task in a function its caller's taskgroup reduces into. */
static void
contribute(const double *a, int lo, int hi)
{
#pragma omp target in_reduction(+: total) map(to: a[lo:hi - lo])
	for (int i = lo; i < hi; i++)
		total += a[i];
}

static void
orphaned(const double *a)
{
	total = 1;
#pragma omp taskgroup task_reduction(+: total)
	{
		contribute(a, 0, N / 3);
		contribute(a, N / 3, N);
	}
	expect("total", total, 1 + serial_sum(a, 0, N));
}

int
main(void)
{
	static double a[N];

	for (int i = 0; i < N; i++)
		a[i] = (i * 37) % 101;
	/* first: libgomp 12 can hang in a parallel region's reduction(task,
	 * ...) that follows task reductions outside parallel regions and then
	 * in one (a plain OpenMP program does too) */
	task_modifier(a);
	sum_blocks(a);
	with_nowait(a);
	operators(a);
	histogram(a);
	in_parallel(a);
	orphaned(a);
	if (failed)
		return 1;
	printf("PASS\n");
	return 0;
}
