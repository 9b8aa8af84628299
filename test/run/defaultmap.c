// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// defaultmap (OpenMP 5.2 5.8.7) changes how variables a region uses without a clause are mapped:
// a scalar written in a target region comes back with tofrom; an array mapped to does not; alloc
// copies nothing either way; firstprivate gives each thread its own copy of an array; from copies
// back what the region wrote; a struct of the aggregate category is mapped like an array; a pointer
// made firstprivate keeps its value (a device address); default is OpenMP's implicit rules, which
// map a struct tofrom.

#include <omp.h>
#include <stdio.h>

#define N 256

struct stats {
	int count;
	double total;
};

static int failed;

static void
check(const char *what, long got, long want)
{
	if (got != want && failed++ < 10)
		printf("%s: %ld, want %ld\n", what, got, want);
}

/* Do regions run on the host (no GPU, or OMP_TARGET_OFFLOAD=DISABLED)? */
static int
on_host(void)
{
	int host = 1;

#pragma omp target map(from: host)
	host = omp_is_initial_device();
	return host;
}

static void
scalars(void)
{
	int x = 1, y = 2, hits = 0;
	double scale = 1.5;
	int out[N];

	/* written scalars come back with tofrom ... */
#pragma omp target defaultmap(tofrom: scalar)
	{
		x = 40 + y;
		scale *= 2;
	}
	check("defaultmap(tofrom: scalar) on target", x, 42);
	check("defaultmap(tofrom: scalar) on target, double", (long)scale, 3);

	/* ... not with the implicit rules (firstprivate) */
	int z = 0;
#pragma omp target defaultmap(default: scalar) map(from: z)
	{
		y += 1000;
		z = y;
	}
	check("defaultmap(default: scalar)", y, 2);
	check("defaultmap(default: scalar), in the region", z, 1002);

	/* read in a parallel loop, updated atomically */
#pragma omp target teams distribute parallel for defaultmap(tofrom: scalar) map(from: out)
	for (int i = 0; i < N; i++) {
		out[i] = i * x;
#pragma omp atomic
		hits += 1;
	}
	check("defaultmap(tofrom: scalar) with atomic updates", hits, N);
	for (int i = 0; i < N; i++)
		check("defaultmap(tofrom: scalar) read in a loop", out[i], i * 42L);
}

static void
aggregates(void)
{
	int a[N], b[N], c[N];
	struct stats st = {0, 0};

	for (int i = 0; i < N; i++)
		a[i] = b[i] = c[i] = i;
	/* to: the device copy changes, the host's does not */
#pragma omp target teams distribute parallel for defaultmap(to: aggregate) map(tofrom: c)
	for (int i = 0; i < N; i++) {
		a[i] *= 2;
		c[i] = a[i] + 1;
	}
	/* the host fallback maps nothing: its region changes the host's a */
	for (int i = 0; i < N; i++) {
		check("defaultmap(to: aggregate) host copy", a[i], on_host() ? 2L * i : i);
		check("defaultmap(to: aggregate) read on the device", c[i], 2L * i + 1);
		a[i] = i;
	}
	/* from: what the region writes comes back */
#pragma omp target teams distribute parallel for defaultmap(from: aggregate)
	for (int i = 0; i < N; i++)
		b[i] = -i;
	for (int i = 0; i < N; i++)
		check("defaultmap(from: aggregate)", b[i], -i);
	/* a struct is an aggregate: mapped tofrom, changes come back */
#pragma omp target defaultmap(tofrom: aggregate) map(to: a)
	for (int i = 0; i < N; i++) {
		st.count += 1;
		st.total += a[i];
	}
	check("defaultmap(tofrom: aggregate) struct count", st.count, N);
	check("defaultmap(tofrom: aggregate) struct total", (long)st.total, N * (N - 1L) / 2);
	/* without defaultmap too: OpenMP maps a struct tofrom */
	struct stats st2 = {1, 0.25};
#pragma omp target
	{
		st2.count += 41;
		st2.total *= 8;
	}
	check("a struct the region writes comes back", st2.count, 42);
	check("a struct the region writes comes back, double", (long)st2.total, 2);
}

static void
firstprivate_and_alloc(void)
{
	int tab[4] = {5, 6, 7, 8}, out[N], scratch[N];
	int *dev = omp_target_alloc(N * sizeof(int), omp_get_default_device());

	/* each thread its own copy of tab, starting as the host's */
#pragma omp target teams distribute parallel for defaultmap(firstprivate: aggregate) \
	map(from: out)
	for (int i = 0; i < N; i++) {
		tab[i % 4] += i;
		out[i] = tab[(i + 1) % 4];
	}
	check("defaultmap(firstprivate: aggregate) host copy", tab[0], 5);
	/* alloc: nothing copied in or out; a firstprivate pointer is a device address */
#pragma omp target teams distribute parallel for defaultmap(alloc: aggregate) \
	defaultmap(firstprivate: pointer) map(from: out)
	for (int i = 0; i < N; i++) {
		scratch[i] = 3 * i;
		dev[i] = scratch[i] + 1;
		out[i] = dev[i];
	}
	for (int i = 0; i < N; i++)
		check("defaultmap(alloc: aggregate), defaultmap(firstprivate: pointer)", out[i], 3L * i + 1);
	omp_target_free(dev, omp_get_default_device());
}

static void
parallel_shared(void)
{
	int nthreads = 0, last = -1;

	/* one team: a mapped scalar is shared by its threads */
#pragma omp target parallel num_threads(32) defaultmap(tofrom: scalar)
	{
		if (omp_get_thread_num() == 0)
			nthreads = omp_get_num_threads();
#pragma omp barrier
		if (omp_get_thread_num() == nthreads - 1)
			last = omp_get_thread_num();
	}
	check("target parallel defaultmap(tofrom: scalar): threads", nthreads, 32);
	check("target parallel defaultmap(tofrom: scalar): shared", last, 31);
}

int
main(void)
{
	scalars();
	aggregates();
	firstprivate_and_alloc();
	parallel_shared();
	printf("%s\n", failed ? "FAIL" : "PASS");
	return failed != 0;
}
