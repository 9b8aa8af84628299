// REQUIRES: gpu
// E2E-FAIL: cxx_virtual_host_object\.cpp:25: call to virtual function area: the object was constructed on the host
// RUN: %omp2cuda -O2 %s -o %t && not %run %t 2>&1 | FileCheck %s
// CHECK: cxx_virtual_host_object.cpp:[[#@LINE+21]]: call to virtual function area: the object was constructed on the host
// A virtual call in a region on an object the host constructed and the
// region maps: its virtual table pointer is the host's, which the
// device cannot use; the call's check stops the kernel with a message
// naming the call (in the host fallback the call is the host's own,
// so the test runs on the GPU only).
#include <stdio.h>

#pragma omp declare target
struct Shape {
	double side;
	virtual double area() const { return side * side; }
};
#pragma omp end declare target

int main()
{
	Shape s;
	double a = 0;
	s.side = 3;
#pragma omp target map(to: s) map(from: a)
	a = s.area();
	printf("area %g\n", a);
	return 0;
}
