// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// E2E-ENV: OMP2CUDA_STREAMS=1
// E2E-ENV: OMP2CUDA_TRANSFER=pageable
// E2E-ENV: OMP2CUDA_TRANSFER=pin OMP2CUDA_STAGE_MIN=4096 OMP2CUDA_STREAMS=3
// CHECK: PASS
// Data constructs as target tasks among kernels (OpenMP 5.2 13.6 target
// enter data, 13.7 target exit data, 13.9 target update, with nowait and
// depend, 15.9.5): enter data, kernels, update from and exit data in one
// chain; a target update to that must not overwrite device memory a
// kernel it depends on still reads; an enter data that copies nothing,
// through which a writer must still wait for a slow reader before it;
// and two independent chains interleaved.  On a GPU each kernel iterates,
// so a step out of order leaves other numbers.

#include <stdio.h>
#include <stdlib.h>

#define N (1 << 20)
#define REPS 24

static int failed;

static void
expect(const char *what, long i, unsigned got, unsigned want)
{
	if (!failed && got != want) {
		printf("FAIL: %s[%ld] = %u, expected %u\n", what, i, got, want);
		failed = 1;
	}
}

#pragma omp declare target
static unsigned
mix(unsigned x, unsigned salt)
{
	for (int k = 0; k < REPS; k++)
		x = x * 22695477u + 1u + salt;
	return x;
}
#pragma omp end declare target

/* enter data -> kernel -> kernel -> update from -> exit data, every
 * construct nowait, all on a[0]. */
static void
one_chain(unsigned *a)
{
	long n = N;

	for (long i = 0; i < n; i++)
		a[i] = (unsigned)i;
#pragma omp target enter data map(to: a[0:n]) nowait depend(out: a[0])
#pragma omp target teams distribute parallel for nowait depend(inout: a[0])
	for (long i = 0; i < n; i++)
		a[i] = mix(a[i], 1);
#pragma omp target teams distribute parallel for nowait depend(inout: a[0])
	for (long i = 0; i < n; i++)
		a[i] = mix(a[i], 2);
#pragma omp target update from(a[0:n]) nowait depend(in: a[0])
#pragma omp taskwait
	for (long i = 0; i < n; i++)
		expect("a after update", i, a[i], mix(mix((unsigned)i, 1), 2));
	for (long i = 0; i < n; i++)
		a[i] += 5;
#pragma omp target update to(a[0:n]) nowait depend(inout: a[0])
#pragma omp target teams distribute parallel for nowait depend(inout: a[0])
	for (long i = 0; i < n; i++)
		a[i] = mix(a[i], 3);
#pragma omp target exit data map(from: a[0:n]) nowait depend(inout: a[0])
#pragma omp taskwait
	for (long i = 0; i < n; i++)
		expect("a after exit data", i, a[i], mix(mix(mix((unsigned)i, 1), 2) + 5, 3));
}

/* The kernel copies x to y; the update to x that depends on it must not
 * change x on the device before the kernel has read it. */
static void
update_after_reader(unsigned *x, unsigned *y)
{
	long n = N;

	for (long i = 0; i < n; i++)
		x[i] = (unsigned)(2 * i);
#pragma omp target data map(to: x[0:n]) map(from: y[0:n])
	{
#pragma omp target teams distribute parallel for nowait depend(in: x[0]) depend(out: y[0])
		for (long i = 0; i < n; i++)
			y[i] = mix(x[i], 4);
		for (long i = 0; i < n; i++)
			x[i] = 1; /* the host's copy: the kernel reads the device's */
#pragma omp target update to(x[0:n]) nowait depend(inout: x[0])
#pragma omp target teams distribute parallel for nowait depend(in: x[0]) depend(inout: y[0])
		for (long i = 0; i < n; i++)
			y[i] += x[i];
#pragma omp taskwait
	}
	for (long i = 0; i < n; i++)
		expect("y", i, y[i], mix((unsigned)(2 * i), 4) + 1);
}

/* Two slow readers of s, an enter data of t with depend(inout: s) that
 * copies nothing, then a writer of s that depends only on the enter
 * data: it must still come after both readers. */
static void
through_enter_data(unsigned *s, unsigned *t, unsigned *u, unsigned *v)
{
	long n = N;

	for (long i = 0; i < n; i++)
		s[i] = (unsigned)(5 * i);
#pragma omp target data map(tofrom: s[0:n]) map(from: u[0:n], v[0:n])
	{
#pragma omp target teams distribute parallel for nowait depend(in: s[0])
		for (long i = 0; i < n; i++)
			u[i] = mix(mix(s[i], 5), 6);
#pragma omp target teams distribute parallel for nowait depend(in: s[0])
		for (long i = 0; i < n; i++)
			v[i] = mix(mix(s[i], 7), 8);
#pragma omp target enter data map(alloc: t[0:n]) nowait depend(inout: s[0])
#pragma omp target teams distribute parallel for nowait depend(out: s[0])
		for (long i = 0; i < n; i++)
			s[i] = 1;
#pragma omp target exit data map(release: t[0:n]) nowait depend(in: s[0])
#pragma omp taskwait
	}
	for (long i = 0; i < n; i++) {
		expect("u", i, u[i], mix(mix((unsigned)(5 * i), 5), 6));
		expect("v", i, v[i], mix(mix((unsigned)(5 * i), 7), 8));
		expect("s", i, s[i], 1);
	}
}

/* Two chains, p and q, issued alternately: each in its own order. */
static void
two_chains(unsigned *p, unsigned *q)
{
	long n = N;

	for (long i = 0; i < n; i++) {
		p[i] = (unsigned)i;
		q[i] = (unsigned)(n - i);
	}
#pragma omp target enter data map(to: p[0:n]) nowait depend(out: p[0])
#pragma omp target enter data map(to: q[0:n]) nowait depend(out: q[0])
	for (unsigned k = 0; k < 4; k++) {
#pragma omp target teams distribute parallel for nowait depend(inout: p[0])
		for (long i = 0; i < n; i++)
			p[i] = mix(p[i], 10 + k);
#pragma omp target teams distribute parallel for nowait depend(inout: q[0])
		for (long i = 0; i < n; i++)
			q[i] = mix(q[i], 20 + k);
	}
#pragma omp target update from(p[0:n]) nowait depend(in: p[0])
#pragma omp target update from(q[0:n]) nowait depend(in: q[0])
#pragma omp taskwait
#pragma omp target exit data map(release: p[0:n], q[0:n])
	for (long i = 0; i < n; i++) {
		unsigned vp = (unsigned)i, vq = (unsigned)(n - i);
		for (unsigned k = 0; k < 4; k++) {
			vp = mix(vp, 10 + k);
			vq = mix(vq, 20 + k);
		}
		expect("p", i, p[i], vp);
		expect("q", i, q[i], vq);
	}
}

int
main(void)
{
	unsigned *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b), *c = malloc(N * sizeof *c);
	unsigned *d = malloc(N * sizeof *d);

	if (!a || !b || !c || !d)
		return 2;
	one_chain(a);
	update_after_reader(a, b);
	through_enter_data(a, b, c, d);
	two_chains(a, b);
	free(a);
	free(b);
	free(c);
	free(d);
	if (failed)
		return 1;
	printf("PASS\n");
	return 0;
}
