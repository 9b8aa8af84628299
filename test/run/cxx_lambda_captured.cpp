// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A lambda defined before a target region and called in it: the region
// captures the variable that holds it (firstprivate, as any object), and
// the kernel calls its struct's call operator with the captured values
// it holds (a pointer, an int, a double, a struct); two regions capture
// one lambda; a lambda that captures nothing; one in a member function;
// one whose result type names its parameter (-> decltype(x)).
#include <cstdio>

struct Shape {
	int rows, cols;
};

struct Grid {
	double *v;
	Shape s;
	double sum() const
	{
		double *data = v;
		Shape sh = s;
		auto at = [=](int r, int c) { return data[r * sh.cols + c]; };
		double t = 0;
#pragma omp target teams distribute parallel for reduction(+: t) map(to: data[0:sh.rows * sh.cols])
		for (int r = 0; r < sh.rows; r++)
			for (int c = 0; c < sh.cols; c++)
				t += at(r, c);
		return t;
	}
};

int main()
{
	const int rows = 40, cols = 50, n = rows * cols;
	double *a = new double[n], *b = new double[n];
	double scale = 0.5;
	int off = 3;
	auto index = [=](int r, int c) { return r * cols + c; };
	auto value = [=](int i) { return scale * i + off; };
	auto twice = [scale](double x) -> decltype(x) { return x / scale; };
#pragma omp target teams distribute parallel for collapse(2) map(from: a[0:n])
	for (int r = 0; r < rows; r++)
		for (int c = 0; c < cols; c++)
			a[index(r, c)] = value(index(r, c));
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
	for (int i = 0; i < n; i++)
		b[index(i / cols, i % cols)] = twice(a[i]);
	Grid g = {b, {rows, cols}};
	double got = g.sum(), want = 0;
	int bad = 0;
	for (int i = 0; i < n; i++) {
		bad |= a[i] != 0.5 * i + 3 || b[i] != 2 * a[i];
		want += b[i];
	}
	bad |= got != want;
	printf("%s\n", bad ? "FAIL" : "PASS");
	delete[] a;
	delete[] b;
	return bad;
}
