// RUN: %omp2cuda -O2 -DOMP_TARGET %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t2 && %run %t2 | FileCheck %s
// C++ with HeCBench frna's and prna's idiom: `#ifdef OMP_TARGET` opens a
// target teams region and its parallel region, whose braces close in
// another group after the loop, in a function template and a member
// function; a group an #if skips inside the region.  The kernel and the
// host fallback hold the code the preprocessor kept; without OMP_TARGET
// (no target region) the program computes the same.
#include <cstdio>
#include <omp.h>
#include <vector>

#ifdef OMP_TARGET
#define ISTART omp_get_team_num()
#define IINC omp_get_num_teams()
#else
#define ISTART 0
#define IINC 1
#endif

template <typename T>
static void
diagonal(int n, int d, T *v)
{
#ifdef OMP_TARGET
#pragma omp target teams num_teams(n) thread_limit(1) map(tofrom: v[0:n * n])
	{
#pragma omp parallel
		{
#endif
			for (int i = ISTART; i < n; i += IINC) {
				const int j = (i + d) % n;
#if defined(OMP_TARGET) && 0
				v[i * n + j] = T(-1);
#else
				v[i * n + j] += T(i + d);
#endif
			}
#ifdef OMP_TARGET
		}
	}
#endif
}

struct Table {
	int n;
	std::vector<float> w;

	void
	fill()
	{
		float *p = w.data();
		const int m = n;
#ifdef OMP_TARGET
#pragma omp target teams num_teams(4) thread_limit(64) map(tofrom: p[0:m * m])
		{
#pragma omp parallel
			{
#endif
				for (int i = ISTART; i < m; i += IINC) {
#ifdef OMP_TARGET
#pragma omp for
#endif
					for (int j = 0; j < m; j++)
						p[i * m + j] = 0.5f * (float)(i * m + j);
				}
#ifdef OMP_TARGET
			}
		}
#endif
	}
};

int
main()
{
	const int n = 64;
	std::vector<int> v(n * n, 0);
	std::vector<double> u(n * n, 0.0);
	Table t{n, std::vector<float>(n * n)};
	int bad = 0;

	for (int d = 0; d < 3; d++) {
		diagonal(n, d, v.data());
		diagonal(n, d, u.data());
	}
	t.fill();
	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++) {
			int d = (j - i + n) % n, want = d < 3 ? i + d : 0;
			bad |= v[i * n + j] != want || u[i * n + j] != (double)want;
			bad |= t.w[i * n + j] != 0.5f * (float)(i * n + j);
		}
	long s = 0;
	for (int x : v)
		s += x;
	printf("%s %ld\n", bad ? "FAIL" : "PASS", s);
	return bad;
}
// CHECK: PASS 6240
