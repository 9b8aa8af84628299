// RUN: %omp2cuda -O2 --offload-arch=sm_80 %s -o %t.sm80
// RUN: %omp2cuda -O2 --offload-arch=sm_100 %s -o %t.sm100
// RUN: %run %t.sm80 | FileCheck %s --check-prefix=PASS
// RUN: %if gpu %{ not %run %t.sm100 2>&1 | FileCheck %s --check-prefix=NOBIN --implicit-check-not=PASS %} %else %{ %run %t.sm100 | FileCheck %s --check-prefix=PASS %}
// RUN: %if gpu %{ env OMP_TARGET_OFFLOAD=DEFAULT %t.sm100 2>&1 | FileCheck %s --check-prefixes=WARN,PASS %} %else %{ true %}
// E2E-PASS[%t.sm80]:
// E2E-FAIL[%t.sm100]: errpath_arch\.c:[0-9]+:1: error: OMP_TARGET_OFFLOAD=MANDATORY but no GPU is usable: device 0: cannot load the kernels of \S*errpath_arch\.c on .* \(compute capability [0-9]\.[0-9]\): its fatbin holds sm_100, compute_100: cuModuleLoadData.* failed: CUDA_ERROR_NO_BINARY_FOR_GPU
// E2E-PASS[%t.sm100 OMP_TARGET_OFFLOAD=DEFAULT]: warning: device 0: cannot load the kernels of .*its constructs run on the host
//
// A fatbin for a GPU architecture the machine lacks, on a GPU older than
// compute capability 10.0 (the H100 and H200 are 9.0).  Built for sm_80,
// the fatbin holds sm_80 SASS, which an sm_90 GPU cannot run, and
// compute_80 PTX, which the driver compiles for it at load: the program
// runs on the GPU and passes.  Built for sm_100, nothing in it can run
// there: under OMP_TARGET_OFFLOAD=MANDATORY the first construct is an
// error naming the GPU's compute capability, what the fatbin holds and
// CUDA_ERROR_NO_BINARY_FOR_GPU; under DEFAULT the GPU is not supported
// by the program, so, as OpenMP 5.2 21.2.8 and 1.3 say of such a device,
// every construct runs on the host, after a warning.  Without a GPU,
// both builds pass in the host fallback.
#include <stdio.h>

#define N 100000

int
main(void)
{
	static float x[N], y[N];
	int bad = 0;

	for (int i = 0; i < N; i++) {
		x[i] = (float)i;
		y[i] = 1.0f;
	}
// NOBIN: errpath_arch.c:[[@LINE+3]]:1: error: OMP_TARGET_OFFLOAD=MANDATORY but no GPU is usable: device 0: cannot load the kernels of {{.*}}errpath_arch.c on {{.+}} (compute capability {{[0-9]+\.[0-9]+}}): its fatbin holds sm_100, compute_100: cuModuleLoadData({{.*}}) failed: CUDA_ERROR_NO_BINARY_FOR_GPU
// WARN: omp2cuda: warning: device 0: cannot load the kernels of {{.*}}errpath_arch.c on {{.+}} (compute capability {{[0-9]+\.[0-9]+}}): its fatbin holds sm_100, compute_100: {{.*}}CUDA_ERROR_NO_BINARY_FOR_GPU{{.*}}; its constructs run on the host
// WARN-NOT: warning
#pragma omp target data map(to: x) map(tofrom: y)
	{
#pragma omp target teams distribute parallel for
		for (int i = 0; i < N; i++)
			y[i] = 2.0f * x[i] + y[i];
#pragma omp target teams distribute parallel for
		for (int i = 0; i < N; i++)
			y[i] += 1.0f;
	}
	for (int i = 0; i < N; i++)
		bad += y[i] != 2.0f * (float)i + 2.0f;
	// PASS: PASS
	if (bad) {
		printf("FAIL: %d wrong\n", bad);
		return 1;
	}
	printf("PASS\n");
	return 0;
}
