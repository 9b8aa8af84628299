// RUN: not %omp2cuda -c %s -o %t.o 2>&1 | FileCheck %s
// A macro invocation that gives a function along with other declarations
// (a type, a second function): the .cu file cannot print the invocation
// as one device function, so a region's call of one of them is a located
// error, before nvcc.
#define TWO(W)                                                                                     \
	typedef unsigned long long u##W;                                                           \
	static inline u##W twoa##W(u##W x) { return x * 3; }                                       \
	static inline u##W twob##W(u##W x) { return twoa##W(x) + 1; }
TWO(64)

void
run(unsigned long long *out, int n)
{
#pragma omp target teams distribute parallel for map(from: out[0:n])
	for (int i = 0; i < n; i++)
		// CHECK: macro_defined_functions_err.c:[[@LINE+1]]:12: error: call to 'twob64' in a target region is not supported yet
		out[i] = twob64(i);
}
// CHECK-NOT: nvcc
