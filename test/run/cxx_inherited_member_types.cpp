// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// RUN: %omp2cuda -O2 %s -o %t && env OMP_TARGET_OFFLOAD=DISABLED %t | FileCheck %s
// CHECK: PASS
// A region in a member function names, alone, member types and
// enumerators its class inherits: a base's typedef, alias, nested struct
// and enum (a protected one, and one of a base's base), as the function
// does.
#include <cstdio>

struct Root {
	enum Mode { ADD, MUL };
};
struct Base : Root {
	typedef float real;
	using index = int;

protected:
	struct Pair {
		real a, b;
	};
};
struct Solver : Base {
	real scale = 2.0f;
	Mode mode = MUL;
	void run(real *x, index n)
	{
#pragma omp target teams distribute parallel for map(tofrom: x[0:n])
		for (index i = 0; i < n; i++) {
			Pair p = {x[i], scale};
			real r = mode == MUL ? p.a * p.b : p.a + p.b;
			x[i] = mode == ADD ? 0.0f : r;
		}
	}
};

int main()
{
	float x[100];
	for (int i = 0; i < 100; i++)
		x[i] = (float)i;
	Solver s;
	s.run(x, 100);
	int bad = 0;
	for (int i = 0; i < 100; i++)
		bad += x[i] != 2.0f * (float)i;
	std::printf("%s\n", bad ? "FAIL" : "PASS");
	return bad != 0;
}
