// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
// A function template instantiated twice whose body holds a loop region
// and a standalone target update: the host file prints each directive's
// text once, with a branch per instantiation (frontend/cxx_templates.c).
#include <stdio.h>

template <class T> T fill_and_read(T *a, int n, T v)
{
#pragma omp target teams distribute parallel for
	for (int i = 0; i < n; i++)
		a[i] = v + (T)i;
#pragma omp target update from(a[0:n])
	return a[n - 1];
}

int main()
{
	float a[64];
	double b[64];
	float ra;
	double rb;
#pragma omp target data map(alloc: a[0:64], b[0:64])
	{
		ra = fill_and_read<float>(a, 64, 1.5f);
		rb = fill_and_read<double>(b, 64, 2.25);
	}
	int ok = ra == 64.5f && rb == 65.25 && a[0] == 1.5f && b[10] == 12.25;
	printf("%s\n", ok ? "PASS" : "FAIL");
	return !ok;
}
