// Regions in a constructor, a member function defined in its class, one
// defined outside it, and one of a class in a namespace, each over local
// copies of the members it uses.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

namespace field {
class Grid {
public:
	Grid(int n_) : n(n_), scale(2)
	{
		cells = new float[n];
		float *c = cells;
		int m = n;
#pragma omp target teams distribute parallel for map(from: c[0:m])
		for (int i = 0; i < m; i++)
			c[i] = i;
	}
	~Grid() { delete[] cells; }
	void add(float v)
	{
		float *c = cells;
		int m = n;
#pragma omp target teams distribute parallel for map(tofrom: c[0:m])
		for (int i = 0; i < m; i++)
			c[i] += v;
	}
	void scale_all();
	float at(int i) const { return cells[i]; }

private:
	float *cells;
	int n;
	float scale;
};
}

void field::Grid::scale_all()
{
	float *c = cells;
	int m = n;
	float s = scale;
#pragma omp target teams distribute parallel for map(tofrom: c[0:m])
	for (int i = 0; i < m; i++)
		c[i] *= s;
}

int main()
{
	const int n = 1000;
	field::Grid g(n);
	int bad = 0;
	for (int i = 0; i < n; i++)
		bad += g.at(i) != i;
	g.add(3);
	g.scale_all();
	for (int i = 0; i < n; i++)
		if (g.at(i) != 2 * (i + 3) && bad++ < 5)
			printf("mismatch at %d: %f (expected %d)\n", i, g.at(i), 2 * (i + 3));
	printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
