// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// E2E-ENV: OMP2CUDA_TRANSFER=pageable
// E2E-ENV: OMP2CUDA_TRANSFER=pin OMP2CUDA_STAGE_MIN=4096
// CHECK: PASS
// depend (OpenMP 5.2 15.9.5) on target tasks: chains of nowait regions
// whose steps do not commute (x = 3x + k), with enter data, target update
// to and from, and exit data as tasks of the chain; two arrays with a
// write after a read between them; a chain without a data region, whose
// every region maps the array again; host tasks inside chains, and chains
// built by one thread of a parallel region.  Any step run out of order,
// or a copy made before the kernel it follows ends, gives other numbers.

#include <stdio.h>
#include <stdlib.h>

#define N (1 << 21)
#define STEPS 6

static int failed;

static void
expect(const char *what, long i, unsigned got, unsigned want)
{
	if (!failed && got != want) {
		printf("FAIL: %s[%ld] = %u, expected %u\n", what, i, got, want);
		failed = 1;
	}
}

/* The chain of steps k0..k1-1 applied to one value. */
static unsigned
steps(unsigned v, int k0, int k1)
{
	for (int k = k0; k < k1; k++)
		v = 3 * v + (unsigned)k;
	return v;
}

static void
step(unsigned *x, long n, int k)
{
#pragma omp target teams distribute parallel for nowait depend(inout: x[0:n])
	for (long i = 0; i < n; i++)
		x[i] = 3 * x[i] + (unsigned)k;
}

/* enter data, a chain, update from, taskwait; the host changes x, update
 * to, more steps, exit data from. */
static void
data_chain(unsigned *x)
{
	long n = N;

	for (long i = 0; i < n; i++)
		x[i] = (unsigned)i;
#pragma omp target enter data map(to: x[0:n]) nowait depend(out: x[0:n])
	for (int k = 0; k < STEPS; k++)
		step(x, n, k);
#pragma omp target update from(x[0:n]) nowait depend(inout: x[0:n])
#pragma omp taskwait
	for (long i = 0; i < n; i++)
		expect("x after the first chain", i, x[i], steps((unsigned)i, 0, STEPS));
	for (long i = 0; i < n; i++)
		x[i] ^= 0x5a5a5a5au;
#pragma omp target update to(x[0:n]) nowait depend(inout: x[0:n])
	for (int k = STEPS; k < 2 * STEPS; k++)
		step(x, n, k);
#pragma omp target exit data map(from: x[0:n]) nowait depend(inout: x[0:n])
#pragma omp taskwait depend(in: x[0:n])
	for (long i = 0; i < n; i++)
		expect("x after the second chain", i, x[i],
		       steps(steps((unsigned)i, 0, STEPS) ^ 0x5a5a5a5au, STEPS, 2 * STEPS));
}

/* y += x, then x changes: the second region must not run before the
 * first has read x (a write after a read). */
static void
two_arrays(unsigned *x, unsigned *y)
{
	long n = N;

	for (long i = 0; i < n; i++) {
		x[i] = (unsigned)i;
		y[i] = 7u * (unsigned)i;
	}
#pragma omp target data map(tofrom: x[0:n], y[0:n])
	{
		step(x, n, 1);
#pragma omp target teams distribute parallel for nowait depend(in: x[0:n]) depend(inout: y[0:n])
		for (long i = 0; i < n; i++)
			y[i] += x[i];
		step(x, n, 2);
		step(x, n, 3);
#pragma omp target teams distribute parallel for nowait depend(in: x[0:n]) depend(inout: y[0:n])
		for (long i = 0; i < n; i++)
			y[i] = 2 * y[i] + x[i];
#pragma omp taskwait
	}
	for (long i = 0; i < n; i++) {
		unsigned x1 = steps((unsigned)i, 1, 2), x3 = steps((unsigned)i, 1, 4);
		expect("y", i, y[i], 2 * (7u * (unsigned)i + x1) + x3);
		expect("x", i, x[i], x3);
	}
}

/* No data region: each region maps x again, the next finds it mapped
 * only for the one before and waits for it; a host task in the chain
 * sees the values the region before it left. */
static void
remapped_chain(unsigned *x)
{
	long n = N;

	for (long i = 0; i < n; i++)
		x[i] = (unsigned)i;
	for (int k = 0; k < STEPS; k++) {
#pragma omp target teams distribute parallel for map(tofrom: x[0:n]) nowait depend(inout: x[0:n])
		for (long i = 0; i < n; i++)
			x[i] = 3 * x[i] + (unsigned)k;
		if (k == 2) {
#pragma omp task depend(inout: x[0:n])
			for (long i = 0; i < n; i++)
				x[i] += 1;
		}
	}
#pragma omp taskwait
	for (long i = 0; i < n; i++)
		expect("remapped x", i, x[i], steps(steps((unsigned)i, 0, 3) + 1, 3, STEPS));
}

/* One thread of a parallel region builds a chain of host tasks and
 * target regions; the other threads run the host tasks.  A target region
 * must wait for the host task it depends on. */
static void
in_single(unsigned *x)
{
	long n = N;

#pragma omp parallel num_threads(2)
#pragma omp single
	{
#pragma omp task depend(out: x[0:n])
		for (long i = 0; i < n; i++)
			x[i] = (unsigned)i;
#pragma omp target teams distribute parallel for map(tofrom: x[0:n]) nowait depend(inout: x[0:n])
		for (long i = 0; i < n; i++)
			x[i] = 3 * x[i] + 1u;
#pragma omp task depend(inout: x[0:n])
		for (long i = 0; i < n; i++)
			x[i] = 3 * x[i] + 2u;
#pragma omp target teams distribute parallel for map(tofrom: x[0:n]) nowait depend(inout: x[0:n])
		for (long i = 0; i < n; i++)
			x[i] = 3 * x[i] + 3u;
	}
	for (long i = 0; i < n; i++)
		expect("x built in single", i, x[i], steps((unsigned)i, 1, 4));
}

int
main(void)
{
	unsigned *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y);

	if (!x || !y)
		return 2;
	data_chain(x);
	two_arrays(x, y);
	remapped_chain(x);
	in_single(x);
	free(x);
	free(y);
	if (failed)
		return 1;
	printf("PASS\n");
	return 0;
}
