// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// RUN: %omp2cuda -O2 -fno-aligned-records %s -o %t.off && %run %t.off | FileCheck %s
// RUN: %if gpu %{ env OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 OMP2CUDA_NARROW=off %t 2>&1 | FileCheck %s --check-prefix=NOTE %} %else %{ true %}
// E2E-PASS[OMP2CUDA_VERBOSE=1 OMP2CUDA_NARROW=off]: kernel o2c_aligned_records_(\d+)(_known)? on.*kernel o2c_aligned_records_\1(_known)?_alias on
// CHECK: PASS
// NOTE: aligned_records.c:[[STEP:[0-9]+]]:1: kernel o2c_aligned_records_[[STEP]] on
// NOTE: aligned_records.c:[[STEP]]:1: kernel o2c_aligned_records_[[STEP]]_alias on
// NOTE: aligned_records.c:[[PAIR:[0-9]+]]:1: kernel o2c_aligned_records_[[PAIR]] on
// NOTE: PASS
//
// Aligned records (issue 18): kernels load and store 16- and 8-byte
// structs of floats as vectors where their pointers are aligned, and the
// runtime runs the kernel without that assumption where one is not.  The
// same step runs over an array of particles at the start of a buffer
// (aligned) and over particles that begin one float into a buffer (a
// valid pointer to a struct whose alignment is 4, not 16; the buffer is
// mapped whole, so the device address is 4 bytes in as well), and over
// complex numbers; every value is checked against the same arithmetic on
// the host.

#include <stdio.h>
#include <stdlib.h>

typedef struct {
	float x, y, z, w;
} Particle;

typedef struct {
	float re, im;
} Complex;

enum { N = 5000 };

static void
step(const Particle *p, Particle *out, int n)
{
#pragma omp target teams distribute parallel for map(to: p[0:n]) map(from: out[0:n])
	for (int i = 0; i < n; i++) {
		Particle a = p[i];
		Particle b = p[(i + 1) % n];
		out[i] = (Particle){a.x + b.w, a.y * 0.5f, a.z - b.x, a.w + 1.0f};
	}
}

static void
step_host(const Particle *p, Particle *out, int n)
{
	for (int i = 0; i < n; i++) {
		Particle a = p[i], b = p[(i + 1) % n];
		out[i] = (Particle){a.x + b.w, a.y * 0.5f, a.z - b.x, a.w + 1.0f};
	}
}

static void
square(Complex *c, const Complex *d, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: c[0:n]) map(to: d[0:n])
	for (int i = 0; i < n; i++)
		c[i] = (Complex){c[i].re * d[i].re - c[i].im * d[i].im,
		                 c[i].re * d[i].im + c[i].im * d[i].re};
}

static int
same(const float *a, const float *b, int n)
{
	for (int i = 0; i < n; i++)
		if (a[i] != b[i]) {
			printf("FAIL at float %d: %g, expected %g\n", i, a[i], b[i]);
			return 0;
		}
	return 1;
}

int
main(void)
{
	/* the particles at 16-byte offsets, then at 4 bytes in (n + 1
	 * records of room each); their next step in out */
	char *raw = malloc((N + 1) * sizeof(Particle)), *ref = malloc((N + 1) * sizeof(Particle));
	Particle *out = malloc(N * sizeof *out), *want = malloc(N * sizeof *want);
	Complex *c = malloc(N * sizeof *c), *d = malloc(N * sizeof *d), *cr = malloc(N * sizeof *cr);
	int ok = 1;

	for (int off = 0; off <= 4; off += 4) {
		Particle *p = (Particle *)(raw + off), *q = (Particle *)(ref + off);
		for (int i = 0; i < N; i++)
			p[i] = q[i] = (Particle){(float)i, (float)(2 * i), (float)(i % 7), (float)(i % 3)};
		/* p lies in raw's device copy: 4 bytes in, so is its device address */
#pragma omp target data map(to: raw[0:(N + 1) * sizeof(Particle)])
		step(p, out, N);
		step_host(q, want, N);
		ok &= same((const float *)out, (const float *)want, 4 * N);
	}
	for (int i = 0; i < N; i++) {
		c[i] = cr[i] = (Complex){(float)(i % 11) - 5.0f, (float)(i % 5)};
		d[i] = (Complex){0.5f, (float)(i % 3) - 1.0f};
	}
	square(c, d, N);
	for (int i = 0; i < N; i++)
		cr[i] = (Complex){cr[i].re * d[i].re - cr[i].im * d[i].im,
		                  cr[i].re * d[i].im + cr[i].im * d[i].re};
	ok &= same((const float *)c, (const float *)cr, 2 * N);
	printf("%s\n", ok ? "PASS" : "FAIL");
	free(raw);
	free(ref);
	free(out);
	free(want);
	free(c);
	free(d);
	free(cr);
	return !ok;
}
