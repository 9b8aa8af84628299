// RUN: not %omp2cuda --emit-cuda %s -o /dev/null 2>&1 | FileCheck %s
// A variable-length array declared in a function template's region: the
// .cu's edit of its declaration is one text for every instantiation,
// which would give each the first's element type; a located error until
// the element type is spelled per instantiation.

template <typename T>
void
smooth(int n, int w, const T *x, T *y)
{
#pragma omp target teams distribute parallel for map(to: x[0:n + w]) map(from: y[0:n])
	for (int i = 0; i < n; i++) {
		// CHECK: cxx_vla_template.cpp:[[@LINE+1]]:3: error: variable-length array 'tmp' in device code is not supported yet: it is declared in a template, whose instantiations share its text
		T tmp[w];
		for (int k = 0; k < w; k++)
			tmp[k] = x[i + k];
		y[i] = tmp[0] + tmp[w - 1];
	}
}

void
use(int n, int w, const double *x, double *y, const float *xf, float *yf)
{
	smooth(n, w, x, y);
	smooth(n, w, xf, yf);
}
