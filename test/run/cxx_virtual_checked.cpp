// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// Objects device code constructs with new in one region, their pointers
// brought back (map(from:)) and used in later regions through
// is_device_ptr: the compiler cannot prove where those objects were
// built, so each virtual call (and the virtual destructor's delete) is
// checked where it runs, and passes: their virtual tables are the
// device's.  Each result is compared with the same calls on the host.
#include <stdio.h>

#pragma omp declare target
struct Shape {
	virtual double area(double s) const = 0;
	virtual ~Shape() {}
};
struct Square : Shape {
	double area(double s) const override { return s * s; }
};
struct Circle : Shape {
	double area(double s) const override { return 3.0 * s * s; }
};
#pragma omp end declare target

int main()
{
	const int n = 1000;
	double in[n], out[n];
	Shape *sq = nullptr, *ci = nullptr;
	int bad = 0;

	for (int i = 0; i < n; i++)
		in[i] = i * 0.5;
#pragma omp target map(from: sq, ci)
	{
		sq = new Square();
		ci = new Circle();
	}
#pragma omp target teams distribute parallel for map(to: in[0:n]) map(from: out[0:n]) is_device_ptr(sq, ci)
	for (int i = 0; i < n; i++)
		out[i] = (i % 2 ? sq : ci)->area(in[i]);
#pragma omp target is_device_ptr(sq, ci)
	{
		delete sq;
		delete ci;
	}
	Square s;
	Circle c;
	for (int i = 0; i < n; i++)
		bad += out[i] != (i % 2 ? (Shape *)&s : (Shape *)&c)->area(in[i]);
	printf("%s %d\n", bad ? "FAIL" : "PASS", bad);
	return bad != 0;
}
