// A function template whose region is instantiated for both values of a
// bool template parameter (and for unsigned, enumeration and char
// arguments): the host code selects each instantiation's kernel, and
// each computes its own branch.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

enum class Mode : unsigned char { add = 1, mul = 200 };

template <bool flag, unsigned long long big, Mode m, char c>
void upd(int *a, int n)
{
	#pragma omp target teams distribute parallel for map(tofrom: a[:n])
	for (int i = 0; i < n; i++) {
		if (flag)
			a[i] += (int)(big >> 62) + (m == Mode::mul ? 100 : 0) + c + i;
		else
			a[i] *= 2;
	}
}

int main()
{
	const int n = 1000;
	static int a[n];
	upd<true, 0xc000000000000000ull, Mode::mul, -3>(a, n);
	upd<false, 1, Mode::add, 'x'>(a, n);
	upd<true, 0, Mode::add, 1>(a, n);
	int bad = 0;
	for (int i = 0; i < n; i++)
		bad += a[i] != 2 * (3 + 100 - 3 + i) + 1 + i;
	printf(bad ? "FAIL\n" : "PASS\n");
	return bad != 0;
}
