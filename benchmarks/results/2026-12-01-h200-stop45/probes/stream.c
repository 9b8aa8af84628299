#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#ifndef NT
#define NT 0
#endif
int main(int argc, char **argv)
{
	long n = 1L << 25;
	int reps = argc > 1 ? atoi(argv[1]) : 200;
	float *a = malloc(n * sizeof *a), *b = malloc(n * sizeof *b), *c = malloc(n * sizeof *c);
	for (long i = 0; i < n; i++) { b[i] = (float)(i % 1000); c[i] = 1.0f; }
#pragma omp target data map(tofrom: a[0:n]) map(to: b[0:n], c[0:n])
	for (int r = 0; r < reps; r++) {
#if NT
#pragma omp target teams distribute parallel for num_teams((n + 255) / 256) thread_limit(256)
#else
#pragma omp target teams distribute parallel for
#endif
		for (long i = 0; i < n; i++)
			a[i] = b[i] * 0.5f + c[i];
#if NT
#pragma omp target teams distribute parallel for num_teams((n + 255) / 256) thread_limit(256)
#else
#pragma omp target teams distribute parallel for
#endif
		for (long i = 0; i < n; i++)
			a[i] = sinf(a[i] * 0.001f) + b[i];
	}
	double s = 0;
	for (long i = 0; i < n; i += 4097) s += a[i];
	printf("check %.6f\n", s);
	return 0;
}
