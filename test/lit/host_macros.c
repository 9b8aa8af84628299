// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s --check-prefix=CUDA
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s --check-prefix=HOST
// RUN: env OMP2CUDA_CC=%t.none not %omp2cuda --emit-cuda %s -o - 2>&1 | FileCheck %s --check-prefix=NOCC
// NOCC: omp2cuda: error: cannot ask the host compiler '{{.*}}.none' for its predefined macros (it does not run: set OMP2CUDA_CC)
// The front end parses with the host compiler's macros (gcc's by
// default), not clang's: the region it translates is the one under the
// branch the host compiler takes, the host file replaces that one, and
// the kernel's own #if lines see the host compiler's values.

// CUDA: the host compiler's macros, as it compiles
// CUDA: #undef _OPENMP
// CUDA-NEXT: #define _OPENMP [[OMP:[0-9]+]]
// CUDA-NOT: #define __clang

int
main(void)
{
	int r = 0, v = 0;

#if _OPENMP >= 201811
#pragma omp target map(tofrom: r)
	r = 1;
#elif defined(__clang__)
#pragma omp target map(tofrom: r)
	r = 2;
#elif __GNUC__ >= 7 && __STDC_VERSION__ >= 201112L && !defined(__STDC_NO_ATOMICS__)
#pragma omp target map(tofrom: r)
	r = 3;
#else
#pragma omp target map(tofrom: r)
	r = 4;
#endif
// CUDA-LABEL: __global__ void
// CUDA: r = 3;
// CUDA-NOT: r = 1;
// HOST: host fallback of o2c_host_macros_[[REG:[0-9]+]]
// HOST: = 3;
// HOST: #if _OPENMP >= 201811{{$}}
// HOST-NEXT: #pragma omp target map(tofrom: r)
// HOST: #elif __GNUC__ >= 7
// HOST-NEXT: { /* {{.*}}host_macros.c:[[REG]]: #pragma omp target map(tofrom: r) */
// HOST: o2c_target(o2c_region_host_macros_[[REG]](),
// HOST: #else
// HOST-NEXT: #pragma omp target map(tofrom: r)

#pragma omp target map(tofrom: v)
	{
#if _OPENMP >= 201811 || defined(__clang_major__) || __STDC_VERSION__ < 199901L
		v = 1;
#else
		v = _OPENMP;
#endif
	}
	return r + v;
// CUDA-LABEL: __global__ void
// CUDA: v = _OPENMP;
// CUDA-NOT: #define
}
