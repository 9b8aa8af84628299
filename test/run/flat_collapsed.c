// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %run OMP2CUDA_FLAT=off %t | FileCheck %s
// RUN: %omp2cuda -O2 -fno-flat-tiles %s -o %t.order && %run %t.order | FileCheck %s
// RUN: %if gpu %{ env OMP_TARGET_OFFLOAD=MANDATORY OMP2CUDA_VERBOSE=1 %t 2>&1 | FileCheck %s --check-prefix=NOTE %} %else %{ true %}
// The 200 x 96 nest's blocks reside at once: its flat kernel runs, in
// tiles (96 iterations of j are 3 tiles across; the runtime may spread the
// small nest over more blocks of fewer threads, whole warps).
// NOTE: flat_collapsed.c:96:1: kernel o2c_flat_collapsed_96_flat on {{.*}}: {{[0-9]+}} blocks x {{[0-9]+}} threads
// E2E-PASS[OMP2CUDA_VERBOSE=1]: flat_collapsed.c:96:1: kernel o2c_flat_collapsed_96_flat on .*: \d+ blocks x \d+ threads
// E2E-ENV: OMP2CUDA_FLAT=off
// CHECK: PASS
// Collapsed nests whose innermost body loops run a thread per iteration
// (lowering/flat.c), collapse(2) nests in tiles of 32 by the block's warps:
// collapse(2) and collapse(3) over uneven extents, a fast loop shorter than
// 32 and a block of 100 threads (in order, no tiles), a reduction and a
// lastprivate, a nest whose fast loop is the outer one (collapse order,
// a[j * n + i]), a continue in the body, bounds that name enumerators (the host's trip
// count), and a body that calls a function that loops; every element is
// compared with a serial computation.
#include <stdio.h>
#include <stdlib.h>

enum { OCT = 8, NX = 37, NY = 29, NE = 5 };

#pragma omp declare target
static double
series(int a, int b)
{
	double s = 0;
	for (int t = 0; t <= a % 7; t++)
		s += (double)(b + t) / (t + 1);
	return s;
}
#pragma omp end declare target

int
main(void)
{
	int n = 613, m = 417;
	double *a = calloc((size_t)n * m, sizeof *a), *f = calloc((size_t)OCT * NX * NY, sizeof *f);
	double *g = calloc((size_t)n * m, sizeof *g), *h = calloc((size_t)n * 7, sizeof *h);
	double *r = calloc((size_t)n * m, sizeof *r), *w = calloc(200 * 96, sizeof *w);
	int bad = 0, last_i = -1, last_j = -1;
	double sum = 0, want = 0;

	if (!a || !f || !g || !h || !r || !w)
		return 1;
#pragma omp target data map(tofrom: a[0:n * m], f[0:OCT * NX * NY], g[0:n * m], h[0:n * 7], r[0:n * m], w[0:200 * 96])
	{
#pragma omp target teams distribute parallel for collapse(2)
		for (int i = 0; i < n; i++)
			for (int j = 0; j < m; j++) {
				if ((i + j) % 11 == 5)
					continue;
				double t = 0;
				for (int q = 0; q < (i + j) % 13; q++)
					t += q * 0.5 + i;
				a[(size_t)i * m + j] = t;
			}
#pragma omp target teams distribute parallel for collapse(3)
		for (int o = 0; o < OCT; o++)
			for (int x = 0; x < NX; x++) {
				for (int y = 0; y < NY; y++) {
					double s = o;
					for (int e = 0; e < NE; e++)
						s = s * 0.5 + x - y + e;
					f[(o * NX + x) * NY + y] = s;
				}
			}
#pragma omp target teams distribute parallel for collapse(2)
		for (int i = 1; i < n; i += 2)
			for (int j = m - 1; j >= 0; j -= 3)
				g[(size_t)i * m + j] = series(i, j);
#pragma omp target teams distribute parallel for collapse(2)
		for (int i = 0; i < n; i++)
			for (int j = 0; j < 7; j++)
				h[i * 7 + j] = series(j, i);
#pragma omp target teams distribute parallel for collapse(2) reduction(+: sum) lastprivate(last_i, last_j)
		for (int i = 0; i < n; i++)
			for (int j = 0; j < m; j++) {
				double t = 0;
				for (int q = 0; q <= j % 5; q++)
					t += q;
				sum += t + i;
				last_i = i;
				last_j = j;
			}
#pragma omp target teams distribute parallel for collapse(2)
		for (int i = 0; i < n; i++)
			for (int j = 0; j < m; j++) {
				double t = 0;
				for (int q = 0; q < 4; q++)
					t += (double)(i ^ q);
				r[(size_t)j * n + i] = t;
			}
#pragma omp target teams distribute parallel for collapse(2)
		for (int i = 0; i < 200; i++)
			for (int j = 0; j < 96; j++)
				for (int q = 0; q < 2; q++)
					w[i * 96 + j] += i * 100 + j + q;
#pragma omp target teams distribute parallel for collapse(2) thread_limit(100)
		for (int i = 0; i < n; i++)
			for (int j = 0; j < m; j++)
				for (int q = 0; q < 3; q++)
					a[(size_t)i * m + j] += q;
	}
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++) {
			double t = 0;
			if ((i + j) % 11 != 5)
				for (int q = 0; q < (i + j) % 13; q++)
					t += q * 0.5 + i;
			bad |= a[(size_t)i * m + j] != t + 3;
			double t2 = 0;
			for (int q = 0; q <= j % 5; q++)
				t2 += q;
			want += t2 + i;
		}
	for (int i = 0; i < n; i++)
		for (int j = 0; j < m; j++) {
			double u = (i % 2 == 1 && (m - 1 - j) % 3 == 0) ? series(i, j) : 0, v = 0;
			for (int q = 0; q < 4; q++)
				v += (double)(i ^ q);
			bad |= g[(size_t)i * m + j] != u || r[(size_t)j * n + i] != v;
		}
	bad |= sum != want || last_i != n - 1 || last_j != m - 1;
	for (int i = 0; i < 200; i++)
		for (int j = 0; j < 96; j++)
			bad |= w[i * 96 + j] != 2.0 * (i * 100 + j) + 1;
	for (int i = 0; i < n; i++)
		for (int j = 0; j < 7; j++)
			bad |= h[i * 7 + j] != series(j, i);
	for (int o = 0; o < OCT; o++)
		for (int x = 0; x < NX; x++)
			for (int y = 0; y < NY; y++) {
				double s = o;
				for (int e = 0; e < NE; e++)
					s = s * 0.5 + x - y + e;
				bad |= f[(o * NX + x) * NY + y] != s;
			}
	printf("%s\n", bad ? "FAIL" : "PASS");
	free(a);
	free(f);
	free(g);
	free(h);
	free(r);
	free(w);
	return bad;
}
