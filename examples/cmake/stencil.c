#include <stdlib.h>
#include <string.h>

#include "stencil.h"

void
stencil_run(int n, int steps, double *u)
{
	double *v = malloc(sizeof *v * n * n);

	memcpy(v, u, sizeof *v * n * n);
	#pragma omp target data map(tofrom: u[0:n*n]) map(to: v[0:n*n])
	for (int s = 0; s < steps; s++) {
		#pragma omp target teams distribute parallel for collapse(2)
		for (int i = 1; i < n - 1; i++)
			for (int j = 1; j < n - 1; j++)
				v[i*n + j] = u[i*n + j] + STENCIL_ALPHA * (u[(i-1)*n + j] + u[(i+1)*n + j]
				             + u[i*n + j - 1] + u[i*n + j + 1] - 4 * u[i*n + j]);
		#pragma omp target teams distribute parallel for collapse(2)
		for (int i = 1; i < n - 1; i++)
			for (int j = 1; j < n - 1; j++)
				u[i*n + j] = v[i*n + j];
	}
	free(v);
}

void
stencil_run_serial(int n, int steps, double *u)
{
	double *v = malloc(sizeof *v * n * n);

	memcpy(v, u, sizeof *v * n * n);
	for (int s = 0; s < steps; s++) {
		for (int i = 1; i < n - 1; i++)
			for (int j = 1; j < n - 1; j++)
				v[i*n + j] = u[i*n + j] + STENCIL_ALPHA * (u[(i-1)*n + j] + u[(i+1)*n + j]
				             + u[i*n + j - 1] + u[i*n + j + 1] - 4 * u[i*n + j]);
		for (int i = 1; i < n - 1; i++)
			for (int j = 1; j < n - 1; j++)
				u[i*n + j] = v[i*n + j];
	}
	free(v);
}
