// The host fallback's construct is lowering's decision (Plan.host,
// lowering/fallback.c): --explain and --dump-after=lower show it with its
// reason, and the host fallback function runs the region's code under
// that directive.
// RUN: %omp2cuda --explain %s | FileCheck %s
// RUN: %omp2cuda --dump-after=lower %s -o - | FileCheck %s --check-prefix=DUMP
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
#include <omp.h>

#define N 256

int
main(void)
{
	int a[N], t = 0;

	// CHECK: host_fallback_construct.c:[[@LINE+4]]:1: #pragma omp target parallel
	// CHECK: host fallback (where no GPU runs it; OMP_TARGET_OFFLOAD=disabled: always): parallel num_threads(o2c_threads): target parallel
	// DUMP: host parallel num_threads(o2c_threads): target parallel
	// HOST: {{^}}#pragma omp parallel num_threads(o2c_threads)
#pragma omp target parallel map(tofrom: a)
	a[omp_get_thread_num() % N] = 1;

	// CHECK: host_fallback_construct.c:[[@LINE+3]]:1: #pragma omp target teams map
	// CHECK: host fallback {{.*}}: teams num_teams(o2c_teams) thread_limit(o2c_threads): a teams region with nested parallel regions
	// HOST: {{^}}#pragma omp teams num_teams(o2c_teams) thread_limit(o2c_threads)
#pragma omp target teams map(tofrom: a)
	{
#pragma omp parallel
		a[omp_get_thread_num() % N] = 2;
	}

	// CHECK: host_fallback_construct.c:[[@LINE+3]]:1: #pragma omp target teams distribute map
	// CHECK: host fallback {{.*}}: teams distribute: a teams distribute loop: it holds a single or masked construct
	// HOST: {{^}}#pragma omp teams distribute{{$}}
#pragma omp target teams distribute map(tofrom: a)
	for (int i = 0; i < N; i++) {
#pragma omp single
		a[i] = 3;
	}

	// CHECK: host_fallback_construct.c:[[@LINE+3]]:1: #pragma omp target teams distribute parallel for num_teams(4)
	// CHECK: host fallback {{.*}}: teams distribute parallel for num_teams(o2c_teams): a combined loop with num_teams that asks for team numbers
	// HOST: {{^}}#pragma omp teams distribute parallel for num_teams(o2c_teams){{$}}
#pragma omp target teams distribute parallel for num_teams(4) map(tofrom: a)
	for (int i = 0; i < N; i++)
		a[i] = omp_get_team_num();

	// CHECK: host_fallback_construct.c:[[@LINE+3]]:1: #pragma omp target teams distribute parallel for dist_schedule
	// CHECK: host fallback {{.*}}: teams distribute parallel for num_teams(1): dist_schedule: one team walks the chunks
	// HOST: {{^}}#pragma omp teams distribute parallel for num_teams(1) dist_schedule(static, 8)
#pragma omp target teams distribute parallel for dist_schedule(static, 8) map(tofrom: a)
	for (int i = 0; i < N; i++)
		a[i] = 5;

	// CHECK: host_fallback_construct.c:[[@LINE+4]]:1: #pragma omp target teams distribute parallel for thread_limit(64)
	// CHECK: host fallback {{.*}}: teams distribute parallel for num_teams(1) thread_limit(o2c_nthreads) num_threads(o2c_nthreads): it calls omp_get_thread_limit: {{.*}}; num_threads: the launch's threads (thread_limit clause)
	// DUMP: host teams distribute parallel for num_teams(1) thread_limit(o2c_nthreads) num_threads(o2c_nthreads): it calls omp_get_thread_limit
	// HOST: {{^}}#pragma omp teams distribute parallel for num_teams(1) thread_limit(o2c_nthreads) num_threads(o2c_nthreads)
#pragma omp target teams distribute parallel for thread_limit(64) map(tofrom: a)
	for (int i = 0; i < N; i++)
		a[i] = omp_get_thread_limit();

	// CHECK: host_fallback_construct.c:[[@LINE+4]]:1: #pragma omp target teams distribute parallel for reduction
	// CHECK: host fallback {{.*}}: parallel for: one host team shares the iterations
	// DUMP: host parallel for: one host team
	// HOST: {{^}}#pragma omp parallel for reduction(+: t)
#pragma omp target teams distribute parallel for reduction(+: t) map(tofrom: a)
	for (int i = 0; i < N; i++)
		t += a[i];

	// CHECK: host_fallback_construct.c:[[@LINE+2]]:1: #pragma omp target map
	// CHECK: host fallback {{.*}}: none: no loop and no teams: the calling thread runs the code
#pragma omp target map(tofrom: t)
	t++;
	return t == 0;
}
