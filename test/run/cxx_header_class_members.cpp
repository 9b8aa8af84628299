// RUN: %omp2cuda -std=c++17 -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// A class template declared in a header (Inputs/stream_model.h) whose
// member functions this file defines, with target regions that use the
// functions' parameters, and instantiates explicitly (as BabelStream's
// models do): clang gives the instantiation the header declaration's
// parameters, which the regions name as this file's (frontend/scan.c,
// instance_params); the explicit instantiation gives every member its
// kernels even though main calls some through one type only.

#include <cstdio>
#include <cstdlib>

#include "Inputs/stream_model.h"

template <class T> StreamModel<T>::StreamModel(long len) : n(len)
{
	a = (T *)std::malloc(n * sizeof(T));
	b = (T *)std::malloc(n * sizeof(T));
	c = (T *)std::malloc(n * sizeof(T));
	T *pa = a, *pb = b, *pc = c;
#pragma omp target enter data map(alloc: pa[0:len], pb[0:len], pc[0:len])
}

template <class T> StreamModel<T>::~StreamModel()
{
	T *pa = a, *pb = b, *pc = c;
	long len = n;
#pragma omp target exit data map(delete: pa[0:len], pb[0:len], pc[0:len])
	std::free(a);
	std::free(b);
	std::free(c);
}

template <class T> void StreamModel<T>::init(T a0, T b0)
{
	T *pa = a, *pb = b, *pc = c;
	long len = n;
#pragma omp target teams distribute parallel for
	for (long i = 0; i < len; i++) {
		pa[i] = a0;
		pb[i] = b0 + (T)(i % 3);
		pc[i] = 0;
	}
}

template <class T> void StreamModel<T>::triad(T scalar)
{
	T *pa = a, *pb = b, *pc = c;
	long len = n;
#pragma omp target teams distribute parallel for
	for (long i = 0; i < len; i++)
		pc[i] = pa[i] + scalar * pb[i];
}

template <class T> T StreamModel<T>::sum() const
{
	T s = 0, *pc = c;
	long len = n;
#pragma omp target teams distribute parallel for reduction(+: s)
	for (long i = 0; i < len; i++)
		s += pc[i];
	return s;
}

template class StreamModel<float>;
template class StreamModel<double>;

int
main()
{
	const long n = 3000;
	double want = 0;
	StreamModel<double> d(n);
	StreamModel<float> f(n);

	d.init(1.0, 2.0);
	d.triad(0.5);
	f.init(1.0f, 2.0f);
	f.triad(0.5f);
	for (long i = 0; i < n; i++)
		want += 1.0 + 0.5 * (2.0 + i % 3);
	double got = d.sum(), gotf = f.sum();
	if (got != want || gotf != want) {
		std::printf("FAIL: %.1f and %.1f, expected %.1f\n", got, gotf, want);
		return 1;
	}
	std::printf("PASS\n");
	return 0;
}
