// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: %omp2cuda -c %s -o %t.o
// A macro invocation that gives a function along with other declarations
// (a type, a second function): the .cu file prints, in place of the
// invocation, clang's reading of the type and of the functions device
// code calls, __device__, their prototypes before their definitions
// (twob64 calls twoa64, printed after it).
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
		out[i] = twob64(i);
}
// CHECK: typedef unsigned long long u64;
// CHECK: __device__ static inline u64 twob64(u64 x);
// CHECK-NEXT: __device__ static inline u64 twoa64(u64 x);
// CHECK-NEXT: __device__ static inline u64 twob64(u64 x) {
// CHECK: __device__ static inline u64 twoa64(u64 x) {
