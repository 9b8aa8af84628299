/* srad_v2: speckle reducing anisotropic diffusion of an ultrasound-like image (Rodinia's
 * srad_v2, rewritten).
 *
 * Each iteration measures the speckle statistics of a region of interest (a sum and a sum of
 * squares, accumulated in double), then computes per pixel the four directional differences and
 * the diffusion coefficient c (clamped to [0, 1]), then updates every pixel by the divergence of
 * c * grad J. Pixels outside the image count as the edge pixel. The image goes in once and comes
 * back once; the coefficient and difference arrays live on the device only. Checked against a
 * serial reference. */
#include "bench.h"

#define LAMBDA 0.5f

static void
gen_image(float *img, long n)
{
	BenchRng r;
	long i;

	/* exp of a [0, 1) "grey level": a positive, speckled intensity as SRAD expects. */
	bench_rng_seed(&r, 404);
	for (i = 0; i < n; i++)
		img[i] = expf(bench_rng_float(&r));
}

static void
warm_up_device(void)
{
	int x = 0;

#pragma omp target map(tofrom: x)
	x = x + 1;
}

static void
diffuse(float *J, float *c, float *dN, float *dS, float *dW, float *dE, int rows, int cols,
	int r1, int r2, int c1, int c2, int iters)
{
	long n = (long)rows * cols;
	double roi = (double)(r2 - r1) * (c2 - c1);

#pragma omp target data map(tofrom: J[0:n]) map(alloc: c[0:n], dN[0:n], dS[0:n], dW[0:n], dE[0:n])
	{
		for (int it = 0; it < iters; it++) {
			double sum = 0, sum2 = 0;
#pragma omp target teams distribute parallel for collapse(2) reduction(+: sum, sum2)
			for (int i = r1; i < r2; i++) {
				for (int j = c1; j < c2; j++) {
					double v = J[(long)i * cols + j];
					sum += v;
					sum2 += v * v;
				}
			}
			double mean = sum / roi;
			double var = sum2 / roi - mean * mean;
			float q0sqr = (float)(var / (mean * mean));

#pragma omp target teams distribute parallel for collapse(2)
			for (int i = 0; i < rows; i++) {
				for (int j = 0; j < cols; j++) {
					long k = (long)i * cols + j;
					long kn = i > 0 ? k - cols : k;
					long ks = i < rows - 1 ? k + cols : k;
					long kw = j > 0 ? k - 1 : k;
					long ke = j < cols - 1 ? k + 1 : k;
					float jc = J[k];
					float n_ = J[kn] - jc, s_ = J[ks] - jc;
					float w_ = J[kw] - jc, e_ = J[ke] - jc;
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
					long ks = i < rows - 1 ? k + cols : k;
					long ke = j < cols - 1 ? k + 1 : k;
					float d = c[k] * dN[k] + c[ks] * dS[k] + c[k] * dW[k] +
						  c[ke] * dE[k];
					J[k] = J[k] + 0.25f * LAMBDA * d;
				}
			}
		}
	}
}

static void
reference(float *J, int rows, int cols, int r1, int r2, int c1, int c2, int iters)
{
	long n = (long)rows * cols;
	float *c = (float *)bench_alloc((size_t)n * sizeof(float));
	float *d = (float *)bench_alloc((size_t)n * 4 * sizeof(float));
	double roi = (double)(r2 - r1) * (c2 - c1);
	int it, i, j;

	for (it = 0; it < iters; it++) {
		double sum = 0, sum2 = 0;
		for (i = r1; i < r2; i++) {
			for (j = c1; j < c2; j++) {
				double v = J[(long)i * cols + j];
				sum += v;
				sum2 += v * v;
			}
		}
		double mean = sum / roi;
		double var = sum2 / roi - mean * mean;
		float q0sqr = (float)(var / (mean * mean));
		for (i = 0; i < rows; i++) {
			for (j = 0; j < cols; j++) {
				long k = (long)i * cols + j;
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
				long k = (long)i * cols + j;
				long ks = i < rows - 1 ? k + cols : k;
				long ke = j < cols - 1 ? k + 1 : k;
				float dd = c[k] * d[4 * k] + c[ks] * d[4 * k + 1] + c[k] * d[4 * k + 2] +
					   c[ke] * d[4 * k + 3];
				J[k] = J[k] + 0.25f * LAMBDA * dd;
			}
		}
	}
	free(c);
	free(d);
}

int
main(int argc, char **argv)
{
	static const long small[] = {256, 256, 10}, large[] = {4096, 4096, 50};
	BenchSize size = bench_parse_size(argc, argv, 3, small, large, "<rows> <cols> <iters>");
	int rows = (int)size.v[0], cols = (int)size.v[1], iters = (int)size.v[2];
	int r1 = rows / 8, r2 = r1 + (rows + 3) / 4, c1 = cols / 8, c2 = c1 + (cols + 3) / 4;
	long n = (long)rows * cols, i, bad;
	float *J = (float *)bench_alloc((size_t)n * sizeof(float));
	float *ref = (float *)bench_alloc((size_t)n * sizeof(float));
	float *c = (float *)bench_alloc((size_t)n * sizeof(float));
	float *dN = (float *)bench_alloc((size_t)n * sizeof(float));
	float *dS = (float *)bench_alloc((size_t)n * sizeof(float));
	float *dW = (float *)bench_alloc((size_t)n * sizeof(float));
	float *dE = (float *)bench_alloc((size_t)n * sizeof(float));
	double t0, t1, sum = 0;

	gen_image(J, n);
	memcpy(ref, J, (size_t)n * sizeof(float));
	warm_up_device();

	t0 = bench_now_ms();
	diffuse(J, c, dN, dS, dW, dE, rows, cols, r1, r2, c1, c2, iters);
	t1 = bench_now_ms();

	if (!bench_ref_load("srad_v2", &size, "J", ref, sizeof *ref, n)) {
		reference(ref, rows, cols, r1, r2, c1, c2, iters);
		bench_ref_save("srad_v2", &size, "J", ref, sizeof *ref, n);
	}
	bad = bench_check_float("J", J, ref, NULL, n, 1e-3, 1e-4);
	for (i = 0; i < n; i++)
		sum += J[i];
	printf("srad_v2: %d x %d, %d iterations, mean intensity %.6f\n", rows, cols, iters,
	       sum / n);
	free(J);
	free(ref);
	free(c);
	free(dN);
	free(dS);
	free(dW);
	free(dE);
	return bench_finish("srad_v2", &size, bad == 0, t1 - t0);
}
