/* A header shared with a CUDA version of the program: under nvcc it
 * takes CUDA's double4 and another layout of its own pair type; under
 * the host compiler it declares both itself. */
#ifndef CUDA_BRANCH_TYPES_H
#define CUDA_BRANCH_TYPES_H
#if defined __CUDACC__
typedef struct { float a, b; } pair_t;
#else
typedef struct __attribute__((__aligned__(16))) {
	double x, y, z, w;
} double4;
typedef struct { double a, b; } pair_t;
#endif
#endif
