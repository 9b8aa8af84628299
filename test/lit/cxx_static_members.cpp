// Static data members in target regions: a constant one declared with
// its initializer is its class's, whose copy in the .cu file keeps the
// declaration (`Grid::W` in a section, a loop bound, the body); one whose
// initializer is outside the class, and a variable one, are captured as
// a file-scope variable is (test/lit/cxx_static_data_members.cpp).
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// CHECK: struct Grid {
// CHECK-NEXT: static const int W = 16;
// CHECK-NEXT: static constexpr float S = 2.0f;
// CHECK: __global__ void
// CHECK: for (int i = 0; i < Grid::W; i++) o[i] = i * Grid::S;
// CHECK: __global__ void
// CHECK-NEXT: o2c_cxx_static_members_{{[0-9]+}}(const int OUT,
// CHECK: for (int i = 0; i < OUT; i++) o[i] = 0;
// CHECK: __global__ void
// CHECK-NEXT: o2c_cxx_static_members_{{[0-9]+}}(float *__restrict__ o, double v,
// CHECK: for (int i = 0; i < 4; i++) o[i] = v;
struct Grid {
	static const int W = 16;
	static constexpr float S = 2.0f;
	static const int OUT;
	static double v;
};
const int Grid::OUT = 4;
double Grid::v = 1.0;

int main()
{
	float o[16];
#pragma omp target map(from: o[0:Grid::W])
	for (int i = 0; i < Grid::W; i++) o[i] = i * Grid::S;
#pragma omp target map(from: o[0:4])
	for (int i = 0; i < Grid::OUT; i++) o[i] = 0;
#pragma omp target map(from: o[0:4])
	for (int i = 0; i < 4; i++) o[i] = Grid::v;
	return 0;
}
