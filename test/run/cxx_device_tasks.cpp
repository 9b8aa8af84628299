// RUN: %omp2cuda++ -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// Tasks in C++ functions a target region calls: an orphaned task makes a
// parameter passed by reference firstprivate (OpenMP 5.2 5.1.1), a const
// one is read as it is; a function template's taskgroup reduces in each
// instance's type.

#include <cstdio>

#pragma omp declare target
static int
bump(int &r, const int &by)
{
	int seen = 0;
#pragma omp task shared(seen)
	{
		r += by; /* the task's copy of r */
		seen = r;
	}
	return seen;
}

template <typename T>
static T
total(const T *v, int n)
{
	T sum = 0;
#pragma omp taskgroup task_reduction(+: sum)
	for (int i = 0; i < n; i++) {
#pragma omp task in_reduction(+: sum)
		sum += v[i];
	}
	return sum;
}
#pragma omp end declare target

int
main()
{
	int x = 10, seen = 0, isum = 0;
	double d[4] = {0.5, 1.5, 2.5, 3.5}, dsum = 0;
	int iv[4] = {1, 2, 3, 4};
#pragma omp target map(tofrom: x, seen, isum, dsum) map(to: d, iv)
	{
		seen = bump(x, 5);
		isum = total(iv, 4);
		dsum = total(d, 4);
	}
	if (x != 10 || seen != 15 || isum != 10 || dsum != 8.0) {
		std::printf("FAIL: x %d, seen %d, sums %d %g\n", x, seen, isum, dsum);
		return 1;
	}
	std::printf("PASS\n");
	return 0;
}
