// A header shared with a CUDA version of a program: CUDA's function
// qualifiers defined away for compilers other than nvcc, and a function
// template defined with them.
#if !defined(__NVCC__) && !defined(__CUDACC__)
#define __host__
#define __device__
#define __forceinline__ inline
#endif

template <class T>
__host__ __device__ T triple(T v)
{
	return v + v + v;
}

template <class T>
__forceinline__ __host__ __device__ T half(T v)
{
	return v / 2;
}
