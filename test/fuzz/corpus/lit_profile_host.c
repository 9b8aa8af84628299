// The GPU-total ledger without a GPU: a program linked with --profile runs
// its regions on the host and the report says that no GPU work was recorded,
// with each region's host runs; OMP2CUDA_PROFILE=0 turns it off; JSON and CSV
// carry the same figures.
// RUN: %omp2cuda --profile -O2 %s -o %t
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t 2>&1 | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED OMP2CUDA_PROFILE_OUT=%t.json %t
// RUN: python3 %S/Inputs/ledger_json.py %t.json | FileCheck %s --check-prefix=JSON
// RUN: env OMP_TARGET_OFFLOAD=DISABLED OMP2CUDA_PROFILE_OUT=%t.csv %t
// RUN: FileCheck %s --check-prefix=CSV < %t.csv
// RUN: env OMP_TARGET_OFFLOAD=DISABLED OMP2CUDA_PROFILE=0 %t 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: %omp2cuda --help | FileCheck %s --check-prefix=HELP

// CHECK: omp2cuda: profile: no GPU work was recorded: 4 region runs on the host (OMP_TARGET_OFFLOAD=DISABLED)
// CHECK: omp2cuda: profile: the GPU was never used; times in ms, sizes in MB
// CHECK: region {{ *}}kind {{ *}}runs {{ *}}kernel
// CHECK: profile_host.c:[[#LOOP:]]:{{[0-9]+}} {{ *}}target {{ *}}0 {{.*}} 3 {{ *}}{{[0-9.]+}}
// CHECK: profile_host.c:[[#LOOP+4]]:{{[0-9]+}} {{ *}}target {{ *}}0 {{.*}} 1 {{ *}}{{[0-9.]+}}
// CHECK: total {{.*}} 4 {{ *}}{{[0-9.]+}}
// CHECK: GPU-total 0.000 ms = kernel 0.000 + H2D 0.000 + D2H 0.000
// CHECK: wall-clock {{[0-9.]+}} ms (from program start)
// CHECK: PASS

// JSON: source none
// JSON: region {{.*}}profile_host.c:{{[0-9]+}}:{{[0-9]+}} target runs=0 host_runs=3 kernels=0
// JSON: region {{.*}}profile_host.c:{{[0-9]+}}:{{[0-9]+}} target runs=0 host_runs=1 kernels=0
// JSON: total runs=0 host_runs=4 kernels=0 h2ds=0 d2hs=0 memsets=0
// JSON: numbers gpu_total_us=ok init_context_us=ok init_module_us=ok profiler_us=ok wall_us=ok
// JSON: gpu_total_is_sum yes
// JSON: teardown null

// CSV: scope,name,kind,source,runs,host_runs,host_us,kernels,kernel_us
// CSV: region,"{{.*}}profile_host.c:{{[0-9:]+}}",target,none,0,3,
// CSV: total,"total",-,none,0,4,

// OFF-NOT: omp2cuda: profile
// OFF: PASS

// HELP: --profile

#include <stdio.h>

int
main(void)
{
	float a[1000];
	int ok = 1;

	for (int r = 0; r < 3; r++) {
#pragma omp target teams distribute parallel for map(from: a)
		for (int i = 0; i < 1000; i++)
			a[i] = (float)(i + r);
	}
#pragma omp target teams distribute parallel for map(tofrom: a)
	for (int i = 0; i < 1000; i++)
		a[i] += 1;
	for (int i = 0; i < 1000; i++)
		ok &= a[i] == (float)(i + 3);
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
