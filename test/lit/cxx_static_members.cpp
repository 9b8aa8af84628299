// Static data members in target regions: a constant one declared with
// its initializer is its class's, whose copy in the .cu file keeps the
// declaration (`Grid::W` in a section, a loop bound, the body); one whose
// initializer is outside the class, and a variable one, are errors.
// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: not %omp2cuda -c -DERRORS %s -o %t.o 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error:
// CHECK: struct Grid {
// CHECK-NEXT: static const int W = 16;
// CHECK-NEXT: static constexpr float S = 2.0f;
// CHECK: __global__ void
// CHECK: for (int i = 0; i < Grid::W; i++) o[i] = i * Grid::S;
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
#ifdef ERRORS
// ERR: :[[@LINE+2]]:22: error: static data member 'OUT' in a target region is not supported yet
#pragma omp target map(from: o[0:4])
	for (int i = 0; i < Grid::OUT; i++) o[i] = 0;
// ERR: :[[@LINE+2]]:37: error: static data member 'v' in a target region is not supported yet
#pragma omp target map(from: o[0:4])
	for (int i = 0; i < 4; i++) o[i] = Grid::v;
#endif
	return 0;
}
