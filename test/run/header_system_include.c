// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// CHECK: PASS
// A kernel whose pointer is a uint64_t * when <stdint.h> comes through
// the user's header (UoB-HPC arch's shared.h): the generated CUDA file
// includes <stdint.h> too, and <stdio.h> once although both files name it.
// CUDA: #include <stdio.h>
// CUDA-NOT: #include <stdio.h>
// CUDA: #include <stdint.h>
// CUDA-NOT: #include <stdio.h>
// CUDA: __global__

#include "Inputs/fixed_width.h"
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
	size_t len = FW_N;
	uint64_t *buf = malloc(len * sizeof *buf);
	int bad = 0;

#pragma omp target teams distribute parallel for map(from: buf[:len])
	for (size_t i = 0; i < len; ++i)
		buf[i] = (uint64_t)i * 0x100000001ull;
	for (size_t i = 0; i < len; ++i)
		bad += buf[i] != (uint64_t)i * 0x100000001ull;
	free(buf);
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
