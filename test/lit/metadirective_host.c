// RUN: %omp2cuda --emit-host %s -o - | grep -v '// CHECK' | FileCheck %s
// RUN: not %omp2cuda -DBAD %s 2>&1 | FileCheck --check-prefix=BAD %s
// A metadirective in host code (OpenMP 5.2 7.4.3) is the directive it
// chooses in the host's context: a target construct is read as written
// there; nothing leaves the line, which the host compiler ignores; any
// other directive is an error, since the host compiler would ignore it.
#include <omp.h>

int f(int *a, int n)
{
	int on_host = 1;
// CHECK: { /* {{.*}}metadirective_host.c:[[@LINE+2]]: #pragma omp metadirective
// CHECK: o2c_target(o2c_region_metadirective_host_[[@LINE+1]](), o2c_maps, 1,
#pragma omp metadirective when(device = {kind(nohost)}: nothing) otherwise(target map(tofrom: on_host))
	{
		on_host = omp_is_initial_device();
	}
// CHECK: o2c_target(o2c_region_metadirective_host_[[@LINE+1]](), o2c_maps, 1,
#pragma omp metadirective when(device = {kind(host)}: target teams distribute parallel for map(tofrom: a[0:n])) default(parallel for)
	for (int i = 0; i < n; i++)
		a[i] += 1;
// CHECK: #pragma omp metadirective when(device = {kind(gpu)}: parallel for)
#pragma omp metadirective when(device = {kind(gpu)}: parallel for)
	for (int i = 0; i < n; i++)
		a[i] += 1;
#ifdef BAD
// BAD: :[[@LINE+1]]:1: error: '#pragma omp metadirective' in host code that chooses 'parallel for' is not supported yet
#pragma omp metadirective when(device = {kind(host)}: parallel for) otherwise(target)
	for (int i = 0; i < n; i++)
		a[i] += 1;
#endif
	return on_host;
}
