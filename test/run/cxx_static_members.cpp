// Constant static data members in target regions: declared with their
// initializer in the class (static const integral, static constexpr),
// named in a loop bound, a map clause's section and the region's body,
// in a class of a namespace too.  The .cu file's copy of the class
// declares them, so device code reads the same constants.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

namespace geo {
struct Grid {
	static const int WIDTH = 64;
	static constexpr double SCALE = 0.5;
	static constexpr long OFFSET = 3;
	int unused;
};
}

int
main()
{
	double o[geo::Grid::WIDTH];
	int bad = 0;

	for (int i = 0; i < geo::Grid::WIDTH; i++)
		o[i] = -1.0;
#pragma omp target teams distribute parallel for map(tofrom: o[0:geo::Grid::WIDTH])
	for (int i = 0; i < geo::Grid::WIDTH; i++)
		o[i] = i * geo::Grid::SCALE + geo::Grid::OFFSET;
	for (int i = 0; i < geo::Grid::WIDTH; i++)
		bad += o[i] != i * 0.5 + 3;
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
