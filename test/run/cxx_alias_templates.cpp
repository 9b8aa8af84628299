// Alias templates of arrays (`template <int n> using Row = int[2*n+1]`,
// one whose bound a constexpr function computes) and of a pointer type,
// named by a declare target function template and a region: each comes
// into the .cu file, with what its pattern calls.
// RUN: %omp2cuda -O2 %s -o %t && %run %t | FileCheck %s
// CHECK: PASS
#include <cstdio>

constexpr int round8(int k) { return (k + 7) / 8 * 8; }
template <int n>
using Row = int[2 * n + 1];
template <int n>
using Bytes = char[round8(n)];
template <typename T>
using Ptr = T *;

#pragma omp declare target
template <int n>
void fill(Row<n> &a, Bytes<n> &b, Ptr<int> out, int k)
{
	for (int i = 0; i < 2 * n + 1; i++)
		a[i] = i * k;
	for (int i = 0; i < round8(n); i++)
		b[i] = (char)i;
	out[k] = a[2 * n] + (int)sizeof b + b[round8(n) - 1];
}
#pragma omp end declare target

int main()
{
	int out[64], out5[64];
	#pragma omp target teams distribute parallel for map(from: out, out5)
	for (int k = 0; k < 64; k++) {
		Row<3> a;
		Bytes<3> b;
		fill<3>(a, b, out, k);
		Row<9> a9;
		Bytes<9> b9;
		fill<9>(a9, b9, out5, k);
	}
	int bad = 0;
	for (int k = 0; k < 64; k++)
		bad += out[k] != 6 * k + 8 + 7 || out5[k] != 18 * k + 16 + 15;
	printf(bad ? "FAIL\n" : "PASS\n");
	return bad != 0;
}
