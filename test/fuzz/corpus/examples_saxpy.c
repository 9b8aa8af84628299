/* omp2cuda example: two OpenMP offload kernels sharing one target data region.
 *
 *   make run                       (builds omp2cuda, then compiles and runs this)
 *   omp2cuda -O2 examples/saxpy.c -o saxpy && ./saxpy
 *
 * Runs on the GPU when there is one and on the host otherwise; either way the
 * results are checked against plain host loops and the program exits non-zero
 * if they differ. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int
main(void)
{
	const int n = 1 << 24;              /* saxpy length: 64 MB per float array */
	const int rows = 2000, cols = 3000; /* grid for the blur: 48 MB per double array */
	const float a = 2.0f;
	float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
	double *in = malloc(sizeof(double) * rows * cols),
	       *out = malloc(sizeof(double) * rows * cols);

	for (int i = 0; i < n; i++) {
		x[i] = (float)(i % 1000) * 0.5f;
		y[i] = (float)(i % 37);
	}
	for (int k = 0; k < rows * cols; k++)
		in[k] = sin(0.001 * k);

	/* x and in go to the device once, y and out come back once, at the closing brace. */
#pragma omp target data map(to: x[0:n], in[0:rows*cols]) map(tofrom: y[0:n]) \
	map(from: out[0:rows*cols])
	{
		/* y = a*x + y, one GPU thread per element. */
#pragma omp target teams distribute parallel for
		for (int i = 0; i < n; i++)
			y[i] = a * x[i] + y[i];

		/* 5-point blur; collapse(2) spreads all rows*cols cells over the threads. */
#pragma omp target teams distribute parallel for collapse(2)
		for (int r = 0; r < rows; r++)
			for (int c = 0; c < cols; c++) {
				int k = r * cols + c;
				if (r == 0 || c == 0 || r == rows - 1 || c == cols - 1)
					out[k] = in[k];
				else
					out[k] = 0.2 * (in[k] + in[k - 1] + in[k + 1] +
					                in[k - cols] + in[k + cols]);
			}
	}

	/* Check against the same computations on the host. */
	double err_saxpy = 0.0, err_blur = 0.0;
	for (int i = 0; i < n; i++)
		err_saxpy = fmax(err_saxpy, fabs(y[i] - (a * ((i % 1000) * 0.5f) + (i % 37))));
	for (int r = 0; r < rows; r++)
		for (int c = 0; c < cols; c++) {
			int k = r * cols + c;
			int edge = r == 0 || c == 0 || r == rows - 1 || c == cols - 1;
			double want = edge ? in[k]
			                   : 0.2 * (in[k] + in[k - 1] + in[k + 1] + in[k - cols] +
			                            in[k + cols]);
			err_blur = fmax(err_blur, fabs(out[k] - want));
		}
	int ok_saxpy = err_saxpy == 0.0, ok_blur = err_blur <= 1e-12;

	printf("saxpy: n=%d, y = %g*x + y, max error %g -> %s\n", n, a, err_saxpy,
	       ok_saxpy ? "OK" : "WRONG");
	printf("blur:  %dx%d grid, 5-point stencil, max error %g -> %s\n", rows, cols, err_blur,
	       ok_blur ? "OK" : "WRONG");
	free(x);
	free(y);
	free(in);
	free(out);
	return ok_saxpy && ok_blur ? 0 : 1;
}
