// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: not %omp2cuda --emit-cuda -DBUILTIN %s -o - 2>&1 | FileCheck --check-prefix=ERR %s
// The file's own declarations with names CUDA C++ declares too are
// renamed in the .cu file after CUDA's headers, before the user's code;
// locals, parameters and members keep their names.

// CHECK: #include "omp2cuda_cmath.h"
// CHECK: /* names of {{.*}}cuda_names.c that CUDA C++ declares too */
// CHECK-NEXT: #define uint3 o2c_u_uint3
// CHECK-NEXT: #define max o2c_u_max
// CHECK-NEXT: #define cudaFree o2c_u_cudaFree
// CHECK-NOT: #define
// CHECK: typedef struct { int x, y, z; } uint3;
typedef struct { int x, y, z; } uint3;
struct point { int min; };

// CHECK: __device__ static int max(int a, int b)
static int max(int a, int b) { return a > b ? a : b; }
static int cudaFree(int min) { return min; }

#ifdef BUILTIN
int blockDim = 3;
#pragma omp declare target(blockDim)
#endif

int
main(void)
{
	uint3 u[2] = {{1, 2, 3}, {4, 5, 6}};
	struct point p = {7};
	int r = 0;
// CHECK: o2c_cuda_names_[[#@LINE+1]](int *o2c_ref_r, const uint3 *__restrict__ u, struct point p, O2cDone o2c_done)
#pragma omp target map(tofrom: r) map(to: u)
	{
		int min = 2;
		r = max(u[1].x, min) + cudaFree(p.min);
#ifdef BUILTIN
		// ERR: :[[@LINE+1]]:8: error: 'blockDim' declared at file scope and used in device code is not supported: it is a CUDA built-in variable, which the generated kernels use; rename it
		r += blockDim;
#endif
	}
	return r;
}
