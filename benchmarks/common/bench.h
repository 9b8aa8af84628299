/* bench.h: helpers shared by every benchmark program, the OpenMP .c and the CUDA .cu twin alike.
 *
 * Header only, C99 and C++ compatible, host code only: nothing here may be called inside an
 * OpenMP target region or a CUDA kernel. It provides the host wall clock (CLOCK_MONOTONIC), a
 * deterministic generator for inputs (a 64-bit LCG, so every compiler sees the same data), the
 * small|large|numeric size parser, tolerance checks against a serial reference and the one
 * machine-readable line each run prints:
 *
 *   RESULT app=<app> compiler=<COMPILER_NAME> size=<label> verify=PASS|FAIL ref=<how> wall_ms=<ms>
 *
 * It also keeps serial references in a cache directory ($BENCH_REF_DIR) so that repeated runs of
 * one app at one size verify against a reference computed once (see bench_ref_load below).
 *
 * COMPILER_NAME is set at build time (-DCOMPILER_NAME=\"clang16\"). Under nvcc it also defines
 * CUDA_CHECK, which every CUDA runtime call of a twin goes through. */
#ifndef BENCH_H
#define BENCH_H

#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/stat.h>
#include <unistd.h>

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
	int nargs;
	char label[96];
} BenchSize;

static inline BenchSize
bench_parse_size(int argc, char **argv, int nargs, const long *small, const long *large,
		 const char *usage)
{
	BenchSize s;
	int i;

	memset(&s, 0, sizeof s);
	s.nargs = nargs;
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

/* Reference cache.
 *
 * A serial reference depends only on the app and its size arguments (the inputs come from the
 * LCG), so it is computed once and stored in $BENCH_REF_DIR; later runs of the same app and size,
 * whatever compiled them, load it instead. Without BENCH_REF_DIR nothing is stored and every run
 * computes its reference. Each reference array is one file, <dir>/<app>-<size>-<what>.ref (size:
 * the numeric arguments joined by x, whether they came from a preset or the command line),
 * holding a BenchRefHeader and then the raw elements, in this machine's byte order.
 *
 * A file is trusted only when its whole header matches what the run asks for (magic and format,
 * app, size, array, element size, count) and the checksum of the data it holds matches the one
 * in its header; anything else (truncated, from another size or app, an older format, damaged)
 * is a miss, and the run computes the reference serially and rewrites the file. Files are
 * written under a temporary name and renamed into place, so a concurrent run sees either no file
 * or a whole one. The reference code, not the cache, decides what a reference is: an app calls
 * bench_ref_save only with what its serial reference code has just computed.
 *
 * The cache does not know the app's code: after changing an app's inputs or its reference,
 * empty the directory. */
#define BENCH_REF_MAGIC "o2cref1" /* 7 characters and the NUL: format 1 */

typedef struct BenchRefHeader {
	char magic[8];
	char app[32];
	char size[64];
	char what[32];
	uint64_t elem; /* bytes per element */
	uint64_t count; /* elements */
	uint64_t sum; /* bench_ref_sum of the data */
} BenchRefHeader;

enum {
	BENCH_REF_NONE, /* no serial reference (yet) */
	BENCH_REF_CACHED, /* every reference array came from the cache */
	BENCH_REF_COMPUTED, /* some reference was computed by this run */
};

/* How this run got its reference; bench_finish prints it. */
static int bench_ref_state = BENCH_REF_NONE;

/* FNV-1a 64 taken over 64-bit words (a zero-padded tail last) instead of bytes, with the high
 * half folded down after every step so that every bit reaches every bit; the length seeds it. */
static inline uint64_t
bench_ref_sum(const void *data, size_t bytes)
{
	const unsigned char *p = (const unsigned char *)data;
	uint64_t h = 0xcbf29ce484222325ULL ^ (uint64_t)bytes, w;
	size_t i;

	for (i = 0; i + 8 <= bytes; i += 8) {
		memcpy(&w, p + i, 8);
		h = (h ^ w) * 0x100000001b3ULL;
		h ^= h >> 32;
	}
	if (i < bytes) {
		w = 0;
		memcpy(&w, p + i, bytes - i);
		h = (h ^ w) * 0x100000001b3ULL;
		h ^= h >> 32;
	}
	return h;
}

/* Fills the header a run expects and the file's path; 0 when there is no cache directory or a
 * name does not fit. */
static inline int
bench_ref_name(const char *app, const BenchSize *size, const char *what, size_t elem,
	       size_t count, BenchRefHeader *h, char *path, size_t pathlen)
{
	const char *dir = getenv("BENCH_REF_DIR");
	size_t len;
	int i, n;

	if (!dir || !*dir)
		return 0;
	memset(h, 0, sizeof *h);
	memcpy(h->magic, BENCH_REF_MAGIC, sizeof h->magic);
	for (i = 0; i < size->nargs; i++) {
		len = strlen(h->size);
		n = snprintf(h->size + len, sizeof h->size - len, "%s%ld", i ? "x" : "",
			     size->v[i]);
		if (n < 0 || (size_t)n >= sizeof h->size - len)
			return 0;
	}
	if (strlen(app) >= sizeof h->app || strlen(what) >= sizeof h->what)
		return 0;
	strcpy(h->app, app);
	strcpy(h->what, what);
	h->elem = elem;
	h->count = count;
	n = snprintf(path, pathlen, "%s/%s-%s-%s.ref", dir, app, h->size, what);
	return n > 0 && (size_t)n < pathlen;
}

/* Loads the reference array `what` (count elements of elem bytes) of this app and size into buf.
 * Returns 1 on a hit; on a miss returns 0 and leaves buf as it was, and the caller computes the
 * reference and calls bench_ref_save. */
static inline int
bench_ref_load(const char *app, const BenchSize *size, const char *what, void *buf, size_t elem,
	       size_t count)
{
	BenchRefHeader want, got;
	char path[4096];
	size_t bytes = elem * count;
	void *data;
	FILE *f;
	int ok;

	if (!bench_ref_name(app, size, what, elem, count, &want, path, sizeof path))
		return 0;
	f = fopen(path, "rb");
	if (!f)
		return 0;
	data = malloc(bytes ? bytes : 1);
	ok = data && fread(&got, sizeof got, 1, f) == 1 && fread(data, 1, bytes, f) == bytes &&
	     fgetc(f) == EOF && memcmp(&got, &want, offsetof(BenchRefHeader, sum)) == 0 &&
	     got.sum == bench_ref_sum(data, bytes);
	fclose(f);
	if (ok) {
		memcpy(buf, data, bytes);
		if (bench_ref_state == BENCH_REF_NONE)
			bench_ref_state = BENCH_REF_CACHED;
	} else {
		fprintf(stderr, "bench: %s is not a valid reference for this run; recomputing\n",
			path);
	}
	free(data);
	return ok;
}

/* Records that this run computed its serial reference. Apps whose reference costs less than
 * reading it back (nn, backprop, bplustree) call this instead of going through the cache. */
static inline void
bench_ref_computed(void)
{
	bench_ref_state = BENCH_REF_COMPUTED;
}

/* Records that this run computed its reference (call it right after the serial reference code,
 * with or without a cache directory) and stores the array `what` in the cache. A failure to
 * store is reported and otherwise ignored: the run has its reference either way. */
static inline void
bench_ref_save(const char *app, const BenchSize *size, const char *what, const void *buf,
	       size_t elem, size_t count)
{
	BenchRefHeader h;
	char path[4096], tmp[4096 + 32];
	size_t bytes = elem * count;
	FILE *f;
	int ok;

	bench_ref_computed();
	if (!bench_ref_name(app, size, what, elem, count, &h, path, sizeof path))
		return;
	mkdir(getenv("BENCH_REF_DIR"), 0777);
	h.sum = bench_ref_sum(buf, bytes);
	snprintf(tmp, sizeof tmp, "%s.tmp%ld", path, (long)getpid());
	f = fopen(tmp, "wb");
	if (!f) {
		fprintf(stderr, "bench: cannot write %s; the reference is not cached\n", tmp);
		return;
	}
	ok = fwrite(&h, sizeof h, 1, f) == 1 && fwrite(buf, 1, bytes, f) == bytes;
	ok = (fclose(f) == 0) && ok;
	if (!ok || rename(tmp, path) != 0) {
		fprintf(stderr, "bench: cannot write %s; the reference is not cached\n", path);
		remove(tmp);
	}
}

/* Prints the verdict and the RESULT line; the value is main's exit status. ref= says whether the
 * serial reference was cached, computed by this run, or none (the app has no serial reference at
 * this size). */
static inline int
bench_finish(const char *app, const BenchSize *size, int pass, double wall_ms)
{
	static const char *const how[] = {"none", "cached", "computed"};

	printf("%s: %s\n", app, pass ? "PASS" : "FAIL");
	printf("RESULT app=%s compiler=%s size=%s verify=%s ref=%s wall_ms=%.3f\n", app,
	       COMPILER_NAME, size->label, pass ? "PASS" : "FAIL", how[bench_ref_state], wall_ms);
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
