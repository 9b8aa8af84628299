// C++ constants in device code: a namespace-scope const variable of
// integral or enumeration type with a constant initializer, and a
// constexpr one of floating type, are values the .cu file defines as
// `static __device__ constexpr` in their namespaces (an array bound in a
// region stays constant, std::min binds a reference to a device object,
// a function the region calls needs no declare target); the regions
// capture none of them.  One declared in a header the .cu file includes
// for a type is the header's.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// CHECK: static __device__ constexpr const int STATE_N = (2ll);
// CHECK: namespace tab { static __device__ constexpr const unsigned int CAP = 67108864ull; }
// CHECK: static __device__ constexpr const Kind DEFAULT_KIND = (Kind)1;
// CHECK: static __device__ constexpr const double HALF = 0.5;
// CHECK: __device__ int states(int n)
// CHECK-LABEL: extern "C" __global__ void
// CHECK-NEXT: o2c_cxx_constants_{{[0-9]+}}(int n, int *__restrict__ out, double *__restrict__ d, O2cDone o2c_done)
// CHECK: int counts[STATE_N] = {0};
#include <algorithm>

const int STATE_N = 2;
namespace tab {
const unsigned int CAP = 64 * 1024 * 1024;
}
enum Kind { PLAIN, SCALED };
const Kind DEFAULT_KIND = SCALED;
constexpr double HALF = 0.5;

int states(int n)
{
	int j = 1;
	for (int i = 0; i < n; i++)
		j *= STATE_N;
	return j;
}

void run(int *out, double *d, int n)
{
#pragma omp target teams distribute parallel for map(from: out[0:n], d[0:n])
	for (int i = 0; i < n; i++) {
		int counts[STATE_N] = {0};
		counts[i % STATE_N] = states(i % 3);
		out[i] = counts[0] + std::min(i, (int)(tab::CAP & 7)) + (DEFAULT_KIND == SCALED);
		d[i] = std::max(HALF, 0.25 * i);
	}
}
