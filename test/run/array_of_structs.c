// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Arrays of structs of scalars and fixed arrays: a local array mapped
// whole and implicitly, a heap array mapped as a section, and sections
// not starting at 0.

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define NP 256

struct point {
	double x, y;
	int tag;
};

typedef struct {
	float pos[3];
	float vel[3];
	float mass;
} Particle;

int
main(void)
{
	struct point pts[NP];
	int n = 3000;
	Particle *ps = malloc(n * sizeof *ps);
	double len[NP];

	for (int i = 0; i < NP; i++)
		pts[i] = (struct point){i * 0.5, i * -0.25, 0};
	for (int i = 0; i < n; i++)
		for (int k = 0; k < 3; k++) {
			ps[i].pos[k] = (float)(i + k);
			ps[i].vel[k] = (float)(k + 1) * 0.5f;
			ps[i].mass = 1.0f + (float)(i % 7);
		}

	/* A local array of structs, mapped whole by name and implicitly. */
#pragma omp target teams distribute parallel for map(tofrom: pts) map(from: len)
	for (int i = 0; i < NP; i++) {
		len[i] = sqrt(pts[i].x * pts[i].x + pts[i].y * pts[i].y);
		pts[i].tag = pts[i].x > 40.0 ? 1 : 2;
	}
#pragma omp target teams distribute parallel for
	for (int i = 0; i < NP; i++)
		pts[i].y += 1.0;
	for (int i = 0; i < NP; i++) {
		double want = sqrt(0.25 * i * i + 0.0625 * i * i);
		if (fabs(len[i] - want) > 1e-12 || pts[i].tag != (i * 0.5 > 40.0 ? 1 : 2) ||
		    pts[i].y != i * -0.25 + 1.0) {
			printf("FAIL: pts[%d] = {%g, %g, %d}, len %g\n", i, pts[i].x, pts[i].y, pts[i].tag,
			       len[i]);
			return 1;
		}
	}

	/* A heap array of structs with array members, as a section. */
#pragma omp target teams distribute parallel for map(tofrom: ps[0:n])
	for (int i = 0; i < n; i++)
		for (int k = 0; k < 3; k++)
			ps[i].pos[k] += ps[i].vel[k] / ps[i].mass;

	/* Part of it, from element 1000 on. */
#pragma omp target teams distribute parallel for map(tofrom: ps[1000:n - 1000])
	for (int i = 1000; i < n; i++)
		ps[i].mass = -ps[i].mass;

	for (int i = 0; i < n; i++) {
		float m = 1.0f + (float)(i % 7);
		for (int k = 0; k < 3; k++) {
			float want = (float)(i + k) + (float)(k + 1) * 0.5f / m;
			if (fabsf(ps[i].pos[k] - want) > 1e-4f) {
				printf("FAIL: ps[%d].pos[%d] = %g, expected %g\n", i, k, ps[i].pos[k], want);
				return 1;
			}
		}
		if (ps[i].mass != (i >= 1000 ? -m : m)) {
			printf("FAIL: ps[%d].mass = %g\n", i, ps[i].mass);
			return 1;
		}
	}
	free(ps);
	printf("PASS\n");
	return 0;
}
