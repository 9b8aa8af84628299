// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Declare target link (OpenMP 5.2 7.8.1): a table too big to keep on the
// device has device storage only while it is mapped.  Declare target
// functions read and write it through that storage; a construct that
// names it maps it tofrom (5.8.1); enter data keeps it between
// constructs, update moves it, and a section maps part of it.

#include <math.h>
#include <stdio.h>

#define N (1 << 20) /* 8 MiB of doubles */
#define M 4096

double table[N];
double result[M];
int stride;
const int weights[4] = {1, 2, 3, 4};
#pragma omp declare target link(table, result) link(stride)
#pragma omp declare target link(weights)

#pragma omp begin declare target
static double
lookup(int i)
{
	return table[(long)i * stride % N];
}

static void
put(int i, double v)
{
	result[i] = v * weights[i % 4];
}
#pragma omp end declare target

#pragma omp declare target
static double
around(int i)
{
	return table[i - 1] + table[i] + table[i + 1];
}
#pragma omp end declare target

static double
want_lookup(int i)
{
	return table[(long)i * stride % N];
}

static int
near(const char *what, int i, double got, double want)
{
	if (fabs(got - want) > 1e-9 * fmax(1.0, fabs(want))) {
		printf("FAIL: %s[%d] = %.17g, expected %.17g\n", what, i, got, want);
		return 0;
	}
	return 1;
}

int
main(void)
{
	double out[M];

	for (int i = 0; i < N; i++)
		table[i] = 0.25 * (i % 1000);
	stride = 7;

	/* Mapped by enter data: the functions read the device copy, which
	 * the constructs below never name. */
#pragma omp target enter data map(to: table, stride, weights) map(alloc: result)
#pragma omp target teams distribute parallel for map(from: out)
	for (int i = 0; i < M; i++)
		out[i] = lookup(i) + 1.0;
	for (int i = 0; i < M; i++)
		if (!near("out", i, out[i], want_lookup(i) + 1.0))
			return 1;

	/* A function writes the mapped result; update brings it back. */
#pragma omp target teams distribute parallel for
	for (int i = 0; i < M; i++)
		put(i, lookup(i));
#pragma omp target update from(result)
	for (int i = 0; i < M; i++)
		if (!near("result", i, result[i], want_lookup(i) * weights[i % 4]))
			return 1;

	/* New host values reach the device copy by target update to. */
	for (int i = 0; i < N; i += 2)
		table[i] = -1.0;
	stride = 3;
#pragma omp target update to(table, stride)
#pragma omp target teams distribute parallel for map(from: out)
	for (int i = 0; i < M; i++)
		out[i] = lookup(i);
	for (int i = 0; i < M; i++)
		if (!near("out after update", i, out[i], want_lookup(i)))
			return 1;

	/* A construct that names the table while enter data holds it: it is
	 * present, the kernel writes the device copy, exit data brings it. */
#pragma omp target teams distribute parallel for
	for (int i = 0; i < N; i++)
		table[i] = 2.0 * table[i] + stride;
#pragma omp target exit data map(from: table) map(release: stride, weights, result)
	for (int i = 0; i < N; i++) {
		double was = i % 2 == 0 ? -1.0 : 0.25 * (i % 1000);
		if (!near("table after exit data", i, table[i], 2.0 * was + 3))
			return 1;
	}

	/* Not mapped now: a construct that names the table and the stride
	 * maps them tofrom itself (OpenMP 5.2 5.8.1), and a function it
	 * calls reads the same copy. */
	for (int i = 0; i < N; i++)
		table[i] = i % 10;
#pragma omp target teams distribute parallel for map(from: out)
	for (int i = 0; i < M; i++) {
		table[N - 1 - i] += stride; /* where lookup does not read */
		out[i] = lookup(i) + table[N - 1 - i];
	}
	for (int i = 0; i < M; i++) {
		double t = (N - 1 - i) % 10 + 3.0;
		if (!near("table (implicit tofrom)", N - 1 - i, table[N - 1 - i], t) ||
		    !near("out (implicit tofrom)", i, out[i], (3 * i) % 10 + t))
			return 1;
	}

	/* A section of the table: the function reaches the part mapped. */
	for (int i = 0; i < N; i++)
		table[i] = 1.0 / (1 + i % 97);
#pragma omp target teams distribute parallel for map(to: table[N / 2:M + 2]) map(from: out)
	for (int i = 0; i < M; i++)
		out[i] = around(N / 2 + 1 + i);
	for (int i = 0; i < M; i++) {
		int k = N / 2 + 1 + i;
		if (!near("out (section)", i, out[i], table[k - 1] + table[k] + table[k + 1]))
			return 1;
	}

	/* Mapped again after an unmap: new device storage, found again. */
#pragma omp target data map(to: table, stride)
	{
#pragma omp target teams distribute parallel for map(from: out)
		for (int i = 0; i < M; i++)
			out[i] = lookup(i) * 2.0;
	}
	for (int i = 0; i < M; i++)
		if (!near("out (target data)", i, out[i], 2.0 * want_lookup(i)))
			return 1;
	printf("PASS\n");
	return 0;
}
