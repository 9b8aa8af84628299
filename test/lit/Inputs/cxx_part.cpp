// A C++ translation unit of a mixed program (driver_cxx.test).
#include <algorithm>
#include <vector>

extern "C" int cxx_sum(int n)
{
	std::vector<int> v(n);
	int *p = v.data();
#pragma omp target teams distribute parallel for map(from: p[0:n])
	for (int i = 0; i < n; i++)
		p[i] = std::max(i, 2);
	int s = 0;
	for (int x : v)
		s += x;
	return s;
}
