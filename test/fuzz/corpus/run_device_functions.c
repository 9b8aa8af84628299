// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Functions of this file called from regions (static, inline, recursive,
// declared before defined, inside declare target), typedef'd and tagged
// structs by value and through pointers, a function-local enum constant.
#include <math.h>
#include <stdio.h>

typedef struct {
	float lat, lng;
} Record;

struct box {
	double lo[3], hi[3];
	int id;
};

#define SQ(x) ((x) * (x))

static float dist(const Record *r, float lat, float lng);

static inline double
clampd(double v, double lo, double hi)
{
	return v < lo ? lo : v > hi ? hi : v;
}

static float
dist(const Record *r, float lat, float lng)
{
	return sqrtf(SQ(r->lat - lat) + SQ(r->lng - lng));
}

#pragma omp declare target
static double
fact(int n)
{
	return n <= 1 ? 1 : n * fact(n - 1);
}
#pragma omp end declare target

static struct box
grow(struct box b, double by)
{
	for (int k = 0; k < 3; k++)
		b.hi[k] += by;
	return b;
}

int
main(void)
{
	enum { N = 1000 };
	Record rec[N];
	float d[N];
	double e[N];
	struct box b = {{0, 0, 0}, {1, 2, 3}, 7};

	for (int i = 0; i < N; i++) {
		rec[i].lat = i * 0.1f;
		rec[i].lng = i * 0.2f;
		d[i] = NAN;
		e[i] = NAN;
	}
#pragma omp target teams distribute parallel for map(to: rec) map(from: d, e)
	for (int i = 0; i < N; i++) {
		struct box g = grow(b, 0.5);
		d[i] = dist(&rec[i], 1.0f, 2.0f);
		e[i] = clampd(i * 0.01, g.lo[1], g.hi[2]) + fact(i % 5) + g.id;
	}
	for (int i = 0; i < N; i++) {
		float w = sqrtf(SQ(rec[i].lat - 1.0f) + SQ(rec[i].lng - 2.0f));
		double f = 1, x = i * 0.01;
		for (int k = 2; k <= i % 5; k++)
			f *= k;
		double want = (x < 0 ? 0 : x > 3.5 ? 3.5 : x) + f + 7;
		if (!(fabsf(w - d[i]) <= 1e-4f * fmaxf(1, w)) || !(fabs(want - e[i]) <= 1e-9)) {
			printf("FAIL at %d: d %g want %g, e %g want %g\n", i, d[i], w, e[i], want);
			return 1;
		}
	}
	printf("PASS\n");
	return 0;
}
