// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Parallel constructs nested in the loop of target teams distribute parallel for and target
// parallel for: each thread of the loop meets a nested parallel region, which has a team of one
// thread (OpenMP 5.2 12.1, max-active-levels-var 1), so it runs the inner loop whole, in order.
// Reductions start at the operator's identity and combine into the original at the end;
// private and firstprivate copies keep their meaning; the device API answers for one thread
// one level deeper.  A function the region calls compiles its parallel reduction the same way.
#include <omp.h>
#include <stdio.h>

enum { N = 96, M = 37 };

/* called from a region: its parallel construct has a team of one too */
static int tri(int n)
{
	int s = 5;
#pragma omp parallel for reduction(+: s)
	for (int j = 1; j <= n; j++)
		s += j;
	return s;
}

static int check(const char *what, int bad)
{
	if (bad)
		printf("FAIL %s: %d\n", what, bad);
	return bad;
}

int main(void)
{
	float a[N * M], sum[N], mx[N];
	int prod[N], t[N], lvl[N], fp[N], order[N];
	int bad = 0;

	for (int i = 0; i < N * M; i++)
		a[i] = (float)((i * 7) % 13) - 6.0f;
#pragma omp target teams distribute parallel for map(to: a) map(from: sum, mx, prod)
	for (int i = 0; i < N; i++) {
		float s = 100.0f, m = -1000.0f, x = 0.0f;
		int p = 2;
#pragma omp parallel for simd reduction(+: s) reduction(max: m) private(x)
		for (int j = 0; j < M; j++) {
			x = a[i * M + j];
			s += x;
			m = x > m ? x : m;
		}
#pragma omp parallel for reduction(*: p)
		for (int j = 0; j < 3; j++)
			p *= j + 2;
		sum[i] = s;
		mx[i] = m;
		prod[i] = p;
	}
#pragma omp target parallel for map(from: t, lvl, fp, order)
	for (int i = 0; i < N; i++) {
		int k = i, last = -1, inorder = 1;
#pragma omp parallel firstprivate(k)
		{
			t[i] = omp_get_thread_num() + 100 * omp_get_num_threads();
			lvl[i] = omp_get_level();
			k += 1000; /* its own copy */
		}
#pragma omp parallel for
		for (int j = 0; j < M; j++) { /* one thread: every iteration, in order */
			if (j != last + 1)
				inorder = 0;
			last = j;
		}
		fp[i] = k + tri(3) - 11;
		order[i] = inorder && last == M - 1;
	}
	for (int i = 0; i < N; i++) {
		float s = 0.0f, m = -1000.0f;
		for (int j = 0; j < M; j++) {
			s += a[i * M + j];
			m = a[i * M + j] > m ? a[i * M + j] : m;
		}
		bad += check("sum", sum[i] != 100.0f + s);
		bad += check("max", mx[i] != m);
		bad += check("prod", prod[i] != 48);
		bad += check("thread", t[i] != 100);
		bad += check("level", lvl[i] != 2);
		bad += check("firstprivate", fp[i] != i);
		bad += check("order", !order[i]);
	}
	printf(bad ? "FAIL\n" : "PASS\n");
	return bad != 0;
}
