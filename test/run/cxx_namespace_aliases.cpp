// RUN: %omp2cuda -std=c++17 -O2 %s -o %t && %run %t | FileCheck %s
// RUN: env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// Namespace aliases that region code names: one at namespace scope (of a
// nested namespace written `a::b::c`), an alias of that alias, one in the
// block around the region, one inside a namespace, and a using-directive
// that nominates an alias.  The .cu file declares each where the source
// does, naming the namespace by its qualified name.

#include <cstdio>

namespace geo::units {
constexpr double scale = 0.5;
inline double cube(double x) { return x * x * x; }
} // namespace geo::units

namespace gu = geo::units;
namespace gu2 = gu;

namespace app {
namespace u = ::geo::units;
inline double twice_cube(double x) { return 2 * u::cube(x); }
} // namespace app

int main()
{
	const int n = 256;
	double a[n], b[n];
	for (int i = 0; i < n; i++)
		a[i] = i * 0.25;
	namespace local = geo::units;
#pragma omp target teams distribute parallel for map(to: a[0:n]) map(from: b[0:n])
	for (int i = 0; i < n; i++) {
		using namespace gu2;
		b[i] = local::cube(a[i]) * scale + gu::scale + app::twice_cube(1.0);
	}
	int bad = 0;
	for (int i = 0; i < n; i++)
		if (b[i] != a[i] * a[i] * a[i] * 0.5 + 0.5 + 2.0)
			bad++;
	std::printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
