// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// C++: ping-pong buffers as an array of two pointers in a function
// template (T *d[2], new[] and a caller's buffer): target data maps
// what each element points to, d[0][0:n] and d[1][0:n]; a template
// kernel gets d[sense] and d[1 - sense] as pointers, a region uses
// d[sense] itself; target update brings back d[sense][0:n].
#include <cstdio>

template <typename T>
static void
smooth(const T *in, T *out, int n)
{
#pragma omp target teams distribute parallel for
	for (int i = 0; i < n; i++)
		out[i] = (in[i > 0 ? i - 1 : i] + in[i] + in[i < n - 1 ? i + 1 : i]) / T(3);
}

template <typename T>
static int
run(T *buf, int n, int repeat)
{
	T *d[2];
	int sense = 0, bad = 0;

	d[0] = buf;
	d[1] = new T[n];
#pragma omp target data map(to: d[0][0:n]) map(alloc: d[1][0:n])
	{
		for (int r = 0; r < repeat; r++) {
			smooth<T>(d[sense], d[1 - sense], n);
			sense = 1 - sense;
		}
#pragma omp target teams distribute parallel for
		for (int i = 0; i < n; i++)
			d[1 - sense][i] = d[sense][i] * T(2);
		sense = 1 - sense;
#pragma omp target update from(d[sense][0:n])
	}
	for (int i = 0; i < n; i++)
		bad |= d[sense][i] != T(2 * 7);
	delete[] d[1];
	return bad;
}

int
main()
{
	const int n = 4096;
	float *f = new float[n];
	double *g = new double[n];
	for (int i = 0; i < n; i++) {
		f[i] = 7.0f;
		g[i] = 7.0;
	}
	int bad = run(f, n, 3) | run(g, n, 4);
	std::printf("%s\n", bad ? "FAIL" : "PASS");
	delete[] f;
	delete[] g;
	return bad;
}
// CHECK: PASS
