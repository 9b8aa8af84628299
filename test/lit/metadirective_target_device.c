// RUN: %omp2cuda --emit-host %s -o - | grep -v '// CHECK' | FileCheck %s
// RUN: not %omp2cuda -DBAD %s 2>&1 | FileCheck --check-prefix=BAD %s
// RUN: not %omp2cuda -DVARIANT %s 2>&1 | FileCheck --check-prefix=VARIANT %s
// The target_device selector set (OpenMP 5.1 2.3.1) names the default
// device, or the one device_num(expr) names, known at run time alone.  A
// host metadirective choosing between target constructs that differ in
// their maps alone is read as the GPU's choice: on the host, where the
// default device is the host, map clauses map nothing.
#include <omp.h>

int f(int *a, int n)
{
	int dev = omp_get_default_device();
// CHECK: metadirective_target_device.c:[[@LINE+3]]: #pragma omp metadirective
// CHECK: O2C_MAP_TOFROM, .name = "a[0:n]"
// CHECK: o2c_target(o2c_region_metadirective_target_device_[[@LINE+1]](), o2c_maps, 1,
#pragma omp metadirective when(target_device = {kind(gpu)}: target map(tofrom: a[0:n])) otherwise(target map(to: a[0:n]))
	for (int i = 0; i < n; i++)
		a[i] += 1;
// CHECK: metadirective_target_device.c:[[@LINE+2]]: #pragma omp metadirective
// CHECK: O2C_MAP_TOFROM, .name = "a[0:n]"
#pragma omp metadirective when(target_device = {arch(nvptx64)}: target defaultmap(none) map(tofrom: a[0:n], n)) when(target_device = {kind(host)}: target map(a[0:n]))
	for (int i = 0; i < n; i++)
		a[i] += 1;
// device_num alone names a device whatever its kind
// CHECK: metadirective_target_device.c:[[@LINE+2]]: #pragma omp metadirective
// CHECK: O2C_MAP_TOFROM | O2C_MAP_ALWAYS, .name = "a[0:n]"
#pragma omp metadirective when(target_device = {device_num(dev)}: target map(always, tofrom: a[0:n])) otherwise(target map(to: a[0:n]))
	for (int i = 0; i < n; i++)
		a[i] += 1;
// the same choice for either kind
// CHECK: metadirective_target_device.c:[[@LINE+2]]: #pragma omp metadirective
// CHECK: O2C_MAP_FROM, .name = "a[0:n]"
#pragma omp metadirective when(target_device = {kind(any)}: target map(from: a[0:n])) otherwise(target map(to: a[0:n]))
	for (int i = 0; i < n; i++)
		a[i] = i;
#pragma omp target map(tofrom: a[0:n])
	{
// in the kernel, the GPU it runs on; in its host fallback, either kind
// CHECK-NOT: metadirective when(target_device = {kind(any)}: parallel for)
#pragma omp metadirective when(target_device = {kind(any)}: parallel for) otherwise(parallel for)
		for (int i = 0; i < n; i++)
			a[i] += 1;
	}
#ifdef BAD
// BAD: :[[@LINE+1]]:1: error: '#pragma omp metadirective' that chooses 'target map(tofrom: a[0:n]) nowait' where the default device is a GPU and 'target map(to: a[0:n])' where it is the host is supported yet only where both are the same target construct, without a device clause, apart from their map and defaultmap clauses
#pragma omp metadirective when(target_device = {kind(gpu)}: target map(tofrom: a[0:n]) nowait) otherwise(target map(to: a[0:n]))
	for (int i = 0; i < n; i++)
		a[i] += 1;
// BAD: :[[@LINE+1]]:1: error: '#pragma omp metadirective' that chooses 'target device(0) map(tofrom: a[0:n])' where
#pragma omp metadirective when(target_device = {kind(nohost)}: target device(0) map(tofrom: a[0:n])) otherwise(target device(0) map(to: a[0:n]))
	for (int i = 0; i < n; i++)
		a[i] += 1;
// BAD: :[[@LINE+1]]:1: error: '#pragma omp metadirective' that chooses 'target teams map(tofrom: a[0:n])' where
#pragma omp metadirective when(target_device = {kind(gpu)}: target teams map(tofrom: a[0:n])) otherwise(target map(tofrom: a[0:n]))
	for (int i = 0; i < n; i++)
		a[i] += 1;
// BAD: :[[@LINE+1]]:1: error: '#pragma omp metadirective' that chooses 'target map(tofrom: a[0:n])' where the default device is a GPU and 'parallel for' where
#pragma omp metadirective when(target_device = {kind(host)}: parallel for) otherwise(target map(tofrom: a[0:n]))
	for (int i = 0; i < n; i++)
		a[i] += 1;
// BAD: :[[@LINE+1]]:1: error: '#pragma omp metadirective' whose choice depends on the kind of the device that target_device={device_num(...)} names, known at run time alone, is not supported yet
#pragma omp metadirective when(target_device = {device_num(dev), kind(gpu)}: target map(tofrom: a[0:n])) otherwise(target map(to: a[0:n]))
	for (int i = 0; i < n; i++)
		a[i] += 1;
// BAD: :[[@LINE+1]]:52: error: context selector 'isa' is not supported yet
#pragma omp metadirective when(target_device = {isa("sm_90")}: target map(tofrom: a[0:n])) otherwise(target map(to: a[0:n]))
	for (int i = 0; i < n; i++)
		a[i] += 1;
#pragma omp target map(tofrom: a[0:n])
	{
// BAD: :[[@LINE+1]]:1: error: '#pragma omp metadirective' in a target region whose host fallback would choose 'parallel for' where the default device is a GPU and 'parallel for simd' where it is the host, known at run time alone, is not supported yet
#pragma omp metadirective when(target_device = {kind(gpu)}: parallel for) otherwise(parallel for simd)
		for (int i = 0; i < n; i++)
			a[i] += 1;
	}
#endif
	return a[0];
}

#ifdef VARIANT
int g(int x) { return x; }
// VARIANT: :[[@LINE+1]]:1: error: context selector set 'target_device' in '#pragma omp declare variant' is not supported yet
#pragma omp declare variant(g) match(target_device = {kind(gpu)})
int h(int x) { return x + 1; }
#endif
