// A header shared with a CUDA version of a program: CUDA's function
// qualifiers defined away for other compilers, and the prototypes of
// functions and function templates that the including file defines
// after it calls them.
#if !defined(__NVCC__) && !defined(__CUDACC__)
#define __host__
#define __device__
#endif

__host__ __device__ long pick(unsigned long *seed);

template <class P, class Q>
__host__ __device__ void accumulate(double x, int row, long width, P weights, Q counts,
                                    double *out, int mode);
