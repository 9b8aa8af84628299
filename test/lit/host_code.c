// RUN: %omp2cuda --emit-host %s -o - | grep -v '// CHECK' | FileCheck %s
// The host file: the region becomes a map list, an argument list and an
// o2c_target call; target data becomes begin/end around its body; a host
// fallback with the kernel's parameters precedes the function, its host
// parallel loop with the launch's thread count (thread_limit).
#include <stddef.h>

// CHECK: #include "omp2cuda_rt.h"
// CHECK: static O2cModule o2c_module;
// CHECK: #line 1 "{{.*}}host_code.c"

// CHECK: static void
// CHECK-NEXT: o2c_host_code_[[REGION:[0-9]+]]_host(size_t n, double *b, double s, const double *a)
// CHECK-NEXT: {
// CHECK-NEXT: const int o2c_nthreads = o2c_fallback_threads();
// CHECK-NEXT: #pragma omp parallel for num_threads(o2c_nthreads)
// CHECK-NEXT: #line {{[0-9]+}} "{{.*}}host_code.c"
// CHECK: static O2cRegion o2c_desc = {.module = &o2c_module, .kernel = "o2c_host_code_[[REGION]]", .loc = "{{.*}}host_code.c:[[REGION]]:1", .host = (void (*)(void))o2c_host_code_[[REGION]]_host, .kernel_alias = "o2c_host_code_[[REGION]]_alias", .kernel_narrow = "o2c_host_code_[[REGION]]_narrow"};
void scale(size_t n, const double *a, double *b, double s)
{
// CHECK: { /* {{.*}}host_code.c:[[DATA:[0-9]+]]: #pragma omp target data map(to: a[0:n]) map(from: b[0:n]) */
// CHECK-NEXT: O2cMap o2c_data_host_code_[[DATA]][] = {
// CHECK-NEXT: {.host = (void *)&(a)[0], .bytes = (size_t)(n) * sizeof((a)[0]), .type = O2C_MAP_TO, .name = "a[0:n]"},
// CHECK-NEXT: {.host = (void *)&(b)[0], .bytes = (size_t)(n) * sizeof((b)[0]), .type = O2C_MAP_FROM, .name = "b[0:n]"},
// CHECK: const int o2c_dev_host_code_[[DATA]] = o2c_default_device();
// CHECK-NEXT: o2c_data_begin_on(o2c_dev_host_code_[[DATA]], "{{.*}}host_code.c:[[DATA]]:1", o2c_data_host_code_[[DATA]], 2);
#pragma omp target data map(to: a[0:n]) map(from: b[0:n])
	{
// CHECK: O2cArg o2c_args[] = {
// CHECK-NEXT: {.value = (void *)&n, .type = O2C_ARG_U64, .map = -1, .name = "n", .flags = 0},
// CHECK-NEXT: {.value = (void *)&b, .type = O2C_ARG_PTR, .map = -1, .name = "b", .flags = O2C_ARG_RESTRICT},
// CHECK-NEXT: {.value = (void *)&s, .type = O2C_ARG_F64, .map = -1, .name = "s", .flags = 0},
// CHECK-NEXT: {.value = (void *)&a, .type = O2C_ARG_PTR, .map = -1, .name = "a", .flags = O2C_ARG_RESTRICT | O2C_ARG_READONLY},
// CHECK: O2cLaunch o2c_launch = {.trip = (long long)(((size_t)(n) > 0 ? (unsigned long long)(size_t)(n) : 0)), .num_teams = 0 /* default */, .thread_limit = (int)(128), .grid_trial = 1 /* large trip: grids timed */};
// CHECK-NEXT: o2c_target(o2c_region_host_code_[[REGION]](), NULL, 0, o2c_args, 4, &o2c_launch);
#pragma omp target teams distribute parallel for thread_limit(128)
		for (size_t i = 0; i < n; i++)
			b[i] = s * a[i];
	}
// CHECK: o2c_data_end_on(o2c_dev_host_code_[[DATA]], "{{.*}}host_code.c:[[DATA]]:1", o2c_data_host_code_[[DATA]], 2);
}
// CHECK: #include "host_code.o2c.fatbin.h"
// CHECK: o2c_register_module(&o2c_module);
// The destructor unregisters the module, when a shared library holding it
// is unloaded (dlclose) or the program ends (test/run/dlopen_lib.c):
// CHECK: __attribute__((destructor)) static void
// CHECK-NEXT: o2c_unit_host_code_unregister(void)
// CHECK-NEXT: {
// CHECK-NEXT: o2c_unregister_module(&o2c_module);
// CHECK-NEXT: }
