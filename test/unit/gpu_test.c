/* The runtime on a real GPU (REQUIRES: gpu): map semantics, argument
 * translation, launch geometry, concurrent host threads, declare target
 * link pointers, attached members of arrays of structs, teardown.  The
 * kernels are gpu_test_kernels.cu, built by nvcc into a fatbin that this
 * file embeds.  OMP_TARGET_OFFLOAD=MANDATORY is set, so no check can pass
 * through a host fallback.
 *
 * Without an argument, every check runs and the exit status is the
 * number of failures.  With one, the named error case runs and must exit
 * with status 1 and a message for FileCheck:
 *   fault     kernel fault:   "error: kernel fault failed: CUDA_ERROR_ILLEGAL_ADDRESS"
 *   oom       allocation:     "error: out of device memory: cannot map 'huge'"
 *   partial   overlap:        "error: 'a' is partially mapped"
 *   exit      overlap on exit (target exit data of more than is mapped):
 *                             "error: 'a' is partially mapped"
 *   unmapped  bad pointer:    "error: pointer 'p' used in the target region is not mapped"
 *   nowait_fault  a nowait kernel's fault, found at taskwait
 *   exit_fault    the same, found at exit (no taskwait)
 *   exit_pending  a nowait region still pending at exit: teardown completes
 *                 it (exit status 0, "exit_pending: copied back")
 * One data region is left open on purpose: teardown must free it (run
 * under compute-sanitizer --leak-check full to see it does).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <omp.h>

#include "omp2cuda_rt.h"

__asm__(".section .rodata\n"
        ".balign 64\n"
        "gpu_test_fatbin:\n"
        ".incbin \"" GPU_TEST_FATBIN "\"\n"
        "gpu_test_fatbin_end:\n"
        ".previous\n");
extern const unsigned char gpu_test_fatbin[], gpu_test_fatbin_end[];

static int failures;
static int host_runs;

#define CHECK(c)                                                                                   \
	do {                                                                                       \
		if (!(c)) {                                                                        \
			fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #c);      \
			failures++;                                                                \
		}                                                                                  \
	} while (0)

static O2cModule module = {NULL, 0, "gpu_test.c", NULL, NULL, 0, 0};

/* A declare target link variable: the module's o2c_link_tab points to
 * its device copy while it is mapped. */
static int link_tab[1000];
static O2cGlobal globals[] = {
	{link_tab, sizeof link_tab, "o2c_link_tab", O2C_GLOBAL_LINK},
};

__attribute__((constructor)) static void
register_module(void)
{
	module.image = gpu_test_fatbin;
	module.size = (size_t)(gpu_test_fatbin_end - gpu_test_fatbin);
	o2c_register_globals(&module, globals, 1);
	o2c_register_module(&module);
}

static void
host_stub(void)
{
	host_runs++;
}

#define REGION(kernel, line)                                                                       \
	{                                                                                          \
		&module, kernel, "gpu_test.c:" #line ":9", host_stub, NULL, NULL, NULL, NULL, NULL, \
		    NULL, NULL, NULL, 0, NULL, NULL                                                            \
	}
#define MAP(v, n, t)                                                                               \
	{                                                                                          \
		(v), (n) * sizeof *(v), O2C_MAP_##t, #v                                            \
	}
#define ARG(v, t, m)                                                                               \
	{                                                                                          \
		&(v), O2C_ARG_##t, (m), #v, 0                                                      \
	}

static O2cRegion r_saxpy = REGION("saxpy", 1), r_incr = REGION("incr", 2),
                 r_section = REGION("copy_section", 3), r_poke = REGION("poke", 4),
                 r_null = REGION("is_null", 5), r_types = REGION("all_types", 6),
                 r_geom = REGION("geometry", 7), r_fault = REGION("fault", 8),
                 r_slow = REGION("slow_incr", 9), r_link_read = REGION("link_read", 10),
                 r_link_null = REGION("link_null", 11), r_row_sums = REGION("row_sums", 12);

/* About 25 ms of spinning per slow_incr kernel at 2 GHz. */
static long long slow_cycles = 50000000;

static void
test_saxpy(void)
{
	enum { N = 100000 };
	float *x = malloc(N * sizeof *x), *y = malloc(N * sizeof *y), a = 3;
	int n = N, i, bad = 0;
	O2cMap maps[] = {MAP(x, N, TO), MAP(y, N, TOFROM)};
	O2cArg args[] = {ARG(n, I32, -1), ARG(a, F32, -1), ARG(x, PTR, 0), ARG(y, PTR, 1)};
	O2cLaunch l = {N, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0};

	for (i = 0; i < N; i++) {
		x[i] = (float)i;
		y[i] = (float)(N - i);
	}
	o2c_target(&r_saxpy, maps, 2, args, 4, &l);
	for (i = 0; i < N; i++)
		bad += y[i] != 3.0f * (float)i + (float)(N - i) || x[i] != (float)i;
	CHECK(bad == 0);
	free(x);
	free(y);
}

/* Inside a data region the array is present: regions take references
 * and copy nothing; data_end copies back once. */
static void
test_data_region(void)
{
	enum { N = 1000 };
	int a[N], n = N, i, bad = 0, *ap = a;
	O2cMap dmaps[] = {MAP(a, N, TOFROM)};
	O2cMap maps[] = {MAP(a, N, TOFROM)};
	O2cArg args[] = {ARG(n, I32, -1), ARG(ap, PTR, 0)};
	O2cLaunch l = {N, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0};

	for (i = 0; i < N; i++)
		a[i] = i;
	o2c_data_begin("gpu_test.c:20:9", dmaps, 1);
	o2c_target(&r_incr, maps, 1, args, 2, &l);
	CHECK(a[7] == 7);
	a[0] = 1000;
	o2c_target(&r_incr, maps, 1, args, 2, &l);
	CHECK(a[0] == 1000);
	o2c_data_end("gpu_test.c:20:9", dmaps, 1);
	for (i = 0; i < N; i++)
		bad += a[i] != i + 2;
	CHECK(bad == 0);
}

/* map(to: a[5:10]) with a passed as the pointer: the device pointer is
 * the section's address minus the offset. */
static void
test_section(void)
{
	int a[20], out[10], n = 10, i, *ap = a, *op = out;
	O2cMap maps[] = {{a + 5, 10 * sizeof *a, O2C_MAP_TO, "a[5:10]"}, MAP(out, 10, FROM)};
	O2cArg args[] = {ARG(n, I32, -1), ARG(ap, PTR, 0), ARG(op, PTR, 1)};
	O2cLaunch l = {10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0};

	for (i = 0; i < 20; i++)
		a[i] = 10 * i;
	memset(out, 0xff, sizeof out);
	o2c_target(&r_section, maps, 2, args, 3, &l);
	for (i = 0; i < 10; i++)
		CHECK(out[i] == 10 * (5 + i));
}

/* A pointer into the middle of a mapped array, looked up (map -1). */
static void
test_lookup(void)
{
	int b[16], *p = b + 3, i;
	O2cMap dmaps[] = {MAP(b, 16, TOFROM)};
	O2cArg args[] = {ARG(p, PTR, -1)};
	O2cLaunch l = {-1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0};

	for (i = 0; i < 16; i++)
		b[i] = i;
	o2c_data_begin("gpu_test.c:30:9", dmaps, 1);
	o2c_target(&r_poke, NULL, 0, args, 1, &l);
	o2c_data_end("gpu_test.c:30:9", dmaps, 1);
	for (i = 0; i < 16; i++)
		CHECK(b[i] == (i == 3 ? 42 : i));
}

/* A zero-length section is not allocated: its pointer arrives NULL, and
 * so does a NULL pointer. */
static void
test_null(void)
{
	int z[1] = {5}, out[1] = {-1}, *zp = z, *np = NULL, *op = out;
	O2cMap maps[] = {MAP(z, 0, TO), MAP(out, 1, FROM)};
	O2cArg args[] = {ARG(zp, PTR, 0), ARG(op, PTR, 1)};
	O2cArg args2[] = {ARG(np, PTR, -1), ARG(op, PTR, 1)};
	O2cLaunch l = {1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0};

	o2c_target(&r_null, maps, 2, args, 2, &l);
	CHECK(out[0] == 1);
	out[0] = -1;
	o2c_target(&r_null, maps, 2, args2, 2, &l);
	CHECK(out[0] == 1);
}

static void
test_types(void)
{
	signed char i8 = -100;
	unsigned char u8 = 200;
	short i16 = -30000;
	unsigned short u16 = 60000;
	int i32 = -2000000000;
	unsigned u32 = 4000000000u;
	long long i64 = -(1LL << 50);
	unsigned long long u64 = 1ULL << 63;
	float f32 = 1.5f;
	double f64 = -0.25, out[10], *op = out;
	O2cMap maps[] = {MAP(out, 10, FROM)};
	O2cArg args[] = {ARG(i8, I8, -1),   ARG(u8, U8, -1),   ARG(i16, I16, -1), ARG(u16, U16, -1),
	                 ARG(i32, I32, -1), ARG(u32, U32, -1), ARG(i64, I64, -1), ARG(u64, U64, -1),
	                 ARG(f32, F32, -1), ARG(f64, F64, -1), ARG(op, PTR, 0)};

	o2c_target(&r_types, maps, 1, args, 11, NULL);
	CHECK(out[0] == -100 && out[1] == 200 && out[2] == -30000 && out[3] == 60000);
	CHECK(out[4] == -2000000000 && out[5] == 4000000000.0);
	CHECK(out[6] == -(double)(1LL << 50) && out[7] == 9223372036854775808.0);
	CHECK(out[8] == 1.5 && out[9] == -0.25);
}

static void
geometry_spread(long long trip, int teams, int limit, int spread, int *blocks, int *threads)
{
	int out[2] = {-1, -1}, *op = out;
	O2cMap maps[] = {MAP(out, 2, FROM)};
	O2cArg args[] = {ARG(op, PTR, 0)};
	O2cLaunch l = {trip, teams, limit, 0, spread, 0, 0, 0, 0, 0, 0, 0, NULL, 0};

	o2c_target(&r_geom, maps, 1, args, 1, &l);
	*blocks = out[0];
	*threads = out[1];
}

static void
geometry(long long trip, int teams, int limit, int *blocks, int *threads)
{
	geometry_spread(trip, teams, limit, 0, blocks, threads);
}

static void
test_geometry(void)
{
	int b, t, fill;

	geometry(1000, 0, 0, &b, &t);
	CHECK(b == 4 && t == 256);
	geometry(0, 0, 0, &b, &t);
	CHECK(b == 1 && t == 256);
	geometry(-1, 0, 0, &b, &t);
	fill = b;
	CHECK(fill > 4 && t == 256);
	geometry(1LL << 40, 0, 0, &b, &t);
	CHECK(b == fill && t == 256);
	geometry(1000, 7, 64, &b, &t);
	CHECK(b == 7 && t == 64);
	geometry(-1, 0, 5000, &b, &t);
	CHECK(t == 1024 && b == fill / 4);
	/* a small trip count spread over 32 or more multiprocessors
	 * (runtime/geometry.c; OMP2CUDA_SMALL_TRIP unset) */
	geometry_spread(1000, 0, 0, 1, &b, &t);
	CHECK(t == 32 && b == 32);
	geometry_spread(1000, 0, 128, 1, &b, &t);
	CHECK(t == 128 && b == 8);
	printf("gpu_test: default grid without a trip count: %d blocks\n", fill);
}

/* Host threads run regions at once, each on its own slice, all inside
 * one data region of the whole array. */
static void
test_threads(void)
{
	enum { T = 8, S = 4096 };
	static int c[T * S];
	int i, bad = 0;
	O2cMap dmaps[] = {MAP(c, T * S, TOFROM)};

	o2c_data_begin("gpu_test.c:40:9", dmaps, 1);
#pragma omp parallel for num_threads(T)
	for (int t = 0; t < T; t++) {
		int n = S, *p = c + t * S;
		O2cMap maps[] = {{p, S * sizeof *p, O2C_MAP_TOFROM, "c[t*S:S]"}};
		O2cArg args[] = {ARG(n, I32, -1), ARG(p, PTR, 0)};
		O2cLaunch l = {S, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0};

		for (int k = 0; k <= t; k++)
			o2c_target(&r_incr, maps, 1, args, 2, &l);
	}
	o2c_data_end("gpu_test.c:40:9", dmaps, 1);
	for (i = 0; i < T * S; i++)
		bad += c[i] != i / S + 1;
	CHECK(bad == 0);
}

/* Declare target link (runtime/globals.c): the pointer follows the
 * mappings of the variable, a section's included, and is NULL without. */
static void
test_link(void)
{
	int out[50], lo = 0, n = 50, *op = out, i, bad = 0;
	O2cMap whole[] = {MAP(link_tab, 1000, TO)};
	O2cMap part[] = {{link_tab + 100, 50 * sizeof *link_tab, O2C_MAP_TO, "link_tab[100:50]"}};
	O2cMap om[] = {MAP(out, 50, FROM)};
	O2cArg args[] = {ARG(lo, I32, -1), ARG(n, I32, -1), ARG(op, PTR, 0)};
	O2cArg nargs[] = {ARG(op, PTR, 0)};
	O2cLaunch l = {50, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0};

	for (i = 0; i < 1000; i++)
		link_tab[i] = 3 * i;
	o2c_target(&r_link_null, om, 1, nargs, 1, &l);
	CHECK(out[0] == 1);
	o2c_data_begin("gpu_test.c:80:9", whole, 1);
	lo = 900;
	o2c_target(&r_link_read, om, 1, args, 3, &l);
	for (i = 0; i < 50; i++)
		bad += out[i] != 3 * (900 + i);
	CHECK(bad == 0);
	o2c_data_end("gpu_test.c:80:9", whole, 1);
	o2c_target(&r_link_null, om, 1, nargs, 1, &l);
	CHECK(out[0] == 1);
	/* a section: the pointer is where the variable would start */
	o2c_data_begin("gpu_test.c:81:9", part, 1);
	lo = 100;
	o2c_target(&r_link_read, om, 1, args, 3, &l);
	for (i = 0, bad = 0; i < 50; i++)
		bad += out[i] != 3 * (100 + i);
	CHECK(bad == 0);
	o2c_data_end("gpu_test.c:81:9", part, 1);
	o2c_target(&r_link_null, om, 1, nargs, 1, &l);
	CHECK(out[0] == 1);
}

/* An array of structs whose members are attached one by one (OpenMP 5.2
 * 5.8.3, runtime/attach.c): kernels read through them, and every copy of
 * the array to the host brings the host's own pointers. */
struct row {
	int n;
	int *v;
};

static void
row_sums(int m, struct row *rows, int *out, int *bad)
{
	O2cMap om[] = {MAP(out, m, FROM)};
	O2cArg args[] = {ARG(m, I32, -1), ARG(rows, PTR, -1), ARG(out, PTR, 0)};
	O2cLaunch l = {m, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0};

	o2c_target(&r_row_sums, om, 1, args, 3, &l);
	for (int i = 0; i < m; i++)
		*bad += out[i] != i * (i + 1) / 2;
}

static void
test_attach_rows(void)
{
	enum { M = 64 };
	struct row rows[M];
	int *vals[M], out[M], i, bad = 0;
	O2cMap rm[] = {{rows, sizeof rows, O2C_MAP_TOFROM, "rows[0:m]"}};
	O2cMap uf[] = {{rows, sizeof rows, O2C_MAP_FROM, "rows"}};
	O2cMap ut[] = {{rows, sizeof rows, O2C_MAP_TO, "rows"}};

	for (i = 0; i < M; i++) {
		rows[i].n = i + 1;
		rows[i].v = vals[i] = malloc(rows[i].n * sizeof *rows[i].v);
		for (int k = 0; k < rows[i].n; k++)
			rows[i].v[k] = k;
	}
	o2c_data_begin("gpu_test.c:90:9", rm, 1);
	for (i = 0; i < M; i++) {
		O2cMap sm[] = {{rows[i].v, rows[i].n * sizeof(int), O2C_MAP_TO, "rows[i].v[0:n]"},
		               {&rows[i].v, 0, O2C_MAP_ATTACH, "rows[i].v"}};
		o2c_data_begin("gpu_test.c:91:9", sm, 2);
	}
	row_sums(M, rows, out, &bad);
	CHECK(bad == 0);
	o2c_update("gpu_test.c:92:9", uf, 1);
	for (i = 0; i < M; i++)
		bad += rows[i].v != vals[i];
	CHECK(bad == 0);
	o2c_update("gpu_test.c:93:9", ut, 1); /* attached again */
	row_sums(M, rows, out, &bad);
	CHECK(bad == 0);
	for (i = 0; i < M; i++) {
		O2cMap sm[] = {{rows[i].v, rows[i].n * sizeof(int), O2C_MAP_TO, "rows[i].v[0:n]"},
		               {&rows[i].v, 0, O2C_MAP_ATTACH, "rows[i].v"}};
		o2c_data_end("gpu_test.c:91:9", sm, 2);
	}
	o2c_data_end("gpu_test.c:90:9", rm, 1); /* detached: host pointers come back */
	for (i = 0; i < M; i++) {
		bad += rows[i].v != vals[i] || rows[i].n != i + 1;
		free(vals[i]);
	}
	CHECK(bad == 0);
}

/* Target tasks (runtime/task.c).  A nowait region's copies back wait for
 * a taskwait, or for anything that must come after them: these checks
 * read host memory right after each call, when a missing wait would
 * leave old values (each kernel spins about 25 ms first). */
static int
count_bad(const int *a, int n, int first, int step)
{
	int bad = 0;

	for (int i = 0; i < n; i++)
		bad += a[i] != first + step * i;
	return bad;
}

static void
test_nowait(void)
{
	enum { N = 1 << 20 };
	int *a = malloc(N * sizeof *a), *b = malloc(N * sizeof *b), n = N, dev = o2c_default_device();
	O2cMap am[] = {MAP(a, N, TOFROM)}, bm[] = {MAP(b, N, TOFROM)}, af[] = {MAP(a, N, FROM)};
	O2cArg aa[] = {ARG(n, I32, -1), ARG(a, PTR, 0), ARG(slow_cycles, I64, -1)};
	O2cArg ba[] = {ARG(n, I32, -1), ARG(b, PTR, 0), ARG(slow_cycles, I64, -1)};
	O2cLaunch l = {N, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0};
	O2cDepend ad[] = {{a, O2C_DEP_INOUT}}, bd[] = {{b, O2C_DEP_OUT}};

	for (int i = 0; i < N; i++) {
		a[i] = i;
		b[i] = -i;
	}
	/* two independent regions: nothing comes back before taskwait */
	o2c_target_task(dev, O2C_NOWAIT, NULL, 0, &r_slow, am, 1, aa, 3, &l);
	o2c_target_task(dev, O2C_NOWAIT | O2C_DEPEND, bd, 1, &r_slow, bm, 1, ba, 3, &l);
	CHECK(a[N - 1] == N - 1 && b[N - 1] == 1 - N);
	o2c_taskwait();
	CHECK(count_bad(a, N, 1, 1) == 0 && count_bad(b, N, 1, -1) == 0);

	/* a chain inside a data region: the references stay, nothing is
	 * copied until the deferred update, which waits for all three */
	o2c_data_begin("gpu_test.c:70:9", am, 1);
	for (int k = 0; k < 3; k++)
		o2c_target_task(dev, O2C_NOWAIT | O2C_DEPEND, ad, 1, &r_slow, am, 1, aa, 3, &l);
	o2c_data_task(dev, O2C_NOWAIT | O2C_DEPEND, ad, 1, O2C_TASK_UPDATE, "gpu_test.c:71:9", af,
	              1);
	CHECK(a[0] == 1);
	o2c_taskwait();
	CHECK(count_bad(a, N, 4, 1) == 0);
	a[0] = -7; /* the data region's end copies back over it */
	o2c_data_end("gpu_test.c:70:9", am, 1);
	CHECK(count_bad(a, N, 4, 1) == 0);

	/* the same array again without a data region: the second region
	 * finds the first one's mapping held only by its pending exit, and
	 * completes it first */
	o2c_target_task(dev, O2C_NOWAIT, NULL, 0, &r_slow, am, 1, aa, 3, &l);
	o2c_target_task(dev, O2C_NOWAIT, NULL, 0, &r_slow, am, 1, aa, 3, &l);
	CHECK(a[0] == 5);
	o2c_taskwait();
	CHECK(count_bad(a, N, 6, 1) == 0);

	/* a synchronous region completes the device's pending ones first */
	o2c_target_task(dev, O2C_NOWAIT, NULL, 0, &r_slow, am, 1, aa, 3, &l);
	o2c_target(&r_slow, bm, 1, ba, 3, &l);
	CHECK(count_bad(a, N, 7, 1) == 0 && count_bad(b, N, 2, -1) == 0);

	/* so does a device routine */
	o2c_target_task(dev, O2C_NOWAIT, NULL, 0, &r_slow, am, 1, aa, 3, &l);
	CHECK(!omp_target_is_present(a, dev));
	CHECK(count_bad(a, N, 8, 1) == 0);

	/* inside a parallel region a nowait region is complete on return */
#pragma omp parallel for num_threads(4)
	for (int t = 0; t < 4; t++) {
		int m = N / 4, *p = a + t * m;
		O2cMap pm[] = {{p, m * sizeof *p, O2C_MAP_TOFROM, "a[t*m:m]"}};
		O2cArg pa[] = {ARG(m, I32, -1), ARG(p, PTR, 0), ARG(slow_cycles, I64, -1)};
		O2cLaunch pl = {m, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0};
		o2c_target_task(dev, O2C_NOWAIT, NULL, 0, &r_slow, pm, 1, pa, 3, &pl);
		CHECK(count_bad(p, m, 9 + t * m, 1) == 0);
	}
	free(a);
	free(b);
}

static int exit_pending_a[1 << 16];

static void
exit_pending_check(void)
{
	int bad = count_bad(exit_pending_a, 1 << 16, 1, 0);

	printf("exit_pending: %s\n", bad ? "NOT copied back" : "copied back");
	fflush(stdout);
	if (bad)
		_exit(4);
}

static int
error_case(const char *what)
{
	static int a[16], big[1];
	int *p = a, *bp = big;
	O2cLaunch l = {16, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0};
	O2cArg args[] = {ARG(p, PTR, -1)};
	O2cMap dmaps[] = {MAP(a, 10, TO)};
	O2cMap part[] = {{a + 5, 10 * sizeof *a, O2C_MAP_TO, "a"}};
	O2cMap huge[] = {{big, (size_t)1 << 46, O2C_MAP_TO, "huge"}};
	O2cArg bargs[] = {ARG(bp, PTR, 0)};

	if (!strcmp(what, "fault")) {
		O2cMap maps[] = {MAP(a, 16, TOFROM)};
		O2cArg fargs[] = {ARG(p, PTR, 0)};
		o2c_target(&r_fault, maps, 1, fargs, 1, &l);
	} else if (!strcmp(what, "oom")) {
		o2c_target(&r_poke, huge, 1, bargs, 1, &l);
	} else if (!strcmp(what, "partial")) {
		o2c_data_begin("gpu_test.c:50:9", dmaps, 1);
		o2c_target(&r_poke, part, 1, args, 1, &l);
	} else if (!strcmp(what, "exit")) {
		O2cMap more[] = {MAP(a, 16, FROM)};
		o2c_data_begin("gpu_test.c:50:9", dmaps, 1);
		o2c_data_end("gpu_test.c:51:9", more, 1);
	} else if (!strcmp(what, "unmapped")) {
		o2c_target(&r_poke, NULL, 0, args, 1, &l);
	} else if (!strcmp(what, "nowait_fault") || !strcmp(what, "exit_fault")) {
		O2cMap maps[] = {MAP(a, 16, TOFROM)};
		O2cArg fargs[] = {ARG(p, PTR, 0)};
		o2c_target_task(0, O2C_NOWAIT, NULL, 0, &r_fault, maps, 1, fargs, 1, &l);
		if (what[0] == 'e')
			return 0; /* teardown finds the fault */
		o2c_taskwait();
	} else if (!strcmp(what, "exit_pending")) {
		enum { M = 1 << 16 };
		int m = M, *ep = exit_pending_a;
		O2cMap maps[] = {MAP(exit_pending_a, M, TOFROM)};
		O2cArg sargs[] = {ARG(m, I32, -1), ARG(ep, PTR, 0), ARG(slow_cycles, I64, -1)};
		O2cLaunch sl = {M, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, 0};
		atexit(exit_pending_check); /* before the device's: it runs after teardown */
		o2c_target_task(0, O2C_NOWAIT, NULL, 0, &r_slow, maps, 1, sargs, 3, &sl);
		return exit_pending_a[0] == 0 ? 0 : 5;
	} else {
		fprintf(stderr, "gpu_test: unknown case %s\n", what);
		return 2;
	}
	fprintf(stderr, "gpu_test: %s: the runtime did not exit\n", what);
	return 3;
}

int
main(int argc, char **argv)
{
	static int leak[256];
	O2cMap open[] = {MAP(leak, 256, TO)};

	setenv("OMP_TARGET_OFFLOAD", "MANDATORY", 1);
	if (argc > 1)
		return error_case(argv[1]);
	test_saxpy();
	test_data_region();
	test_section();
	test_lookup();
	test_null();
	test_types();
	test_geometry();
	test_threads();
	test_nowait();
	test_link();
	test_attach_rows();
	CHECK(host_runs == 0);
	o2c_data_begin("gpu_test.c:60:9", open, 1);
	printf("gpu_test: %s (%d failures)\n", failures ? "FAILED" : "ok", failures);
	return failures;
}
