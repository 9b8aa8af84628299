// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
// The host fallback of a combined teams distribute parallel for with
// num_teams, whose loop asks for its team: the host's teams construct
// with the launch's teams (OpenMP 5.2 10.2: num_teams(4) makes 4 teams),
// as gcc's host build runs it.  Without num_teams, or without a question
// to the device API, or with firstprivate copies, it stays one host
// team's parallel loop.

#include <omp.h>

void
f(int n, int *who, int *num)
{
	// CHECK-LABEL: o2c_fallback_teams_api_{{[0-9]+}}_host(
	// CHECK: o2c_fallback_geometry(&o2c_teams, &o2c_threads);
	// CHECK-NEXT: #pragma omp teams distribute parallel for num_teams(o2c_teams)
#pragma omp target teams distribute parallel for num_teams(4) map(from: who[0:n], num[0:n])
	for (int i = 0; i < n; i++) {
		who[i] = omp_get_team_num();
		num[i] = omp_get_num_teams();
	}
	// CHECK-LABEL: o2c_fallback_teams_api_{{[0-9]+}}_host(
	// CHECK-NOT: o2c_fallback_geometry
	// CHECK: #pragma omp parallel for
#pragma omp target teams distribute parallel for map(from: num[0:n])
	for (int i = 0; i < n; i++)
		num[i] = omp_get_num_teams();
	// CHECK-LABEL: o2c_fallback_teams_api_{{[0-9]+}}_host(
	// CHECK-NOT: o2c_fallback_geometry
	// CHECK: #pragma omp parallel for
#pragma omp target teams distribute parallel for num_teams(4) map(from: num[0:n])
	for (int i = 0; i < n; i++)
		num[i] = i;
	// with firstprivate copies, which each kernel thread keeps through its
	// iterations: one host team
	// CHECK-LABEL: o2c_fallback_teams_api_{{[0-9]+}}_host(
	// CHECK-NOT: o2c_fallback_geometry
	// CHECK: #pragma omp parallel for
#pragma omp target teams distribute parallel for num_teams(4) firstprivate(n) map(from: num[0:n])
	for (int i = 0; i < n; i++)
		num[i] = omp_get_num_teams();
}
