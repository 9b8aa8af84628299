// Structured bindings that device code names: a binding of a reference
// decomposition (writes through it would reach the object the region's
// analyses see only read) is a located error; bindings of a copy compile
// (run/cxx_structured_bindings.cpp).  (A region that names a binding
// declared outside it is an error of clang's OpenMP parse.)
// RUN: not %omp2cuda -std=c++17 -c %s -o %t.o 2>&1 | FileCheck %s --implicit-check-not=error:
struct Pair {
	float a;
	int b;
};

void f(Pair *ps, float *out, int n)
{
#pragma omp target teams distribute parallel for map(tofrom: ps[0:n]) map(from: out[0:n])
	for (int i = 0; i < n; i++) {
		auto &[a, b] = ps[i];
		auto [c, d] = ps[i];
// CHECK: :[[@LINE+1]]:3: error: structured binding 'a' of a reference ('auto &[...]') in device code is not supported yet: bind a copy ('auto [...]')
		a = c + d;
// CHECK: :[[@LINE+1]]:12: error: structured binding 'b' of a reference
		out[i] = b;
	}
}
