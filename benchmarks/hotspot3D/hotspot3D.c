/* hotspot3D: transient temperature of a stacked chip (Rodinia's hotspot3D, rewritten).
 *
 * An explicit 7-point step of the HotSpot thermal model on an nx x ny x nz grid (x fastest) of
 * fixed-size cells, repeated `iters` times: each cell mixes with its six neighbours (a missing
 * neighbour at the boundary counts as the cell itself) and the ambient through the top and
 * bottom conductances, and gains its power. Temperatures and power go in once, the final
 * temperatures come back; two device buffers alternate. Checked against a serial reference. */
#include "bench.h"

/* HotSpot model constants (SI units). */
#define MAX_PD 3.0e6f
#define PRECISION 0.001f
#define SPEC_HEAT_SI 1.75e6f
#define K_SI 100.0f
#define FACTOR_CHIP 0.5f
#define T_CHIP 0.0005f
#define CELL 1.5625e-5f /* cell side in x and y */
#define AMB_TEMP 80.0f

typedef struct Coef {
	float cc, cw, ce, cn, cs, cb, ct; /* weights of the centre and of each neighbour */
	float sdc; /* step / capacitance */
} Coef;

static Coef
model_coefficients(int nz)
{
	float dx = CELL, dy = CELL, dz = T_CHIP / (float)nz;
	float cap = FACTOR_CHIP * SPEC_HEAT_SI * T_CHIP * dx * dy;
	float rx = dy / (2.0f * K_SI * T_CHIP * dx);
	float ry = dx / (2.0f * K_SI * T_CHIP * dy);
	float rz = dz / (K_SI * dx * dy);
	float max_slope = MAX_PD / (FACTOR_CHIP * T_CHIP * SPEC_HEAT_SI);
	float dt = PRECISION / max_slope;
	Coef k;

	k.sdc = dt / cap;
	k.ce = k.cw = k.sdc / rx;
	k.cn = k.cs = k.sdc / ry;
	k.ct = k.cb = k.sdc / rz;
	k.cc = 1.0f - (2.0f * k.ce + 2.0f * k.cn + 3.0f * k.ct);
	return k;
}

static void
gen_inputs(float *temp, float *power, long n)
{
	BenchRng r;
	long i;

	bench_rng_seed(&r, 1010);
	for (i = 0; i < n; i++) {
		temp[i] = bench_rng_range(&r, 323.0f, 343.0f);
		power[i] = bench_rng_range(&r, 0.0f, 0.005f);
	}
}

static void
warm_up_device(void)
{
	int x = 0;

#pragma omp target map(tofrom: x)
	x = x + 1;
}

/* Returns the buffer (temp or tmp) holding the final temperatures. */
static float *
simulate(float *temp, float *tmp, const float *power, int nx, int ny, int nz, int iters, Coef k)
{
	long plane = (long)nx * ny, n = plane * nz;
	float *src = temp, *dst = tmp;
	float cc = k.cc, cw = k.cw, ce = k.ce, cn = k.cn, cs = k.cs, cb = k.cb, ct = k.ct;
	float sdc = k.sdc, amb = AMB_TEMP;

#pragma omp target data map(to: temp[0:n], power[0:n]) map(alloc: tmp[0:n])
	{
		for (int it = 0; it < iters; it++) {
#pragma omp target teams distribute parallel for collapse(3)
			for (int z = 0; z < nz; z++) {
				for (int y = 0; y < ny; y++) {
					for (int x = 0; x < nx; x++) {
						long i = z * plane + (long)y * nx + x;
						float c = src[i];
						float w = x > 0 ? src[i - 1] : c;
						float e = x < nx - 1 ? src[i + 1] : c;
						float no = y > 0 ? src[i - nx] : c;
						float so = y < ny - 1 ? src[i + nx] : c;
						float b = z > 0 ? src[i - plane] : c;
						float t = z < nz - 1 ? src[i + plane] : c;
						dst[i] = cc * c + cw * w + ce * e + cs * so + cn * no +
							 cb * b + ct * t + sdc * power[i] + ct * amb;
					}
				}
			}
			float *tt = src;
			src = dst;
			dst = tt;
		}
#pragma omp target update from(src[0:n])
	}
	return src;
}

static void
reference(const float *temp, const float *power, int nx, int ny, int nz, int iters, Coef k,
	  float *out)
{
	long plane = (long)nx * ny, n = plane * nz;
	float *a = (float *)bench_alloc((size_t)n * sizeof(float));
	float *src = a, *dst = out, *tt;
	int it, x, y, z;

	memcpy(a, temp, (size_t)n * sizeof(float));
	for (it = 0; it < iters; it++) {
		for (z = 0; z < nz; z++) {
			for (y = 0; y < ny; y++) {
				for (x = 0; x < nx; x++) {
					long i = z * plane + (long)y * nx + x;
					float c = src[i];
					float w = x > 0 ? src[i - 1] : c;
					float e = x < nx - 1 ? src[i + 1] : c;
					float no = y > 0 ? src[i - nx] : c;
					float so = y < ny - 1 ? src[i + nx] : c;
					float b = z > 0 ? src[i - plane] : c;
					float t = z < nz - 1 ? src[i + plane] : c;
					dst[i] = k.cc * c + k.cw * w + k.ce * e + k.cs * so + k.cn * no +
						 k.cb * b + k.ct * t + k.sdc * power[i] + k.ct * AMB_TEMP;
				}
			}
		}
		tt = src;
		src = dst;
		dst = tt;
	}
	if (src != out)
		memcpy(out, src, (size_t)n * sizeof(float));
	free(a);
}

int
main(int argc, char **argv)
{
	static const long small[] = {64, 64, 8, 20}, large[] = {512, 512, 64, 100};
	BenchSize size = bench_parse_size(argc, argv, 4, small, large, "<nx> <ny> <nz> <iters>");
	int nx = (int)size.v[0], ny = (int)size.v[1], nz = (int)size.v[2], iters = (int)size.v[3];
	long n = (long)nx * ny * nz, i, bad;
	float *temp = (float *)bench_alloc((size_t)n * sizeof(float));
	float *tmp = (float *)bench_alloc((size_t)n * sizeof(float));
	float *power = (float *)bench_alloc((size_t)n * sizeof(float));
	float *ref = (float *)bench_alloc((size_t)n * sizeof(float));
	float *res, *temp0 = (float *)bench_alloc((size_t)n * sizeof(float));
	Coef k = model_coefficients(nz);
	double t0, t1, sum = 0;

	gen_inputs(temp, power, n);
	memcpy(temp0, temp, (size_t)n * sizeof(float));
	for (i = 0; i < n; i++)
		tmp[i] = -1.0f;
	warm_up_device();

	t0 = bench_now_ms();
	res = simulate(temp, tmp, power, nx, ny, nz, iters, k);
	t1 = bench_now_ms();

	if (!bench_ref_load("hotspot3D", &size, "temp", ref, sizeof *ref, n)) {
		reference(temp0, power, nx, ny, nz, iters, k, ref);
		bench_ref_save("hotspot3D", &size, "temp", ref, sizeof *ref, n);
	}
	bad = bench_check_float("temp", res, ref, NULL, n, 1e-4, 1e-3);
	for (i = 0; i < n; i++)
		sum += res[i];
	printf("hotspot3D: %d x %d x %d, %d iterations, mean temperature %.4f K\n", nx, ny, nz,
	       iters, sum / n);
	free(temp);
	free(tmp);
	free(power);
	free(ref);
	free(temp0);
	return bench_finish("hotspot3D", &size, bad == 0, t1 - t0);
}
