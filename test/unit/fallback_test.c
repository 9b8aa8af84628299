/* Host fallback through libffi (runtime/fallback.c): with
 * OMP_TARGET_OFFLOAD=DISABLED, o2c_target must call the region's host
 * function with the values the argument list points at, pointers
 * untranslated, and treat map clauses and target data as no-ops; target
 * tasks (nowait, depend) run at once.  Exits non-zero on failure.
 */
#include <stdio.h>
#include <stdlib.h>

#include "omp2cuda_rt.h"

static int failures;

#define CHECK(c)                                                                                   \
	do {                                                                                       \
		if (!(c)) {                                                                        \
			fprintf(stderr, "%s:%d: check failed: %s\n", __FILE__, __LINE__, #c);      \
			failures++;                                                                \
		}                                                                                  \
	} while (0)

static int calls;

static void
region_host(int n, double a, float *x, long m)
{
	calls++;
	CHECK(n == 3);
	CHECK(a == 2.5);
	CHECK(m == -1234567890123L);
	CHECK(x != NULL);
	if (x)
		x[1] = (float)(a * n);
}

static void
all_types_host(signed char i8, unsigned char u8, short i16, unsigned short u16, int i32,
               unsigned u32, long long i64, unsigned long long u64, float f32, double f64, int *p)
{
	calls++;
	CHECK(i8 == -100);
	CHECK(u8 == 200);
	CHECK(i16 == -30000);
	CHECK(u16 == 60000);
	CHECK(i32 == -2000000000);
	CHECK(u32 == 4000000000u);
	CHECK(i64 == -9000000000000000000LL);
	CHECK(u64 == 18000000000000000000ULL);
	CHECK(f32 == 1.5f);
	CHECK(f64 == -0.25);
	CHECK(p == NULL);
}

static O2cModule module = {NULL, 0, "fallback_test.c", NULL, NULL, 0, 0};

/* What test_region and test_tasks give region_host: its arguments, and
 * x mapped tofrom.  Fill in place: the descriptors point into it. */
typedef struct Fixture {
	int n;
	double a;
	float x[4], *xp;
	long m;
	O2cMap maps[1];
	O2cArg args[4];
	O2cLaunch l;
} Fixture;

static void
fixture(Fixture *f)
{
	*f = (Fixture){.n = 3, .a = 2.5, .m = -1234567890123L, .l = {4, 0, 0, 0}};
	f->xp = f->x;
	f->maps[0] = (O2cMap){f->x, sizeof f->x, O2C_MAP_TOFROM, "x"};
	f->args[0] = (O2cArg){&f->n, O2C_ARG_I32, -1, "n", 0};
	f->args[1] = (O2cArg){&f->a, O2C_ARG_F64, -1, "a", 0};
	f->args[2] = (O2cArg){&f->xp, O2C_ARG_PTR, 0, "x", 0};
	f->args[3] = (O2cArg){&f->m, O2C_ARG_I64, -1, "m", 0};
}

static void
test_region(void)
{
	static O2cRegion r = {&module, "region_kernel", "fallback_test.c:10:9",
	                      (void (*)(void))region_host, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL};
	Fixture f;

	fixture(&f);
	o2c_data_begin("fallback_test.c:20:9", f.maps, 1);
	o2c_target(&r, f.maps, 1, f.args, 4, &f.l);
	o2c_data_end("fallback_test.c:20:9", f.maps, 1);
	CHECK(f.x[1] == 7.5f);
	CHECK(f.x[0] == 0 && f.x[2] == 0);
}

static void
test_all_types(void)
{
	static O2cRegion r = {&module, "all_types_kernel", "fallback_test.c:30:9",
	                      (void (*)(void))all_types_host, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL};
	signed char i8 = -100;
	unsigned char u8 = 200;
	short i16 = -30000;
	unsigned short u16 = 60000;
	int i32 = -2000000000, *p = NULL;
	unsigned u32 = 4000000000u;
	long long i64 = -9000000000000000000LL;
	unsigned long long u64 = 18000000000000000000ULL;
	float f32 = 1.5f;
	double f64 = -0.25;
	O2cArg args[] = {
	        {&i8, O2C_ARG_I8, -1, "i8", 0},    {&u8, O2C_ARG_U8, -1, "u8", 0},
	        {&i16, O2C_ARG_I16, -1, "i16", 0}, {&u16, O2C_ARG_U16, -1, "u16", 0},
	        {&i32, O2C_ARG_I32, -1, "i32", 0}, {&u32, O2C_ARG_U32, -1, "u32", 0},
	        {&i64, O2C_ARG_I64, -1, "i64", 0}, {&u64, O2C_ARG_U64, -1, "u64", 0},
	        {&f32, O2C_ARG_F32, -1, "f32", 0}, {&f64, O2C_ARG_F64, -1, "f64", 0},
	        {&p, O2C_ARG_PTR, -1, "p", 0},
	};

	o2c_target(&r, NULL, 0, args, 11, NULL);
}

/* Target tasks on the host (runtime/task.c): a nowait region runs before
 * its call returns, with depend too; the data tasks do nothing; taskwait
 * has nothing to wait for. */
static void
test_tasks(void)
{
	static O2cRegion r = {&module, "region_kernel", "fallback_test.c:30:9",
	                      (void (*)(void))region_host, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL};
	Fixture f;
	O2cDepend out[] = {{f.x, O2C_DEP_OUT}}, in[] = {{f.x, O2C_DEP_IN}, {&f.n, O2C_DEP_INOUT}};

	fixture(&f);
	o2c_data_task(o2c_default_device(), O2C_NOWAIT, NULL, 0, O2C_TASK_ENTER,
	              "fallback_test.c:31:9", f.maps, 1);
	o2c_target_task(o2c_default_device(), O2C_NOWAIT | O2C_DEPEND, out, 1, &r, f.maps, 1, f.args,
	                4, &f.l);
	CHECK(f.x[1] == 7.5f);
	f.x[1] = 0;
	o2c_target_task(0, O2C_NOWAIT, NULL, 0, &r, f.maps, 1, f.args, 4, &f.l);
	CHECK(f.x[1] == 7.5f);
	o2c_data_task(0, O2C_NOWAIT | O2C_DEPEND, in, 2, O2C_TASK_UPDATE, "fallback_test.c:32:9",
	              f.maps, 1);
	o2c_data_task(0, O2C_DEPEND, out, 1, O2C_TASK_EXIT, "fallback_test.c:33:9", f.maps, 1);
	o2c_taskwait();
	CHECK(f.x[1] == 7.5f && f.x[0] == 0);
}

int
main(void)
{
	setenv("OMP_TARGET_OFFLOAD", "DISABLED", 1);
	test_region();
	test_all_types();
	test_tasks();
	CHECK(calls == 4);
	if (failures)
		return 1;
	printf("fallback_test: ok\n");
	return 0;
}
