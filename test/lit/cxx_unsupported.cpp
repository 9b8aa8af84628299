// C++ constructs not compiled yet: each an error at the user's line,
// before nvcc or g++ sees anything.
// RUN: not %omp2cuda -c %s -o %t.o 2>&1 | FileCheck %s
#include <vector>


thread_local int tls_count;

void device_code(float *a, int n, std::vector<float> &v)
{
	auto bump = [&](float x) { return x + n; };
#pragma omp target teams distribute parallel for map(tofrom: a[0:n])
	for (int i = 0; i < n; i++) {
// CHECK: :[[@LINE-3]]:14: error: a lambda that device code calls (passed to a template that holds a target construct, or held by a variable a region captures) is not supported here: it captures a variable by reference, the host's storage; capture by copy ([=])
		a[i] = bump(a[i]);
// CHECK: :[[@LINE+1]]:10: error: call to member function 'operator[]' of 'std::vector<float>' in device code is not supported yet: std:: containers
		a[i] = v[i];
// CHECK: :[[@LINE+1]]:11: error: thread-local variable 'tls_count' cannot be used in device code
		a[i] += tls_count;
		if (a[i] < 0)
// CHECK: :[[@LINE+1]]:4: error: exceptions ('throw') cannot be used in device code
			throw 1;
// CHECK: :[[@LINE+1]]:11: error: placement new ('new (...) T') in device code is not supported yet
		a[i] = *new (&a[i]) float(1);
	}
}
