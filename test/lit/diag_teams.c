// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// What teams regions with nested parallel regions cannot do yet: each is an error with a
// location, never silently wrong code.

#include <omp.h>

#pragma omp declare reduction(larger : int : omp_out = omp_in > omp_out ? omp_in : omp_out) initializer(omp_priv = 0)

void f(int n, int m, double *a, int *flags)
{
	// CHECK: diag_teams.c:[[@LINE+3]]:3: error: this statement around a nested parallel region (or a break or continue) is not supported yet: only { }, for, while, do and if
#pragma omp target teams distribute map(tofrom: a[0:n], flags[0:n])
	for (int i = 0; i < n; i++) {
		switch (flags[i]) {
		case 1:
#pragma omp parallel for
			for (int j = 0; j < 8; j++)
				a[i] += j;
			break;
		default:
			break;
		}
	}

	// CHECK: diag_teams.c:[[@LINE+4]]:26: error: 'k = flags[k]' in the header of a statement around a nested parallel region: every thread of the team runs it, so it may only write variables it declares; not supported yet
#pragma omp target teams map(tofrom: a[0:n], flags[0:n])
	{
		int k = 0;
		for (int j = 0; j < n; k = flags[k], j++) {
#pragma omp parallel
			a[k] += 1;
		}
	}

	// CHECK: diag_teams.c:[[@LINE+6]]:3: error: 'm' is declared outside the target region and firstprivate there, which the teams share: writing it where the region also reads atomically (line [[@LINE+4]]) is not supported yet: map it
#pragma omp target teams distribute map(tofrom: a[0:n], flags[0:n])
	for (int i = 0; i < n; i++) {
		int f;
#pragma omp atomic read
		f = flags[i];
		m = m + f;
#pragma omp parallel for
		for (int j = 0; j < 8; j++)
			a[i] += m;
	}

	// CHECK: diag_teams.c:[[@LINE+7]]:4: error: 'level' is declared in the header of a loop around a nested parallel region: writing it elsewhere is not supported yet
#pragma omp target teams distribute map(tofrom: a[0:n])
	for (int i = 0; i < n; i++) {
		for (int level = 0; level < 4; level++) {
#pragma omp parallel for
			for (int j = 0; j < 8; j++)
				a[i] += level;
			level++;
		}
	}

	// CHECK: diag_teams.c:[[@LINE+3]]:39: error: reduction of 'm', declared outside the target region, on a parallel region nested in a teams region is not supported yet: reduce into a variable the team declares
#pragma omp target teams distribute map(tofrom: a[0:n])
	for (int i = 0; i < n; i++) {
#pragma omp parallel for reduction(+: m)
		for (int j = 0; j < 8; j++)
			m += j;
		a[i] = 1;
	}

	// CHECK: diag_teams.c:[[@LINE+3]]:1: error: '#pragma omp barrier' outside a '#pragma omp parallel' region nested in '#pragma omp target teams' is not supported yet
#pragma omp target
	{
#pragma omp barrier
		a[0] = 1;
	}

	// (without a schedule clause, the grid's threads are its one team: test/run/tpf_thread_num.c)
	// CHECK: diag_teams.c:[[@LINE+3]]:10: error: 'omp_get_thread_num' in '#pragma omp target parallel for' is not supported yet with a schedule clause (which fixes the iterations each thread runs)
#pragma omp target parallel for map(tofrom: a[0:n]) schedule(static)
	for (int i = 0; i < n; i++)
		a[i] = omp_get_thread_num();

	// lastprivate, and a reduction but of a scalar, on the teams or distribute construct of a
	// region with nested parallel regions (a scalar's team copy is one in shared memory)
	int sum = 0, last = 0, top = 0;
	// CHECK: diag_teams.c:[[@LINE+1]]:93: error: reduction of 'top' on '#pragma omp target teams distribute' with nested parallel regions is not supported yet: of a scalar with a predefined operator it is
#pragma omp target teams distribute map(tofrom: a[0:n]) reduction(+: sum) reduction(larger: top)
	for (int i = 0; i < n; i++) {
		sum += i;
		top = i > top ? i : top;
#pragma omp parallel for
		for (int j = 0; j < 8; j++)
			a[i] += j;
	}
	// CHECK: diag_teams.c:[[@LINE+1]]:1: error: lastprivate on '#pragma omp target teams distribute' with nested parallel regions is not supported yet
#pragma omp target teams distribute map(tofrom: a[0:n]) lastprivate(last)
	for (int i = 0; i < n; i++) {
		last = i;
#pragma omp parallel for
		for (int j = 0; j < 8; j++)
			a[i] += j;
	}
}
