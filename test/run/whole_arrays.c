// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Captured fixed-size arrays used whole (C11 6.3.2.1p3: not converted to a
// pointer) inside regions: &a, sizeof a, sizeof through a macro, the
// array-end idiom *(&v + 1) - v, __typeof__(a).  The kernel and the host
// fallback receive an array as the pointer to its first element; each use
// must still mean the array: local, file-scope and static arrays, mapped
// or implicitly mapped, in target, combined loops (bounds too), target
// teams with nested parallel regions, target data, declare target,
// firstprivate and private arrays, struct members, arrays of structs and
// arrays whose type is a typedef's.

#include <omp.h>
#include <stdio.h>

#define COUNT(x) (sizeof(x) / sizeof((x)[0]))
#define OUTER(x) COUNT(x)
#define BYTES(x) ((long)sizeof(x))

struct pt {
	int x, y;
};

typedef double mat[4][8]; /* an array type by a typedef's name */

struct holder {
	double m[4];
	int n;
};

double grid[8][16];         /* file scope, implicitly mapped */
static int hist[50];
#pragma omp declare target
int dev_tab[12];
#pragma omp end declare target

static int failed;

static void
check(const char *what, long got, long want)
{
	if (got != want && failed++ < 20)
		printf("FAIL %s: %ld, want %ld\n", what, got, want);
}

static long
sum_ints(const int *p, int n)
{
	long s = 0;

	for (int i = 0; i < n; i++)
		s += p[i];
	return s;
}

static void
target_region(void)
{
	double a[4][8];
	short w[45];
	int v[100], k;
	long n = 0, e = 0, words = 0, bytes = 0;
	double s = 0;

	for (k = 0; k < 45; k++)
		w[k] = (short)k;
	/* the array through its address, as flat memory */
#pragma omp target map(tofrom: a)
	{
		double *flat = (double *)&a;
		for (k = 0; k < 32; k++)
			flat[k] = k;
	}
	for (k = 0; k < 32; k++)
		s += a[k / 8][k % 8];
	check("(double *)&a: sum", (long)s, 496);
	check("(double *)&a: a[3][7]", (long)a[3][7], 31);

	/* sizeof through macros, written out, of a row, and the end idiom */
#pragma omp target map(from: n, e, words, bytes) map(to: w) map(alloc: v, a)
	{
		n = COUNT(w) * 1000 + OUTER(a) * 10 + COUNT(a[0]) / 8;
		e = *(&v + 1) - v;
		words = sizeof v / sizeof(int) + sizeof(a) / sizeof(double);
		__typeof__(w) *pw = &w;
		bytes = BYTES(w) + (long)sizeof *pw + (long)((char *)(&w + 1) - (char *)w) + (*pw)[1] - 1;
	}
	check("COUNT(w), OUTER(a), COUNT(a[0])", n, 45041);
	check("*(&v + 1) - v", e, 100);
	check("sizeof v, sizeof(a)", words, 132);
	check("BYTES(w), sizeof *pw, &w + 1", bytes, 270);
}

static void
combined_loops(void)
{
	int v[100], hits = 0, i;
	double a[4][8];

	for (i = 0; i < 100; i++)
		v[i] = 0;
	/* the bound through a macro, evaluated where the loop is launched */
#pragma omp target teams distribute parallel for
	for (i = 0; i < COUNT(v); i++)
		v[i] = 1;
	for (i = 0; i < 100; i++)
		hits += v[i];
	check("combined loop to COUNT(v)", hits, 100);

#pragma omp target teams distribute parallel for map(from: a)
	for (int j = 0; j < (int)(sizeof a / sizeof a[0][0]); j++)
		(&a)[0][j / 8][j % 8] = j;
	for (i = 0; i < 32; i++)
		check("(&a)[0][i / 8][i % 8]", (long)a[i / 8][i % 8], i);

	/* a parallel loop over the flat array */
#pragma omp target parallel for map(tofrom: a)
	for (int j = 0; j < 32; j++)
		((double *)&a)[j] *= 2;
	for (i = 0; i < 32; i++)
		check("target parallel for: ((double *)&a)[j]", (long)a[i / 8][i % 8], 2 * i);
}

static void
file_scope_and_static(void)
{
	static long counts[7];
	int r;

#pragma omp target teams distribute parallel for collapse(2)
	for (int i = 0; i < (int)COUNT(grid); i++)
		for (int j = 0; j < (int)COUNT(grid[0]); j++)
			(*(&grid))[i][j] = i * 100 + j;
	check("file scope grid[7][15]", (long)grid[7][15], 715);

#pragma omp target
	{
		int *h = (int *)&hist;
		for (int i = 0; i < (int)COUNT(hist); i++)
			h[i] = i;
		for (int i = 0; i < (int)COUNT(counts); i++)
			(&counts)[0][i] = (long)sizeof counts + i;
	}
	check("static hist[49]", hist[49], 49);
	check("static counts[6]", counts[6], 56 + 6);

	/* declare target: the kernel names the device array itself */
#pragma omp target map(from: r)
	{
		int *t = (int *)&dev_tab;
		for (int i = 0; i < (int)COUNT(dev_tab); i++)
			t[i] = 2 * i;
		r = (int)(sizeof dev_tab) + dev_tab[11];
	}
	check("declare target dev_tab", r, 48 + 22);
}

static void
teams_and_data(void)
{
	int v[64], part[4] = {0}, i;
	long total = 0, size = 0;

	for (i = 0; i < 64; i++)
		v[i] = i;
	/* team code and nested parallel regions */
#pragma omp target teams num_teams(4) map(tofrom: v, part) map(from: size)
	{
		int t = omp_get_team_num();
		if (t == 0)
			size = (long)sizeof v;
#pragma omp parallel for num_threads(8)
		for (int j = 0; j < (int)(COUNT(v) / 4); j++)
			(*(&v))[t * 16 + j] += 1;
#pragma omp parallel num_threads(4)
		{
			if (omp_get_thread_num() == 0)
				part[t] = (int)COUNT(part);
		}
	}
	for (i = 0; i < 64; i++)
		check("teams: v[i]", v[i], i + 1);
	for (i = 0; i < 4; i++)
		check("teams: part[i]", part[i], 4);
	check("teams: sizeof v", size, 256);

	/* target data around regions that use the array whole */
#pragma omp target data map(tofrom: v)
	{
#pragma omp target teams distribute parallel for
		for (int j = 0; j < (int)COUNT(v); j++)
			((int *)&v)[j] *= 3;
#pragma omp target map(from: total)
		total = sum_ints(*(&v), (int)COUNT(v)) + (long)(&v[64] - &(*(&v))[0]);
	}
	check("target data: total", total, 3 * (64 * 65 / 2) + 64);
}

static void
private_copies(void)
{
	int fa[6] = {1, 2, 3, 4, 5, 6}, pa[5], out[2];
	long n = 0;

	/* copies are arrays already: their own address and size */
#pragma omp target firstprivate(fa) private(pa) map(from: out, n)
	{
		int *f = (int *)&fa;
		for (int i = 0; i < (int)COUNT(pa); i++)
			(&pa)[0][i] = i;
		f[5] = 60;
		out[0] = fa[5];
		out[1] = pa[4];
		n = (long)(sizeof fa + sizeof pa);
	}
	check("firstprivate copy", out[0], 60);
	check("host fa unchanged", fa[5], 6);
	check("private copy", out[1], 4);
	check("sizeof fa + sizeof pa", n, 44);
}

static void
records(void)
{
	struct holder s = {{0}, 3};
	struct pt pts[10];
	long n = 0;

	for (int i = 0; i < 10; i++)
		pts[i].x = pts[i].y = 0;
	/* a struct's array member: the region's struct is the mapped one */
#pragma omp target map(tofrom: s) map(from: n)
	{
		double *m = (double *)&s.m;
		for (int i = 0; i < (int)COUNT(s.m); i++)
			m[i] = i + s.n;
		n = (long)sizeof s.m;
	}
	check("&s.m: s.m[3]", (long)s.m[3], 6);
	check("sizeof s.m", n, 32);

	/* an array of structs */
#pragma omp target teams distribute parallel for map(tofrom: pts)
	for (int i = 0; i < (int)COUNT(pts); i++) {
		struct pt *base = (struct pt *)&pts;
		base[i].x = i;
		pts[i].y = (int)(*(&pts + 1) - pts);
	}
	for (int i = 0; i < 10; i++) {
		check("pts[i].x", pts[i].x, i);
		check("pts[i].y", pts[i].y, 10);
	}
}

static void
typedef_array(void)
{
	mat m;
	long n = 0;

#pragma omp target map(from: m, n)
	{
		double *f = (double *)&m;
		for (int k = 0; k < 32; k++)
			f[k] = k;
		n = (long)sizeof m + m[0][1];
	}
	check("typedef mat: m[3][7]", (long)m[3][7], 31);
	check("typedef mat: sizeof m", n, 257);
}

int
main(void)
{
	target_region();
	combined_loops();
	file_scope_and_static();
	teams_and_data();
	private_copies();
	records();
	typedef_array();
	if (failed)
		return 1;
	printf("PASS\n");
	return 0;
}
