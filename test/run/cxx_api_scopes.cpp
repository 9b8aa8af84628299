// The device API in the host fallbacks of C++ regions printed in
// namespaces: a function template's instantiations (namespaces o2c_iN),
// a function in a user's namespace, and a function at file scope after
// them each call omp_get_team_num and omp_get_thread_num through
// wrappers their scope sees, which call the C routines.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>
#include <omp.h>

template <typename T>
void fill(T *out, int teams, int threads)
{
#pragma omp target teams num_teams(teams) thread_limit(threads) map(from: out[0:teams * threads])
	{
#pragma omp parallel num_threads(threads)
		{
			int t = omp_get_team_num(), k = omp_get_thread_num();
			out[t * omp_get_num_threads() + k] = (T)(t * 100 + k);
		}
	}
}

namespace app {
void fill_ns(int *out, int teams, int threads)
{
#pragma omp target teams num_teams(teams) thread_limit(threads) map(from: out[0:teams * threads])
	{
#pragma omp parallel num_threads(threads)
		{
			int t = omp_get_team_num(), k = omp_get_thread_num();
			out[t * omp_get_num_threads() + k] = t * 100 + k;
		}
	}
}
}

void fill_global(long *out, int teams, int threads)
{
#pragma omp target teams num_teams(teams) thread_limit(threads) map(from: out[0:teams * threads])
	{
#pragma omp parallel num_threads(threads)
		{
			int t = omp_get_team_num(), k = omp_get_thread_num();
			out[t * omp_get_num_threads() + k] = t * 100 + k;
		}
	}
}

template <typename T>
static int check(const T *out, int teams, int threads, const char *what)
{
	for (int t = 0; t < teams; t++)
		for (int k = 0; k < threads; k++)
			if (out[t * threads + k] != (T)(t * 100 + k)) {
				printf("FAIL %s at team %d thread %d\n", what, t, k);
				return 1;
			}
	return 0;
}

int main()
{
	enum { TEAMS = 4, THREADS = 8 };
	float f[TEAMS * THREADS];
	double d[TEAMS * THREADS];
	int i[TEAMS * THREADS];
	long l[TEAMS * THREADS];
	int bad = 0;

	fill(f, TEAMS, THREADS);
	fill(d, TEAMS, THREADS);
	app::fill_ns(i, TEAMS, THREADS);
	fill_global(l, TEAMS, THREADS);
	bad |= check(f, TEAMS, THREADS, "float");
	bad |= check(d, TEAMS, THREADS, "double");
	bad |= check(i, TEAMS, THREADS, "namespace");
	bad |= check(l, TEAMS, THREADS, "file scope");
	if (!bad)
		printf("PASS\n");
	return bad;
}
