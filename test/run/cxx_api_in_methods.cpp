// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// Member functions defined in their class, operators and constructors
// that ask the OpenMP API about the calling thread, or hold directives of
// their own, called from device code: each answers as its callers'
// context says (a combined loop's thread in its team, a parallel region's
// thread, a target region's initial thread); a parallel region in a
// member function called by a target region's initial thread runs, and
// a worksharing loop in one called by a parallel region's threads shares
// its iterations among them.

#include <omp.h>
#include <cstdio>

namespace {

const int TEAMS = 24, THREADS = 64, N = 60000, M = 4096;

struct Slots {
	long *rows;
	int width;
	/* one row a team, one slot a thread: unsynchronized sums add up */
	void add(long v) { rows[omp_get_team_num() * width + omp_get_thread_num()] += v; }
};

struct Tag {
	int team, thread;
	Tag() : team(omp_get_team_num()), thread(omp_get_thread_num()) {}
};

struct Counts {
	int *c;
	int n;
	/* each thread of the team calling it marks its own slot */
	void mark() { c[omp_get_thread_num()] += omp_get_num_threads(); }
	/* a worksharing loop: the team calling it shares the iterations */
	void bump(int *e)
	{
#pragma omp for
		for (int i = 0; i < n; i++)
			e[i] += 1;
	}
	/* a parallel region of its own: a team of one where it is nested */
	void fill(int v)
	{
#pragma omp parallel for
		for (int i = 0; i < n; i++)
			c[i] = v;
	}
	int who() const { return omp_get_thread_num(); }
};

struct Thread {
	int operator()() const { return omp_get_thread_num() < omp_get_num_threads(); }
};

} // namespace

int
main()
{
	static long rows[TEAMS * THREADS];
	static int bad[N], c[M], d[M], e[M];
	int who = -1, nbad = 0, ok = 1;
	long want = 0, got = 0;

	for (int i = 0; i < N; i++)
		want += i % 9;
#pragma omp target teams distribute parallel for num_teams(TEAMS) thread_limit(THREADS) \
	map(tofrom: rows) map(from: bad)
	for (int i = 0; i < N; i++) {
		Slots s{rows, THREADS};
		Tag t;
		s.add(i % 9);
		bad[i] = t.team != omp_get_team_num() || t.thread != omp_get_thread_num();
	}
	for (int k = 0; k < TEAMS * THREADS; k++)
		got += rows[k];
	for (int i = 0; i < N; i++)
		nbad += bad[i];

	/* the threads of a teams region's parallel region */
#pragma omp target teams num_teams(1) thread_limit(128) map(tofrom: c, e) map(from: bad)
	{
#pragma omp parallel
		{
			Counts k{c, M};
			Thread th;
			k.mark();
			k.bump(e);
			bad[omp_get_thread_num()] = !th();
		}
	}
	int team = c[0];
	ok &= team >= 1 && team <= 128;
	for (int i = 0; i < M; i++)
		ok &= c[i] == (i < team ? team : 0);
	for (int i = 0; i < team; i++)
		nbad += bad[i];
	for (int i = 0; i < M; i++)
		ok &= e[i] == 1;

	/* a target region's initial thread: its own parallel region runs */
#pragma omp target map(from: d) map(tofrom: who)
	{
		Counts k{d, M};
		k.fill(7);
		who = k.who();
	}
	for (int i = 0; i < M; i++)
		ok &= d[i] == 7;

	/* lambdas written and called in a combined loop's iteration and in a
	 * parallel region */
	static int lam[N], marks[128];
#pragma omp target teams distribute parallel for map(from: lam)
	for (int i = 0; i < N; i++) {
		auto inside = [] { return omp_get_thread_num() < omp_get_num_threads(); };
		lam[i] = inside();
	}
	for (int i = 0; i < N; i++)
		ok &= lam[i] == 1;
#pragma omp target teams num_teams(1) thread_limit(128) map(tofrom: marks)
#pragma omp parallel
	{
		auto me = [] { return omp_get_thread_num(); };
		marks[me()] = 1 + me();
	}
	for (int i = 0; i < 128; i++)
		ok &= marks[i] == 0 || marks[i] == i + 1;
	ok &= marks[0] == 1;

	printf("sum %ld want %ld bad %d who %d ok %d\n", got, want, nbad, who, ok);
	if (got != want || nbad || who != 0 || !ok) {
		printf("FAIL\n");
		return 1;
	}
	printf("PASS\n");
	return 0;
}
