// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Sections of struct pointer members in map clauses (OpenMP 5.2 5.8.3):
// s.val[0:s.n] with s itself firstprivate, p->data[0:p->len] with the
// struct p points to mapped, an offset section, and the same items on
// target data, enter/exit data and target update.

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

struct vec {
	int n;
	double *val;
};

struct series {
	long len;
	double scale;
	float *data;
};

static int
check(const char *what, double got, double want)
{
	if (fabs(got - want) > 1e-9 * fmax(1.0, fabs(want))) {
		printf("FAIL: %s = %.17g, expected %.17g\n", what, got, want);
		return 0;
	}
	return 1;
}

int
main(void)
{
	struct vec s;
	struct series ser, *p = &ser;
	double out[64], mid;

	s.n = 64;
	s.val = malloc(s.n * sizeof *s.val);
	for (int i = 0; i < s.n; i++)
		s.val[i] = 0.5 * i;

	/* s is firstprivate; its member points to the mapped section. */
#pragma omp target teams distribute parallel for map(to: s.val[0:s.n]) map(from: out)
	for (int i = 0; i < s.n; i++)
		out[i] = 3.0 * s.val[i] + s.n;
	for (int i = 0; i < s.n; i++)
		if (!check("out", out[i], 3.0 * 0.5 * i + 64))
			return 1;

	/* Read-modify-write through the member, tofrom. */
#pragma omp target teams distribute parallel for map(tofrom: s.val[0:s.n])
	for (int i = 0; i < s.n; i++)
		s.val[i] = s.val[i] * s.val[i];
	for (int i = 0; i < s.n; i++)
		if (!check("s.val", s.val[i], 0.25 * i * i))
			return 1;

	/* A section that does not start at the member's first element. */
#pragma omp target teams distribute parallel for map(tofrom: s.val[16:32])
	for (int i = 16; i < 48; i++)
		s.val[i] = -s.val[i];
	for (int i = 0; i < s.n; i++)
		if (!check("s.val (offset)", s.val[i], (i >= 16 && i < 48 ? -0.25 : 0.25) * i * i))
			return 1;

	/* Through a pointer to the struct: the struct and its data. */
	ser.len = 1000;
	ser.scale = 0.25;
	ser.data = malloc(ser.len * sizeof *ser.data);
	for (long i = 0; i < ser.len; i++)
		ser.data[i] = (float)i;
#pragma omp target teams distribute parallel for map(to: p[0:1]) map(tofrom: p->data[0:p->len])
	for (long i = 0; i < p->len; i++)
		p->data[i] = (float)(p->data[i] * p->scale + 1.0);
	for (long i = 0; i < ser.len; i++)
		if (!check("p->data", ser.data[i], i * 0.25 + 1.0))
			return 1;

	/* target data keeps the struct and its data; regions inside use them. */
#pragma omp target data map(to: s) map(tofrom: s.val[0:s.n])
	{
#pragma omp target teams distribute parallel for
		for (int i = 0; i < s.n; i++)
			s.val[i] = i + 1.0;
#pragma omp target teams distribute parallel for
		for (int i = 0; i < s.n; i++)
			s.val[i] *= 2.0;
#pragma omp target update from(s.val[0:s.n])
		mid = s.val[10];
		s.val[10] = 100.0;
#pragma omp target update to(s.val[10:1])
#pragma omp target teams distribute parallel for
		for (int i = 0; i < s.n; i++)
			s.val[i] += 1.0;
	}
	if (!check("s.val (update)", mid, 22.0))
		return 1;
	for (int i = 0; i < s.n; i++)
		if (!check("s.val (data)", s.val[i], i == 10 ? 101.0 : 2.0 * (i + 1) + 1.0))
			return 1;

	/* enter data / exit data of the struct and its member. */
#pragma omp target enter data map(to: p[0:1], p->data[0:p->len])
#pragma omp target teams distribute parallel for
	for (long i = 0; i < p->len; i++)
		p->data[i] = (float)(2 * i);
#pragma omp target exit data map(from: p->data[0:p->len]) map(release: p[0:1])
	for (long i = 0; i < ser.len; i++)
		if (!check("p->data (exit data)", ser.data[i], 2.0 * i))
			return 1;
	if (ser.data == NULL || ser.len != 1000) {
		printf("FAIL: the host struct changed\n");
		return 1;
	}

	free(s.val);
	free(ser.data);
	printf("PASS\n");
	return 0;
}
