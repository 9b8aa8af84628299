/* Matrix products omp2cuda tiles in shared memory (lowering/tile.c), for
 * test/run/gemm_tiles.c, which includes and runs them, and
 * test/lit/gemm_tiles_sim.test, which runs their CUDA on host threads
 * (cuda_sim/cuda_sim.h) and names the kernels by their lines here:
 * C = X Y of separate arrays; LU's in-place trailing update of one
 * array; and a product whose rows read and rows written interleave in
 * one buffer (x and z ld apart), which the run-time check cannot prove
 * apart. */
void
matmul(const float *x, const float *y, float *z, int n, int m, int p)
{
#pragma omp target teams distribute parallel for collapse(2) map(to: x[0:n * p], y[0:p * m]) map(from: z[0:n * m])
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++) {
			float s = 0.0f;
			for (int k = 0; k < p; k++)
				s += x[(long)i * p + k] * y[(long)k * m + j];
			z[(long)i * m + j] = s;
		}
}

void
trailing(float *a, int n, int kb, int be)
{
#pragma omp target teams distribute parallel for collapse(2)
	for (int i = be; i < n; i++)
		for (int j = be; j < n; j++) {
			float s = 0.0f;
			for (int k = kb; k < be; k++)
				s += a[(long)i * n + k] * a[(long)k * n + j];
			a[(long)i * n + j] -= s;
		}
}

void
interleaved(const float *x, const float *y, float *z, int n, int p, int ld)
{
#pragma omp target teams distribute parallel for collapse(2)
	for (int i = 0; i < n; i++)
		for (int j = 0; j < p; j++) {
			float s = 0.0f;
			for (int k = 0; k < p; k++)
				s += x[(long)i * ld + k] * y[(long)k * p + j];
			z[(long)i * ld + j] = s;
		}
}
