// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Function templates that a region calls, declared first (here in a
// header whose CUDA qualifiers are macros defined away for compilers
// other than nvcc) and defined after the region: each instantiation's
// parameters and locals are its own, not file-scope variables, and its
// body is the definition's.  A class template's member function defined
// outside its class, after the region, and a function template whose
// parameter names differ between its declaration and its definition.
#include <cstdio>
#include "Inputs/qualified_decls.h"

template <class T> T twice(T v, int k);

template <class T> struct Grid {
	T *cells;
	int width;
	T at(int row, int col) const;
};

int main()
{
	const int n = 500, w = 8;
	static double weights[n * w], out[n * 3];
	static int counts[n];
	static float cells[n * w];
	for (int i = 0; i < n * w; i++) {
		weights[i] = 0.25 * (i % 13);
		cells[i] = (float)(i % 7);
	}
	for (int i = 0; i < n; i++)
		counts[i] = 1 + i % w;
	const double *cw = weights;
	const int *cc = counts;
	#pragma omp target teams distribute parallel for map(to: weights, counts, cells) map(from: out)
	for (int i = 0; i < n; i++) {
		unsigned long seed = i;
		double v[3];
		Grid<float> g = {cells, w};
		accumulate(1.5, i, (long)w, cw, cc, v, i % 2);
		out[3 * i] = v[0] + pick(&seed);
		out[3 * i + 1] = v[1] + twice(g.at(i, i % w), 3);
		out[3 * i + 2] = v[2] + twice(i, 1);
	}
	int bad = 0;
	for (int i = 0; i < n; i++) {
		double v[3], s = 0;
		for (int j = 0; j < counts[i]; j++)
			s += weights[i * w + j] * 1.5;
		v[0] = i % 2 ? -s : s;
		v[1] = 2 * s + counts[i];
		v[2] = s / 4;
		bad += out[3 * i] != v[0] + (long)(i * 3 + 1);
		bad += out[3 * i + 1] != v[1] + 8.0 * cells[i * w + i % w];
		bad += out[3 * i + 2] != v[2] + 2 * i;
	}
	printf(bad ? "FAIL %d\n" : "PASS\n", bad);
	return bad != 0;
}

__host__ __device__ long pick(unsigned long *seed)
{
	long r = (long)(*seed * 3 + 1);
	*seed = r;
	return r;
}

template <class P, class Q>
__host__ __device__ void accumulate(double energy, int r, long stride, P wts, Q num,
                                    double *acc, int sign)
{
	double s = 0;
	for (int j = 0; j < num[r]; j++) {
		double term = wts[r * stride + j] * energy;
		s += term;
	}
	acc[0] = sign ? -s : s;
	acc[1] = 2 * s + num[r];
	acc[2] = s / 4;
}

template <class T> T twice(T v, int k)
{
	T r = v;
	for (int j = 0; j < k; j++)
		r = r + r;
	return r;
}

template <class T> T Grid<T>::at(int row, int col) const
{
	int k = row * width + col;
	return cells[k];
}
