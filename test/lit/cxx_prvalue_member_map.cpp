// A member of a class prvalue in a region's statement is the value it is:
// the kernel computes it as written.  Written in a map clause, it is no
// list item: clang's error stays.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: not %omp2cuda -DIN_CLAUSE %s 2>&1 | FileCheck %s --check-prefix=ERR
// CHECK-LABEL: __global__ void
// CHECK: o[i] = make(1.0f).y + make(o[i]).x;
// ERR: cxx_prvalue_member_map.cpp:[[@LINE+16]]:{{[0-9]+}}: error: expected addressable lvalue in 'map' clause
struct P {
	float x, y;
};

static P make(float a)
{
	return P{a, 2 * a};
}

void f(float *o, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: o[0:n])
	for (int i = 0; i < n; i++)
		o[i] = make(1.0f).y + make(o[i]).x;
#ifdef IN_CLAUSE
#pragma omp target map(to: make(2.0f).x)
	o[0] = 1;
#endif
}
