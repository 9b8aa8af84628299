// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Device code calls instantiations of function templates: with deduced
// and explicit arguments, non-type parameters, in a namespace, from
// other templates, recursing through instantiations, and defined in a
// header of the program.  Each instantiation computes what its
// arguments make it compute (float and double differ; so do 2 and 4
// rounds of mixing), compared with the host's own calls (exactly where
// the values are exact in float, within rounding for double's thirds).
#include <math.h>
#include <stdio.h>
#include "Inputs/tmpl_helpers.h"

template <typename T>
T square(T x) { return x * x; }

namespace blk {
template <int BS, typename T>
T sum_squares(const T *a, int i)
{
	T s = 0;
	for (int k = 0; k < BS; k++)
		s += square(a[i * BS + k]);
	return s;
}
}

template <typename T>
T fact(T n) { return n <= 1 ? T(1) : n * fact<T>(n - 1); }

template <typename T>
T max_of(const T *a, int n)
{
	T m = lowest<T>();
	for (int k = 0; k < n; k++)
		m = a[k] > m ? a[k] : m;
	return m;
}

template <int R>
unsigned hash(unsigned x, unsigned y)
{
	mix_rounds<R>(x, y);
	return x ^ y;
}

#define NROWS 64

int main(void)
{
	static float a[NROWS * 4], out[NROWS], big[NROWS];
	static double d[NROWS * 4], outd[NROWS], bigd[NROWS];
	static unsigned h2[NROWS], h4[NROWS];
	int bad = 0;

	for (int i = 0; i < NROWS * 4; i++) {
		a[i] = (float)(i % 7) + 0.5f;
		d[i] = (double)(i % 5) + 1.0 / 3.0;
	}
#pragma omp target teams distribute parallel for map(to: a, d) map(from: out, outd, big, bigd, h2, h4)
	for (int i = 0; i < NROWS; i++) {
		out[i] = blk::sum_squares<4>(a, i) + fact(3.0f);
		outd[i] = blk::sum_squares<4, double>(d, i) + fact<int>(4);
		big[i] = max_of(a + i, 4);
		bigd[i] = max_of<double>(d + i, 4);
		h2[i] = hash<2>(i, 7u * i);
		h4[i] = hash<4>(i, 7u * i);
	}
	for (int i = 0; i < NROWS; i++) {
		bad += out[i] != blk::sum_squares<4>(a, i) + 6.0f;
		/* the device may contract x * x + s into one fused multiply-add
		 * (C11 6.5p8; nvcc does), the host rounds twice: not bit-equal */
		double want = blk::sum_squares<4>(d, i) + 24.0;
		bad += fabs(outd[i] - want) > 1e-13 * want;
		bad += big[i] != max_of(a + i, 4) || bigd[i] != max_of(d + i, 4);
		bad += h2[i] != hash<2>(i, 7u * i) || h4[i] != hash<4>(i, 7u * i);
		bad += h2[i] == h4[i];
	}
	/* the double instantiation keeps double's precision */
	bad += outd[1] == (double)(float)outd[1];
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
