// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// collapse(3) 3-D heat stencil (Rodinia hotspot3D) iterated inside target data, odd step count.

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define NX 64
#define NY 48
#define NZ 8
#define STEPS 5

struct coeffs {
	float cc, cw, ce, cn, cs, cb, ct, sdc, amb;
};

static void
step_host(const float *p, const float *tin, float *tout, int nx, int ny, int nz,
          const struct coeffs *k)
{
	for (int z = 0; z < nz; z++)
		for (int y = 0; y < ny; y++)
			for (int x = 0; x < nx; x++) {
				int c = x + y * nx + z * nx * ny;
				int w = x == 0 ? c : c - 1;
				int e = x == nx - 1 ? c : c + 1;
				int n = y == 0 ? c : c - nx;
				int s = y == ny - 1 ? c : c + nx;
				int b = z == 0 ? c : c - nx * ny;
				int t = z == nz - 1 ? c : c + nx * ny;
				tout[c] = k->cc * tin[c] + k->cw * tin[w] + k->ce * tin[e] +
				          k->cs * tin[s] + k->cn * tin[n] + k->cb * tin[b] +
				          k->ct * tin[t] + k->sdc * p[c] + k->ct * k->amb;
			}
}

/* Returns the buffer holding the final temperatures (t0 or t1). */
static float *
hotspot(const float *p, float *t0, float *t1, int nx, int ny, int nz, int steps,
        const struct coeffs *k)
{
	int size = nx * ny * nz;
	float cc = k->cc, cw = k->cw, ce = k->ce, cn = k->cn, cs = k->cs;
	float cb = k->cb, ct = k->ct, sdc = k->sdc, amb = k->amb;
	float *tin = t0, *tout = t1;

#pragma omp target data map(to: p[0:size]) map(tofrom: t0[0:size], t1[0:size])
	{
		for (int it = 0; it < steps; it++) {
#pragma omp target teams distribute parallel for collapse(3)
			for (int z = 0; z < nz; z++)
				for (int y = 0; y < ny; y++)
					for (int x = 0; x < nx; x++) {
						int c = x + y * nx + z * nx * ny;
						int w = x == 0 ? c : c - 1;
						int e = x == nx - 1 ? c : c + 1;
						int n = y == 0 ? c : c - nx;
						int s = y == ny - 1 ? c : c + nx;
						int b = z == 0 ? c : c - nx * ny;
						int t = z == nz - 1 ? c : c + nx * ny;
						tout[c] = cc * tin[c] + cw * tin[w] + ce * tin[e] +
						          cs * tin[s] + cn * tin[n] + cb * tin[b] +
						          ct * tin[t] + sdc * p[c] + ct * amb;
					}
			float *tmp = tin;
			tin = tout;
			tout = tmp;
		}
	}
	return tin;
}

int
main(void)
{
	const int size = NX * NY * NZ;
	float *p = malloc(size * sizeof *p);
	float *t0 = malloc(size * sizeof *t0), *t1 = malloc(size * sizeof *t1);
	float *r0 = malloc(size * sizeof *r0), *r1 = malloc(size * sizeof *r1);

	/* Chip parameters as in Rodinia's hotspot3D. */
	const float t_chip = 0.0005f, chip_h = 0.016f, chip_w = 0.016f;
	const float k_si = 100.0f, spec_heat_si = 1.75e6f, factor_chip = 0.5f;
	float dx = chip_h / NY, dy = chip_w / NX, dz = t_chip / NZ;
	float cap = factor_chip * spec_heat_si * t_chip * dx * dy;
	float rx = dy / (2.0f * k_si * t_chip * dx), ry = dx / (2.0f * k_si * t_chip * dy);
	float rz = dz / (k_si * dx * dy);
	float max_slope = 3.0e6f / (factor_chip * t_chip * spec_heat_si);
	float dt = 0.001f / max_slope;
	struct coeffs k;
	k.sdc = dt / cap;
	k.cw = k.ce = k.sdc / rx;
	k.cn = k.cs = k.sdc / ry;
	k.ct = k.cb = k.sdc / rz;
	k.cc = 1.0f - (2.0f * k.ce + 2.0f * k.cn + 3.0f * k.ct);
	k.amb = 80.0f;

	unsigned seed = 12345u;
	for (int i = 0; i < size; i++) {
		seed = seed * 1664525u + 1013904223u;
		p[i] = (float)(seed >> 8) / 16777216.0f * 0.5f;
		seed = seed * 1664525u + 1013904223u;
		t0[i] = r0[i] = 320.0f + (float)(seed >> 8) / 16777216.0f * 30.0f;
		t1[i] = NAN;
		r1[i] = NAN;
	}

	float *got = hotspot(p, t0, t1, NX, NY, NZ, STEPS, &k);

	float *rin = r0, *rout = r1;
	for (int it = 0; it < STEPS; it++) {
		step_host(p, rin, rout, NX, NY, NZ, &k);
		float *tmp = rin;
		rin = rout;
		rout = tmp;
	}
	if (got != (rin == r0 ? t0 : t1)) {
		printf("FAIL: result returned in the wrong buffer\n");
		return 1;
	}
	for (int i = 0; i < size; i++) {
		if (!(fabsf(got[i] - rin[i]) <= 1e-4f * fmaxf(1.0f, fabsf(rin[i])))) {
			printf("FAIL: t[%d] = %.9g, expected %.9g\n", i, got[i], rin[i]);
			return 1;
		}
	}
	/* The step before the last must be there too: both buffers were mapped tofrom. */
	float *other = got == t0 ? t1 : t0;
	for (int i = 0; i < size; i++) {
		if (!(fabsf(other[i] - rout[i]) <= 1e-4f * fmaxf(1.0f, fabsf(rout[i])))) {
			printf("FAIL: previous step t[%d] = %.9g, expected %.9g\n", i, other[i],
			       rout[i]);
			return 1;
		}
	}
	free(p);
	free(t0);
	free(t1);
	free(r0);
	free(r1);
	printf("PASS\n");
	return 0;
}
