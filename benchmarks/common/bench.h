/* bench.h: helpers shared by every benchmark program, the OpenMP .c and the CUDA .cu twin alike.
 *
 * Header only, C99 and C++ compatible, host code only: nothing here may be called inside an
 * OpenMP target region or a CUDA kernel. It provides the host wall clock (CLOCK_MONOTONIC), a
 * deterministic generator for inputs (a 64-bit LCG, so every compiler sees the same data), the
 * small|large|numeric size parser, tolerance checks against a serial reference and the one
 * machine-readable line each run prints:
 *
 *   RESULT app=<app> compiler=<COMPILER_NAME> size=<label> verify=PASS|FAIL wall_ms=<ms>
 *
 * COMPILER_NAME is set at build time (-DCOMPILER_NAME=\"clang16\"). Under nvcc it also defines
 * CUDA_CHECK, which every CUDA runtime call of a twin goes through. */
#ifndef BENCH_H
#define BENCH_H

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifndef COMPILER_NAME
#define COMPILER_NAME "unknown"
#endif

#define BENCH_MAX_ARGS 6

/* Host wall clock in milliseconds; only differences are meaningful. */
static inline double
bench_now_ms(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec * 1e-6;
}

static inline void *
bench_alloc(size_t bytes)
{
	void *p = malloc(bytes ? bytes : 1);

	if (!p) {
		fprintf(stderr, "bench: out of host memory (%zu bytes)\n", bytes);
		exit(2);
	}
	return p;
}

/* Knuth's MMIX LCG; the high bits are the well-mixed ones. */
typedef struct BenchRng {
	uint64_t s;
} BenchRng;

static inline void
bench_rng_seed(BenchRng *r, uint64_t seed)
{
	r->s = seed * 0x9E3779B97F4A7C15ULL + 1;
}

static inline uint32_t
bench_rng_u32(BenchRng *r)
{
	r->s = r->s * 6364136223846793005ULL + 1442695040888963407ULL;
	return (uint32_t)(r->s >> 32);
}

/* Uniform in [0, 1). */
static inline float
bench_rng_float(BenchRng *r)
{
	return (float)(bench_rng_u32(r) >> 8) * (1.0f / 16777216.0f);
}

/* Uniform in [lo, hi). */
static inline float
bench_rng_range(BenchRng *r, float lo, float hi)
{
	return lo + (hi - lo) * bench_rng_float(r);
}

/* Uniform integer in [0, n), n > 0. */
static inline int
bench_rng_int(BenchRng *r, int n)
{
	return (int)(((uint64_t)bench_rng_u32(r) * (uint64_t)n) >> 32);
}

/* The run's size: argv[1] is "small" (also the default), "large", or nargs numbers that
 * override the presets. label names it in the RESULT line. */
typedef struct BenchSize {
	long v[BENCH_MAX_ARGS];
	char label[96];
} BenchSize;

static inline BenchSize
bench_parse_size(int argc, char **argv, int nargs, const long *small, const long *large,
		 const char *usage)
{
	BenchSize s;
	int i;

	memset(&s, 0, sizeof s);
	if (argc < 2 || strcmp(argv[1], "small") == 0 || strcmp(argv[1], "large") == 0) {
		const long *p = (argc >= 2 && strcmp(argv[1], "large") == 0) ? large : small;

		for (i = 0; i < nargs; i++)
			s.v[i] = p[i];
		snprintf(s.label, sizeof s.label, "%s", p == large ? "large" : "small");
		return s;
	}
	if (argc != nargs + 1)
		goto bad;
	s.label[0] = 0;
	for (i = 0; i < nargs; i++) {
		char *end;
		size_t len = strlen(s.label);

		s.v[i] = strtol(argv[i + 1], &end, 10);
		if (*end || end == argv[i + 1] || s.v[i] <= 0)
			goto bad;
		snprintf(s.label + len, sizeof s.label - len, "%s%ld", i ? "x" : "", s.v[i]);
	}
	return s;
bad:
	fprintf(stderr, "usage: %s small|large|%s\n", argv[0], usage);
	exit(2);
}

/* |x - ref| <= atol + rtol * |ref|, and NaN never passes. */
static inline int
bench_close(double x, double ref, double rtol, double atol)
{
	double d = fabs(x - ref);

	return d <= atol + rtol * fabs(ref);
}

/* Element-wise checks over a whole array or over the indices idx[0..n) when idx is not NULL.
 * They report the first few mismatches on stderr and return how many there were. */
static inline long
bench_check_float(const char *what, const float *x, const float *ref, const long *idx, long n,
		  double rtol, double atol)
{
	long bad = 0, k;

	for (k = 0; k < n; k++) {
		long i = idx ? idx[k] : k;

		if (!bench_close(x[i], ref[i], rtol, atol)) {
			if (bad < 5)
				fprintf(stderr, "%s[%ld] = %.8g, expected %.8g\n", what, i, x[i],
					ref[i]);
			bad++;
		}
	}
	if (bad)
		fprintf(stderr, "%s: %ld of %ld elements differ\n", what, bad, n);
	return bad;
}

static inline long
bench_check_double(const char *what, const double *x, const double *ref, const long *idx, long n,
		   double rtol, double atol)
{
	long bad = 0, k;

	for (k = 0; k < n; k++) {
		long i = idx ? idx[k] : k;

		if (!bench_close(x[i], ref[i], rtol, atol)) {
			if (bad < 5)
				fprintf(stderr, "%s[%ld] = %.12g, expected %.12g\n", what, i, x[i],
					ref[i]);
			bad++;
		}
	}
	if (bad)
		fprintf(stderr, "%s: %ld of %ld elements differ\n", what, bad, n);
	return bad;
}

static inline long
bench_check_int(const char *what, const int *x, const int *ref, const long *idx, long n)
{
	long bad = 0, k;

	for (k = 0; k < n; k++) {
		long i = idx ? idx[k] : k;

		if (x[i] != ref[i]) {
			if (bad < 5)
				fprintf(stderr, "%s[%ld] = %d, expected %d\n", what, i, x[i], ref[i]);
			bad++;
		}
	}
	if (bad)
		fprintf(stderr, "%s: %ld of %ld elements differ\n", what, bad, n);
	return bad;
}

/* Prints the verdict and the RESULT line; the value is main's exit status. */
static inline int
bench_finish(const char *app, const BenchSize *size, int pass, double wall_ms)
{
	printf("%s: %s\n", app, pass ? "PASS" : "FAIL");
	printf("RESULT app=%s compiler=%s size=%s verify=%s wall_ms=%.3f\n", app, COMPILER_NAME,
	       size->label, pass ? "PASS" : "FAIL", wall_ms);
	fflush(stdout);
	return pass ? 0 : 1;
}

#ifdef __CUDACC__
#define CUDA_CHECK(call)                                                                       \
	do {                                                                                   \
		cudaError_t e_ = (call);                                                       \
		if (e_ != cudaSuccess) {                                                       \
			fprintf(stderr, "%s:%d: %s failed: %s (%s)\n", __FILE__, __LINE__,     \
				#call, cudaGetErrorName(e_), cudaGetErrorString(e_));          \
			exit(2);                                                               \
		}                                                                              \
	} while (0)

/* After every kernel launch: catches bad launch shapes at once. */
#define CUDA_CHECK_LAUNCH() CUDA_CHECK(cudaGetLastError())

/* Creates the context and loads every kernel outside the timed part, as each OpenMP version's
 * warm-up region does (the OpenMP runtimes load the whole device image at their first region;
 * CUDA would otherwise load each kernel lazily at its first launch, inside the timed part). A
 * CUDA_MODULE_LOADING already set in the environment is left as it is. */
static inline void
bench_cuda_warmup(void)
{
	setenv("CUDA_MODULE_LOADING", "EAGER", 0);
	CUDA_CHECK(cudaFree(0));
}
#endif

#endif
