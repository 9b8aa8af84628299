// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda --emit-host %s -o - | FileCheck --check-prefix=HOST %s
// RUN: %omp2cuda --explain %s -o - | FileCheck --check-prefix=EXPLAIN %s
// CHECK: PASS
// Declare target functions that recurse (Ackermann, mutual recursion a few hundred calls deep),
// function pointers chosen at run time in device code and passed to device functions, and a
// variadic function reading its arguments with va_arg.  ptxas cannot bound the stack of such
// calls, and the driver's 1 KiB per thread holds a few dozen frames: the module says so, and the
// runtime gives its kernels a larger stack (OMP2CUDA_STACK_SIZE).
// HOST: static O2cModule o2c_module = {.image = o2c_fatbin, .source = {{.*}}, .deep_stack = 1};
// EXPLAIN: device_recursion.c:[[@LINE+9]]:1: device stack: this function recurses

#include <stdarg.h>
#include <stdio.h>

#define N 256

#pragma omp declare target
static int is_odd(int n);
static int is_even(int n) { return n == 0 ? 1 : is_odd(n - 1); }
static int is_odd(int n) { return n == 0 ? 0 : is_even(n - 1); }

static int
ackermann(int m, int n)
{
	if (m == 0)
		return n + 1;
	if (n == 0)
		return ackermann(m - 1, 1);
	return ackermann(m - 1, ackermann(m, n - 1));
}

static long
depth_sum(int n, long acc)
{
	volatile long keep[4] = {n, acc, n * 2, acc - n}; /* a frame of some size */

	if (n == 0)
		return acc + keep[0];
	return depth_sum(n - 1, acc + keep[2] - n) + keep[3] - keep[1] + n;
}

static int add3(int x) { return x + 3; }
static int twice(int x) { return 2 * x; }
static int negate(int x) { return -x; }

static int
apply(int (*f)(int), int x)
{
	return f(f(x));
}

static double
mean(int n, ...)
{
	va_list ap;
	double s = 0;

	va_start(ap, n);
	for (int i = 0; i < n; i++)
		s += i % 2 ? va_arg(ap, double) : (double)va_arg(ap, int);
	va_end(ap);
	return s / n;
}
#pragma omp end declare target

static int failed;

static void
check(const char *what, int i, double got, double want)
{
	if (got != want && failed++ < 10)
		printf("%s: [%d] = %g, want %g\n", what, i, got, want);
}

int
main(void)
{
	static int parity[N], ack[N], fp[N];
	static long deep[N];
	static double avg[N];
	int (*host_table[3])(int) = {add3, twice, negate};

#pragma omp target teams distribute parallel for map(from: parity, ack, deep, fp, avg)
	for (int i = 0; i < N; i++) {
		int (*table[3])(int) = {add3, twice, negate};
		int (*pick)(int) = i % 2 ? twice : add3;
		parity[i] = is_even(i + 200);
		ack[i] = ackermann(i % 4, i % 5);
		deep[i] = depth_sum(100 + i % 50, i);
		fp[i] = apply(table[i % 3], i) + pick(i);
		avg[i] = mean(4, i, 0.5, 2 * i, 1.5);
	}
	for (int i = 0; i < N; i++) {
		check("mutual recursion", i, parity[i], is_even(i + 200));
		check("Ackermann", i, ack[i], ackermann(i % 4, i % 5));
		check("deep recursion with a frame", i, deep[i], depth_sum(100 + i % 50, i));
		check("function pointers", i, fp[i],
		      host_table[i % 3](host_table[i % 3](i)) + (i % 2 ? twice(i) : add3(i)));
		check("va_arg", i, avg[i], (3 * i + 2.0) / 4);
	}
	printf("%s\n", failed ? "FAIL" : "PASS");
	return failed != 0;
}
