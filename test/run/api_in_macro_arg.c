// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: not %omp2cuda --emit-cuda -DIN_DEFINITION %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEF
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// CUDA: int nt = o2c_nthreads /* omp_get_num_threads() */;
// CHECK: PASS
// OpenMP API calls written in a macro's arguments in a teams region's
// parallel region (HeCBench assert: assert(gid <= omp_get_num_threads() *
// omp_get_num_teams())): the kernel answers the call in the argument's
// text, which the expansion copies; a macro whose replacement list is the
// call alone (NTH) is answered in its invocation's text.  A call a macro's
// definition gives with more is a located error: its invocation's text
// holds more than the call (GID below was once replaced whole by the first
// call's value).
#include <assert.h>
#include <omp.h>
#include <stdio.h>

#define TWICE(x) (2 * (x))
#define NTH omp_get_num_threads()
#define CHECK(cond, bad) do { if (!(cond)) (bad)++; } while (0)
#ifdef IN_DEFINITION
#define GID (omp_get_team_num() * 64 + omp_get_thread_num())
#endif

int main(void)
{
	enum { TEAMS = 4, T = 64 };
	static int out[TEAMS * T], bad[TEAMS * T];
	int wrong = 0;

	for (int i = 0; i < TEAMS * T; i++)
		out[i] = -1;
#pragma omp target teams num_teams(TEAMS) thread_limit(T) map(tofrom: out, bad)
	{
#pragma omp parallel
		{
			int t = omp_get_thread_num(), g = omp_get_team_num() * T + t;
			int nt = NTH;
			out[g] = TWICE(omp_get_num_threads()) + 0 * nt;
			CHECK(nt == omp_get_num_threads(), bad[g]);
			CHECK(t < omp_get_num_threads(), bad[g]);
			assert(t < omp_get_num_threads());
#ifdef IN_DEFINITION
			// DEF: :[[@LINE+1]]:{{[0-9]+}}: error: 'omp_get_team_num' given by a macro's definition in a target region is not supported yet
			out[g] += GID;
#endif
		}
	}
	for (int i = 0; i < TEAMS * T; i++)
		wrong += bad[i] != 0 || (out[i] != -1 && (out[i] < 2 || out[i] > 2 * T));
	wrong += out[0] < 2; /* team 0 ran, thread 0 too */
	printf("%s (%d wrong)\n", wrong ? "FAIL" : "PASS", wrong);
	return wrong != 0;
}
