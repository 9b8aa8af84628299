// Member functions device code cannot call: one defined in another file,
// an error at the call, before nvcc (a virtual one on a mapped object is
// checked where it runs: cxx_virtual_checked.cpp).
// RUN: not %omp2cuda -c %s -o %t.o 2>&1 | FileCheck %s
struct Shape {
	float w;
	virtual float area() const { return w * w; }
	float perimeter() const;
};

void areas(const Shape *s, float *o, int n)
{
#pragma omp target teams distribute parallel for map(to: s[0:n]) map(from: o[0:n])
	for (int i = 0; i < n; i++) {
		o[i] = s[i].area();
// CHECK: :[[@LINE+1]]:11: error: call to member function 'perimeter' in device code is not supported yet: it must be defined in this file or a header it includes (it is not: another translation unit's function is compiled for the host only)
		o[i] += s[i].perimeter();
	}
}
