// RUN: %omp2cuda -O2 -DOFFLOAD %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 -DOFFLOAD -DWIDE %s -o %t2 && %run %t2 | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t3 && %run %t3 | FileCheck %s
// Target regions whose braces open and close inside preprocessor
// conditionals (HeCBench frna's and prna's `#ifdef OMP_TARGET` around
// `#pragma omp target teams {` `#pragma omp parallel {`, the loop
// outside, the two `}` in another group), groups an #if skips inside
// regions (code that is not C among them), a conditional the loop of a
// combined construct closes, a macro the conditionals test that the file
// changes after the region, and a type declared with a conditional
// member: the kernel and the host fallback hold the code the
// preprocessor kept.  With or without WIDE, and without OFFLOAD (no
// target region), the program computes the same.
#include <omp.h>
#include <stdio.h>

#define N 256
#define TEAMS 4
#define MODE 1

struct item {
	int key;
#ifdef WIDE
	long long wide;
#endif
	int value;
};

/* frna's shape: each team its rows, each thread of it the columns */
static void
rows(int n, int *v)
{
#ifdef OFFLOAD
#pragma omp target teams num_teams(TEAMS) thread_limit(64) map(tofrom: v[0:n * n])
	{
#pragma omp parallel
		{
#endif
			for (int i = 0; i < n; i++) {
#ifdef OFFLOAD
				if (i % TEAMS != omp_get_team_num())
					continue;
#pragma omp for
#endif
				for (int j = 0; j < n; j++)
#if 0
					this line is not C
#elif MODE == 1
					v[i * n + j] += i + 2 * j;
#else
					v[i * n + j] = -1;
#endif
			}
#ifdef OFFLOAD
		}
	}
#endif
}

/* the file changes MODE after the region above: its copies keep the
 * branch the preprocessor took there */
#undef MODE
#define MODE 2

static void
items(int n, struct item *it)
{
#pragma omp target teams distribute parallel for map(tofrom: it[0:n])
#if MODE == 2
	for (int i = 0; i < n; i++) {
#else
	for (int i = 0; i < n / 2; i++) {
#endif
#ifdef WIDE
		it[i].wide = (long long)it[i].key << 33;
		it[i].value = (int)(it[i].wide >> 33) + 1;
#else
		it[i].value = it[i].key + 1;
#endif
	}
}

int
main(void)
{
	static int v[N * N];
	static struct item it[N];
	int bad = 0;
	long s = 0;

	for (int i = 0; i < N; i++)
		it[i].key = 3 * i;
	rows(N, v);
	items(N, it);
	for (int i = 0; i < N; i++)
		for (int j = 0; j < N; j++)
			bad |= v[i * N + j] != i + 2 * j;
	for (int i = 0; i < N; i++) {
		bad |= it[i].value != 3 * i + 1;
#ifdef WIDE
		bad |= it[i].wide != (long long)(3 * i) << 33;
#endif
		s += it[i].value;
	}
	printf("%s %ld\n", bad ? "FAIL" : "PASS", s);
	return bad;
}
// CHECK: PASS 98176
