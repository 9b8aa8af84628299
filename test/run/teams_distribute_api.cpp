// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// The C++ form of teams_distribute_api.c: a distribute construct in the team
// code of target teams regions in a member function of a class template and in
// a function template, each instantiated twice (one text, whose edits every
// instantiation shares), whose loops call omp_get_team_num and
// omp_get_num_teams and hold a parallel loop; dist_schedule(static, 2) deals
// chunks of two iterations round robin (OpenMP 5.2 11.6.1).

#include <cstdio>
#include <omp.h>
#include <vector>

static int failed;

template <typename T>
static void
check(const char *what, int i, T got, T want)
{
	if (got != want && failed++ < 20)
		std::printf("FAIL: %s[%d] = %g, expected %g\n", what, i, (double)got, (double)want);
}

template <typename T>
struct Grid {
	T *v;
	int n, m;

	/* v[i][j] = i * m + j, a row a distribute iteration, its columns a
	 * parallel loop's; returns the teams that ran */
	int fill(int teams)
	{
		T *p = v;
		int rows = n, cols = m, nt[1] = {0};
#pragma omp target teams num_teams(teams) thread_limit(64) map(tofrom: p[:rows * cols], nt)
		{
			const T one = T(1);
			if (omp_get_team_num() == 0)
				nt[0] = omp_get_num_teams();
#pragma omp distribute
			for (int i = 0; i < rows; i++) {
				T base = T(i * cols) + one * T(omp_get_team_num() * 0) - one + T(1);
#pragma omp parallel for
				for (int j = 0; j < cols; j++)
					p[i * cols + j] = base + T(j);
			}
		}
		return nt[0];
	}
};

template <typename T>
static int
owners(T *team, int n)
{
	int nt = 0;
#pragma omp target teams num_teams(3) map(from: team[:n]) map(tofrom: nt)
	{
		if (omp_get_team_num() == 0)
			nt = omp_get_num_teams();
#pragma omp distribute dist_schedule(static, 2)
		for (int i = 0; i < n; i++)
			team[i] = T(omp_get_team_num());
	}
	return nt;
}

int
main()
{
	std::vector<float> a(30 * 17);
	std::vector<double> b(20 * 5);
	Grid<float> ga{a.data(), 30, 17};
	Grid<double> gb{b.data(), 20, 5};
	int na = ga.fill(4), nb = gb.fill(2);
	check("teams", 0, na >= 1 && na <= 4, true);
	check("teams", 1, nb >= 1 && nb <= 2, true);
	for (int i = 0; i < 30 * 17; i++)
		check("a", i, a[i], float(i));
	for (int i = 0; i < 20 * 5; i++)
		check("b", i, b[i], double(i));
	int ti[11];
	long tl[9];
	int n1 = owners(ti, 11), n2 = owners(tl, 9);
	for (int i = 0; i < 11; i++)
		check("ti", i, ti[i], i / 2 % n1);
	for (int i = 0; i < 9; i++)
		check("tl", i, tl[i], long(i / 2 % n2));
	std::printf("%s\n", failed ? "FAIL" : "PASS");
	return failed != 0;
}
