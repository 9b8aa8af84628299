/* srad_v1: speckle reducing anisotropic diffusion of a whole image (Rodinia's srad_v1,
 * rewritten).
 *
 * The image is first mapped to intensities J = exp(I / 255) on the device; each iteration then
 * takes the speckle statistics of the whole image (a sum and a sum of squares, accumulated in
 * double), computes per pixel the four directional differences and the diffusion coefficient c
 * (clamped to [0, 1]), and updates every pixel by the divergence of c * grad J. Neighbours come
 * from precomputed row and column index arrays (iN, iS, jW, jE) that clamp at the border. At the
 * end the image is mapped back, I = 255 log J. The image and the index arrays go in, the image
 * comes back; everything else lives on the device. Checked against a serial reference. */
#include <math.h>

#include "bench.h"

#define LAMBDA 0.5f

typedef struct Work {
	int *iN, *iS, *jW, *jE;
	float *J, *c, *dN, *dS, *dW, *dE;
} Work;

/* A smooth scene times exponential-like speckle, in [0, 255]. */
static void
gen_image(float *img, int rows, int cols)
{
	BenchRng r;
	int i, j;

	bench_rng_seed(&r, 1212);
	for (i = 0; i < rows; i++) {
		for (j = 0; j < cols; j++) {
			float scene = 100.0f + 60.0f * sinf(i * 0.02f) * cosf(j * 0.013f);
			float speckle = -logf(1.0f - 0.9f * bench_rng_float(&r));
			float v = scene * (0.5f + 0.5f * speckle);
			img[(long)i * cols + j] = v < 255.0f ? v : 255.0f;
		}
	}
}

static void
warm_up_device(void)
{
	int x = 0;

#pragma omp target map(tofrom: x)
	x = x + 1;
}

static void
diffuse(float *img, int rows, int cols, int iters, Work *w)
{
	long n = (long)rows * cols;
	int *iN = w->iN, *iS = w->iS, *jW = w->jW, *jE = w->jE;
	float *J = w->J, *c = w->c, *dN = w->dN, *dS = w->dS, *dW = w->dW, *dE = w->dE;

	for (int i = 0; i < rows; i++) {
		iN[i] = i > 0 ? i - 1 : 0;
		iS[i] = i < rows - 1 ? i + 1 : rows - 1;
	}
	for (int j = 0; j < cols; j++) {
		jW[j] = j > 0 ? j - 1 : 0;
		jE[j] = j < cols - 1 ? j + 1 : cols - 1;
	}
#pragma omp target data map(tofrom: img[0:n]) map(to: iN[0:rows], iS[0:rows], jW[0:cols], jE[0:cols]) \
	map(alloc: J[0:n], c[0:n], dN[0:n], dS[0:n], dW[0:n], dE[0:n])
	{
#pragma omp target teams distribute parallel for
		for (long k = 0; k < n; k++)
			J[k] = expf(img[k] / 255.0f);

		for (int it = 0; it < iters; it++) {
			double sum = 0, sum2 = 0;
#pragma omp target teams distribute parallel for reduction(+: sum, sum2)
			for (long k = 0; k < n; k++) {
				double v = J[k];
				sum += v;
				sum2 += v * v;
			}
			double mean = sum / n;
			double var = sum2 / n - mean * mean;
			float q0sqr = (float)(var / (mean * mean));

#pragma omp target teams distribute parallel for collapse(2)
			for (int i = 0; i < rows; i++) {
				for (int j = 0; j < cols; j++) {
					long k = (long)i * cols + j;
					float jc = J[k];
					float n_ = J[(long)iN[i] * cols + j] - jc;
					float s_ = J[(long)iS[i] * cols + j] - jc;
					float w_ = J[(long)i * cols + jW[j]] - jc;
					float e_ = J[(long)i * cols + jE[j]] - jc;
					float g2 = (n_ * n_ + s_ * s_ + w_ * w_ + e_ * e_) / (jc * jc);
					float l = (n_ + s_ + w_ + e_) / jc;
					float num = 0.5f * g2 - 0.0625f * l * l;
					float den = 1.0f + 0.25f * l;
					float qsqr = num / (den * den);
					den = (qsqr - q0sqr) / (q0sqr * (1.0f + q0sqr));
					float cc = 1.0f / (1.0f + den);
					c[k] = cc < 0.0f ? 0.0f : (cc > 1.0f ? 1.0f : cc);
					dN[k] = n_;
					dS[k] = s_;
					dW[k] = w_;
					dE[k] = e_;
				}
			}

#pragma omp target teams distribute parallel for collapse(2)
			for (int i = 0; i < rows; i++) {
				for (int j = 0; j < cols; j++) {
					long k = (long)i * cols + j;
					float cs = c[(long)iS[i] * cols + j];
					float ce = c[(long)i * cols + jE[j]];
					float d = c[k] * dN[k] + cs * dS[k] + c[k] * dW[k] + ce * dE[k];
					J[k] = J[k] + 0.25f * LAMBDA * d;
				}
			}
		}

#pragma omp target teams distribute parallel for
		for (long k = 0; k < n; k++)
			img[k] = logf(J[k]) * 255.0f;
	}
}

static void
reference(float *img, int rows, int cols, int iters)
{
	long n = (long)rows * cols, k;
	float *J = (float *)bench_alloc((size_t)n * sizeof(float));
	float *c = (float *)bench_alloc((size_t)n * sizeof(float));
	float *d = (float *)bench_alloc((size_t)n * 4 * sizeof(float));
	int it, i, j;

	for (k = 0; k < n; k++)
		J[k] = expf(img[k] / 255.0f);
	for (it = 0; it < iters; it++) {
		double sum = 0, sum2 = 0;
		for (k = 0; k < n; k++) {
			sum += J[k];
			sum2 += (double)J[k] * J[k];
		}
		double mean = sum / n;
		double var = sum2 / n - mean * mean;
		float q0sqr = (float)(var / (mean * mean));
		for (i = 0; i < rows; i++) {
			for (j = 0; j < cols; j++) {
				k = (long)i * cols + j;
				float jc = J[k];
				float n_ = J[i > 0 ? k - cols : k] - jc;
				float s_ = J[i < rows - 1 ? k + cols : k] - jc;
				float w_ = J[j > 0 ? k - 1 : k] - jc;
				float e_ = J[j < cols - 1 ? k + 1 : k] - jc;
				float g2 = (n_ * n_ + s_ * s_ + w_ * w_ + e_ * e_) / (jc * jc);
				float l = (n_ + s_ + w_ + e_) / jc;
				float num = 0.5f * g2 - 0.0625f * l * l;
				float den = 1.0f + 0.25f * l;
				float qsqr = num / (den * den);
				den = (qsqr - q0sqr) / (q0sqr * (1.0f + q0sqr));
				float cc = 1.0f / (1.0f + den);
				c[k] = cc < 0.0f ? 0.0f : (cc > 1.0f ? 1.0f : cc);
				d[4 * k] = n_;
				d[4 * k + 1] = s_;
				d[4 * k + 2] = w_;
				d[4 * k + 3] = e_;
			}
		}
		for (i = 0; i < rows; i++) {
			for (j = 0; j < cols; j++) {
				k = (long)i * cols + j;
				float cs = c[i < rows - 1 ? k + cols : k];
				float ce = c[j < cols - 1 ? k + 1 : k];
				float dd = c[k] * d[4 * k] + cs * d[4 * k + 1] + c[k] * d[4 * k + 2] +
					   ce * d[4 * k + 3];
				J[k] = J[k] + 0.25f * LAMBDA * dd;
			}
		}
	}
	for (k = 0; k < n; k++)
		img[k] = logf(J[k]) * 255.0f;
	free(J);
	free(c);
	free(d);
}

int
main(int argc, char **argv)
{
	static const long small[] = {256, 256, 20}, large[] = {2048, 2048, 200};
	BenchSize size = bench_parse_size(argc, argv, 3, small, large, "<rows> <cols> <iters>");
	int rows = (int)size.v[0], cols = (int)size.v[1], iters = (int)size.v[2];
	long n = (long)rows * cols, i, bad;
	float *img = (float *)bench_alloc((size_t)n * sizeof(float));
	float *ref = (float *)bench_alloc((size_t)n * sizeof(float));
	Work w;
	double t0, t1, sum = 0;

	w.iN = (int *)bench_alloc((size_t)rows * sizeof(int));
	w.iS = (int *)bench_alloc((size_t)rows * sizeof(int));
	w.jW = (int *)bench_alloc((size_t)cols * sizeof(int));
	w.jE = (int *)bench_alloc((size_t)cols * sizeof(int));
	w.J = (float *)bench_alloc((size_t)n * sizeof(float));
	w.c = (float *)bench_alloc((size_t)n * sizeof(float));
	w.dN = (float *)bench_alloc((size_t)n * sizeof(float));
	w.dS = (float *)bench_alloc((size_t)n * sizeof(float));
	w.dW = (float *)bench_alloc((size_t)n * sizeof(float));
	w.dE = (float *)bench_alloc((size_t)n * sizeof(float));
	gen_image(img, rows, cols);
	memcpy(ref, img, (size_t)n * sizeof(float));
	warm_up_device();

	t0 = bench_now_ms();
	diffuse(img, rows, cols, iters, &w);
	t1 = bench_now_ms();

	if (!bench_ref_load("srad_v1", &size, "image", ref, sizeof *ref, n)) {
		reference(ref, rows, cols, iters);
		bench_ref_save("srad_v1", &size, "image", ref, sizeof *ref, n);
	}
	bad = bench_check_float("image", img, ref, NULL, n, 1e-3, 1e-2);
	for (i = 0; i < n; i++)
		sum += img[i];
	printf("srad_v1: %d x %d, %d iterations, mean grey level %.4f\n", rows, cols, iters,
	       sum / n);
	free(img);
	free(ref);
	free(w.iN);
	free(w.iS);
	free(w.jW);
	free(w.jE);
	free(w.J);
	free(w.c);
	free(w.dN);
	free(w.dS);
	free(w.dW);
	free(w.dE);
	return bench_finish("srad_v1", &size, bad == 0, t1 - t0);
}
