// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// declare mapper of C++ classes, named without a keyword (a class and an
// alias of it), as `class tag` and in a named mapper: the mapper's
// section of the pointer member goes to the device with the object, also
// through a reference, where a map clause's member section does too.
#include <cstdio>

class Field {
public:
	int n;
	double *data;
	double scale;
};
using Grid = Field;

#pragma omp declare mapper(Field f) map(f, f.data[0:f.n])
#pragma omp declare mapper(half: class Field f) map(f, f.data[0:f.n / 2])

static void twice(Field &f)
{
#pragma omp target
	for (int i = 0; i < f.n; i++)
		f.data[i] *= 2;
}

static void add_one(Grid &g)
{
	Grid &h = g;
#pragma omp target map(tofrom: h, h.data[0:h.n])
	for (int i = 0; i < h.n; i++)
		h.data[i] += 1;
}

int main()
{
	const int n = 1000;
	Field a = {n, new double[n], 2.0};
	Grid b = {n, new double[n], 3.0};
	for (int i = 0; i < n; i++)
		a.data[i] = b.data[i] = i;
#pragma omp target
	for (int i = 0; i < a.n; i++)
		a.data[i] *= a.scale;
#pragma omp target map(mapper(half), tofrom: b)
	for (int i = 0; i < b.n / 2; i++)
		b.data[i] += b.scale;
	twice(a);
	add_one(b);
	int bad = 0;
	for (int i = 0; i < n; i++)
		bad |= a.data[i] != 4.0 * i || b.data[i] != (i < n / 2 ? i + 4.0 : i + 1.0);
	printf("%s\n", bad ? "FAIL" : "PASS");
	delete[] a.data;
	delete[] b.data;
	return bad;
}
