// RUN: %omp2cuda --dump-after=frontend %s | FileCheck %s
// default(firstprivate) and default(private) (OpenMP 5.1 2.21.4.1) on a kernel region: each
// variable its code references with no clause and no static storage is firstprivate or
// private, as if listed; one only a clause names (num_teams(t)) or that a clause gives an
// attribute keeps it.

#include <omp.h>

static int counter;

void
f(int *out, int n, int t)
{
	int k = 5, scratch = 0, *p = out;

	// CHECK-LABEL: region default_dsa_{{[0-9]+}} 'target teams'
	// CHECK-NOT: region
	// CHECK-DAG: firstprivate int k
	// CHECK-DAG: firstprivate int *p
	// CHECK-NOT: firstprivate int t
#pragma omp target teams default(firstprivate) map(tofrom: out[0:n]) shared(out) num_teams(t)
	{
		k += omp_get_team_num();
		p[0] = k + counter;
	}

	// CHECK-LABEL: region default_dsa_{{[0-9]+}} 'target teams distribute parallel for'
	// CHECK-NOT: region
	// CHECK-DAG: private int scratch
	// CHECK-DAG: firstprivate int n
	// CHECK-NOT: private int k
#pragma omp target teams distribute parallel for default(private) map(tofrom: out[0:n]) shared(out) firstprivate(n) reduction(+: k)
	for (int i = 0; i < n; i++) {
		scratch = i * 2;
		out[i] += scratch;
		k += i;
	}
}
