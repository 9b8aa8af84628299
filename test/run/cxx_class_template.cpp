// Data directives and target regions in the member functions of a class
// template, read once per instantiation the program uses: a constructor
// maps an array in, a member function's region updates it on the device,
// another defined outside the class does too, the destructor (called
// where nothing names it: a variable's end, a base class's destruction)
// maps it back.  The host sees the device's
// values only through the destructor's exit data.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

template <typename T>
class Buffer {
	T *data;
	int n;

public:
	Buffer(T *p, int len) : data(p), n(len)
	{
		T *d = data;
#pragma omp target enter data map(to: d[0:n])
	}
	~Buffer()
	{
		T *d = data;
#pragma omp target exit data map(from: d[0:n])
	}
	void add(T x)
	{
		T *d = data;
		int m = n;
#pragma omp target teams distribute parallel for
		for (int i = 0; i < m; i++)
			d[i] += x + (T)i;
	}
	void twice();
};

/* a region between the class template and a member defined outside it */
static void
negate(int *a, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++)
		a[i] = -a[i];
}

template <typename T>
void
Buffer<T>::twice()
{
	T *d = data;
	int m = n;
#pragma omp target teams distribute parallel for
	for (int i = 0; i < m; i++)
		d[i] *= 2;
}

template <int K>
struct Scaled : Buffer<float> {
	Scaled(float *p, int len) : Buffer<float>(p, len) {}
};

int
main()
{
	double a[100];
	int b[50];
	float f[30];
	int bad = 0;

	for (int i = 0; i < 100; i++)
		a[i] = 0.5;
	for (int i = 0; i < 50; i++)
		b[i] = 1;
	for (int i = 0; i < 30; i++)
		f[i] = 2.0f;
	{
		Buffer<double> x(a, 100);
		Buffer<int> y(b, 50);
		Scaled<3> z(f, 30);
		x.add(1.0);
		y.add(2);
		y.add(3);
		z.add(4.0f);
		y.twice();
	}
	negate(b, 50);
	for (int i = 0; i < 100; i++)
		bad += a[i] != 1.5 + i;
	for (int i = 0; i < 50; i++)
		bad += b[i] != -2 * (6 + 2 * i);
	for (int i = 0; i < 30; i++)
		bad += f[i] != 6.0f + i;
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
