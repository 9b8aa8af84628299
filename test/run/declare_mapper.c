// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// declare mapper (OpenMP 5.0 2.19.7.3): the default mapper of a struct type applied to a map
// clause's struct, to a struct a target region uses without one, and to target update; a named
// mapper with map(mapper(id), ...), whose to items leave the host's copy alone (where the
// regions run on a device: the host fallback's regions write the host's).  On the GPU the
// regions read and write the data a pointer member points to only if the mapper's section of
// it was copied and the device copy of the member attached to it.

#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

#define N 1000

typedef struct vec {
	size_t len;
	double *data;
} vec_t;

#pragma omp declare mapper(vec_t v) map(v, v.data[0:v.len])
#pragma omp declare mapper(in: struct vec v) map(to: v, v.data[0:v.len])

static int failed;

static void
check(const char *what, double got, double want)
{
	if (got != want && failed++ < 10)
		printf("FAIL: %s: %g, want %g\n", what, got, want);
}

#pragma omp declare target
static void
scale(vec_t *s, double k)
{
	for (size_t i = 0; i < s->len; i++)
		s->data[i] *= k;
}
#pragma omp end declare target

int
main(void)
{
	vec_t s, t;
	double sum = 0;
	int dev = 0;
	double old;

	s.len = N;
	s.data = malloc(N * sizeof(double));
	t.len = N;
	t.data = malloc(N * sizeof(double));
	for (int i = 0; i < N; i++) {
		s.data[i] = i;
		t.data[i] = 1;
	}
	/* implicit: the default mapper copies s.data in and back */
#pragma omp target
	scale(&s, 2);
	for (int i = 0; i < N; i++)
		check("default mapper, implicit", s.data[i], 2.0 * i);

	/* explicit map of s: the default mapper again */
#pragma omp target map(tofrom: s)
	for (size_t i = 0; i < s.len; i++)
		s.data[i] += 1;
	for (int i = 0; i < N; i++)
		check("default mapper, map(tofrom: s)", s.data[i], 2.0 * i + 1);

	/* a named mapper of to items: the device's changes stay there */
#pragma omp target data map(mapper(in), tofrom: t)
	{
#pragma omp target map(mapper(in), tofrom: t) map(tofrom: sum, dev)
		for (size_t i = 0; i < t.len; i++) {
			dev = !omp_is_initial_device();
			t.data[i] += 5;
			sum += t.data[i];
		}
		old = dev ? 1 : 6; /* the host's, or the fallback's write */
		check("to mapper: the host's copy", t.data[7], old);
		t.data[0] = 100;
		/* the default mapper's update: the struct and its data */
#pragma omp target update to(mapper(default): t)
#pragma omp target map(mapper(in), tofrom: t)
		t.data[1] = t.data[0] + t.data[2];
#pragma omp target update from(t.data[0:2])
	}
	check("named mapper: device sum", sum, 6.0 * N);
	check("update to: the host's value", t.data[0], 100);
	check("update from: the device's data", t.data[1], 100 + old);
	check("to mapper: unchanged on the host", t.data[2], old);
	free(s.data);
	free(t.data);
	if (!failed)
		printf("PASS\n");
	return failed != 0;
}
